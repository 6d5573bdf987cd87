/**
 * The example values the site's samples use in place of a reader's own
 * (docs/, changelog/ and the REST reference pages written from openapi/), and
 * where they stand in a text. "Your values" swaps them for the reader's.
 * placeholders.test.ts checks every one still occurs in the pages.
 */

/** The values a reader can set. */
export type ValueName = 'clientId' | 'redirectUri' | 'vehicleTokenId';

export const VALUE_NAMES: readonly ValueName[] = ['clientId', 'redirectUri', 'vehicleTokenId'];

/** How a placeholder's edges are told apart from the text around it. */
type Kind = 'address' | 'url' | 'number';

interface PlaceholderDefinition {
  name: ValueName;
  kind: Kind;
  text: string;
}

/**
 * Each placeholder as the pages write it. URLs also match URL-encoded (a query
 * parameter of a login link); addresses match in any letter case.
 */
export const PLACEHOLDERS: readonly PlaceholderDefinition[] = [
  // The example Client ID: the pages write it checksummed and in another letter case.
  { name: 'clientId', kind: 'address', text: '0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d' },
  // Authentication and license pages.
  { name: 'redirectUri', kind: 'url', text: 'http://localhost:3000/callback' },
  // DIMO Connect pages and the changelog.
  { name: 'redirectUri', kind: 'url', text: 'https://app.example.com/dimo/callback' },
  // Building your first app (the app runs at the root of localhost:3000).
  { name: 'redirectUri', kind: 'url', text: 'http://localhost:3000' },
  // Hand-written pages.
  { name: 'vehicleTokenId', kind: 'number', text: '12345' },
  // The REST reference pages, from the examples of the OpenAPI descriptions.
  { name: 'vehicleTokenId', kind: 'number', text: '21957' },
];

/** One placeholder found in a text: [start, end) and what it stands for. */
export interface PlaceholderMatch {
  start: number;
  end: number;
  name: ValueName;
  /** Written URL-encoded: the reader's value goes in encoded too. */
  encoded: boolean;
}

interface Pattern {
  name: ValueName;
  kind: Kind;
  encoded: boolean;
}

const patterns = new Map<string, Pattern>();
for (const p of PLACEHOLDERS) {
  patterns.set(p.text.toLowerCase(), { name: p.name, kind: p.kind, encoded: false });
  const encoded = encodeURIComponent(p.text);
  if (p.kind === 'url' && encoded !== p.text) {
    patterns.set(encoded.toLowerCase(), { name: p.name, kind: p.kind, encoded: true });
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Longest first, so http://localhost:3000/callback is found whole, not as http://localhost:3000.
const alternatives = [...patterns.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
const SEARCH = new RegExp(alternatives.join('|'), 'gi');

const WORD = /[A-Za-z0-9_]/;
const DIGIT = /[0-9]/;
/** Characters that continue a URL: a placeholder followed by one is part of another address. */
const URL_CONTINUES = /[A-Za-z0-9\-._~/%?#@:+]/;
/** Characters that can come before a URL's scheme inside a longer word. */
const SCHEME_CONTINUES = /[A-Za-z0-9+.\-_]/;

/** `did%3Aethr%3A…`: a percent-escape just before counts as a separator, not as part of a word. */
function afterPercentEscape(text: string, start: number): boolean {
  return /^%[0-9A-Fa-f]{2}$/.test(text.slice(Math.max(0, start - 3), start));
}

function startsToken(text: string, start: number, kind: Kind): boolean {
  const before = text[start - 1];
  if (before === undefined) return true;
  if (kind === 'url') return !SCHEME_CONTINUES.test(before);
  if (WORD.test(before)) return afterPercentEscape(text, start);
  // 3.12345 is a decimal, not a token ID.
  if (kind === 'number' && before === '.' && DIGIT.test(text[start - 2] ?? '')) return false;
  return true;
}

function endsToken(text: string, end: number, kind: Kind): boolean {
  const after = text[end];
  if (after === undefined) return true;
  if (kind === 'url') return !URL_CONTINUES.test(after);
  if (WORD.test(after)) return false;
  if (kind === 'number' && after === '.' && DIGIT.test(text[end + 1] ?? '')) return false;
  return true;
}

/**
 * Every placeholder in `text` that stands alone: never a part of a longer
 * number (`123456`, `12345.6`), word, hex string or address.
 */
export function findPlaceholders(text: string): PlaceholderMatch[] {
  const found: PlaceholderMatch[] = [];
  SEARCH.lastIndex = 0;
  for (let m = SEARCH.exec(text); m !== null; m = SEARCH.exec(text)) {
    const pattern = patterns.get(m[0].toLowerCase())!;
    const start = m.index;
    const end = start + m[0].length;
    if (startsToken(text, start, pattern.kind) && endsToken(text, end, pattern.kind)) {
      found.push({ start, end, name: pattern.name, encoded: pattern.encoded });
    } else {
      // A rejected match may overlap a real one further on: resume one character later.
      SEARCH.lastIndex = start + 1;
    }
  }
  return found;
}

/** Whether `text` holds any placeholder: the code blocks that follow the reader's values. */
export function hasPlaceholders(text: string): boolean {
  return findPlaceholders(text).length > 0;
}
