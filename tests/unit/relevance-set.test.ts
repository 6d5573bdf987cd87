/**
 * The relevance set behind `npm run bench:search` must stay well formed: big
 * enough to mean something, no duplicate questions, and every expected page a
 * page that exists, so a renamed or deleted doc fails here rather than quietly
 * lowering MRR.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { RELEVANCE_SET } from '../../scripts/bench/relevance';
import { MAX_QUERY_LENGTH } from '../../src/search/constants';

const ROOT = path.resolve(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs');

/** Slugs of generated category pages, from `link.slug` in every `_category_.json`. */
function categorySlugs(dir = DOCS): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...categorySlugs(full));
    else if (entry.name === '_category_.json') {
      const slug = (JSON.parse(readFileSync(full, 'utf8')) as { link?: { slug?: string } }).link?.slug;
      if (slug) out.push(slug);
    }
  }
  return out;
}

const CATEGORIES = new Set(categorySlugs().map((slug) => `/docs${slug}`));

/** The MDX file a docs path is built from, or null when there is none. */
function docFile(docPath: string): string | null {
  if (docPath === '/docs/') return existsSync(path.join(DOCS, 'index.mdx')) ? 'docs/index.mdx' : null;
  const rest = docPath.replace(/^\/docs\//, '');
  for (const candidate of [`${rest}.mdx`, `${rest}.md`, `${rest}/index.mdx`]) {
    if (existsSync(path.join(DOCS, candidate))) return `docs/${candidate}`;
  }
  return null;
}

describe('relevance set', () => {
  it('has at least 45 questions', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(45);
  });

  it('has unique, trimmed questions that fit in the search box', () => {
    const seen = new Set<string>();
    for (const { question } of RELEVANCE_SET) {
      expect(question, question).toBe(question.trim());
      expect(question.length, question).toBeGreaterThan(0);
      expect(question.length, question).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
      const key = question.toLowerCase().replace(/\s+/g, ' ');
      expect(seen.has(key), `duplicate question: ${question}`).toBe(false);
      seen.add(key);
    }
  });

  it('gives every question at least one expected page, each listed once, and a reason', () => {
    for (const { question, expected, why } of RELEVANCE_SET) {
      expect(expected.length, question).toBeGreaterThan(0);
      expect(new Set(expected).size, question).toBe(expected.length);
      expect(why.trim(), question).not.toBe('');
    }
  });

  it('expects only paths of pages that exist under docs/', () => {
    const broken: string[] = [];
    for (const { question, expected } of RELEVANCE_SET) {
      for (const p of expected) {
        const wellFormed = p === '/docs/' || /^\/docs\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(p);
        if (!wellFormed || (!CATEGORIES.has(p) && docFile(p) === null)) broken.push(`${question} → ${p}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('maps paths to files as Docusaurus does', () => {
    expect(docFile('/docs/')).toBe('docs/index.mdx');
    expect(docFile('/docs/faq')).toBe('docs/faq.mdx');
    expect(docFile('/docs/getting-started/authentication')).toBe('docs/getting-started/authentication.mdx');
    expect(docFile('/docs/no-such-page')).toBeNull();
    expect(CATEGORIES.has('/docs/category/getting-started')).toBe(true);
  });
});
