import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

import { apiOfFence, GRAPHQL_APIS, loadSchema } from '../../schema';
import { listDocFiles, readDocPage } from '../../lib/docs';
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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const dateOf = (file: string) => FILE_NAME.exec(file.replace(/\\/g, '/'))?.[1] ?? '';
const slugOf = (e: (typeof entries)[number]) => String(e.page.frontMatter.slug);

/** Every link to a changelog entry, with the month the text dates it to when the date stands right before it. */
function changelogLinks(): { where: string; slug: string; month?: string }[] {
  const markdown = [...listDocFiles(root), ...entries.map((e) => e.file)];
  const code = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join('src', f));
  const dated = new RegExp(`\\b(${MONTHS.join('|')}) (20\\d\\d)\\b[^.()[\\]]{0,40}$`);
  const links: { where: string; slug: string; month?: string }[] = [];
  for (const file of [...markdown, ...code]) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const pattern = file.startsWith('src')
      ? /['"`]\/changelog\/([a-z0-9-]+)['"`]/g
      : /\]\(\/changelog\/([a-z0-9-]+)(?:#[^)]*)?\)/g;
    for (const m of text.matchAll(pattern)) {
      const before = text.slice(0, m.index).replace(/\(?\[[^\]]*$/, '');
      const line = before.split('\n').length;
      const date = dated.exec(before);
      const month = date ? `${date[2]}-${String(MONTHS.indexOf(date[1]!) + 1).padStart(2, '0')}` : undefined;
      links.push({ where: `${file}:${line}`, slug: m[1]!, ...(month ? { month } : {}) });
    }
  }
  return links;
}

describe('platform changelog', () => {
  it('tells each change once: no two entries share a slug, a title or a source they cite', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const e of entries) {
      const sources = (e.page.frontMatter.sources as string[] | undefined) ?? [];
      expect(sources.length, `${e.file}: front matter names no sources`).toBeGreaterThan(0);
      for (const source of sources) {
        expect(source, `${e.file}: a source is "owner/repo@commit path"`).toMatch(
          /^[\w.-]+\/[\w.-]+@[0-9a-f]{7,40} \S/,
        );
      }
      for (const key of [`slug ${slugOf(e)}`, `title ${String(e.page.frontMatter.title)}`, ...sources]) {
        const first = seen.get(key);
        if (first) repeated.push(`${e.file} repeats ${key} of ${first}`);
        else seen.set(key, e.file);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('has the entry each page links to, dated in the month the page gives the change', () => {
    const bySlug = new Map(entries.map((e) => [slugOf(e), dateOf(e.file)]));
    const links = changelogLinks();
    expect(links.filter((l) => l.month).length).toBeGreaterThan(0);
    const wrong = links.flatMap((l) => {
      const date = bySlug.get(l.slug);
      if (date === undefined) return [`${l.where}: /changelog/${l.slug} is no entry`];
      if (l.month && !date.startsWith(l.month)) {
        return [`${l.where}: dates the change ${l.month}, but /changelog/${l.slug} is dated ${date}`];
      }
      return [];
    });
    expect(wrong).toEqual([]);
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
