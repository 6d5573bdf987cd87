// Usage: tsx scripts/test-all.ts [--e2e-only] [--no-build]
// Every check, in the order that fails fastest: Chromium present, typecheck,
// lint and format, unit tests, the two production builds (embedded search, and
// Algolia mode pointed at the local test endpoints), the link check of the
// build, the contributor-mistake builds, then the browser tests.
import { spawnSync } from 'node:child_process';

import { ALGOLIA_TEST_ENV } from '../lib/algolia-test-env';

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  e2e?: boolean;
  build?: boolean;
}

const steps: Step[] = [
  { name: 'chromium', command: ['npx', 'tsx', 'scripts/ensure-chromium.ts'], e2e: true },
  { name: 'typecheck', command: ['npx', 'tsc'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.'] },
  { name: 'prose lint', command: ['npx', 'tsx', 'lint/prose/run.ts'] },
  { name: 'unit tests', command: ['npx', 'vitest', 'run'] },
  { name: 'docs targets', command: ['npx', 'tsx', 'scripts/docs-stats.ts', '--quiet'] },
  {
    name: 'build (embedded search)',
    command: ['npx', 'docusaurus', 'build', '--out-dir', 'build'],
    e2e: true,
    build: true,
  },
  {
    name: 'build (Algolia mode, local endpoints)',
    command: ['npx', 'docusaurus', 'build', '--out-dir', 'build-algolia'],
    env: ALGOLIA_TEST_ENV,
    e2e: true,
    build: true,
  },
  {
    name: 'link check (every URL of the build: lib/link-check.ts)',
    command: ['npx', 'tsx', 'scripts/check-links.ts', '--dir', 'build'],
    e2e: true,
  },
  {
    name: 'build checks (search on the built index: relevance, openers, first-query bytes; contributor-mistake builds)',
    command: ['npx', 'vitest', 'run', '--config', 'tests/build/vitest.config.mts'],
    e2e: true,
  },
  {
    name: 'browser tests',
    command: ['npx', 'playwright', 'test'],
    env: { CI: process.env.CI ?? '1' },
    e2e: true,
  },
];

const e2eOnly = process.argv.includes('--e2e-only');
const noBuild = process.argv.includes('--no-build');

for (const step of steps) {
  if (e2eOnly && !step.e2e) continue;
  if (noBuild && step.build) continue;
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const result = spawnSync(step.command[0]!, step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log('\nAll checks passed.');
