import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';

import { contentPages } from '../../lib/content-pages';
import { pageRecords } from '../../tests/fixtures/search-corpus';
import { MAX_QUERY_LENGTH } from '../../src/search/engine';
import {
  FRONT_MATTER_KEY,
  MAX_QUESTIONS,
  questionsOfContent,
  readPageQuestions,
  SearchQuestionsError,
  withoutSearchQuestions,
  withQuestions,
} from './questions';

const SOURCE = 'docs/keys.mdx';
const read = (value: unknown) => readPageQuestions({ title: 'Keys', [FRONT_MATTER_KEY]: value }, SOURCE);

describe('search questions in front matter', () => {
  it('reads the page questions and each section by heading id', () => {
    const questions = read({
      page: [' how do i sign requests '],
      sections: { 'api-key': ['i lost my api key'] },
    });
    expect(questions).toEqual({
      source: SOURCE,
      page: ['how do i sign requests'],
      sections: new Map([['api-key', ['i lost my api key']]]),
    });
  });

  it('is null for a page without them, and either part may be left out', () => {
    expect(readPageQuestions({ title: 'Keys' }, SOURCE)).toBeNull();
    expect(readPageQuestions(undefined, SOURCE)).toBeNull();
    expect(read({ page: ['where are my keys'] })?.sections.size).toBe(0);
    expect(read({ sections: { a: ['q?'] } })?.page).toEqual([]);
  });

  it(`takes 1 to ${MAX_QUESTIONS} questions of 1 to ${MAX_QUERY_LENGTH} characters`, () => {
    const long = 'x'.repeat(MAX_QUERY_LENGTH);
    expect(read({ page: Array(MAX_QUESTIONS).fill(long) })?.page).toHaveLength(MAX_QUESTIONS);
    // The limit counts the question, not the spaces around it.
    expect(read({ page: [` ${long} `] })?.page).toEqual([long]);
    expect(() => read({ page: Array(MAX_QUESTIONS + 1).fill('q') })).toThrow(
      `${SOURCE}: search_questions.page must be a list of 1 to ${MAX_QUESTIONS} questions.`,
    );
    expect(() => read({ page: [] })).toThrow('must be a list of 1 to');
    expect(() => read({ sections: { 'api-key': [`${long}y`] } })).toThrow(
      `${SOURCE}: search_questions.sections.api-key[0] must be a question of 1 to ${MAX_QUERY_LENGTH} characters`,
    );
    expect(() => read({ page: ['   '] })).toThrow('search_questions.page[0] must be a question');
    expect(() => read({ page: [42] })).toThrow('not 42');
  });

  it('names the file and the key of every other mistake', () => {
    const cases: [unknown, string][] = [
      [['how do i'], 'search_questions must be a map with `page` and `sections`.'],
      [null, 'search_questions must be a map'],
      [{ page: ['q'], section: {} }, 'search_questions has `section`: only `page` and `sections`.'],
      [{ sections: ['q'] }, 'search_questions.sections must map heading ids to questions.'],
      [{ sections: { intro: 'q' } }, 'search_questions.sections.intro must be a list'],
    ];
    for (const [value, message] of cases) {
      expect(() => read(value)).toThrow(SearchQuestionsError);
      expect(() => read(value)).toThrow(`${SOURCE}: ${message}`);
    }
  });

  it('collects docs pages and changelog entries by route, from their source files', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'questions-'));
    try {
      mkdirSync(path.join(site, 'docs'));
      mkdirSync(path.join(site, 'changelog'));
      writeFileSync(
        path.join(site, 'docs/keys.mdx'),
        '---\ntitle: Keys\nsearch_questions:\n  page:\n    - where are my keys\n---\n\n# Keys\n',
      );
      writeFileSync(path.join(site, 'docs/plain.mdx'), '---\ntitle: Plain\n---\n\n# Plain\n');
      writeFileSync(
        path.join(site, 'changelog/2026-01-01-new.md'),
        '---\ntitle: New\nsearch_questions:\n  sections:\n    after:\n      - what changed\n---\n',
      );
      const docs = {
        loadedVersions: [
          {
            docs: [
              { permalink: '/docs/keys', source: '@site/docs/keys.mdx' },
              { permalink: '/docs/plain', source: '@site/docs/plain.mdx' },
            ],
          },
        ],
      };
      const blog = {
        blogPosts: [
          { metadata: { permalink: '/changelog/new', source: '@site/changelog/2026-01-01-new.md' } },
        ],
      };
      const byRoute = await questionsOfContent(
        site,
        contentPages({
          'docusaurus-plugin-content-docs': { default: docs },
          'docusaurus-plugin-content-blog': { default: blog },
        }),
      );
      expect([...byRoute.keys()]).toEqual(['/docs/keys', '/changelog/new']);
      expect(byRoute.get('/docs/keys')?.page).toEqual(['where are my keys']);
      expect(byRoute.get('/changelog/new')).toEqual({
        source: 'changelog/2026-01-01-new.md',
        page: [],
        sections: new Map([['after', ['what changed']]]),
      });
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it("are left out of the front matter the content plugins see, and so of the pages' JavaScript", async () => {
    const parse = withoutSearchQuestions(async () => ({
      frontMatter: { title: 'Keys', [FRONT_MATTER_KEY]: { page: ['q'] } },
      content: '# Keys',
    }));
    const params = {
      filePath: 'docs/keys.mdx',
      fileContent: '',
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    };
    expect(await parse(params)).toEqual({ frontMatter: { title: 'Keys' }, content: '# Keys' });
  });
});

describe("a page's records with its questions", () => {
  const records = pageRecords('/docs/keys', 'Docs', 'Keys', [
    ['h', 2, 'API key', 'api-key'],
    ['p', 'Generate it in the console.'],
    ['h', 3, 'Rotation', 'rotation'],
    ['p', 'Generate another.'],
  ]);

  it('puts the page questions on the title record and each section on its heading, never on a text', () => {
    const out = withQuestions(
      records,
      read({ page: ['p?'], sections: { rotation: ['r?'], 'api-key': ['k?'] } })!,
    );
    expect(out.map((r) => [r.type, r.anchor, r.questions])).toEqual([
      ['lvl1', null, ['p?']],
      ['lvl2', 'api-key', ['k?']],
      ['content', 'api-key', undefined],
      ['lvl3', 'rotation', ['r?']],
      ['content', 'rotation', undefined],
    ]);
    // The records it was given are left as they were.
    expect(records.some((r) => 'questions' in r)).toBe(false);
  });

  it('leaves a page without questions as it is', () => {
    expect(withQuestions(records, undefined)).toEqual(records);
  });

  it('fails on a heading id the page does not have, naming the file, the key and the page', () => {
    expect(() => withQuestions(records, read({ sections: { 'api-keys': ['k?'] } })!)).toThrow(
      `${SOURCE}: search_questions.sections.api-keys names no heading of https://build.example/docs/keys; rename it to the heading's id or remove it.`,
    );
  });
});
