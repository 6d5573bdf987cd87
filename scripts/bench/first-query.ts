/**
 * What a reader's first query costs in bytes, measured without a browser:
 * the compact index (src/search/engine/format.ts) is searched from an in-memory copy
 * of its files by the browser's own engine (ShardedSearchEngine), with the
 * modal's request, and every file it asks for is counted once, at its gzipped
 * size (zlib level 6, what static hosts and CDNs serve). The query is typed
 * at once (the first query) or key by key (the modal searches on every
 * keystroke), after the modal has opened and fetched the manifest, the core
 * and the first keystroke's answers (src/search/embeddedClient.ts). Used by
 * `npm run bench:search` at 1×, 10× and 100× the site, and by a build check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { MODAL_HITS_PER_PAGE, SNIPPET_WORDS } from '../../src/search/constants';
import {
  HIERARCHY_LEVELS,
  indexFiles,
  MANIFEST_FILE,
  OPENERS_FILE,
  ShardedIndex,
  ShardedSearchEngine,
  type SearchParams,
} from '../../src/search/engine';
import type { EncodedIndex } from '../../plugins/search-index/index-files';
import { FACET_FILTERS } from './judge';

const KIB = 1024;

/**
 * The first query fetches ≤ 60 KiB gzipped today and ≤ 250 KiB at
 * 10× the pages (by scale factor), the engine's code included (engineCodeBytes):
 * index files plus code. Enforced on the built site by
 * tests/build/search-relevance.test.ts; reported at each scale by the benchmark.
 */
export const TARGET_FIRST_QUERY: ReadonlyMap<number, number> = new Map([
  [1, 60 * KIB],
  [10, 250 * KIB],
]);

/** The queries whose first-query cost is reported and enforced (the worst counts against the target). */
export const FIRST_QUERIES = [
  'vehicle jwt',
  'telemetry',
  'webhook cooldown',
  'how do i read the odometer of one car',
];

/** gzip level of the byte counts: the default of nginx, Netlify and most CDNs. */
export const GZIP_LEVEL = 6;

/** The modal's request (@docsearch/react 3.9.0 DocSearchModal), so cost includes what the hits show. */
export function modalParams(query: string): SearchParams {
  return {
    query,
    hitsPerPage: MODAL_HITS_PER_PAGE,
    facetFilters: FACET_FILTERS,
    attributesToRetrieve: [...HIERARCHY_LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [
      ...HIERARCHY_LEVELS.filter((l) => l !== 'lvl0').map((l) => `hierarchy.${l}:${SNIPPET_WORDS}`),
      `content:${SNIPPET_WORDS}`,
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
}

export interface QueryCost {
  query: string;
  /** Gzipped bytes of the distinct files fetched, by kind. */
  bytes: {
    manifest: number;
    core: number;
    /** openers.json, which the modal fetches when it opens. */
    openers: number;
    dictionary: number;
    postings: number;
    records: number;
    total: number;
  };
  files: number;
}

/** Each prefix of a query as the modal sees it key by key: `v`, `ve`, …, `vehicle j`, …; spaces do not search again. */
export function keystrokes(query: string): string[] {
  const out: string[] = [];
  for (let i = 1; i <= query.length; i++) if (query[i - 1] !== ' ') out.push(query.slice(0, i));
  return out;
}

/** The bytes fetched from the modal opening to the hits of `query`, typed key by key (or at once). */
export async function firstQueryCost(
  encoded: EncodedIndex,
  query: string,
  options: { keyByKey: boolean },
): Promise<QueryCost> {
  const gz = new Map<string, number>();
  const sizeOf = (name: string, body: string) => {
    let n = gz.get(name);
    if (n === undefined) gz.set(name, (n = gzipSync(body, { level: GZIP_LEVEL }).length));
    return n;
  };
  const fetched = new Set<string>();
  const source = {
    async load(name: string) {
      const body = encoded.files.get(name);
      if (body === undefined) throw new Error(`No file ${name}`);
      fetched.add(name);
      return JSON.parse(body) as unknown;
    },
  };
  const index = await ShardedIndex.open(source);
  await index.loadOpeners();
  const engine = new ShardedSearchEngine(index);
  for (const q of options.keyByKey ? keystrokes(query) : [query]) await engine.search(modalParams(q));
  const bytes = { manifest: 0, core: 0, openers: 0, dictionary: 0, postings: 0, records: 0, total: 0 };
  bytes.manifest = gzipSync(JSON.stringify(encoded.manifest), { level: GZIP_LEVEL }).length;
  for (const name of fetched) {
    const n = sizeOf(name, encoded.files.get(name)!);
    if (name === indexFiles.core) bytes.core += n;
    else if (name === indexFiles.openers) bytes.openers += n;
    else if (name.startsWith('d')) bytes.dictionary += n;
    else if (name.startsWith('p')) bytes.postings += n;
    else bytes.records += n;
  }
  bytes.total =
    bytes.manifest + bytes.core + bytes.openers + bytes.dictionary + bytes.postings + bytes.records;
  return { query, bytes, files: fetched.size + 1 };
}

/**
 * The gzipped bytes of the script chunk a first query loads: the engine and
 * its embedded client, which the modal imports when the reader shows intent
 * (src/search/useSearchClient.ts). Found in the build's JS as the one chunk
 * that names the index files (OPENERS_FILE); throws when none or several do.
 */
export function engineCodeBytes(buildDir: string): number {
  const dir = path.join(buildDir, 'assets', 'js');
  const chunks = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, body: readFileSync(path.join(dir, name)) }))
    .filter(({ body }) => body.includes(OPENERS_FILE));
  if (chunks.length !== 1) {
    throw new Error(
      `Expected one script chunk in ${dir} that reads ${OPENERS_FILE} (the search engine), found ${chunks.length}: ${chunks.map((c) => c.name).join(', ') || 'none'}`,
    );
  }
  return gzipSync(chunks[0]!.body, { level: GZIP_LEVEL }).length;
}

export { MANIFEST_FILE };
