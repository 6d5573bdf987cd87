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
 *   route       a request line's method and path as one term (`get /v1/webhooks/{}`),
 *               and its path alone (`/v1/webhooks/{}`): see routeTerms
 *   chain       names joined by dots as one term (`dimo.telemetry.query`): see chainTerms
 *   compound    two words written apart as the one word other texts write
 *               (`lower case` → `lowercase`): see compoundTerms
 */
import { SPELLINGS, STOP_WORDS } from './synonyms';

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

/**
 * A word with its contracted ending (`isn't`, `vehicle's`, `we're`): one word,
 * read as what it stands for (normalizeTerm), not a word and a one-letter
 * word (`doesn`, `t`) that no text means.
 */
const CONTRACTED_WORD = "\\p{L}+['’](?:t|s|d|m|ll|re|ve)(?![\\p{L}\\p{N}_])";

/** A number written with group separators (`1,000`, `100,000`): one word, not `1` and `000`. */
const GROUPED_NUMBER = '(?<![\\p{L}\\p{N}_,.])\\p{N}{1,3}(?:,\\p{N}{3})+(?![\\p{L}\\p{N}_]|[,.]\\p{N})';

/** A word: a known spelling with symbols, a grouped number, or letters, digits and underscores (the crawler indexes `_` as part of a word). */
export const WORD_PATTERN = new RegExp(
  `${SPELLING_PATTERN ? `${SPELLING_PATTERN}|` : ''}${GROUPED_NUMBER}|${CONTRACTED_WORD}|[\\p{L}\\p{N}_]+`,
  'giu',
);

/** Lower-cases and strips diacritics, so `Vehículo` matches `vehiculo`; known spellings become their term (`c#` → `csharp`). */
export function normalizeTerm(word: string): string {
  // A grouped number is its digits: `1,000` is `1000`.
  if (/^\p{N}{1,3}(?:,\p{N}{3})+$/u.test(word)) return word.replace(/,/g, '');
  // A contraction is what it stands for: `isn't` and `doesn't` are `not`, `vehicle's` is `vehicle`.
  const contraction = /^(\p{L}+)['’](t|s|d|m|ll|re|ve)$/iu.exec(word);
  if (contraction) return contraction[2]!.toLowerCase() === 't' ? 'not' : normalizeTerm(contraction[1]!);
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

/** The verbs a word may be a form of (`verification` → `verify`, `stopped` → `stop`), itself when it has no such ending. */
function verbsOf(term: string): string[] {
  const strip = (n: number) => term.slice(0, -n);
  if (term.endsWith('ication')) return [`${strip(7)}y`, `${strip(5)}ate`];
  if (term.endsWith('ation')) return [strip(5), `${strip(5)}e`, `${strip(5)}ate`];
  if (term.endsWith('ion')) return [strip(3), `${strip(3)}e`];
  if (term.endsWith('ied')) return [`${strip(3)}y`];
  const ending = /(ing|ed)$/.exec(term)?.[1];
  if (!ending) return [term];
  const base = strip(ending.length);
  // `expired` → `expire`, `using` → `use`; a doubled final consonant is undone: `stopped` → `stop`.
  const out = [base, `${base}e`];
  if (/([b-df-hj-np-tv-z])\1$/.test(base)) out.push(base.slice(0, -1));
  return out;
}

/** A verb's inflections and nouns: `verify` → `verified`, `verifying`, `verification`. */
function inflectionsOf(verb: string): string[] {
  if (verb.endsWith('y')) return [`${verb.slice(0, -1)}ied`, `${verb.slice(0, -1)}ication`, `${verb}ing`];
  const stem = verb.endsWith('e') ? verb.slice(0, -1) : verb;
  return [`${stem}ing`, `${stem}ed`, `${stem}ion`, `${stem}ation`];
}

/**
 * Other forms of the same English verb or its noun, by suffix rules only,
 * for a query word to find them (`refreshing` → `refresh`, `verification` →
 * `verify`, `expire` → `expired`, `expiration`). Guesses no text has cost
 * nothing: only the forms the index holds are matched. Plain lower-case words
 * of five letters or more only (`car` is no form of `caring`); identifiers
 * and numbers are names, not words.
 */
export function wordForms(term: string): string[] {
  if (term.length < 5 || !/^[a-z]+$/.test(term)) return [];
  const out = new Set<string>();
  for (const verb of verbsOf(term)) {
    if (verb.length < 4) continue;
    out.add(verb);
    for (const form of inflectionsOf(verb)) out.add(form);
  }
  out.delete(term);
  return [...out];
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

/** A word that carries no topic (./synonyms.ts STOP_WORDS), as typed or as its term (`ones` is `one`): one test for index and query. */
export function isStopWord(word: string): boolean {
  const normal = normalizeTerm(word);
  return STOP_WORDS.has(normal) || STOP_WORDS.has(singular(normal));
}

/** The parts of an identifier: `signalsLatest` → `signal`, `latest`; `DIMO_CLIENT_ID` → `dimo`, `client`, `id`. */
export function identifierParts(word: string): string[] {
  const parts = word
    .split(/_+|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u)
    .filter((p) => p.length > 0);
  return parts.length > 1 ? parts.map(termOf) : [];
}

/** headingNames: a term the text has only inside longer names. */
export const NAME_PART = 1;

/**
 * How a text's terms stand in its identifiers: a name's whole term maps to
 * its number of parts (`cloudEvents` → `cloudevent`: 2), a part the text has
 * only inside names to NAME_PART (`sacd` in "GetSacdForVehicle"); a term the
 * text also has as a word of its own is not listed.
 */
export function headingNames(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const words = new Set<string>();
  for (const { word } of wordTokens(text)) {
    const parts = identifierParts(word);
    if (parts.length === 0) {
      words.add(termOf(word));
      continue;
    }
    const whole = termOf(word);
    out.set(whole, Math.max(parts.length, out.get(whole) ?? 0));
    for (const part of parts) if (!out.has(part)) out.set(part, NAME_PART);
  }
  for (const term of words) if (out.get(term) === NAME_PART) out.delete(term);
  return out;
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

/**
 * How many words a text has for ranking, an identifier counting as its parts
 * (`GetSacdForVehicle` is four): a heading that is one long identifier is not
 * "nothing but" the one query word it shares. A question (a text ending in
 * `?`) counts only its words that are not stop words, as a query is read:
 * `why do i get a 401 error` searches `401 error`, and "Why do I get 401
 * Unauthorized?" is two words, not six. Other headings keep their stop words
 * ("Get a Vehicle JWT" is more than `vehicle jwt`).
 */
export function rankedWordCount(text: string): number {
  const question = text.trimEnd().endsWith('?');
  let all = 0;
  let content = 0;
  for (const { word } of wordTokens(text)) {
    const n = Math.max(1, identifierParts(word).length);
    all += n;
    if (!isStopWord(word)) content += n;
  }
  return question && content > 0 ? content : all;
}

/** The set of terms a word in a document stands for: its own term and its identifier parts. */
export function termsOfWord(word: string): string[] {
  const own = termOf(word);
  const parts = identifierParts(word).filter((p) => p !== own);
  return parts.length === 0 ? [own] : [own, ...new Set(parts)];
}

/** The HTTP methods a request line may start with. */
const HTTP_METHODS = 'GET|POST|PUT|PATCH|DELETE';

/**
 * A path, or a URL's path, maybe after a method: `/v1/webhooks/:webhookId`,
 * `GET https://host/v1/webhooks`. Segments hold word characters, `-`, `.`,
 * `~` and placeholders (`:id`, `{id}`, `<id>`); a bare path must not follow a
 * word or a slash (`and/or`, the rest of a URL).
 */
const PATH_SOURCE = String.raw`(?:(?<![\w/])(${HTTP_METHODS})\s+)?(?:https?:\/\/[^\s/]+|(?<![\w/.:~-]))(\/[\w\-.~:{}<>/]*[\w}>])`;
/** In a text the method counts only in capitals (`POST /v1/x`, not "post /v1/x" in a sentence). */
const TEXT_PATH = new RegExp(PATH_SOURCE, 'g');
/** A query may type the method in any case (`get /v1/webhooks`). */
const QUERY_PATH = new RegExp(PATH_SOURCE, 'i');

/**
 * A path as one route: lower case, without a trailing slash, each placeholder
 * (`:webhookId`, `{webhookId}`, `<tokenId>`) or number (`/vehicles/123`, an
 * example call) as `{}`, so the OpenAPI, Express and example spellings of a
 * route meet. Null when every segment is a placeholder.
 */
export function routeOf(path: string): string | null {
  const segments = path
    .toLowerCase()
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) => (/^(?::\w+|\{[^}]*\}|<[^>]*>|\d+)$/.test(s) ? '{}' : s));
  return segments.some((s) => s !== '{}') ? `/${segments.join('/')}` : null;
}

/** A request line: a method (lower case, or null for a path alone) and a route. */
export interface RequestLine {
  method: string | null;
  route: string;
}

/** The route term of a request line: `get /v1/webhooks/{}`, or `/v1/webhooks/{}` for any method. */
export function routeTerm({ method, route }: RequestLine): string {
  return method ? `${method} ${route}` : route;
}

/**
 * Index-time terms of the paths in a text: `/v1/webhooks/{}` for each, and
 * `delete /v1/webhooks/{}` too after a method (`DELETE
 * https://host/v1/webhooks/:webhookId`). Words alone cannot tell `GET
 * /v1/webhooks` from `GET /v1/webhooks/:webhookId` (same words), nor find an
 * operation by its method (`get` is a stop word); one term per route can.
 */
export function routeTerms(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(TEXT_PATH)) {
    const route = routeOf(m[2]!);
    if (!route) continue;
    if (m[1]) out.push(routeTerm({ method: m[1].toLowerCase(), route }));
    out.push(route);
  }
  return out;
}

/**
 * The path of a text that is a request line and nothing else (`GET
 * https://host/v1/webhooks` → `/v1/webhooks`), as <Endpoint> shows one; null
 * for any other text.
 */
export function requestLinePath(text: string): string | null {
  const m = new RegExp(PATH_SOURCE).exec(text.trim());
  return m !== null && m.index === 0 && m[1] !== undefined && m[0].length === text.trim().length
    ? m[2]!
    : null;
}

/** The request line (or path) a query names, if any. */
export function queryRoute(query: string): RequestLine | null {
  const m = QUERY_PATH.exec(query);
  const route = m ? routeOf(m[2]!) : null;
  return m && route ? { method: m[1]?.toLowerCase() ?? null, route } : null;
}

/** A member chain: names joined by dots (`dimo.telemetry.query`, `Vehicle.sacd`), not a number (`1.6.0`). */
const CHAIN = /(?<![\w.])[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+/g;

/** A chain's term and those of its tails: `dimo.telemetry.query`, `telemetry.query`. */
function chainAndTails(chain: string): string[] {
  const names = chain.toLowerCase().split('.');
  return names.slice(0, -1).map((_, i) => names.slice(i).join('.'));
}

/**
 * Index-time terms of the member chains in a text, each with its tails, so
 * `dimo.telemetry.query` and `telemetry.query` find `dimo.telemetry.query(…)`
 * before texts that merely have the words `dimo`, `telemetry` and `query`.
 */
export function chainTerms(text: string): string[] {
  return [...text.matchAll(CHAIN)].flatMap((m) => chainAndTails(m[0]));
}

/** The member chains a query names, each with its tails (shorter first after it), lower case. */
export function queryChains(query: string): string[][] {
  return [...query.matchAll(CHAIN)].map((m) => chainAndTails(m[0]));
}

/**
 * Index-time terms of a heading record's code names (SearchRecord.code): each
 * name whole (`dimoclientbuilder`, `get_dev_jwt`) and each chain with its
 * tails, not their parts or words: the section's own text already has those,
 * and every sample repeats `dimo`, `vehicle` and `token`.
 */
export function codeTerms(code: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const name of code.split(' ')) {
    if (!name) continue;
    for (const term of name.includes('.') ? chainAndTails(name) : [termOf(name)])
      out.set(term, (out.get(term) ?? 0) + 1);
  }
  return out;
}

/**
 * The terms of the plain words of texts, not identifiers (`lowercase`,
 * `Backoff`; not `developerLicense`, whose parts already match `developer
 * license`): the words compoundTerms may join two words into.
 */
export function wholeWordTerms(texts: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const text of texts)
    for (const { word } of wordTokens(text)) if (identifierParts(word).length === 0) out.add(termOf(word));
  return out;
}

/** Whether a word may be half of a compound: letters only, and not a stop word (`one of` is no `oneOf`, `so on` no `soon`). */
function joinable(word: string): boolean {
  return /^\p{L}{2,}$/u.test(word) && !isStopWord(word);
}

/**
 * Index-time terms of two words of a text written apart that are one word
 * elsewhere: `lower case` and `lower-case` also give `lowercase`, `web hook`
 * `webhook`, when `isWord` knows the joined term (wholeWordTerms of every
 * text). Only letters, separated by one space or hyphen: not across
 * punctuation, and not numbers (`v1 0`).
 */
export function compoundTerms(text: string, isWord: (term: string) => boolean): string[] {
  const out: string[] = [];
  const tokens = wordTokens(text);
  for (let i = 1; i < tokens.length; i++) {
    const a = tokens[i - 1]!;
    const b = tokens[i]!;
    if (!/^[ -]$/.test(text.slice(a.end, b.start))) continue;
    if (!joinable(a.word) || !joinable(b.word)) continue;
    const joined = termOf(`${a.word}${b.word}`);
    if (isWord(joined)) out.push(joined);
  }
  return out;
}

/**
 * Index-time terms of a text, with how often each occurs; with `isWord`, also
 * its words written apart that are one word elsewhere (compoundTerms).
 */
export function termFrequencies(text: string, isWord?: (term: string) => boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (const { word } of wordTokens(text)) {
    for (const term of termsOfWord(word)) if (term) out.set(term, (out.get(term) ?? 0) + 1);
  }
  const compounds = isWord ? compoundTerms(text, isWord) : [];
  for (const term of [...routeTerms(text), ...chainTerms(text), ...compounds])
    out.set(term, (out.get(term) ?? 0) + 1);
  return out;
}

/** The terms of a page group's name (lvl0) that may name it: its words other than stop words, each once. */
export function groupNameTerms(name: string): string[] {
  return [
    ...new Set(
      splitWords(name)
        .filter((w) => !isStopWord(w))
        .map(termOf),
    ),
  ];
}

/** The term of two words that stand next to each other in a text, in their order (`storage node`). */
export function pairTerm(first: string, second: string): string {
  return `${first} ${second}`;
}

/**
 * Index-time pairs of a text: each two of its words that stand next to each
 * other once stop words are set aside ("storage-node operators" and "storage
 * node for operators" both give `storage node` and `node operator`), each
 * term of the first (its own, its identifier parts) with each of the second.
 */
export function wordPairs(text: string): Set<string> {
  const out = new Set<string>();
  let previous: string[] | null = null;
  for (const { word } of wordTokens(text)) {
    if (isStopWord(word)) continue;
    const terms = termsOfWord(word);
    if (previous) for (const first of previous) for (const second of terms) out.add(pairTerm(first, second));
    previous = terms;
  }
  return out;
}
