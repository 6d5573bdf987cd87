/**
 * Where a URL path of the site lives in a build folder, resolved the way the
 * static hosts the site is deployed to resolve it: the one resolver for the
 * test server, the link check, the search index and the browser tests.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * The file that answers `urlPath` (e.g. `/docs/faq`, `/docs/faq.html`,
 * `/docs/faq/`, `/img/x%20y.png`; relative to the base URL) in `dir`, or null.
 *
 * Tried in order: the file itself, then `<path>/index.html`, then `<path>.html`
 * (the order of `docusaurus serve` and Netlify), and for `/x.html` also
 * `x/index.html`, so `/x`, `/x/`, `/x.html` and `/x/index.html` reach the same
 * page as they do on Netlify, Cloudflare Pages and Vercel. A path that escapes
 * `dir` or does not decode resolves to null.
 */
export function resolveBuiltFile(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = path.resolve(dir);
  const rel = decoded.replace(/^\/+/, '');
  const candidates =
    rel === '' || rel.endsWith('/')
      ? [`${rel}index.html`]
      : [
          rel,
          `${rel}/index.html`,
          `${rel}.html`,
          ...(rel.endsWith('.html') ? [`${rel.slice(0, -5)}/index.html`] : []),
        ];
  for (const candidate of candidates) {
    const file = path.resolve(root, candidate);
    if (!file.startsWith(`${root}${path.sep}`)) return null;
    if (isFile(file)) return file;
  }
  return null;
}

/**
 * The route a page of the build answers at, from its HTML file relative to the
 * build folder: `index.html` → `/`, `docs/faq/index.html` → `/docs/faq`,
 * `404.html` → `/404`.
 */
export function routeOfHtmlFile(relativeFile: string): string {
  return `/${relativeFile.split(path.sep).join('/')}`.replace(/\/?index\.html$|\.html$/, '') || '/';
}

/**
 * One spelling per page: `/a/b/`, `/a/b/index.html` and `/a/b.html` are the
 * route `/a/b`; the root stays `/`.
 */
export function normalizeRoute(pathname: string): string {
  const route = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/** Every HTML file of the build, relative to `dir`, sorted. */
export function htmlFilesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && isFile(path.join(dir, file)))
    .sort();
}

/** Every route of the build (see {@link routeOfHtmlFile}), sorted, each once. */
export function builtRoutes(dir: string): string[] {
  return [...new Set(htmlFilesOf(dir).map(routeOfHtmlFile))].sort();
}
