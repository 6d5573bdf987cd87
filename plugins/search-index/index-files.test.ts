import { describe, expect, it } from 'vitest';

import {
  FORMAT_VERSION,
  FRAGMENT_SIZE,
  indexFiles,
  IndexFormatError,
  MAX_FRAGMENTS,
  parseCore,
  buildInvertedIndex,
  parseFragment,
  parseOpeners,
  parseRecordsFile,
  recordsOfFragment,
  recordObjectID,
} from '../../src/search/engine';
import { siteRecords } from '../../tests/fixtures/search-corpus';
import { encodeIndex } from './index-files';

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

describe("the first keystroke's answers (openers.json)", () => {
  const FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
  const encoded = encodeIndex(siteRecords, { modalFilters: FILTERS });

  it('is written only when the build names the modal filters', () => {
    expect(encodeIndex(siteRecords).files.has('openers.json')).toBe(false);
    expect(encoded.files.has('openers.json')).toBe(true);
  });

  it('answers the letters words start with, not digits or symbols (those take the usual steps)', () => {
    const openers = parseOpeners(JSON.parse(encoded.files.get('openers.json')!));
    const firsts = new Set(buildInvertedIndex(siteRecords).terms.map((t) => t[0]!));
    expect([...firsts].some((c) => /\d/.test(c))).toBe(true);
    expect(Object.keys(openers.answers).sort()).toEqual([...firsts].filter((c) => /^[a-z]$/.test(c)).sort());
  });
});
