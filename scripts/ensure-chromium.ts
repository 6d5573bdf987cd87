// Usage: tsx scripts/ensure-chromium.ts
// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests.
// As root it installs the `chromium` package with apt-get when missing;
// otherwise it stops with a message naming the package. Never downloads a
// browser of its own (no `npx playwright install`).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { CHROMIUM_PATH } from '../lib/chromium';

function install(): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log('Chromium is missing: installing the Debian package "chromium" with apt-get…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  });
}

function main(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `The browser tests need Debian's Chromium at ${CHROMIUM_PATH}, and it is not installed.\n` +
        'Install the package "chromium" (as root: apt-get install chromium), then run the tests again.',
    );
    process.exit(1);
  }
  try {
    install();
  } catch (error) {
    console.error(`Installing the "chromium" package failed: ${String(error)}`);
    process.exit(1);
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(
      `apt-get finished but ${CHROMIUM_PATH} is still missing: install the package "chromium" by hand.`,
    );
    process.exit(1);
  }
}

main();
