// Usage: tsx scripts/check-links.ts [--dir build | --url http://127.0.0.1:4173/]
// An independent check of the served build with linkinator: starting from the
// home page (and every page of sitemap.xml) it crawls the site, and fails on any
// broken internal link, any `#fragment` that names no id on its target page, and
// any missing asset (scripts, styles, images, feeds). --url is the home page of
// a site already served; without it the script serves --dir (default build/) on
// 127.0.0.1 with `docusaurus serve`, as the browser tests do (at BASE_URL, like
// the build). Absolute links to the build's own SITE_URL (canonical, og:url,
// hreflang, og:image) are checked on the local server; every other host is
// skipped (the check needs no internet) and listed as skipped.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';

import { load } from 'cheerio';
import { LinkChecker, type LinkResult, LinkState } from 'linkinator';

/** Parallel requests; the local server answers in milliseconds, 2 cores do the parsing. */
const CONCURRENCY = 25;
/** Per-request timeout in ms; a local static file never takes this long. */
const REQUEST_TIMEOUT_MS = 10_000;
/** How long `docusaurus serve` may take to answer its first request (it loads the site config first). */
const SERVER_START_TIMEOUT_MS = 60_000;

export interface LinkReport {
  /** Internal URLs that answered 2xx, verified fragments included. */
  ok: number;
  /** Broken internal links, fragments and assets, each with the page that links to it. */
  broken: { url: string; reason: string; parent: string | undefined }[];
  /** External URLs that were not requested, sorted and without duplicates. */
  skipped: string[];
  /** HTML pages crawled. */
  pages: number;
}

/**
 * The site's own absolute root (SITE_URL + BASE_URL) as the build wrote it in the
 * home page's canonical link, or null when the page has none.
 */
export function siteRootFromHomePage(html: string): string | null {
  const href = load(html)('link[rel="canonical"]').attr('href');
  return href ? new URL(href).href.replace(/\/?$/, '/') : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Broken = LinkReport['broken'][number];

/** Ids a `#fragment` may name on a page: every `id`, and `name` on anchors (HTML's legacy form). */
export function fragmentTargets(html: string): Set<string> {
  const $ = load(html);
  const ids = new Set<string>();
  $('[id]').each((_, el) => void ids.add($(el).attr('id')!));
  $('a[name]').each((_, el) => void ids.add($(el).attr('name')!));
  return ids;
}

/**
 * linkinator 6 drops the `#fragment` of every link it checks (fragment checks
 * came with 8.x, which needs node 22), so fragments are verified here: every
 * `<a href>` with a fragment on a crawled page must name an id on its target.
 * `#top` needs none (the HTML standard scrolls to the top of the page).
 */
async function checkFragments(
  pages: string[],
  isLocal: (url: string) => boolean,
  rewrite: (url: string) => string,
): Promise<{ checked: number; broken: Broken[] }> {
  const targets = new Map<string, Promise<Set<string> | null>>();
  const idsOf = (page: string) => {
    let ids = targets.get(page);
    if (!ids) {
      ids = fetch(page).then(async (response) =>
        response.ok && /text\/html/.test(response.headers.get('content-type') ?? '')
          ? fragmentTargets(await response.text())
          : null,
      );
      targets.set(page, ids);
    }
    return ids;
  };
  let checked = 0;
  const broken: Broken[] = [];
  for (const page of pages) {
    const html = await (await fetch(page)).text();
    targets.set(page, Promise.resolve(fragmentTargets(html)));
    const $ = load(html);
    const links = new Set(
      $('a[href*="#"], area[href*="#"]')
        .map((_, el) => $(el).attr('href'))
        .get(),
    );
    for (const href of links) {
      const link = new URL(rewrite(new URL(href, page).href));
      const fragment = decodeURIComponent(link.hash.slice(1));
      if (!isLocal(link.href) || fragment === '' || fragment.toLowerCase() === 'top') continue;
      link.hash = '';
      const ids = await idsOf(link.href);
      checked += 1;
      // A target that is missing or not HTML is reported by the crawl itself.
      if (ids && !ids.has(fragment))
        broken.push({ url: `${link.href}#${fragment}`, reason: `no id "${fragment}"`, parent: page });
    }
  }
  return { checked, broken };
}

/**
 * Crawls the site whose home page is served at `url` (e.g. http://127.0.0.1:4173/).
 * Absolute links to the build's own SITE_URL are rewritten to `url` and checked.
 */
export async function checkLinks(url: string): Promise<LinkReport> {
  const start = await fetch(url);
  if (!start.ok) throw new Error(`${url} answered ${start.status}`);
  const siteRoot = siteRootFromHomePage(await start.text());
  const ownSite = siteRoot !== null && siteRoot !== url ? new RegExp(`^${escapeRegExp(siteRoot)}`) : null;
  const rewrite = (link: string) => (ownSite ? link.replace(ownSite, url) : link);
  const isLocal = (link: string) => link.startsWith(url);
  const checker = new LinkChecker();
  const pages: string[] = [];
  checker.on('pagestart', (page: URL | string) => pages.push(String(page)));
  const crawl = (paths: string[]) =>
    checker.check({
      path: paths,
      recurse: true,
      concurrency: CONCURRENCY,
      timeout: REQUEST_TIMEOUT_MS,
      linksToSkip: async (link) => !isLocal(link),
      urlRewriteExpressions: ownSite ? [{ pattern: ownSite, replacement: url }] : [],
    });
  const links = (await crawl([url])).links;
  // Pages that no link reaches are still in the sitemap: crawl those too.
  const sitemap = await fetch(new URL('sitemap.xml', url));
  const $sitemap = load(sitemap.ok ? await sitemap.text() : '', { xmlMode: true });
  const unreached = $sitemap('url > loc')
    .map((_, el) => rewrite($sitemap(el).text()))
    .get()
    .filter((page) => isLocal(page) && !pages.includes(page));
  if (unreached.length) links.push(...(await crawl(unreached)).links);
  // linkinator also parses the HTML of error pages (a 404 page): only pages that answered count.
  const answered = new Set(links.filter((link) => link.state === LinkState.OK).map((link) => link.url));
  const crawled = pages.filter((page) => answered.has(page));
  const fragments = await checkFragments(crawled, isLocal, rewrite);
  const report = summarise(links);
  return {
    ok: report.ok + fragments.checked - fragments.broken.length,
    broken: [...report.broken, ...fragments.broken],
    skipped: report.skipped,
    pages: crawled.length,
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Serves `dir` with `docusaurus serve` (as `npm run serve` and the browser tests do) and waits for it. */
async function serve(dir: string): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    { detached: true, stdio: 'ignore', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
  );
  // The server is a child of npx: stop the whole process group.
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  // docusaurus serve reads the site config, so it serves the build at BASE_URL.
  const url = `http://127.0.0.1:${port}${process.env.BASE_URL ?? '/'}`;
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`docusaurus serve --dir ${dir} did not answer on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function summarise(links: LinkResult[]): Omit<LinkReport, 'pages'> {
  const broken = links
    .filter((link) => link.state === LinkState.BROKEN)
    .map(({ url, status, parent }) => ({ url, reason: status ? `HTTP ${status}` : 'no answer', parent }));
  // linkinator also offers <meta content> that merely parses as a URL ("telemetry: …"): not links.
  const skipped = [
    ...new Set(
      links
        .filter((link) => link.state === LinkState.SKIPPED && /^(https?|mailto|tel):/.test(link.url))
        .map((link) => link.url),
    ),
  ].sort();
  const ok = links.filter((link) => link.state === LinkState.OK).length;
  return { ok, broken, skipped };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'build' }, url: { type: 'string' } },
  });
  const started = Date.now();
  const server = values.url ? null : await serve(values.dir);
  let report: LinkReport;
  try {
    report = await checkLinks(values.url ?? server!.url);
  } finally {
    server?.stop();
  }
  console.log(
    `Skipped ${report.skipped.length} external URLs (not requested; this check needs no internet):`,
  );
  for (const url of report.skipped) console.log(`  skipped  ${url}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (report.broken.length > 0) {
    console.error(`\n${report.broken.length} broken internal links, fragments or assets:`);
    for (const { url, reason, parent } of report.broken) {
      console.error(`  ${reason}  ${url}\n      linked from ${parent ?? '(start page)'}`);
    }
    console.error(`\nLink check failed after ${seconds} s.`);
    process.exit(1);
  }
  console.log(
    `\n${report.pages} pages crawled; ${report.ok} internal links, fragments and assets answer, none broken (${seconds} s).`,
  );
}

if (process.argv[1] && /check-links\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
