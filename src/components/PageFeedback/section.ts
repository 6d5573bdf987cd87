import type { Section } from './issueUrl';

/** The headings a section can be named after: h2 and h3 of the page's text (as the table of contents). */
export const SECTION_HEADINGS = '.theme-doc-markdown h2[id], .theme-doc-markdown h3[id]';

/** A heading as laid out: its text, its anchor, and its top edge relative to the viewport. */
export interface PlacedHeading extends Section {
  top: number;
}

/**
 * The section a reader is in: the last heading, in document order, whose top
 * is above the top third of the viewport. Null when none is (the reader is at
 * the top of the page).
 */
export function sectionAt(headings: readonly PlacedHeading[], viewportHeight: number): Section | null {
  const line = viewportHeight / 3;
  let current: Section | null = null;
  for (const { text, id, top } of headings) {
    if (top <= line) current = { text, id };
  }
  return current;
}

/** A heading's text without the zero-width space of its "#" anchor link. */
export function headingText(textContent: string): string {
  return textContent
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section in view in this document now (browser only). */
export function sectionInView(doc: Document = document): Section | null {
  const headings = Array.from(doc.querySelectorAll<HTMLElement>(SECTION_HEADINGS))
    // A heading inside a closed tab or details element has no box: it is not in view.
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => ({
      text: headingText(el.textContent ?? ''),
      id: el.id,
      top: el.getBoundingClientRect().top,
    }));
  return sectionAt(headings, doc.defaultView?.innerHeight ?? 0);
}
