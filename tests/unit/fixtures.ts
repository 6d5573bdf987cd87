import type { SearchRecord } from '../../src/search/engine';

let position = 0;

/** A record as the indexer writes it, with the fields a test cares about. */
export function record(
  page: string,
  type: SearchRecord['type'],
  levels: Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3', string>>,
  content: string | null = null,
  extra: Partial<SearchRecord> = {},
): SearchRecord {
  const anchor = levels.lvl2 ? levels.lvl2.toLowerCase().replace(/[^a-z0-9]+/g, '-') : null;
  const base = `https://build.example/docs/${page}`;
  position += 1;
  return {
    objectID: `${page}-${position}`,
    url: anchor ? `${base}#${anchor}` : base,
    url_without_anchor: base,
    anchor,
    type,
    hierarchy: {
      lvl0: levels.lvl0 ?? 'Documentation',
      lvl1: levels.lvl1 ?? null,
      lvl2: levels.lvl2 ?? null,
      lvl3: levels.lvl3 ?? null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: { pageRank: 0, level: type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)), position },
    ...extra,
  };
}
