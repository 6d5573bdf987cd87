/**
 * How text becomes search terms, shared by the index, the query and the
 * highlighter so that what matches is exactly what gets highlighted.
 */

/** A word: letters, digits and underscores (the crawler indexes `_` as part of a word). */
export const WORD_PATTERN = /[\p{L}\p{N}_]+/gu;

/** Lower-cases and strips diacritics, so `Vehículo` matches `vehiculo`. */
export function normalizeTerm(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The parts of an identifier: `signalsLatest` → `signals`, `latest`; `DIMO_CLIENT_ID` → `dimo`, `client`, `id`. */
export function identifierParts(word: string): string[] {
  const parts = word
    .split(/_+|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u)
    .filter((p) => p.length > 0);
  return parts.length > 1 ? parts.map(normalizeTerm) : [];
}

/** Words as the reader typed them. */
export function splitWords(text: string): string[] {
  return text.match(WORD_PATTERN) ?? [];
}

/** Index-time terms: each word, plus the parts of compound identifiers. */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const word of splitWords(text)) {
    out.push(word);
    out.push(...identifierParts(word));
  }
  return out;
}

/** The set of terms a word in a document stands for. */
export function termsOfWord(word: string): string[] {
  return [normalizeTerm(word), ...identifierParts(word)];
}
