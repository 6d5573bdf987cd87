import type { LoadedPlugin } from '@docusaurus/types';
import { afterEach, describe, expect, it, vi } from 'vitest';

import socialCardsPlugin, { missingCardsWarning } from './index';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('missingCardsWarning', () => {
  it('is one line with the count, three of the pages and the command that draws their cards', () => {
    const warning = missingCardsWarning([
      '@site/docs/faq.mdx',
      '@site/docs/a.mdx',
      '@site/changelog/2026-01-01-b.md',
      '@site/docs/c.mdx',
    ]);
    expect(warning).toBe(
      '[social-cards] 4 pages without a current social card (docs/faq.mdx, docs/a.mdx, ' +
        'changelog/2026-01-01-b.md, and 1 more) show the site card: run `npm run images` and commit static/img/cards/.',
    );
    expect(warning).not.toContain('\n');
    expect(missingCardsWarning(['@site/docs/faq.mdx'])).toMatch(
      /^\[social-cards\] 1 page without .*\(docs\/faq\.mdx\)/,
    );
  });

  it('is nothing when every page has its card', () => {
    expect(missingCardsWarning([])).toBeUndefined();
  });
});

describe('the plugin', () => {
  const page = (source: string, image?: string) => ({ source, frontMatter: image ? { image } : {} });
  const run = (allContent: Record<string, unknown>) =>
    socialCardsPlugin().allContentLoaded?.({
      allContent: allContent as Parameters<NonNullable<LoadedPlugin['allContentLoaded']>>[0]['allContent'],
      actions: {} as Parameters<NonNullable<LoadedPlugin['allContentLoaded']>>[0]['actions'],
    });

  it('warns once, naming the docs and changelog entries whose front matter names no card', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await run({
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            { docs: [page('@site/docs/a.mdx', '/img/cards/1.png'), page('@site/docs/faq.mdx')] },
          ],
        },
      },
      'docusaurus-plugin-content-blog': {
        default: { blogPosts: [{ metadata: page('@site/changelog/2026-01-01-b.md') }] },
      },
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(
      '2 pages without a current social card (docs/faq.mdx, changelog/',
    );
  });

  it('says nothing when every page names its card', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await run({
      'docusaurus-plugin-content-docs': {
        default: { loadedVersions: [{ docs: [page('@site/docs/a.mdx', '/img/cards/1.png')] }] },
      },
    });
    expect(warn).not.toHaveBeenCalled();
  });
});
