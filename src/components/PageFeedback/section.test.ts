import { describe, expect, it } from 'vitest';

import { headingText, sectionAt } from './section';

const HEADINGS = [
  { text: 'Two kinds of tokens', id: 'jwt-types', top: -900 },
  { text: 'How the flow works', id: 'flow', top: -200 },
  { text: 'Get a Developer JWT', id: 'get-a-developer-jwt', top: 250 },
  { text: 'Privileges', id: 'privileges', top: 700 },
];

describe('the section in view', () => {
  it('is the last h2/h3 above the top third of the viewport', () => {
    // Viewport 900 px high: the line is at 300 px.
    expect(sectionAt(HEADINGS, 900)).toEqual({ text: 'Get a Developer JWT', id: 'get-a-developer-jwt' });
    // Viewport 600 px high: the line is at 200 px, above "Get a Developer JWT".
    expect(sectionAt(HEADINGS, 600)).toEqual({ text: 'How the flow works', id: 'flow' });
  });

  it('a heading exactly on the line counts as read', () => {
    expect(sectionAt([{ text: 'A', id: 'a', top: 300 }], 900)).toEqual({ text: 'A', id: 'a' });
  });

  it('is none (the top of the page) when every heading is below the line, or the page has none', () => {
    expect(sectionAt([{ text: 'A', id: 'a', top: 301 }], 900)).toBeNull();
    expect(sectionAt([], 900)).toBeNull();
  });

  it('reads a heading without the zero-width space of its anchor link', () => {
    expect(headingText('Get a Developer JWT\u200b')).toBe('Get a Developer JWT');
    expect(headingText('  Rate\n  limits \u200b ')).toBe('Rate limits');
  });
});
