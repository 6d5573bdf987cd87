const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for HTML content and quoted attribute values: the one escaper
 * of markup the site writes as strings. It lives in the engine because
 * highlighting escapes text with it; src/lib/escapeHtml.ts passes it on.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const UNESCAPES: Record<string, string> = Object.fromEntries(Object.entries(ESCAPES).map(([c, e]) => [e, c]));
const ENTITY = new RegExp(Object.keys(UNESCAPES).join('|'), 'g');

/** The text escapeHtml was given: its five entities decoded (a snippet read as text). */
export function unescapeHtml(html: string): string {
  return html.replace(ENTITY, (e) => UNESCAPES[e]!);
}
