/**
 * The embedded search as the browser loads it, on intent (./useSearchClient.ts
 * imports this module when the reader hovers or focuses the search button,
 * opens the modal or visits /search). It fetches the never-cached manifest and
 * the index core at once, and the rest as each query needs it
 * (./engine/shardedIndex.ts). Under `npm start` the records come with the page
 * (plugin data) and the same engine searches them in memory.
 */
import { whenIdle } from '../lib/whenIdle';
import { createEngineClient, RetryError, type QueryEngine, type SearchClient } from './client';
import { SearchEngine } from './engine/engine';
import { MANIFEST_FILE, parseManifest } from './engine/format';
import { ShardedIndex, ShardedSearchEngine } from './engine/shardedIndex';
import type { SearchRecord } from './engine/types';
import { warmUp } from './warmUp';

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new RetryError(`Network error while loading ${url}`, { cause: error });
  }
  if (!response.ok) throw new RetryError(`Loading ${url} failed with HTTP ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new RetryError(`${url} is not valid JSON`, { cause: error });
  }
}

/** Opens the built index under `${baseUrl}search/`: the manifest (always revalidated), then the core. */
export async function openEmbeddedIndex(baseUrl: string): Promise<ShardedIndex> {
  const root = `${baseUrl}search/`;
  let dir: string | null;
  try {
    dir = parseManifest(await fetchJson(`${root}${MANIFEST_FILE}`, { cache: 'no-cache' })).dir;
  } catch (error) {
    throw error instanceof RetryError ? error : new RetryError(String(error), { cause: error });
  }
  if (dir === null) throw new RetryError('The search index is from an older build; rebuild the site.');
  try {
    return await ShardedIndex.open({ load: (name) => fetchJson(`${root}${dir}/${name}`) });
  } catch (error) {
    throw error instanceof RetryError ? error : new RetryError(String(error), { cause: error });
  }
}

/**
 * How far the reader has gone: hover or focus of the button, or the /search
 * page (both load the core); an open modal (the core, then the first
 * keystroke's answers, openers.json).
 */
export type Intent = 'intent' | 'open';

export interface EmbeddedSearch {
  client: SearchClient;
  prefetch(intent: Intent): void;
}

export function createEmbeddedSearch(options: {
  baseUrl: string;
  devRecords: readonly SearchRecord[] | null;
}): EmbeddedSearch {
  let opening: Promise<ShardedIndex> | null = null;
  const open = () => {
    opening ??= openEmbeddedIndex(options.baseUrl).then(
      (index) => {
        // Once per opened index, while the reader moves to the box or types the first letter.
        whenIdle(warmUp);
        return index;
      },
      (error: unknown) => {
        opening = null;
        throw error;
      },
    );
    return opening;
  };
  const loadEngine = async (): Promise<QueryEngine> =>
    options.devRecords ? new SearchEngine(options.devRecords) : new ShardedSearchEngine(await open());
  return {
    client: createEngineClient(loadEngine),
    prefetch(intent) {
      if (options.devRecords) return;
      // A failed prefetch is not an error yet: the query retries and reports it.
      open().then(
        (index) => (intent === 'open' ? index.loadOpeners() : null),
        () => undefined,
      );
    },
  };
}
