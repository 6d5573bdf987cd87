import { describe, expect, it } from 'vitest';

import {
  encodeIndex,
  FORMAT_VERSION,
  FRAGMENT_SIZE,
  indexFiles,
  IndexFormatError,
  MAX_FRAGMENTS,
  parseCore,
  parseFragment,
  parseManifest,
  parseRecordsFile,
  recordsOfFragment,
} from '../../src/search/format';
import { HIERARCHY_LEVELS, pageObjectID, recordObjectID } from '../../src/search/types';
import { siteRecords } from './search-fixtures/corpus';

const encoded = encodeIndex(siteRecords, { hash: () => 'abc123' });

describe('encodeIndex writes the compact index', () => {
  it('names a content-hashed folder in the manifest, with the full records file in it', () => {
    expect(encoded.manifest).toEqual({
      version: FORMAT_VERSION,
      dir: 'abc123',
      index: 'abc123/records.json',
      records: siteRecords.length,
    });
    expect(parseRecordsFile(JSON.parse(encoded.files.get('records.json')!))).toEqual(siteRecords);
  });

  it('rebuilds every record exactly from the core and the fragments', () => {
    const core = parseCore(JSON.parse(encoded.files.get(indexFiles.core)!));
    const rebuilt = Array.from({ length: Math.ceil(core.records / core.fragmentSize) }, (_, k) =>
      recordsOfFragment(core, k, parseFragment(JSON.parse(encoded.files.get(indexFiles.fragmentName(k))!))),
    ).flat();
    expect(rebuilt).toEqual(siteRecords);
  });

  it(`keeps ${FRAGMENT_SIZE} records per fragment, so a hit fetches little besides itself`, () => {
    const core = parseCore(JSON.parse(encoded.files.get(indexFiles.core)!));
    expect(core.fragmentSize).toBe(FRAGMENT_SIZE);
    const last = Math.ceil(siteRecords.length / FRAGMENT_SIZE) - 1;
    expect(encoded.files.has(indexFiles.fragmentName(last))).toBe(true);
    expect(encoded.files.has(indexFiles.fragmentName(last + 1))).toBe(false);
    const items = (k: number) =>
      parseFragment(JSON.parse(encoded.files.get(indexFiles.fragmentName(k))!)).items.length;
    expect(items(0)).toBe(FRAGMENT_SIZE);
  });

  it(`writes at most ${MAX_FRAGMENTS} fragments, however many records there are`, () => {
    const many = Array.from({ length: 3 }, (_, copy) =>
      siteRecords.map((r) => {
        const pageUrl = r.url_without_anchor
          .replace('/docs/', `/docs/copy-${copy}/`)
          .replace('/changelog/', `/changelog/copy-${copy}/`);
        return {
          ...r,
          url_without_anchor: pageUrl,
          url: r.anchor ? `${pageUrl}#${r.anchor}` : pageUrl,
          objectID: recordObjectID(pageUrl, r.weight.position),
        };
      }),
    ).flat();
    const core = parseCore(JSON.parse(encodeIndex(many, { verify: false }).files.get(indexFiles.core)!));
    expect(Math.ceil(many.length / core.fragmentSize)).toBeLessThanOrEqual(MAX_FRAGMENTS);
  });

  it('repeats no URL or hierarchy string per record', () => {
    const fragments = [...encoded.files]
      .filter(([name]) => /^r\d+\.json$/.test(name))
      .map(([, body]) => body)
      .join('');
    expect(fragments).not.toContain('https://build.example');
    expect(fragments.split('"Vehicle Triggers API"').length - 1).toBeLessThanOrEqual(2);
  });

  it('refuses records that cannot be stored compactly, and says which', () => {
    const split = [...siteRecords.slice(0, 3), ...siteRecords.slice(-1), ...siteRecords.slice(3, 4)];
    expect(() => encodeIndex(split)).toThrow(IndexFormatError);
    const noTitle = siteRecords.filter((r) => r.type !== 'lvl1' || !r.url.endsWith('/docs/faq'));
    expect(() => encodeIndex(noTitle)).toThrow(/does not start with its title record/);
  });
});

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
});

describe('object IDs', () => {
  it('are the page path and the position, and a page is its first record', () => {
    expect(recordObjectID('https://build.example/docs/faq', 3)).toBe('/docs/faq#3');
    expect(pageObjectID('https://build.example/docs/faq')).toBe('/docs/faq#0');
    expect(
      siteRecords
        .filter((r) => r.type === 'lvl1')
        .every((r) => r.objectID === pageObjectID(r.url_without_anchor)),
    ).toBe(true);
    expect(HIERARCHY_LEVELS).toHaveLength(7);
  });
});
