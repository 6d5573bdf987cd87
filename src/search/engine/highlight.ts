/**
 * Algolia-style highlighting and snippeting over plain text. Text is always
 * HTML-escaped first; only the highlight tags the caller asked for are markup.
 */
import { escapeHtml } from './escapeHtml';
import { wordTokens } from './tokenize';
import type { HighlightResult, SnippetResult } from './types';

export interface HighlightTags {
  pre: string;
  post: string;
}

/**
 * Decides, for one query, whether a document word matches and which query
 * words it satisfies. Built by the engine from the terms the query matched.
 */
export interface WordMatcher {
  /** The query words (normalised) this document word matches; empty when none. */
  (word: string): string[];
}

/** A word of a document text, with the query words it matches. */
export interface Token {
  start: number;
  end: number;
  queryWords: string[];
}

/** Splits a text into words and matches each once; highlight and snippet share the result. */
export function matchTokens(text: string, matcher: WordMatcher): Token[] {
  return wordTokens(text).map(({ word, start, end }) => ({ start, end, queryWords: matcher(word) }));
}

function render(text: string, toks: Token[], from: number, to: number, tags: HighlightTags): string {
  let html = '';
  let cursor = from;
  for (const t of toks) {
    if (t.end <= from || t.start >= to) continue;
    if (t.queryWords.length === 0) continue;
    html += escapeHtml(text.slice(cursor, t.start));
    html += tags.pre + escapeHtml(text.slice(t.start, t.end)) + tags.post;
    cursor = t.end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

function matchLevel(matched: Set<string>, queryWordCount: number): HighlightResult['matchLevel'] {
  if (matched.size === 0) return 'none';
  return matched.size >= queryWordCount ? 'full' : 'partial';
}

/** A text with every matched word between the tags, and how many of the query's words it matched. */
export function highlight(
  text: string,
  toks: Token[],
  queryWordCount: number,
  tags: HighlightTags,
): HighlightResult {
  const matched = new Set(toks.flatMap((t) => t.queryWords));
  const allWordsMatched = toks.length > 0 && toks.every((t) => t.queryWords.length > 0);
  return {
    value: render(text, toks, 0, text.length, tags),
    matchLevel: matchLevel(matched, queryWordCount),
    matchedWords: [...matched],
    fullyHighlighted: allWordsMatched,
  };
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
export function snippet(
  text: string,
  toks: Token[],
  queryWordCount: number,
  words: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const matched = new Set(toks.flatMap((t) => t.queryWords));
  if (toks.length <= words) {
    return {
      value: render(text, toks, 0, text.length, tags),
      matchLevel: matchLevel(matched, queryWordCount),
    };
  }
  const first = Math.max(
    0,
    toks.findIndex((t) => t.queryWords.length > 0),
  );
  const startIndex = Math.max(0, Math.min(first - 2, toks.length - words));
  const endIndex = startIndex + words - 1;
  const from = startIndex === 0 ? 0 : toks[startIndex]!.start;
  const to = endIndex >= toks.length - 1 ? text.length : toks[endIndex]!.end;
  const body = render(text, toks, from, to, tags);
  return {
    value: (startIndex > 0 ? ellipsis : '') + body + (endIndex < toks.length - 1 ? ellipsis : ''),
    matchLevel: matchLevel(matched, queryWordCount),
  };
}
