import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

import { apiOfFence, GRAPHQL_APIS, loadSchema } from '../../schema';
import { listDocFiles, readDocPage } from '../../scripts/lib/docs';
import { removals } from './platform-removals';

const root = path.resolve(__dirname, '../..');
const entries = listDocFiles(root, 'changelog').map((file) => ({
  file,
  page: readDocPage(root, file),
  source: readFileSync(path.join(root, file), 'utf8'),
}));
const declaredTags = Object.keys(
  parseYaml(readFileSync(path.join(root, 'changelog/tags.yml'), 'utf8')) as object,
);
const FILE_NAME = /^changelog\/(\d{4}-\d{2}-\d{2})-([a-z0-9-]+)\.mdx?$/;
const errorsOf = (api: (typeof GRAPHQL_APIS)[number], query: string) =>
  validate(loadSchema(api), parse(query)).map((e) => e.message);

describe('platform changelog', () => {
  it('has one entry per change since October 2025', () => {
    expect(entries.length).toBeGreaterThanOrEqual(25);
  });

  it.each(entries.map((e) => [e.file, e] as const))('%s is dated, named and tagged', (file, e) => {
    const [, date, name] = FILE_NAME.exec(file.replace(/\\/g, '/')) ?? [];
    expect(date, 'file name must be YYYY-MM-DD-<slug>.md').toBeDefined();
    expect(date! >= '2025-10-01', 'entries start after the October 2025 facts').toBe(true);
    const fm = e.page.frontMatter as { title?: string; slug?: string; description?: string; tags?: string[] };
    expect(fm.slug).toBe(name);
    expect(fm.title?.length ?? 0).toBeGreaterThan(10);
    expect(fm.description?.length ?? 0).toBeGreaterThan(40);
    expect(fm.tags?.length ?? 0).toBeGreaterThan(0);
    for (const tag of fm.tags ?? []) expect(declaredTags).toContain(tag);
  });

  it.each(entries.map((e) => [e.file, e] as const))(
    '%s marks a breaking change where it is tagged one',
    (_, e) => {
      const breaking = ((e.page.frontMatter.tags as string[]) ?? []).includes('breaking');
      expect(/^:::danger Breaking change$/m.test(e.source)).toBe(breaking);
    },
  );

  const graphqlBlocks = entries.flatMap((e) =>
    e.page.codeBlocks.filter((b) => b.lang === 'graphql').map((b) => ({ ...b, file: e.file })),
  );
  it.each(graphqlBlocks.map((b) => [`${b.file}:${b.line}`, b] as const))(
    'GraphQL in %s: "after" validates today, "before" does not',
    (_, b) => {
      if (/\bbefore\b/.test(b.meta)) {
        const stale =
          removals.some((r) => r.pattern.test(b.value)) ||
          GRAPHQL_APIS.every((api) => errorsOf(api, b.value).length > 0);
        expect(stale, 'a "before" sample should show code that no longer works').toBe(true);
      } else {
        const api = apiOfFence(b.meta);
        expect(api, 'graphql fences say api=… or before').toBeDefined();
        expect(errorsOf(api!, b.value)).toEqual([]);
      }
    },
  );

  it('every entry is linked from a doc page that the change concerns', () => {
    const docsText = listDocFiles(root)
      .map((f) => readFileSync(path.join(root, f), 'utf8'))
      .join('\n');
    const unlinked = entries
      .map((e) => String(e.page.frontMatter.slug))
      .filter((slug) => !new RegExp(`/changelog/${slug}\\b`).test(docsText));
    expect(unlinked).toEqual([]);
  });

  it('every removal the example tests reject has its changelog entry', () => {
    const slugs = entries.map((e) => e.page.frontMatter.slug);
    for (const r of removals) expect(slugs, r.pattern.source).toContain(r.changelog);
  });
});
