/**
 * Reads the search index a build wrote (format: src/search/engine/format.ts):
 * <searchDir>/manifest.json, then the records file it names. One reader,
 * with one set of error messages, for the upload script, the benchmarks and
 * the local Algolia-compatible endpoint.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  IndexFormatError,
  MANIFEST_FILE,
  parseManifest,
  parseRecordsFile,
  type SearchRecord,
} from '../../src/search/engine';

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
  /** The folder of the compact index the browser reads (null for an index older than the compact format). */
  dir: string | null;
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
  const manifestFile = path.join(searchDir, MANIFEST_FILE);
  if (!existsSync(manifestFile)) {
    throw new BuiltIndexError(
      `No search index in ${path.dirname(searchDir)}: ${manifestFile} is missing; run npm run build first.`,
    );
  }
  let manifest: ReturnType<typeof parseManifest>;
  try {
    manifest = parseManifest(readJson(manifestFile, 'The search manifest').data);
  } catch (error) {
    if (error instanceof IndexFormatError) {
      throw new BuiltIndexError(`The search manifest ${manifestFile} is malformed; run npm run build first.`);
    }
    throw error;
  }
  const file = path.join(searchDir, manifest.recordsFile);
  if (!existsSync(file)) {
    throw new BuiltIndexError(`${file}, named by ${manifestFile}, is missing; run npm run build first.`);
  }
  const { raw, data } = readJson(file, 'The search index');
  let records: SearchRecord[];
  try {
    records = parseRecordsFile(data);
  } catch (error) {
    throw new BuiltIndexError(`${file} is malformed (expected {version, records: [...]})`, { cause: error });
  }
  if (manifest.records !== null && manifest.records !== records.length) {
    throw new BuiltIndexError(
      `${manifestFile} announces ${manifest.records} records but ${file} holds ${records.length}; rebuild the site.`,
    );
  }
  return {
    manifestFile,
    file,
    raw,
    records,
    dir: manifest.dir === null ? null : path.join(searchDir, manifest.dir),
  };
}
