/**
 * Defence in depth for rendering highlighted values: the engine (and Algolia)
 * escape text, so the only markup left should be <mark> tags. Anything else is
 * removed before the value reaches innerHTML.
 */
export function sanitizeHighlight(html: string): string {
  return html.replace(/<(?!\/?mark>)[^>]*>?/gi, '');
}
