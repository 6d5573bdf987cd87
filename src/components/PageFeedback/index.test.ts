import React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import PageFeedback from './index';
import { THANKS } from './text';

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: {
      customFields: { docsRepo: 'https://github.com/DIMO-Network/dimo-org', analytics: { enabled: false } },
    },
  }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<PageFeedback> on the server', () => {
  it('renders the question even when an answer is stored, without reading storage (no hydration mismatch)', () => {
    const getItem = vi.fn(() => 'yes');
    vi.stubGlobal('window', { localStorage: { getItem, setItem: vi.fn() } });
    const html = renderToString(React.createElement(PageFeedback, { permalink: '/docs/faq', title: 'FAQs' }));
    expect(getItem).not.toHaveBeenCalled();
    expect(html).toContain('Was this page helpful?');
    expect(html).toMatch(/<button type="button"[^>]*>Yes<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>No<\/button>/);
    expect(html).not.toContain('You found this page');
    expect(html).not.toContain(THANKS);
  });

  it('is a named region whose live status exists, empty, before any answer', () => {
    const html = renderToString(React.createElement(PageFeedback, { permalink: '/docs/faq', title: 'FAQs' }));
    expect(html).toMatch(/^<section[^>]* aria-label="Page feedback"/);
    expect(html).toMatch(/<p[^>]* role="status"><\/p>/);
    // The buttons form a group named by the question.
    const questionId = /<p[^>]* id="([^"]+)">Was this page helpful\?<\/p>/.exec(html)?.[1];
    expect(questionId).toBeTruthy();
    expect(html).toContain(`role="group" aria-labelledby="${questionId}"`);
  });
});
