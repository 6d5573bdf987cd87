/**
 * The targets every doc page must meet, as pure functions of a parsed page
 * (`parseDocSource` / `readDocPage` in ./docs). Used by `npm run docs:stats`.
 *
 * - Every page: at least 250 words of prose.
 * - API reference pages (docs/api-references/): at least 800 words, and every
 *   request shown in cURL, TypeScript and Python. Each `<Endpoint>` must be
 *   followed, before the next `<Endpoint>` or the end of the page, by a
 *   `<CodeTabs>` with TabItems `curl`, `ts` and `python`. A page with no
 *   `<Endpoint>` (the GraphQL pages of the Identity and Telemetry APIs) needs at
 *   least one such `<CodeTabs>`.
 * - Operation reference pages (`docs/api-references/<service>/*.api.mdx`, generated
 *   at build time by plugins/openapi-reference from openapi/): one operation each, so
 *   at least 80 words (the operation's own description, the token it needs, its
 *   responses) and exactly one `<Endpoint>`, followed by the same `<CodeTabs>`.
 */
import { apiOfFence } from '../schema';
import type { CodeBlock, DocPage } from './docs';

export const MIN_WORDS = 250;
export const MIN_API_WORDS = 800;
export const MIN_OPERATION_WORDS = 80;
export const API_DIR = 'docs/api-references/';
/** The generated operation pages (plugins/openapi-reference/render.ts, GENERATED_SUFFIX). */
const OPERATION_PAGE = /\.api\.mdx$/;
/** TabItem values a CodeTabs must hold to show a request in every required language. */
export const REQUIRED_TABS = ['curl', 'ts', 'python'] as const;

export type PageKind = 'page' | 'api' | 'operation';

export interface TargetResult {
  file: string;
  kind: PageKind;
  met: boolean;
  /** Why the page misses its target; empty when met. */
  reasons: string[];
}

export type TargetInput = Pick<DocPage, 'file' | 'words' | 'endpoints' | 'codeTabs'>;

const posix = (file: string) => file.replace(/\\/g, '/');

export function pageKind(file: string): PageKind {
  const f = posix(file);
  if (!f.startsWith(API_DIR)) return 'page';
  return OPERATION_PAGE.test(f) ? 'operation' : 'api';
}

const MIN_WORDS_OF: Record<PageKind, number> = {
  page: MIN_WORDS,
  api: MIN_API_WORDS,
  operation: MIN_OPERATION_WORDS,
};
const KIND_LABEL: Record<PageKind, string> = {
  page: '',
  api: ' for an API reference page',
  operation: ' for an operation page',
};

/** Required tab values a CodeTabs lacks. */
export function missingTabs(values: readonly string[]): string[] {
  return REQUIRED_TABS.filter((v) => !values.includes(v));
}

/** Describes the closest CodeTabs in a range: which tabs it lacks, or that there is none. */
function explainMissing(tabs: DocPage['codeTabs']): string {
  if (tabs.length === 0) return 'no <CodeTabs> with curl, ts and python';
  const best = tabs.reduce((a, b) => (missingTabs(b.values).length < missingTabs(a.values).length ? b : a));
  const missing = missingTabs(best.values);
  return `<CodeTabs> (line ${best.line}) has no ${missing.join(', ')} tab${missing.length > 1 ? 's' : ''}`;
}

export function checkDocTargets(page: TargetInput): TargetResult {
  const kind = pageKind(page.file);
  const reasons: string[] = [];
  const minWords = MIN_WORDS_OF[kind];
  if (page.words < minWords) reasons.push(`${page.words} words, under ${minWords}${KIND_LABEL[kind]}`);
  if (kind === 'operation' && page.endpoints.length !== 1)
    reasons.push(`${page.endpoints.length} <Endpoint> elements; an operation page has exactly one`);
  if (kind === 'api' || kind === 'operation') {
    const complete = (t: { values: string[] }) => missingTabs(t.values).length === 0;
    if (page.endpoints.length === 0) {
      if (!page.codeTabs.some(complete)) reasons.push(`no <Endpoint> and ${explainMissing(page.codeTabs)}`);
    }
    page.endpoints.forEach((endpoint, i) => {
      const end = page.endpoints[i + 1]?.line ?? Infinity;
      const after = page.codeTabs.filter((t) => t.line > endpoint.line && t.line < end);
      if (!after.some(complete)) {
        const name = [endpoint.method, endpoint.path].filter(Boolean).join(' ') || '<Endpoint>';
        reasons.push(`endpoint ${name} (line ${endpoint.line}): ${explainMissing(after)}`);
      }
    });
  }
  return { file: page.file, kind, met: reasons.length === 0, reasons };
}

/** Whether the example tests (tests/unit/doc-examples.test.ts) validate this block. */
export function isValidatedExample(block: Pick<CodeBlock, 'lang' | 'meta' | 'value'>): boolean {
  switch (block.lang) {
    case 'graphql':
      return apiOfFence(block.meta) !== undefined;
    case 'json':
    case 'ts':
    case 'typescript':
    case 'tsx':
      return true;
    case 'bash':
    case 'sh':
    case 'shell':
      return /\bcurl\s/.test(block.value);
    default:
      return false;
  }
}

/** Code block counts per language, in order of first appearance; an unlabelled fence counts as `none`. */
export function countByLanguage(blocks: readonly Pick<CodeBlock, 'lang'>[]): [lang: string, count: number][] {
  const counts = new Map<string, number>();
  for (const b of blocks) {
    const lang = b.lang || 'none';
    counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  return [...counts];
}
