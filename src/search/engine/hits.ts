/** A record as a hit of an answer: with its highlighted and snippeted attributes, in Algolia's shape. */
import { highlight, matchTokens, snippet, type HighlightTags, type WordMatcher } from './highlight';
import { DEFAULT_ATTRIBUTES_TO_SNIPPET } from './options';
import { HIERARCHY_LEVELS, type SearchHit, type SearchRecord } from './types';

/** How to render the hits of one answer. */
export interface HitOptions {
  matcher: WordMatcher;
  /** The query's words, for each attribute's match level. */
  queryWordCount: number;
  tags: HighlightTags;
  ellipsis: string;
  /** Words per snippet, by attribute (`content`, `hierarchy.lvl2`): see snippetWords. */
  snippets: Map<string, number>;
}

/** Reads `attributesToSnippet` (`['content:10', 'hierarchy.lvl1:5']`): words per attribute, 10 when not given. */
export function snippetWords(spec: string[] | string | undefined): Map<string, number> {
  const list = spec === undefined ? DEFAULT_ATTRIBUTES_TO_SNIPPET : typeof spec === 'string' ? [spec] : spec;
  const out = new Map<string, number>();
  for (const s of list) {
    const [attr, n] = s.split(':');
    if (attr) out.set(attr, n ? Math.max(1, Number.parseInt(n, 10) || 10) : 10);
  }
  return out;
}

/** A record with `_highlightResult` for each of its attributes and `_snippetResult` for those asked. */
export function toHit(record: SearchRecord, options: HitOptions): SearchHit {
  const { matcher, queryWordCount: n, tags, ellipsis, snippets } = options;
  const hierarchy: SearchHit['_highlightResult']['hierarchy'] = {};
  const hierarchySnippets: NonNullable<SearchHit['_snippetResult']['hierarchy']> = {};
  for (const level of HIERARCHY_LEVELS) {
    const text = record.hierarchy[level];
    if (text === null || text === undefined) continue;
    const tokens = matchTokens(text, matcher);
    hierarchy[level] = highlight(text, tokens, n, tags);
    const words = snippets.get(`hierarchy.${level}`);
    if (words !== undefined) hierarchySnippets[level] = snippet(text, tokens, n, words, tags, ellipsis);
  }
  // A heading's code names and questions are searched, not shown; the compact index does not even store them.
  const { code: _code, questions: _questions, ...shown } = record;
  const hit: SearchHit = { ...shown, _highlightResult: { hierarchy }, _snippetResult: {} };
  if (record.content !== null) {
    const tokens = matchTokens(record.content, matcher);
    hit._highlightResult.content = highlight(record.content, tokens, n, tags);
    const words = snippets.get('content');
    if (words !== undefined)
      hit._snippetResult.content = snippet(record.content, tokens, n, words, tags, ellipsis);
  }
  if (Object.keys(hierarchySnippets).length > 0) hit._snippetResult.hierarchy = hierarchySnippets;
  return hit;
}
