import { describe, expect, it } from 'vitest';

import { encodeIndex } from '../../../plugins/search-index/index-files';
import { siteRecords } from '../../../tests/fixtures/search-corpus';
import { IndexFormatError } from './errors';
import { indexFiles, parseCore, parseManifest, parseRecordsFile } from './format';

const encoded = encodeIndex(siteRecords, { hash: () => 'abc123' });

describe('reading the files', () => {
  it('reads a version 2 manifest and still reads version 1 (one records file)', () => {
    expect(parseManifest(encoded.manifest)).toEqual({
      recordsFile: 'abc123/records.json',
      dir: 'abc123',
      records: siteRecords.length,
    });
    expect(parseManifest({ version: 1, index: 'abcdef123456.json', records: 3 })).toEqual({
      recordsFile: 'abcdef123456.json',
      dir: null,
      records: 3,
    });
  });

  it.each([
    ['null', null],
    ['no index', { version: 2, dir: 'x' }],
    ['a path outside search/', { version: 2, dir: 'x', index: '../secret.json' }],
    ['an absolute URL', { version: 2, dir: 'x', index: 'https://evil.example/x.json' }],
    ['a folder with a slash', { version: 2, dir: 'a/b', index: 'a/records.json' }],
    ['an unknown version', { version: 3, dir: 'x', index: 'x/records.json' }],
    ['version 2 without dir', { version: 2, index: 'x/records.json' }],
  ])('rejects a manifest with %s', (_, data) => {
    expect(() => parseManifest(data)).toThrow(IndexFormatError);
  });

  it.each([
    ['null', null],
    ['a string', 'records'],
    ['no version', { records: [] }],
    ['records not a list', { version: 2, records: {} }],
    ['a record without url', { version: 2, records: [{ hierarchy: {} }] }],
    ['a record without hierarchy', { version: 2, records: [{ url: 'x' }] }],
    ['a null record', { version: 2, records: [null] }],
  ])('rejects a records file with %s', (_, data) => {
    expect(() => parseRecordsFile(data)).toThrow(IndexFormatError);
  });

  it('rejects a core whose record kinds do not match its record count', () => {
    const core = JSON.parse(encoded.files.get(indexFiles.core)!) as { types: string };
    expect(() => parseCore({ ...core, types: core.types.slice(1) })).toThrow(IndexFormatError);
  });

  it('rejects a core without a whole, non-negative count of pair shards, naming it', () => {
    const core = JSON.parse(encoded.files.get(indexFiles.core)!) as { pairShards?: number };
    expect(parseCore(core).pairShards).toBeGreaterThan(0);
    for (const pairShards of [undefined, -1, 1.5, '3'])
      expect(() => parseCore({ ...core, pairShards })).toThrow(/pair shard count/);
  });
});
