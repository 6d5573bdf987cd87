/**
 * An Algolia-compatible search client over the embedded engine. It answers
 * DocSearch's request form (`{requests: [...]}`) and algoliasearch-helper's
 * (`[{indexName, params}]`) with Algolia-shaped results. Small and free of the
 * engine itself (only types), so the page can hold it while the engine and
 * the index load on intent (./useSearchClient.ts).
 */
import { SupersededError } from './engine/errors';
import type { SearchParams, SearchResponse } from './engine/types';

/** The error DocSearch recognises (by name) to show "Unable to fetch results". */
export class RetryError extends Error {
  override name = 'RetryError';
  readonly transporterStackTrace: unknown[] = [];
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export interface SearchRequest extends SearchParams {
  indexName: string;
}

export type SearchInput =
  { requests: SearchRequest[] } | { indexName: string; params?: SearchParams | string; query?: string }[];

export interface SearchClient {
  search(input: SearchInput): Promise<{ results: SearchResponse[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: { algoliaAgent: { value: string; add(options: { segment: string; version?: string }): void } };
}

/** Parses Algolia's URL-encoded params string; array and object values are JSON. */
export function parseParamsString(params: string): SearchParams {
  const out: SearchParams = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    let value: unknown = raw;
    if (/^[[{]/.test(raw)) {
      try {
        value = JSON.parse(raw);
      } catch {
        value = raw;
      }
    } else if (raw === 'true' || raw === 'false') {
      value = raw === 'true';
    } else if (/^\d+$/.test(raw) && key !== 'query') {
      value = Number(raw);
    }
    out[key] = value;
  }
  return out;
}

/** Both request forms, flattened to one list of requests. */
export function normalizeRequests(input: SearchInput): SearchRequest[] {
  if (Array.isArray(input)) {
    return input.map(({ indexName, params, ...rest }) => ({
      ...rest,
      ...(typeof params === 'string' ? parseParamsString(params) : (params ?? {})),
      indexName,
    }));
  }
  if (input && Array.isArray(input.requests)) return input.requests;
  throw new TypeError('search() expects {requests: [...]} or [{indexName, params}]');
}

/** What answers one query: the in-memory engine, or the sharded one that fetches as it goes. */
export interface QueryEngine {
  /** `isCurrent` says whether the reader still waits for this query; the sharded engine stops fetching when not. */
  search(
    params: SearchParams,
    indexName?: string,
    isCurrent?: () => boolean,
  ): SearchResponse | Promise<SearchResponse>;
}

/** Any failure while answering becomes the RetryError DocSearch shows as "Unable to fetch results". */
export function asRetryError(error: unknown, what: string): RetryError {
  return error instanceof RetryError ? error : new RetryError(`${what}: ${String(error)}`, { cause: error });
}

/**
 * A client whose engine comes from `loadEngine`, called once on the first
 * query (again after a failure). The modal searches on every keystroke: a
 * search that a newer one replaces stops fetching and answers with the newer
 * one's results (which the modal shows anyway), so fast typing does not fetch
 * the hits of queries nobody will see.
 */
export function createEngineClient(loadEngine: () => Promise<QueryEngine>): SearchClient {
  let pending: Promise<QueryEngine> | null = null;
  let generation = 0;
  let latest: Promise<{ results: SearchResponse[] }> | null = null;
  const agents = new Set<string>(['DIMO embedded search']);
  const algoliaAgent = {
    get value() {
      return [...agents].join('; ');
    },
    add({ segment, version }: { segment: string; version?: string }) {
      agents.add(version ? `${segment} (${version})` : segment);
    },
  };
  const engine = () => {
    pending ??= loadEngine().catch((error: unknown) => {
      pending = null;
      throw asRetryError(error, 'The search index could not be loaded');
    });
    return pending;
  };
  return {
    search(input) {
      let requests: SearchRequest[];
      try {
        requests = normalizeRequests(input);
      } catch (error) {
        return Promise.reject(error as Error);
      }
      const mine = ++generation;
      const isCurrent = () => generation === mine;
      const run: Promise<{ results: SearchResponse[] }> = (async () => {
        const e = await engine();
        try {
          return {
            results: await Promise.all(
              requests.map(({ indexName, ...params }) => e.search(params, indexName, isCurrent)),
            ),
          };
        } catch (error) {
          if (error instanceof SupersededError && latest && !isCurrent()) return latest;
          throw asRetryError(error, 'The search index could not be read');
        }
      })();
      latest = run;
      return run;
    },
    addAlgoliaAgent(segment, version) {
      algoliaAgent.add({ segment, version });
    },
    transporter: { algoliaAgent },
  };
}
