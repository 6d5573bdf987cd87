/**
 * The site's link check, one set of rules run at two moments:
 *
 *   'site'      on a finished build (`npm run check:links`, scripts/check-links.ts,
 *               in `npm test`): every URL every page names (links, scripts, styles,
 *               images, feeds, canonical and social-card URLs on the site's own host),
 *               every `#fragment` of a link, and every URL of sitemap.xml and llms.txt
 *               must reach a file of the build
 *   'markdown'  inside the build (plugins/content-checks): the links written in the
 *               Markdown pages to other pages and their anchors, reported with the
 *               source file and line before Docusaurus's own check names only the page
 *
 * Files are resolved as the hosts resolve them (./routes.ts); other hosts are
 * listed, never requested.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { type CheerioAPI, load } from 'cheerio';

import { htmlFilesOf, normalizeRoute, resolveBuiltFile, routeOfHtmlFile } from './routes';

/** Where a Markdown page's own content sits in the built HTML (docs, changelog posts, Markdown pages). */
const CONTENT_SELECTOR = '.markdown';

/** Attributes that hold a URL, by element (the HTML standard's list, as link checkers read it). */
const URL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  iframe: ['src'],
  embed: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  track: ['src'],
  object: ['data'],
  meta: ['content'],
};

/** `<link rel>` values that name a host to connect to, not a resource. */
const HOST_HINTS = new Set(['dns-prefetch', 'preconnect']);

export interface LinkCheckOptions {
  /** The build folder. */
  dir: string;
  /** The site's own absolute root, SITE_URL + BASE_URL (e.g. `https://build.dimo.org/`); links to it are checked in `dir`. */
  siteRoot: string;
  /** The Markdown source of each page, by route (base URL included), relative to the site folder. */
  sources?: ReadonlyMap<string, string>;
  /** Reads a source file, for line numbers; required with `sources`. */
  readSource?(source: string): Promise<string>;
  /**
   * `site` (default): every page and every URL it names, and the URL lists.
   * `markdown`: only the page links written in the Markdown of the pages in
   * `sources` (a path with an extension is left to `site`: other plugins may
   * still be writing those files while the build runs this).
   */
  scope?: 'site' | 'markdown';
}

/** One URL a page names that reaches nothing. */
export interface BrokenLink {
  /** `link`: no file answers; `anchor`: the page exists but has no such id. */
  kind: 'link' | 'anchor';
  /** The URL as the page writes it. */
  href: string;
  /** The route of the page that names it, or `sitemap.xml` / `llms.txt`. */
  page: string;
  /** What is wrong, e.g. `no file`, `no id "x"`. */
  reason: string;
  /** The Markdown source the link was written in, with its line (null when the text differs there); null for links outside the page's Markdown. */
  source: { file: string; line: number | null } | null;
}

export interface LinkCheckReport {
  /** HTML pages whose links were checked. */
  pages: number;
  /** URLs checked in the build, each counted once per page that names it. */
  checked: number;
  broken: BrokenLink[];
  /** URLs on other hosts (and mailto:, tel:), not requested: sorted, each once. */
  external: string[];
}

/** The site's own root (SITE_URL + BASE_URL) as the build wrote it in the home page's canonical link, or null. */
export function siteRootFromHomePage(html: string): string | null {
  const href = load(html)('link[rel="canonical"]').attr('href');
  return href ? new URL(href).href.replace(/\/?$/, '/') : null;
}

/** Ids a `#fragment` may name on a page: every `id`, and `name` on anchors (HTML's legacy form). */
export function fragmentTargets($: CheerioAPI): Set<string> {
  const ids = new Set<string>();
  $('[id]').each((_, el) => void ids.add($(el).attr('id')!));
  $('a[name]').each((_, el) => void ids.add($(el).attr('name')!));
  return ids;
}

/** The first line of the source that contains `href`, or null when it was written otherwise. */
export function lineOf(sourceText: string, href: string): number | null {
  const index = sourceText.split('\n').findIndex((line) => line.includes(href));
  return index === -1 ? null : index + 1;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** One URL a page names. */
interface Named {
  value: string;
  /** Only links (`<a>`, `<area>`) lead to a place in a page; other elements load the whole file. */
  navigates: boolean;
  inContent: boolean;
}

/** The URLs a page names, each once. */
function urlsOf($: CheerioAPI): Named[] {
  const named = new Map<string, Named>();
  const add = (value: string, navigates: boolean, inContent: boolean) => {
    const key = `${navigates}\0${value}`;
    const known = named.get(key);
    if (known) known.inContent ||= inContent;
    else named.set(key, { value, navigates, inContent });
  };
  for (const [tag, attributes] of Object.entries(URL_ATTRIBUTES)) {
    $(tag).each((_, el) => {
      const $el = $(el);
      if (tag === 'link' && HOST_HINTS.has(($el.attr('rel') ?? '').toLowerCase())) return;
      const inContent = $el.closest(CONTENT_SELECTOR).length > 0;
      for (const attribute of attributes) {
        const raw = $el.attr(attribute)?.trim();
        if (!raw) continue;
        // <meta content> holds a URL only for the social-card and similar properties.
        if (tag === 'meta' && !/^https?:\/\//i.test(raw)) continue;
        const values =
          attribute === 'srcset'
            ? raw.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
            : [raw];
        for (const value of values) if (value) add(value, tag === 'a' || tag === 'area', inContent);
      }
    });
  }
  return [...named.values()];
}

/** Checks the build in `options.dir`; see the module comment. */
export async function checkBuiltLinks(options: LinkCheckOptions): Promise<LinkCheckReport> {
  const root = new URL(options.siteRoot);
  const baseUrl = root.pathname.endsWith('/') ? root.pathname : `${root.pathname}/`;
  const markdownOnly = options.scope === 'markdown';
  const sources = new Map(
    [...(options.sources ?? [])].map(([route, source]) => [normalizeRoute(route), source]),
  );
  const routeOf = (file: string) => `${baseUrl}${routeOfHtmlFile(file).slice(1)}`;
  const parsed = new Map<string, Promise<CheerioAPI>>();
  /** A page of the build, parsed once; `file` is relative to the build folder. */
  const parse = (file: string) => {
    let page = parsed.get(file);
    if (!page)
      parsed.set(file, (page = readFile(path.join(options.dir, file), 'utf8').then((html) => load(html))));
    return page;
  };
  const idsByFile = new Map<string, Promise<Set<string>>>();
  const idsOf = (file: string) => {
    const relative = path.relative(options.dir, file);
    let ids = idsByFile.get(relative);
    if (!ids) idsByFile.set(relative, (ids = parse(relative).then(fragmentTargets)));
    return ids;
  };
  const sourceTexts = new Map<string, Promise<string>>();
  const external = new Set<string>();
  const broken: BrokenLink[] = [];
  let checked = 0;

  /** What is wrong with `value` named on `pageUrl`, or null when it reaches a file (and its fragment an id). */
  const problem = async (
    value: string,
    pageUrl: URL,
    navigates: boolean,
  ): Promise<Omit<BrokenLink, 'page' | 'source'> | null> => {
    let url: URL;
    try {
      url = new URL(value, pageUrl);
    } catch {
      return { kind: 'link', href: value, reason: 'not a URL' };
    }
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') {
      external.add(url.href);
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.origin !== root.origin) {
      external.add(url.href);
      return null;
    }
    const extension = path.posix.extname(url.pathname);
    if (markdownOnly && extension !== '' && extension !== '.html') return null;
    checked += 1;
    if (!url.pathname.startsWith(baseUrl) && `${url.pathname}/` !== baseUrl) {
      return { kind: 'link', href: value, reason: `outside the base URL ${baseUrl}` };
    }
    const file = resolveBuiltFile(options.dir, `/${url.pathname.slice(baseUrl.length)}`);
    if (!file) return { kind: 'link', href: value, reason: 'no file' };
    const fragment = safeDecode(url.hash.slice(1));
    if (!navigates || !fragment || fragment.toLowerCase() === 'top' || !file.endsWith('.html')) return null;
    return (await idsOf(file)).has(fragment)
      ? null
      : { kind: 'anchor', href: value, reason: `no id "${fragment}"` };
  };

  const files = htmlFilesOf(options.dir).filter(
    (file) => !markdownOnly || sources.has(normalizeRoute(routeOf(file))),
  );
  const pages = files
    .map((file) => ({ file, route: routeOf(file) }))
    .sort((a, b) => (a.route < b.route ? -1 : 1));
  for (const { file, route } of pages) {
    const pageUrl = new URL(route, root);
    const source = sources.get(normalizeRoute(route));
    for (const { value, navigates, inContent } of urlsOf(await parse(file))) {
      if (markdownOnly && !(navigates && inContent)) continue;
      const found = await problem(value, pageUrl, navigates);
      if (!found) continue;
      let attributed: BrokenLink['source'] = null;
      if (source && inContent && options.readSource) {
        let text = sourceTexts.get(source);
        if (!text) sourceTexts.set(source, (text = options.readSource(source)));
        attributed = { file: source, line: lineOf(await text, value) };
      }
      broken.push({ ...found, page: route, source: attributed });
    }
  }
  if (markdownOnly) return { pages: pages.length, checked, broken, external: [...external].sort() };

  // The URL lists crawlers and assistants read: every entry must be a file of the build.
  const lists: [file: string, urls: (text: string) => string[]][] = [
    ['sitemap.xml', (text) => [...text.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]!)],
    ['llms.txt', (text) => [...text.matchAll(/\]\((\S+?)\)/g)].map((m) => m[1]!)],
  ];
  for (const [file, urls] of lists) {
    const listFile = path.join(options.dir, file);
    if (!existsSync(listFile)) continue;
    const listUrl = new URL(file, root);
    for (const value of new Set(urls(await readFile(listFile, 'utf8')))) {
      const found = await problem(value, listUrl, false);
      if (found) broken.push({ ...found, page: file, source: null });
    }
  }
  return { pages: pages.length, checked, broken, external: [...external].sort() };
}

/** How many pages a message lists before it says "and N more". */
const PAGES_SHOWN = 3;

/**
 * The report, one line per fix: a link written in Markdown starts with its file
 * and line; a link the theme, navbar, footer or config writes on many pages is
 * one line naming the first pages.
 */
export function brokenLinksMessage(broken: readonly BrokenLink[]): string {
  const lines: string[] = [];
  const elsewhere = new Map<string, { link: BrokenLink; pages: string[] }>();
  for (const link of broken) {
    if (link.source) {
      const where = `${link.source.file}${link.source.line === null ? '' : `:${link.source.line}`}`;
      lines.push(`  ${where}: broken ${link.kind} ${link.href} (on page ${link.page})`);
      continue;
    }
    const key = `${link.kind}\0${link.href}\0${link.reason}`;
    const group = elsewhere.get(key) ?? { link, pages: [] };
    group.pages.push(link.page);
    elsewhere.set(key, group);
  }
  for (const { link, pages } of elsewhere.values()) {
    const shown = pages.slice(0, PAGES_SHOWN).join(', ');
    const more = pages.length > PAGES_SHOWN ? ` and ${pages.length - PAGES_SHOWN} more` : '';
    lines.push(`  broken ${link.kind} ${link.href}: ${link.reason} (on ${shown}${more})`);
  }
  return `Broken links or anchors in the built site:\n${lines.join('\n')}`;
}
