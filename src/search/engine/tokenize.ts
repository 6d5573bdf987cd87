/**
 * How text becomes search terms, shared by the index builder, the query and
 * the highlighter, so that what matches is exactly what gets highlighted.
 *
 *   word        a run of letters, digits and underscores, or one of the
 *               spellings in SPELLINGS (`C#`, `.NET`) that would otherwise
 *               lose their symbol
 *   term        a word lower-cased, without diacritics, in the singular
 *               (`Vehículos` → `vehiculo`)
 *   parts       the pieces of an identifier (`signalsLatest` → `signal`, `latest`)
 */
import { SPELLINGS } from './synonyms';

/** A word of a text, with where it is. */
export interface WordToken {
  word: string;
  start: number;
  end: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Spellings first (longest first), then plain words. */
const SPELLING_KEYS = Object.keys(SPELLINGS).sort((a, b) => b.length - a.length);
const SPELLING_PATTERN = SPELLING_KEYS.map(
  // A spelling counts only as a whole word: `.net` in `asp.net` is not `.net`.
  (s) => `(?<![\\p{L}\\p{N}_])${escapeRegExp(s)}(?![\\p{L}\\p{N}_])`,
).join('|');

/** A word: a known spelling with symbols, or letters, digits and underscores (the crawler indexes `_` as part of a word). */
export const WORD_PATTERN = new RegExp(
  `${SPELLING_PATTERN ? `${SPELLING_PATTERN}|` : ''}[\\p{L}\\p{N}_]+`,
  'giu',
);

/** Lower-cases and strips diacritics, so `Vehículo` matches `vehiculo`; known spellings become their term (`c#` → `csharp`). */
export function normalizeTerm(word: string): string {
  const lower = word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return SPELLINGS[lower] ?? lower;
}

/**
 * The singular of an English plural, by suffix rules only (no dictionary):
 * `queries` → `query`, `addresses` → `address`, `batches` → `batch`,
 * `vehicles` → `vehicle`. Words of three letters or fewer, and words ending
 * in `ss`, `us` or `is` (`access`, `status`, `analysis`) are left alone. The
 * same rule runs on the index and the query, so a rare wrong singular still
 * matches itself.
 */
export function singular(term: string): string {
  if (term.length <= 3 || !term.endsWith('s') || /\d/.test(term)) return term;
  if (/(ss|us|is)$/.test(term)) return term;
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.endsWith('sses')) return term.slice(0, -2);
  if (/(x|z|ch|sh)es$/.test(term)) return term.slice(0, -2);
  return term.slice(0, -1);
}

/** Words seen, and their terms: highlighting asks again for the same words. */
const termCache = new Map<string, string>();
/** Entries kept in termCache before it starts over (a page of docs has a few thousand distinct words). */
const TERM_CACHE_SIZE = 50_000;

/** The term a word is indexed and searched under. */
export function termOf(word: string): string {
  let term = termCache.get(word);
  if (term === undefined) {
    if (termCache.size >= TERM_CACHE_SIZE) termCache.clear();
    term = singular(normalizeTerm(word));
    termCache.set(word, term);
  }
  return term;
}

/** The parts of an identifier: `signalsLatest` → `signal`, `latest`; `DIMO_CLIENT_ID` → `dimo`, `client`, `id`. */
export function identifierParts(word: string): string[] {
  const parts = word
    .split(/_+|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u)
    .filter((p) => p.length > 0);
  return parts.length > 1 ? parts.map(termOf) : [];
}

/** The words of a text, with their offsets. */
export function wordTokens(text: string): WordToken[] {
  const out: WordToken[] = [];
  for (const m of text.matchAll(WORD_PATTERN)) {
    const start = m.index ?? 0;
    out.push({ word: m[0], start, end: start + m[0].length });
  }
  return out;
}

/** Words as the reader typed them. */
export function splitWords(text: string): string[] {
  return text.match(WORD_PATTERN) ?? [];
}

/** The set of terms a word in a document stands for: its own term and its identifier parts. */
export function termsOfWord(word: string): string[] {
  const own = termOf(word);
  const parts = identifierParts(word).filter((p) => p !== own);
  return parts.length === 0 ? [own] : [own, ...new Set(parts)];
}

/** Index-time terms of a text, with how often each occurs. */
export function termFrequencies(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const { word } of wordTokens(text)) {
    for (const term of termsOfWord(word)) if (term) out.set(term, (out.get(term) ?? 0) + 1);
  }
  return out;
}
