/**
 * No two hits of the modal read the same. DocSearch 3.9.0 shows a hit as two
 * lines (Results.tsx): a heading hit as its heading over its page title, a
 * text hit as its snippet over its page title, a page hit as its title over
 * its text. Pages of one title in several sections (each API's
 * "Introduction") and one sentence in two sections of a page then give hits
 * that read alike, and a screen reader announces only those two lines. The
 * rule, over the hits the modal shows, in rank order:
 *
 * - hits that read the same get the headings that tell them apart, on their
 *   second line as a trail ("Telemetry API › Introduction", "Segments ›
 *   Daily activity"), or before the title of a page hit;
 * - a hit that no heading tells apart from a better-ranked one (same page,
 *   same section, same text) is dropped.
 *
 * Only what the hit shows changes (`_snippetResult`), never its hierarchy:
 * DocSearch groups the hits, and stores recent searches, by the hierarchy.
 */
import { escapeHtml, unescapeHtml } from '../../lib/escapeHtml';
import { MAX_RESULTS_PER_GROUP } from '../../search/constants';
import { HIERARCHY_LEVELS as LEVELS, type HierarchyLevel as Level } from '../../search/engine/types';

interface Marked {
  value: string;
}

/** The fields of an Algolia/DocSearch hit that the modal shows. */
export interface ModalHit {
  url: string;
  type: string;
  content?: string | null;
  hierarchy: Partial<Record<Level, string | null>>;
  _highlightResult?: { hierarchy?: Partial<Record<Level, Marked>>; content?: Marked };
  _snippetResult?: { hierarchy?: Partial<Record<Level, Marked>>; content?: Marked };
}

/** Between the headings of a trail. */
export const TRAIL_SEPARATOR = ' › ';

/** An attribute as DocSearch renders it: its snippet, or else the raw value. */
function shownHtml(hit: ModalHit, attribute: Level | 'content'): string {
  if (attribute === 'content') return hit._snippetResult?.content?.value || (hit.content ?? '');
  return hit._snippetResult?.hierarchy?.[attribute]?.value || (hit.hierarchy[attribute] ?? '');
}

/** A heading as HTML: highlighted when the engine highlighted it, escaped otherwise. */
function headingHtml(hit: ModalHit, level: Level): string | null {
  const raw = hit.hierarchy[level];
  if (!raw) return null;
  return (
    hit._snippetResult?.hierarchy?.[level]?.value ||
    hit._highlightResult?.hierarchy?.[level]?.value ||
    escapeHtml(raw)
  );
}

/** Text as read: no markup, entities decoded, spaces collapsed, case ignored. */
function asRead(html: string): string {
  return unescapeHtml(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The two lines of a hit, as DocSearch 3.9.0 fills them. */
export function hitLines(hit: ModalHit): { title: string; path: string } {
  if (hit.type === 'lvl1')
    return { title: shownHtml(hit, 'lvl1'), path: hit.content ? shownHtml(hit, 'content') : '' };
  const title = hit.type === 'content' ? shownHtml(hit, 'content') : shownHtml(hit, hit.type as Level);
  return { title, path: shownHtml(hit, 'lvl1') };
}

function readingOf(hit: ModalHit): string {
  const { title, path } = hitLines(hit);
  return `${asRead(title)}\n${asRead(path)}`;
}

/** Headings of a hit that neither of its lines shows. */
function unshownLevels(hit: ModalHit): Level[] {
  if (hit.type === 'lvl1') return ['lvl0'];
  const own = hit.type === 'content' ? LEVELS.length : LEVELS.indexOf(hit.type as Level);
  return LEVELS.filter((level, i) => level !== 'lvl1' && i < own);
}

/**
 * Positions of the hits the modal shows: DocSearch groups hits by their page
 * group (lvl0) and shows at most `perGroup` of each.
 */
export function shownPositions(hits: readonly ModalHit[], perGroup = MAX_RESULTS_PER_GROUP): number[] {
  const counts = new Map<string, number>();
  const shown: number[] = [];
  hits.forEach((hit, i) => {
    const group = asRead(hit._highlightResult?.hierarchy?.lvl0?.value ?? hit.hierarchy.lvl0 ?? '');
    const n = counts.get(group) ?? 0;
    counts.set(group, n + 1);
    if (n < perGroup) shown.push(i);
  });
  return shown;
}

/** The hit with the headings that tell it apart shown: a trail on its second line, or before a page's title. */
function withTrail<H extends ModalHit>(hit: H, levels: readonly Level[]): H {
  const trail = (from: readonly Level[]) =>
    from.flatMap((level) => {
      const html = headingHtml(hit, level);
      return html === null ? [] : [html];
    });
  let value: string;
  if (hit.type === 'lvl1') {
    value = [...trail(levels), shownHtml(hit, 'lvl1')].join(TRAIL_SEPARATOR);
  } else {
    const before = levels.filter((l) => l === 'lvl0');
    const after = levels.filter((l) => l !== 'lvl0');
    value = [...trail(before), shownHtml(hit, 'lvl1'), ...trail(after)].join(TRAIL_SEPARATOR);
  }
  const snippets = hit._snippetResult ?? {};
  const lvl1 = { ...snippets.hierarchy?.lvl1, value };
  return { ...hit, _snippetResult: { ...snippets, hierarchy: { ...snippets.hierarchy, lvl1 } } };
}

/**
 * The hits with those that read alike told apart, and those that nothing
 * tells apart from a better-ranked hit dropped; the order is kept, and the
 * hits given are not changed.
 */
export function distinctHits<H extends ModalHit>(hits: readonly H[], perGroup = MAX_RESULTS_PER_GROUP): H[] {
  let list = [...hits];
  for (;;) {
    const alike = new Map<string, number[]>();
    for (const i of shownPositions(list, perGroup)) {
      const key = readingOf(list[i]!);
      alike.set(key, [...(alike.get(key) ?? []), i]);
    }
    const rewritten = new Map<number, H>();
    const dropped = new Set<number>();
    for (const members of alike.values()) {
      if (members.length < 2) continue;
      const hitsAlike = members.map((i) => list[i]!);
      const candidates = LEVELS.filter((level) => hitsAlike.some((h) => unshownLevels(h).includes(level)));
      const telling = candidates.filter(
        (level) => new Set(hitsAlike.map((h) => asRead(h.hierarchy[level] ?? ''))).size > 1,
      );
      const kept = new Set<string>();
      for (const i of members) {
        const hit = list[i]!;
        const signature = telling.map((level) => asRead(hit.hierarchy[level] ?? '')).join('\n');
        if (kept.has(signature)) dropped.add(i);
        else {
          kept.add(signature);
          if (telling.length > 0) rewritten.set(i, withTrail(hit, telling));
        }
      }
    }
    // A dropped hit lets a further one of its group into view: read the list again.
    if (dropped.size > 0) list = list.filter((_, i) => !dropped.has(i));
    else return list.map((hit, i) => rewritten.get(i) ?? hit);
  }
}

interface HitsResponse {
  hits?: unknown;
}

/**
 * A search client whose answers list distinct hits (distinctHits), for
 * DocSearch's `transformSearchClient`: it sees the whole answer, in rank
 * order, before the modal groups it (`transformItems` sees one page's hits).
 */
export function withDistinctHits<
  C extends { search(input: never): Promise<{ results: readonly unknown[] }> },
>(client: C): C {
  const search = async (input: Parameters<C['search']>[0]) => {
    const answer = await client.search(input as never);
    return {
      ...answer,
      results: answer.results.map((result) => {
        const hits = (result as HitsResponse | null)?.hits;
        return Array.isArray(hits)
          ? { ...(result as object), hits: distinctHits(hits as ModalHit[]) }
          : result;
      }),
    };
  };
  return { ...client, search } as C;
}
