// Usage: tsx scripts/search-upload.ts [--dry-run] [--build-dir build]
/**
 * Uploads the built search records (build/search/<hash>/records.json, named by
 * build/search/manifest.json) to an Algolia index, with index settings that
 * mirror the DocSearch crawler's Docusaurus template.
 *
 *   --dry-run        print what would be sent (app, index, record count, size,
 *                    settings, the first records) and exit; needs no admin key
 *   --build-dir DIR  the built site (default: build)
 *
 * Environment:
 *   ALGOLIA_APP_ID          the Algolia application
 *   ALGOLIA_ADMIN_API_KEY   a key with write rights (the admin key; the search
 *                           key, ALGOLIA_SEARCH_API_KEY, is never used here)
 *   ALGOLIA_INDEX_NAME      the index to replace (default: dimo-docs)
 *   ALGOLIA_HOSTS           optional comma-separated http(s)://host:port list
 *                           overriding Algolia's hosts (tests)
 *
 * The upload applies the settings, then replaces every record atomically:
 * algoliasearch's replaceAllObjects copies the settings, rules and synonyms to
 * a temporary index, fills it and moves it over the live index, so searches
 * never see a half-filled index.
 */
import path from 'node:path';

import { algoliasearch, type IndexSettings } from 'algoliasearch';

import {
  DEFAULT_ATTRIBUTES_TO_SNIPPET,
  DEFAULT_HIGHLIGHT_POST_TAG,
  DEFAULT_HIGHLIGHT_PRE_TAG,
  HIERARCHY_LEVELS,
  MIN_WORD_SIZE_FOR_ONE_TYPO,
  MIN_WORD_SIZE_FOR_TWO_TYPOS,
  type SearchRecord,
} from '../src/search/engine';
import { DEFAULT_INDEX_NAME, parseHosts, type SearchHost } from '../src/search/config';
import { BuiltIndexError, readBuiltIndex, type BuiltIndex } from './lib/built-index';

const USAGE = 'Usage: tsx scripts/search-upload.ts [--dry-run] [--build-dir build]';

/** Records per batch request (Algolia's recommended maximum is about 1000 records or 10 MB). */
export const BATCH_SIZE = 1000;

/**
 * The index settings, after the DocSearch crawler's Docusaurus template:
 * hierarchy levels then content, all unordered; facets the search page counts
 * (language, docusaurus_tag) and the record type, kept plain (not filterOnly)
 * because the page asks for their facet counts; one record per URL (distinct
 * on url); ranking ties broken by page rank, heading level and position on the
 * page. The highlight tags, snippet size and typo thresholds are the ones the
 * site's own engine uses (src/search/engine/options.ts): one typo from 4 letters,
 * two from 7.
 */
export const INDEX_SETTINGS = {
  // `code` (a heading's names from its samples) and `questions` (its search questions) are searched last and
  // never retrieved, as by the site's engine.
  searchableAttributes: [
    ...HIERARCHY_LEVELS.map((lvl) => `unordered(hierarchy.${lvl})`),
    'content',
    'unordered(code)',
    'unordered(questions)',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: [...DEFAULT_ATTRIBUTES_TO_SNIPPET],
  highlightPreTag: DEFAULT_HIGHLIGHT_PRE_TAG,
  highlightPostTag: DEFAULT_HIGHLIGHT_POST_TAG,
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  minWordSizefor1Typo: MIN_WORD_SIZE_FOR_ONE_TYPO,
  minWordSizefor2Typos: MIN_WORD_SIZE_FOR_TWO_TYPOS,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
} as const satisfies IndexSettings;

/** A fresh, mutable copy of the settings, as sent to Algolia. */
export function buildSettings(): IndexSettings {
  return structuredClone(INDEX_SETTINGS) as unknown as IndexSettings;
}

/** An expected failure: printed as is, without a stack trace. */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface UploadOptions {
  dryRun: boolean;
  buildDir: string;
}

export function parseArgs(argv: readonly string[]): UploadOptions {
  const options: UploadOptions = { dryRun: false, buildDir: 'build' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--dry-run') {
      options.dryRun = true;
    } else if (arg === '--build-dir') {
      const value = argv[i + 1];
      if (!value || value.startsWith('--'))
        throw new UploadError(`--build-dir needs a directory\n${USAGE}`, 2);
      options.buildDir = value;
      i += 1;
    } else if (arg.startsWith('--build-dir=')) {
      options.buildDir = arg.slice('--build-dir='.length);
      if (!options.buildDir) throw new UploadError(`--build-dir needs a directory\n${USAGE}`, 2);
    } else if (arg === '--help' || arg === '-h') {
      throw new UploadError(USAGE, 0);
    } else {
      throw new UploadError(`Unknown argument: ${arg}\n${USAGE}`, 2);
    }
  }
  return options;
}

export interface UploadConfig {
  appId: string;
  /** Empty when unset (allowed in dry runs only). */
  adminKey: string;
  indexName: string;
  hosts: SearchHost[] | null;
}

/** Reads the ALGOLIA_* variables; with `requireCredentials`, fails naming what is missing. */
export function readUploadConfig(
  env: Record<string, string | undefined>,
  { requireCredentials }: { requireCredentials: boolean },
): UploadConfig {
  const appId = env.ALGOLIA_APP_ID?.trim() ?? '';
  const adminKey = env.ALGOLIA_ADMIN_API_KEY?.trim() ?? '';
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() || DEFAULT_INDEX_NAME;
  let hosts: SearchHost[] | null = null;
  if (env.ALGOLIA_HOSTS?.trim()) {
    try {
      hosts = parseHosts(env.ALGOLIA_HOSTS);
    } catch (error) {
      throw new UploadError(error instanceof Error ? error.message : String(error));
    }
    if (hosts.length === 0) throw new UploadError('ALGOLIA_HOSTS names no host');
  }
  if (requireCredentials) {
    const missing = [!appId && 'ALGOLIA_APP_ID', !adminKey && 'ALGOLIA_ADMIN_API_KEY'].filter(Boolean);
    if (missing.length > 0) {
      throw new UploadError(
        `Cannot upload: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
          'The upload needs the application id and an admin API key (ALGOLIA_SEARCH_API_KEY, the ' +
          'search-only key, cannot write). Use --dry-run to see what would be sent without them.',
      );
    }
    const searchKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
    if (searchKey && searchKey === adminKey) {
      throw new UploadError(
        'ALGOLIA_ADMIN_API_KEY is the same as ALGOLIA_SEARCH_API_KEY: the upload needs the admin key, not the search-only key.',
      );
    }
  }
  return { appId, adminKey, indexName, hosts };
}

export interface LoadedRecords {
  records: SearchRecord[];
  /** The records file, as named by the manifest. */
  file: string;
  /** Size in bytes of the records as JSON (what the batches carry, give or take the envelope). */
  bytes: number;
  /** The largest record, for Algolia's per-record size limit. */
  largest: { objectID: string; bytes: number } | null;
}

/** Loads the records the build wrote (see scripts/lib/built-index.ts) and checks them for upload. */
export function loadRecords(buildDir: string): LoadedRecords {
  let built: BuiltIndex;
  try {
    built = readBuiltIndex(path.join(buildDir, 'search'));
  } catch (error) {
    if (error instanceof BuiltIndexError) throw new UploadError(error.message);
    throw error;
  }
  const { file, records } = built;
  const seen = new Set<string>();
  let bytes = 2 + Math.max(0, records.length - 1);
  let largest: LoadedRecords['largest'] = null;
  for (const [i, r] of records.entries()) {
    if (!r || typeof r !== 'object' || typeof r.objectID !== 'string' || !r.objectID) {
      throw new UploadError(`${file}: record ${i} has no objectID`);
    }
    if (seen.has(r.objectID)) throw new UploadError(`${file}: objectID ${r.objectID} appears twice`);
    seen.add(r.objectID);
    const size = Buffer.byteLength(JSON.stringify(r));
    bytes += size;
    if (!largest || size > largest.bytes) largest = { objectID: r.objectID, bytes: size };
  }
  return { records, file, bytes, largest };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
}

/** The origins the records link to, e.g. ['https://docs.dimo.org']. */
export function recordOrigins(records: readonly SearchRecord[]): string[] {
  const origins = new Set<string>();
  for (const r of records) {
    try {
      origins.add(new URL(r.url).origin);
    } catch {
      origins.add('(invalid URL)');
    }
  }
  return [...origins].sort();
}

function localOriginWarning(origins: readonly string[]): string | null {
  const local = origins.filter((o) => /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(o));
  if (local.length === 0) return null;
  return `Warning: the records link to ${local.join(', ')}; build with SITE_URL set to the public URL before uploading.`;
}

function describeHosts(hosts: SearchHost[] | null): string {
  if (!hosts) return "Algolia's default hosts";
  return hosts.map((h) => `${h.protocol}://${h.url}${h.port ? `:${h.port}` : ''}`).join(', ');
}

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

const consoleOutput: Output = {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
};

/** The status and message of an error thrown by the algoliasearch client (ApiError / RetryError). */
export function describeApiError(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { name?: unknown; status?: unknown; message?: unknown };
    const message = typeof e.message === 'string' && e.message ? e.message : String(error);
    if (typeof e.status === 'number') return `Algolia API error: HTTP ${e.status}: ${message}`;
    if (e.name === 'RetryError') return `Algolia unreachable: ${message}`;
    return `Upload failed: ${message}`;
  }
  return `Upload failed: ${String(error)}`;
}

/** Runs the upload; returns the exit code. Never calls process.exit, so tests can call it. */
export async function main(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  out: Output = consoleOutput,
): Promise<number> {
  let options: UploadOptions;
  let config: UploadConfig;
  let loaded: LoadedRecords;
  try {
    options = parseArgs(argv);
    config = readUploadConfig(env, { requireCredentials: !options.dryRun });
    loaded = loadRecords(options.buildDir);
  } catch (error) {
    if (error instanceof UploadError) {
      (error.exitCode === 0 ? out.log : out.error)(error.message);
      return error.exitCode;
    }
    throw error;
  }
  const { records } = loaded;
  const settings = buildSettings();
  const recordLine =
    `${records.length} records, ${formatBytes(loaded.bytes)} (${loaded.file})` +
    (loaded.largest ? `; largest ${formatBytes(loaded.largest.bytes)} (${loaded.largest.objectID})` : '');

  const origins = recordOrigins(records);
  const originWarning = localOriginWarning(origins);

  if (options.dryRun) {
    out.log('Dry run: nothing is sent.');
    out.log(`App id:     ${config.appId || '(ALGOLIA_APP_ID not set)'}`);
    out.log(`Index:      ${config.indexName}`);
    out.log(`Hosts:      ${describeHosts(config.hosts)}`);
    out.log(`Records:    ${recordLine}`);
    out.log(`Batches:    ${Math.ceil(records.length / BATCH_SIZE)} of up to ${BATCH_SIZE} records`);
    out.log(`Links to:   ${origins.join(', ') || '(no records)'}`);
    if (originWarning) out.log(originWarning);
    if (!config.adminKey) {
      out.log('Note: ALGOLIA_ADMIN_API_KEY is not set; a real upload needs it (and ALGOLIA_APP_ID).');
    }
    if (records.length === 0)
      out.log('Note: there are no records; a real upload refuses to empty the index.');
    out.log('Settings:');
    out.log(JSON.stringify(settings, null, 2));
    out.log(`First ${Math.min(2, records.length)} of ${records.length} records:`);
    out.log(JSON.stringify(records.slice(0, 2), null, 2));
    return 0;
  }

  if (records.length === 0) {
    out.error(
      `${loaded.file} holds no records; refusing to replace ${config.indexName} with an empty index.`,
    );
    return 1;
  }

  if (originWarning) out.error(originWarning);
  const client = algoliasearch(
    config.appId,
    config.adminKey,
    config.hosts ? { hosts: config.hosts } : undefined,
  );
  const started = Date.now();
  out.log(
    `Uploading ${recordLine} to ${config.indexName} on ${config.appId} (${describeHosts(config.hosts)})`,
  );
  try {
    const settingsTask = await client.setSettings({ indexName: config.indexName, indexSettings: settings });
    await client.waitForTask({ indexName: config.indexName, taskID: settingsTask.taskID });
    out.log(`Settings applied (task ${settingsTask.taskID}).`);
    const result = await client.replaceAllObjects({
      indexName: config.indexName,
      objects: records as unknown as Array<Record<string, unknown>>,
      batchSize: BATCH_SIZE,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    out.log(
      `Replaced all records of ${config.indexName}: ${records.length} records in ${result.batchResponses.length} ` +
        `batch${result.batchResponses.length === 1 ? '' : 'es'}, moved into place by task ${result.moveOperationResponse.taskID}, ${seconds} s.`,
    );
    return 0;
  } catch (error) {
    out.error(describeApiError(error));
    return 1;
  }
}

if (process.argv[1] && /search-upload\.ts$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
    },
  );
}
