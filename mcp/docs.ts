/**
 * The four things the docs MCP server can do, as plain async functions over a
 * Site (./site.ts): search with the site's own engine (src/search), read a
 * page's Markdown twin (plugins/llms format), list the pages from llms.txt,
 * and validate GraphQL against the project's SDL (schema/). Each throws a
 * DocsError with a message meant for the assistant when the input is bad.
 */
import { GraphQLError, parse, Source, validate } from 'graphql';

import { parseLlmsTxt, type LlmsEntry } from '../plugins/llms/llms-txt';
import { GRAPHQL_APIS, type GraphqlApi, loadSchema } from '../schema';
import {
  MANIFEST_FILE,
  parseManifest,
  parseRecordsFile,
  SearchEngine,
  type SearchHit,
  type SearchRecord,
  unescapeHtml,
} from '../src/search/engine';
import { twinPath } from '../src/llms/twinPath';
import { NotFoundError, type Site, SiteError } from './site';

/** Bad input or an unreadable site, explained. */
export class DocsError extends Error {
  override name = 'DocsError';
}

/** Most results `search_docs` returns. */
export const MAX_SEARCH_LIMIT = 20;
/** Results `search_docs` returns when no limit is given. */
export const DEFAULT_SEARCH_LIMIT = 5;

export interface SearchResult {
  title: string;
  /** Headings from the page title down to the matching section, joined with " › ". */
  section: string;
  url: string;
  /** Path to pass to get_page, e.g. `docs/faq#rate-limits`. */
  path: string;
  snippet: string;
}

export interface PageInfo {
  title: string;
  group: string;
  path: string;
  description: string;
}

export interface GraphqlProblem {
  message: string;
  line: number | null;
  column: number | null;
  /** The "Did you mean …?" part of the message, when GraphQL has one. */
  suggestion: string | null;
}

export class DocsSite {
  private engine: Promise<SearchEngine> | null = null;
  private pages: Promise<{ root: string; entries: LlmsEntry[] }> | null = null;

  constructor(readonly site: Site) {}

  /** Reads a file, turning site problems into messages that name the site. */
  private async read(relPath: string, what: string): Promise<string> {
    try {
      return await this.site.readText(relPath);
    } catch (error) {
      if (error instanceof NotFoundError)
        throw new DocsError(`${what} is missing from ${this.site.label}: ${error.message}`);
      if (error instanceof SiteError)
        throw new DocsError(`Cannot read the site ${this.site.label}: ${error.message}`);
      throw error;
    }
  }

  private loadEngine(): Promise<SearchEngine> {
    this.engine ??= (async () => {
      let recordsFile: string;
      try {
        recordsFile = parseManifest(
          JSON.parse(await this.read(`search/${MANIFEST_FILE}`, 'The search manifest')),
        ).recordsFile;
      } catch (error) {
        if (error instanceof DocsError || error instanceof SyntaxError) throw error;
        throw new DocsError(`The search manifest of ${this.site.label} is malformed.`);
      }
      let records: SearchRecord[];
      try {
        records = parseRecordsFile(JSON.parse(await this.read(`search/${recordsFile}`, 'The search index')));
      } catch (error) {
        if (error instanceof DocsError) throw error;
        throw new DocsError(
          `The search index of ${this.site.label} is unreadable: ${(error as Error).message}`,
        );
      }
      return new SearchEngine(records);
    })().catch((error: unknown) => {
      this.engine = null; // let a later call try again (the site may come back)
      throw error instanceof SyntaxError
        ? new DocsError(`The search files of ${this.site.label} are not JSON.`)
        : error;
    });
    return this.engine;
  }

  private loadPages(): Promise<{ root: string; entries: LlmsEntry[] }> {
    this.pages ??= (async () => {
      const text = await this.read('llms.txt', 'llms.txt');
      const entries = parseLlmsTxt(text);
      const root = /(\S+)llms-full\.txt/.exec(text)?.[1];
      if (!root || entries.length === 0)
        throw new DocsError(`llms.txt of ${this.site.label} lists no pages.`);
      return { root, entries };
    })().catch((error: unknown) => {
      this.pages = null;
      throw error;
    });
    return this.pages;
  }

  /** `https://site/docs/faq#x`, `/docs/faq`, `docs/faq.md` → `docs/faq` and `x`. */
  private async pagePath(input: string): Promise<{ path: string; anchor: string | null }> {
    const { root } = await this.loadPages();
    let rest = input.trim();
    const rootPath = new URL(root).pathname;
    if (/^https?:\/\//.test(rest)) {
      const url = new URL(rest);
      rest = url.pathname + url.hash;
    }
    if (rest.startsWith(rootPath)) rest = rest.slice(rootPath.length);
    const [pathPart = '', anchor] = rest.replace(/^\/+/, '').split('#', 2);
    const clean = pathPart.replace(/\.md$/, '').replace(/\/index$/, '/');
    return { path: clean === 'docs' ? 'docs/' : clean, anchor: anchor || null };
  }

  async search(query: string, limit = DEFAULT_SEARCH_LIMIT): Promise<SearchResult[]> {
    if (!query.trim()) throw new DocsError('The query is empty: pass the words to search for.');
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SEARCH_LIMIT) {
      throw new DocsError(`limit must be a whole number from 1 to ${MAX_SEARCH_LIMIT}.`);
    }
    const [engine, { root }] = await Promise.all([this.loadEngine(), this.loadPages()]);
    const response = engine.search({
      query,
      hitsPerPage: limit,
      attributesToSnippet: ['content:24'],
      highlightPreTag: '',
      highlightPostTag: '',
    });
    return response.hits.map((hit) => this.toResult(hit, root));
  }

  private toResult(hit: SearchHit, root: string): SearchResult {
    const levels = (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
      .map((l) => hit.hierarchy[l])
      .filter((h): h is string => Boolean(h));
    const url = new URL(hit.url);
    const sitePath = url.pathname.slice(new URL(root).pathname.length) + url.hash;
    return {
      title: levels[0] ?? hit.hierarchy.lvl0 ?? '',
      section: levels.join(' › '),
      url: new URL(sitePath, root).href,
      path: sitePath,
      snippet: unescapeHtml(hit._snippetResult?.content?.value ?? hit.content ?? ''),
    };
  }

  async listPages(): Promise<PageInfo[]> {
    const { root, entries } = await this.loadPages();
    return entries.map((e) => ({
      title: e.title,
      group: e.section,
      path: e.url.startsWith(root)
        ? e.url
            .slice(root.length)
            .replace(/\.md$/, '')
            .replace(/\/index$/, '/')
        : e.url,
      description: e.description,
    }));
  }

  /** The absolute URL of a page path that listPages returns. */
  async pageUrl(path: string): Promise<string> {
    return new URL(path, (await this.loadPages()).root).href;
  }

  async getPage(input: string): Promise<string> {
    if (!input.trim())
      throw new DocsError('The path is empty: pass a page path such as docs/faq (see list_pages).');
    const { path, anchor } = await this.pagePath(input);
    const pages = await this.listPages();
    if (!pages.some((p) => p.path === path)) {
      throw new DocsError(
        `No page at "${input}". Call list_pages for the pages, e.g. ${pages[0]?.path ?? 'docs/'}.`,
      );
    }
    const markdown = await this.read(twinPath(`/${path}`, '/'), `The Markdown of ${path}`);
    return anchor ? this.section(path, anchor, markdown) : markdown;
  }

  /** One section of a twin, found through the search records (they know each anchor's heading). */
  private async section(path: string, anchor: string, markdown: string): Promise<string> {
    const engine = await this.loadEngine();
    const onPage = engine.records.filter(
      (r) =>
        new URL(r.url_without_anchor).pathname.endsWith(`/${path}`) ||
        new URL(r.url_without_anchor).pathname === `/${path}`,
    );
    const record = onPage.find((r) => r.anchor === anchor && r.type !== 'content');
    if (!record) {
      const anchors = [...new Set(onPage.map((r) => r.anchor).filter(Boolean))].slice(0, 30);
      throw new DocsError(
        `No section #${anchor} on ${path}. Its sections: ${anchors.map((a) => `#${a}`).join(', ')}`,
      );
    }
    const heading = record.hierarchy[record.type as 'lvl2'] ?? '';
    const lines = markdown.split('\n');
    const start = lines.findIndex((l) => /^#{1,6} /.test(l) && l.replace(/^#+ /, '').trim() === heading);
    if (start < 0)
      throw new DocsError(`The heading of #${anchor} ("${heading}") is not in the Markdown of ${path}.`);
    const depth = /^#+/.exec(lines[start]!)![0].length;
    let end = lines.findIndex((l, i) => i > start && new RegExp(`^#{1,${depth}} `).test(l));
    if (end < 0) end = lines.length;
    return lines.slice(start, end).join('\n').trim() + '\n';
  }
}

/** Checks a query against the project's SDL; an empty list means it is valid. */
export function validateGraphql(api: string, query: string): GraphqlProblem[] {
  if (!(GRAPHQL_APIS as readonly string[]).includes(api)) {
    throw new DocsError(`Unknown api "${api}": use one of ${GRAPHQL_APIS.join(', ')}.`);
  }
  if (!query.trim()) throw new DocsError('The query is empty.');
  const toProblem = (e: GraphQLError): GraphqlProblem => ({
    message: e.message,
    line: e.locations?.[0]?.line ?? null,
    column: e.locations?.[0]?.column ?? null,
    suggestion: /Did you mean (.+)\?/.exec(e.message)?.[1] ?? null,
  });
  try {
    return validate(loadSchema(api as GraphqlApi), parse(new Source(query, `${api} query`))).map(toProblem);
  } catch (error) {
    if (error instanceof GraphQLError) return [toProblem(error)];
    throw error;
  }
}
