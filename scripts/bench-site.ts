// Usage: tsx scripts/bench-site.ts [buildDir]
// Page weight of the production build (gzip level 9) for a few representative
// routes: the HTML, the CSS and the entry scripts its HTML references. Each
// page's own route chunks load after the entry scripts and are not counted
// here; the search index is fetched on the first query only. Also the sizes
// of llms.txt, llms-full.txt and the Markdown twins. Figures only: compare
// runs, not machines.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import * as cheerio from 'cheerio';

import { readBuiltIndex } from './lib/built-index';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const routes = [
  '/',
  '/docs/',
  '/docs/getting-started/authentication',
  '/docs/api-references/telemetry-api/signals',
];

function gz(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function htmlFile(route: string): string {
  return path.join(buildDir, route.replace(/^\//, ''), 'index.html');
}

function main(): void {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  console.log(`Page weight of ${path.relative(process.cwd(), buildDir) || '.'} (gzip level 9)\n`);
  console.log(
    `${'route'.padEnd(48)}${'html'.padStart(11)}${'css'.padStart(11)}${'entry js'.padStart(11)}${'total'.padStart(11)}`,
  );
  for (const route of routes) {
    const file = htmlFile(route);
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    const local = (href: string | undefined) =>
      href && href.startsWith('/') ? path.join(buildDir, href) : null;
    const css = $('link[rel="stylesheet"]')
      .toArray()
      .map((el) => local($(el).attr('href')))
      .filter((f): f is string => f !== null && existsSync(f));
    const js = $('script[src]')
      .toArray()
      .map((el) => local($(el).attr('src')))
      .filter((f): f is string => f !== null && existsSync(f));
    const html = gz(file);
    const cssSize = css.reduce((n, f) => n + gz(f), 0);
    const jsSize = js.reduce((n, f) => n + gz(f), 0);
    console.log(
      `${route.padEnd(48)}${kib(html).padStart(11)}${kib(cssSize).padStart(11)}${kib(jsSize).padStart(11)}${kib(html + cssSize + jsSize).padStart(11)}`,
    );
  }
  // The search index and manifest are fetched on the first query only.
  const index = readBuiltIndex(path.join(buildDir, 'search'));
  console.log(`\nOn the first search query: index ${kib(gzipSync(index.raw, { level: 9 }).length)}`);
  const assets = readdirSync(path.join(buildDir, 'assets', 'js'));
  const all = assets.reduce((n, f) => n + gz(path.join(buildDir, 'assets', 'js', f)), 0);
  console.log(
    `All JavaScript chunks of the site: ${assets.length} files, ${kib(all)} (most load only on the pages that use them)`,
  );
  printLlmsFiles();
}

/** The files for AI assistants (plugins/llms): raw and gzipped sizes, and the twins' spread. */
function printLlmsFiles(): void {
  const twins: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) twins.push(full);
    }
  };
  walk(path.join(buildDir, 'docs'));
  const raw = (f: string) => readFileSync(f).length;
  console.log('\nFor AI assistants (raw / gzip level 9):');
  for (const name of ['llms.txt', 'llms-full.txt']) {
    const file = path.join(buildDir, name);
    if (existsSync(file))
      console.log(`  ${name.padEnd(16)}${kib(raw(file)).padStart(11)}${kib(gz(file)).padStart(11)}`);
  }
  if (twins.length > 0) {
    const sizes = twins.map(raw).sort((a, b) => a - b);
    const total = sizes.reduce((n, b) => n + b, 0);
    console.log(
      `  ${twins.length} Markdown twins: ${kib(total)} in all, median ${kib(sizes[Math.floor(sizes.length / 2)]!)}, largest ${kib(sizes.at(-1)!)}`,
    );
  }
}

main();
