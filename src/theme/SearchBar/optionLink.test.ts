import { describe, expect, it } from 'vitest';

import { takeOptionSemantics } from './optionLink';

/** An element's attributes, enough for takeOptionSemantics (the unit tests run without a DOM). */
class FakeElement {
  readonly attributes = new Map<string, string>();
  constructor(
    readonly parentElement: FakeElement | null = null,
    attributes: Record<string, string> = {},
  ) {
    for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value);
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
}

/** DocSearch 3.9.0's markup of a hit: `<li role="option" id aria-selected class><a href>`. */
function docSearchHit(selected: boolean) {
  const item = new FakeElement(null, {
    class: 'DocSearch-Hit',
    id: 'docsearch-item-3',
    role: 'option',
    'aria-selected': String(selected),
  });
  const link = new FakeElement(item, { href: '/docs/faq#rate-limits' });
  return { item, link };
}

describe('takeOptionSemantics', () => {
  it('makes the link the option and the list item presentational', () => {
    const { item, link } = docSearchHit(false);
    takeOptionSemantics(link);
    expect(Object.fromEntries(link.attributes)).toEqual({
      href: '/docs/faq#rate-limits',
      id: 'docsearch-item-3',
      role: 'option',
      'aria-selected': 'false',
    });
    expect(Object.fromEntries(item.attributes)).toEqual({ class: 'DocSearch-Hit', role: 'none' });
  });

  it('moves what DocSearch writes to the item later (the selection, a new index) to the link', () => {
    const { item, link } = docSearchHit(false);
    takeOptionSemantics(link);
    item.setAttribute('aria-selected', 'true');
    item.setAttribute('id', 'docsearch-item-1');
    takeOptionSemantics(link);
    expect(link.getAttribute('aria-selected')).toBe('true');
    expect(link.getAttribute('id')).toBe('docsearch-item-1');
    expect(item.getAttribute('aria-selected')).toBeNull();
    expect(item.getAttribute('id')).toBeNull();
    expect(item.getAttribute('role')).toBe('none');
  });

  it('keeps what the link has when the item has nothing new, and does nothing without an item', () => {
    const { item, link } = docSearchHit(true);
    takeOptionSemantics(link);
    takeOptionSemantics(link);
    expect(link.getAttribute('aria-selected')).toBe('true');
    expect(item.getAttribute('role')).toBe('none');
    const orphan = new FakeElement(null, { href: '/docs/' });
    takeOptionSemantics(orphan);
    expect(Object.fromEntries(orphan.attributes)).toEqual({ href: '/docs/' });
  });
});
