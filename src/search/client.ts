/**
 * An Algolia-compatible search client over the embedded engine. It answers
 * DocSearch's request form (`{requests: [...]}`) and algoliasearch-helper's
 * (`[{indexName, params}]`) with Algolia-shaped results, and loads the index
 * only when the first query arrives.
 */
import type { SearchEngine } from './engine';
import type { SearchIndexFile, SearchManifest, SearchParams, SearchRecord, SearchResponse } from './types';

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

/** A client whose engine comes from `loadEngine`, called once on the first query (again after a failure). */
export function createEngineClient(loadEngine: () => Promise<SearchEngine>): SearchClient {
  let pending: Promise<SearchEngine> | null = null;
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
      throw error instanceof RetryError
        ? error
        : new RetryError(`The search index could not be loaded: ${String(error)}`, { cause: error });
    });
    return pending;
  };
  return {
    async search(input) {
      const requests = normalizeRequests(input);
      const e = await engine();
      return { results: requests.map(({ indexName, ...params }) => e.search(params, indexName)) };
    },
    addAlgoliaAgent(segment, version) {
      algoliaAgent.add({ segment, version });
    },
    transporter: { algoliaAgent },
  };
}

function isRecordList(value: unknown): value is SearchRecord[] {
  return (
    Array.isArray(value) &&
    value.every(
      (r) =>
        r !== null &&
        typeof r === 'object' &&
        typeof (r as SearchRecord).url === 'string' &&
        typeof (r as SearchRecord).hierarchy === 'object',
    )
  );
}

/** Checks a parsed index file; throws a message that says what is wrong. */
export function parseIndexFile(data: unknown): SearchRecord[] {
  const file = data as Partial<SearchIndexFile> | null;
  if (!file || typeof file !== 'object' || file.version !== 1 || !isRecordList(file.records)) {
    throw new RetryError('The search index is malformed (expected {version: 1, records: [...]})');
  }
  return file.records;
}

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

/** Loads the built index: the small manifest (always revalidated), then the content-hashed records. */
export async function fetchEmbeddedRecords(baseUrl: string): Promise<SearchRecord[]> {
  const manifest = (await fetchJson(`${baseUrl}search/manifest.json`, {
    cache: 'no-cache',
  })) as Partial<SearchManifest>;
  if (!manifest || typeof manifest.index !== 'string' || !/^[\w.-]+\.json$/.test(manifest.index)) {
    throw new RetryError('The search manifest is malformed');
  }
  return parseIndexFile(await fetchJson(`${baseUrl}search/${manifest.index}`));
}
