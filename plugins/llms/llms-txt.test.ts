import { describe, expect, it } from 'vitest';

import { llmsFullTxt, llmsTxt, parseLlmsTxt } from './llms-txt';

describe('llms.txt and llms-full.txt', () => {
  const site = { title: 'DIMO Build', summary: 'The vehicle data platform', root: 'https://docs.test/' };
  const doc = (title: string, twin: string) => ({
    title,
    description: `About ${title}.\nSecond line.`,
    url: `https://docs.test/${twin.replace(/\.md$/, '')}`,
    twin,
    markdown: `# ${title}\n\nBody of ${title}.\n`,
  });
  const sections = [
    { title: 'Start here', docs: [doc('Welcome', 'docs/index.md')] },
    { title: 'API References', docs: [doc('Fetch API', 'docs/fetch.md'), doc('FAQ', 'docs/faq.md')] },
  ];

  it('lists every doc under its sidebar group with a link to its twin and a one-line description', () => {
    const txt = llmsTxt(site, sections);
    expect(txt.startsWith('# DIMO Build\n\n> The vehicle data platform')).toBe(true);
    expect(parseLlmsTxt(txt)).toEqual([
      {
        section: 'Start here',
        title: 'Welcome',
        url: 'https://docs.test/docs/index.md',
        description: 'About Welcome. Second line.',
      },
      {
        section: 'API References',
        title: 'Fetch API',
        url: 'https://docs.test/docs/fetch.md',
        description: 'About Fetch API. Second line.',
      },
      {
        section: 'API References',
        title: 'FAQ',
        url: 'https://docs.test/docs/faq.md',
        description: 'About FAQ. Second line.',
      },
    ]);
  });

  it('puts every twin in sidebar order into llms-full.txt', () => {
    const full = llmsFullTxt(site, sections);
    const order = ['# Welcome', '# Fetch API', '# FAQ'].map((h) => full.indexOf(`\n${h}\n`));
    expect(order.every((i, n) => i > 0 && (n === 0 || i > order[n - 1]!))).toBe(true);
    expect(full).toContain('Source: https://docs.test/docs/faq');
  });
});
