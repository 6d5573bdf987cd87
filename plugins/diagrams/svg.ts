/**
 * Text operations on the SVG Mermaid writes, for plugins/diagrams. Pure
 * functions, no DOM: unit-tested in svg.test.ts.
 */

/** `id="…"` attributes of an SVG document, in order, without duplicates. */
export function svgIds(svg: string): string[] {
  const ids = new Set<string>();
  for (const match of svg.matchAll(/\sid="([^"]+)"/g)) ids.add(match[1]!);
  return [...ids];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Makes every id inside an SVG unique to it by prefixing it with the SVG's own
 * root id, and rewrites every reference to it (`url(#id)`, `href="#id"`,
 * `#id` in the embedded style sheet, `aria-labelledby`/`aria-describedby`).
 *
 * Why: Mermaid names some elements with fixed ids (`arrowhead`, `crosshead`,
 * `actor0`, …). A page that holds two diagrams, or the light and dark copy of
 * one, would otherwise hold the same id twice, and `url(#arrowhead)` in the
 * dark copy would draw the light copy's arrowhead colours.
 */
export function scopeSvgIds(svg: string): string {
  const root = /^<svg\b[^>]*\sid="([^"]+)"/.exec(svg)?.[1];
  if (!root) throw new Error('The SVG has no id on its root element.');
  // Ids that already contain the root id (Mermaid's `chart-title-<root>`, `<root>_flowchart-…`) are unique.
  const local = svgIds(svg).filter((id) => !id.includes(root));
  if (local.length === 0) return svg;
  const renamed = new Map(local.map((id) => [id, `${root}-${id}`]));
  // Longest first, so `actor1` is not matched inside `actor10`; the lookarounds keep whole names only.
  const names = [...renamed.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  // `(?<!&)` leaves character references such as `&#39;` alone.
  const reference = new RegExp(`((?<!&)#|\\sid=")(${names.join('|')})(?![\\w-])`, 'g');
  const ariaList = /\s(aria-(?:labelledby|describedby))="([^"]*)"/g;
  return svg
    .replace(reference, (_, lead: string, id: string) => `${lead}${renamed.get(id)}`)
    .replace(
      ariaList,
      (_, name: string, value: string) =>
        ` ${name}="${value
          .split(/\s+/)
          .map((id) => renamed.get(id) ?? id)
          .join(' ')}"`,
    );
}
