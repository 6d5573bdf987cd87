/**
 * The reader's values put in place of the placeholders: in a sample's text
 * (what the copy button copies) and in a code block's coloured markup (what
 * the page shows). In markup only text changes: tags are kept as they are and
 * every replaced text is escaped again, so a value can never become markup.
 */
import { escapeHtml } from '../lib/escapeHtml';
import { findPlaceholders, type ValueName } from './placeholders';

/** The values a reader has set; a missing one leaves its placeholders as they are. */
export type YourValues = Partial<Record<ValueName, string>>;

function replacement(values: YourValues, name: ValueName, encoded: boolean): string | undefined {
  const value = values[name];
  if (value === undefined || value === '') return undefined;
  return encoded ? encodeURIComponent(value) : value;
}

/** `text` with every placeholder the reader has a value for replaced by it. */
export function substituteText(text: string, values: YourValues): string {
  let out = '';
  let at = 0;
  for (const m of findPlaceholders(text)) {
    const value = replacement(values, m.name, m.encoded);
    if (value === undefined) continue;
    out += text.slice(at, m.start) + value;
    at = m.end;
  }
  return at === 0 ? text : out + text.slice(at);
}

/** A piece of code block markup: a tag or entity kept verbatim, or text (decoded). */
type Part = { raw: string; text: string; verbatim: true } | { text: string; verbatim: false };

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** What an entity stands for, or undefined for one this parser does not know (then kept verbatim). */
function decodeEntity(entity: string): string | undefined {
  const body = entity.slice(1, -1);
  if (!body.startsWith('#')) return NAMED_ENTITIES[body];
  const code = /^#x/i.test(body) ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/**
 * The markup of a code block (src/code/linesHtml.ts, or the same markup as the
 * browser serializes it) as parts. A `<br>` ends a line: it reads as a newline,
 * so no placeholder is found across two lines. An unknown entity reads as a
 * character no placeholder holds.
 */
function parse(html: string): Part[] {
  const parts: Part[] = [];
  let text = '';
  const flush = () => {
    if (text !== '') parts.push({ text, verbatim: false });
    text = '';
  };
  for (const m of html.matchAll(/<[^>]*>|&#?[A-Za-z0-9]+;|[^<&]+|[<&]/g)) {
    const piece = m[0];
    if (piece.startsWith('<') && piece.length > 1) {
      flush();
      parts.push({ raw: piece, text: /^<br\b/i.test(piece) ? '\n' : '', verbatim: true });
    } else if (piece.startsWith('&') && piece.length > 1) {
      const decoded = decodeEntity(piece);
      if (decoded === undefined) {
        flush();
        parts.push({ raw: piece, text: '\u0000', verbatim: true });
      } else text += decoded;
    } else text += piece;
  }
  flush();
  return parts;
}

/**
 * Code block markup with the placeholders replaced. A placeholder split over
 * several tokens (spans) is found in the text they make together; the value
 * goes in the first of them, so it takes that token's colour.
 */
export function substituteHtml(html: string, values: YourValues): string {
  const parts = parse(html);
  const full = parts.map((p) => p.text).join('');
  const matches = findPlaceholders(full).flatMap((m) => {
    const value = replacement(values, m.name, m.encoded);
    return value === undefined ? [] : [{ ...m, value }];
  });
  if (matches.length === 0) return html;

  let out = '';
  let offset = 0;
  let next = 0;
  for (const part of parts) {
    const start = offset;
    const end = offset + part.text.length;
    offset = end;
    if (part.verbatim) {
      out += part.raw;
      continue;
    }
    let kept = '';
    for (let i = start; i < end;) {
      while (next < matches.length && matches[next]!.end <= i) next++;
      const m = matches[next];
      if (!m || m.start >= end) {
        kept += full.slice(i, end);
        break;
      }
      if (m.start > i) {
        kept += full.slice(i, m.start);
        i = m.start;
        continue;
      }
      // Inside a match: its value is written where the match begins, the rest of it is dropped.
      if (i === m.start) kept += m.value;
      i = Math.min(m.end, end);
    }
    out += escapeHtml(kept);
  }
  return out;
}
