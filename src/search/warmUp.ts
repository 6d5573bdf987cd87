/**
 * One query, as the modal sends it, over a one-record index of its own, so
 * that the reader's first keystroke does not pay for what any first query
 * pays once: compiling the engine's functions, its Unicode word patterns and
 * the NFD tables (about 20 ms of a keystroke with the CPU slowed 4×). The
 * browser calls it when idle after opening the index; it reads and fetches
 * nothing. Returns its answer (its test checks that it reached the snippets).
 */
import { SearchEngine } from './engine/engine';
import { recordObjectID, type SearchResponse } from './engine/types';

export function warmUp(): SearchResponse {
  const page = 'https://warm-up.invalid/docs/api/';
  const empty = { lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const engine = new SearchEngine([
    {
      objectID: recordObjectID(page, 1),
      url: `${page}#vehicles`,
      url_without_anchor: page,
      anchor: 'vehicles',
      type: 'content',
      hierarchy: { lvl0: 'Docs', lvl1: 'Vehículos and signalsLatest', ...empty },
      content: 'Query signalsLatest for the vehicles your C# app may read.',
      language: 'en',
      docusaurus_tag: 'docs',
      weight: { pageRank: 0, level: 0, position: 1 },
    },
  ]);
  return engine.search({
    query: 'vehiculo signalslatest c',
    hitsPerPage: 20,
    attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  });
}
