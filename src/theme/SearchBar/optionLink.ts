/** The `Element` calls takeOptionSemantics makes (a DOM element, or a test's stand-in). */
export interface OptionParts {
  parentElement: Pick<Element, 'getAttribute' | 'setAttribute' | 'removeAttribute'> | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

/** What makes DocSearch's `<li>` the listbox option; the hit's link takes them over. */
const OPTION_ATTRIBUTES = ['id', 'role', 'aria-selected'] as const;

/**
 * Makes the link the option. DocSearch 3.9.0 renders each hit as
 * `<li role="option"><a href>`, and an option may not hold a focusable
 * control (axe `nested-interactive`); `<a href role="option">` is allowed
 * (ARIA in HTML). So the item's option attributes move to the link and the
 * item becomes `role="none"`. React writes them to the item again when they
 * change (the selection, an index), and this runs after every such render.
 */
export function takeOptionSemantics(link: OptionParts): void {
  const item = link.parentElement;
  if (!item) return;
  for (const name of OPTION_ATTRIBUTES) {
    const value = item.getAttribute(name);
    if (value === null || (name === 'role' && value === 'none')) continue;
    if (link.getAttribute(name) !== value) link.setAttribute(name, value);
    if (name === 'role') item.setAttribute('role', 'none');
    else item.removeAttribute(name);
  }
}
