/**
 * Reads the search index a build wrote: <searchDir>/manifest.json, then the
 * content-hashed records file it names. One reader, with one set of error
 * messages, for the upload script, the benchmarks and the local
 * Algolia-compatible endpoint.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { SearchIndexFile, SearchManifest, SearchRecord } from '../../src/search/types';

export class BuiltIndexError extends Error {
  override name = 'BuiltIndexError';
}

export interface BuiltIndex {
  manifestFile: string;
  /** The records file, as named by the manifest. */
  file: string;
  /** The records file's bytes, as served. */
  raw: Buffer;
  records: SearchRecord[];
}

function readJson(file: string, what: string): { raw: Buffer; data: unknown } {
  const raw = readFileSync(file);
  try {
    return { raw, data: JSON.parse(raw.toString('utf8')) as unknown };
  } catch (error) {
    throw new BuiltIndexError(
      `${what} ${file} is not valid JSON: ${error instanceof Error ? error.message : error}`,
    );
  }
}

export function readBuiltIndex(searchDir: string): BuiltIndex {
  const manifestFile = path.join(searchDir, 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new BuiltIndexError(
      `No search index in ${path.dirname(searchDir)}: ${manifestFile} is missing; run npm run build first.`,
    );
  }
  const manifest = readJson(manifestFile, 'The search manifest').data as Partial<SearchManifest> | null;
  if (
    !manifest ||
    manifest.version !== 1 ||
    typeof manifest.index !== 'string' ||
    !/^[\w.-]+\.json$/.test(manifest.index)
  ) {
    throw new BuiltIndexError(`The search manifest ${manifestFile} is malformed; run npm run build first.`);
  }
  const file = path.join(searchDir, manifest.index);
  if (!existsSync(file)) {
    throw new BuiltIndexError(`${file}, named by ${manifestFile}, is missing; run npm run build first.`);
  }
  const { raw, data } = readJson(file, 'The search index');
  const index = data as Partial<SearchIndexFile> | null;
  if (!index || index.version !== 1 || !Array.isArray(index.records)) {
    throw new BuiltIndexError(`${file} is malformed (expected {version: 1, records: [...]})`);
  }
  if (typeof manifest.records === 'number' && manifest.records !== index.records.length) {
    throw new BuiltIndexError(
      `${manifestFile} announces ${manifest.records} records but ${file} holds ${index.records.length}; rebuild the site.`,
    );
  }
  return { manifestFile, file, raw, records: index.records };
}
