import React from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';

import ReportLink from './index';

const customFields: { docsRepo?: string } = { docsRepo: 'https://github.com/DIMO-Network/dimo-org/' };

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({ siteConfig: { title: 'DIMO Build', titleDelimiter: '|', customFields } }),
}));

it('renders on the server as a link to the new-issue page, in a new tab, named after the block', () => {
  const html = renderToString(
    React.createElement(ReportLink, { code: 'ls\n', language: 'bash', title: 'List files' }),
  );
  expect(html).toContain('href="https://github.com/DIMO-Network/dimo-org/issues/new"');
  expect(html).toContain('target="_blank" rel="noopener noreferrer"');
  expect(html).toContain(
    'aria-label="Report a problem with this sample: “List files” (opens a new issue on GitHub in a new tab)"',
  );
  expect(html).toMatch(/>Report a problem with this sample<\/a>$/);
  // The sample is not in the server's HTML: the full link is made when the reader reaches for it.
  expect(html).not.toContain('body=');
});

it('names the language when the block has no title, and renders nothing without a docs repository', () => {
  expect(
    renderToString(React.createElement(ReportLink, { code: 'x', language: 'ts', title: undefined })),
  ).toContain('this sample: ts sample (opens');
  delete customFields.docsRepo;
  expect(
    renderToString(React.createElement(ReportLink, { code: 'x', language: 'ts', title: undefined })),
  ).toBe('');
});
