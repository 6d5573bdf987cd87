import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

/**
 * Each contributor mistake makes a real build fail with a message that names
 * the file. The fixture pages live in tests/fixtures/mistakes/pages; each case
 * builds a temporary site of target.mdx plus the one page with the mistake,
 * with the tiny config in tests/fixtures/mistakes (the real site's severities,
 * pipeline and checks; none of its 40 pages).
 */
const ROOT = process.cwd();
const FIXTURES = path.join(ROOT, 'tests/fixtures/mistakes');
const CONFIG = path.join(FIXTURES, 'docusaurus.config.ts');
const sites: string[] = [];

afterAll(() => {
  for (const site of sites) rmSync(site, { recursive: true, force: true });
});

/** Builds target.mdx plus `pages` and returns the exit status and everything the build printed. */
function build(...pages: string[]): { status: number | null; output: string; seconds: number } {
  const site = mkdtempSync(path.join(tmpdir(), 'dimo-mistakes-'));
  sites.push(site);
  mkdirSync(path.join(site, 'docs'));
  for (const page of ['target.mdx', ...pages]) {
    copyFileSync(path.join(FIXTURES, 'pages', page), path.join(site, 'docs', page));
  }
  // The temporary site resolves Docusaurus and the theme from the project.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  const started = Date.now();
  const result = spawnSync(
    'npx',
    ['docusaurus', 'build', site, '--config', CONFIG, '--out-dir', path.join(site, 'build')],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' } },
  );
  return {
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`,
    seconds: (Date.now() - started) / 1000,
  };
}

describe('a contributor mistake fails the build and names the file', () => {
  test('the fixture site builds when it has no mistake', () => {
    const { status, output } = build();
    expect(status, output).toBe(0);
  });

  test('a link to a page that does not exist', () => {
    const { status, output } = build('broken-link.mdx');
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /docs\/broken-link\.mdx:7: broken link \/does-not-exist \(on page \/broken-link\)/,
    );
    // The link that works is not reported.
    expect(output).not.toMatch(/broken link \/ /);
  });

  test('an anchor that names no heading of its target', () => {
    const { status, output } = build('broken-anchor.mdx');
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /docs\/broken-anchor\.mdx:7: broken anchor \/#no-such-heading \(on page \/broken-anchor\)/,
    );
    expect(output).not.toMatch(/#known-heading \(on page/);
  });

  test('front matter that fails validation', () => {
    const { status, output } = build('invalid-front-matter.mdx');
    expect(status).not.toBe(0);
    expect(output).toMatch(/docs\/invalid-front-matter\.mdx/);
    expect(output).toMatch(/"sidebar_position" must be a number/);
  });

  test('a component that is neither imported nor provided', () => {
    const { status, output } = build('unknown-component.mdx');
    expect(status).not.toBe(0);
    expect(output).toMatch(/MDX compilation failed for file ".*docs\/unknown-component\.mdx"/);
    expect(output).toMatch(/Unknown MDX component <ParamTabel> \(line 7, column 1\)/);
  });

  test('MDX that does not parse', () => {
    const { status, output } = build('malformed-mdx.mdx');
    expect(status).not.toBe(0);
    expect(output).toMatch(/MDX compilation failed for file ".*docs\/malformed-mdx\.mdx"/);
    expect(output).toMatch(/Expected a closing tag for `<Endpoint>`/);
  });
});
