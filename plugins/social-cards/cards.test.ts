import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { afterEach, describe, expect, it } from 'vitest';

import {
  CARDS_PATH,
  CHANGELOG_SECTION,
  DOCS_SECTION,
  cardFileName,
  cardTextOf,
  docSection,
  templateText,
  withSocialCards,
} from './cards';

const ROOT = path.resolve(__dirname, '../..');
let dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'social-cards-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe('cardFileName', () => {
  const text = { title: 'Authentication', section: 'Getting Started' };

  it('is 16 hex digits and .png, the same for the same inputs', () => {
    expect(cardFileName(text, 'template')).toMatch(/^[0-9a-f]{16}\.png$/);
    expect(cardFileName({ ...text }, 'template')).toBe(cardFileName(text, 'template'));
  });

  it('changes with the title, the section and the template', () => {
    const name = cardFileName(text, 'template');
    expect(cardFileName({ ...text, title: 'Authentication flows' }, 'template')).not.toBe(name);
    expect(cardFileName({ ...text, section: 'Build' }, 'template')).not.toBe(name);
    expect(cardFileName(text, 'template v2')).not.toBe(name);
    // Title and section are hashed as separate values, not as one concatenated string.
    expect(cardFileName({ title: 'ab', section: 'c' }, 't')).not.toBe(
      cardFileName({ title: 'b', section: 'ac' }, 't'),
    );
  });

  it('hashes the template with LF line endings, as a Windows checkout would read it after normalising', () => {
    expect(templateText()).not.toContain('\r');
    expect(templateText()).toContain('window.fillCard');
  });
});

describe('docSection: the sidebar category a doc sits in', () => {
  it("is its folder's _category_.json label, else the folder's name; a doc outside any folder is in the docs", () => {
    const docs = tempDir();
    write(path.join(docs, 'guides/_category_.json'), '{ "label": "Guides", "link": null }');
    expect(docSection(docs, 'guides/setup.mdx')).toBe('Guides');
    expect(docSection(docs, 'misc/notes.mdx')).toBe('misc');
    expect(docSection(docs, 'faq.mdx')).toBe(DOCS_SECTION);
  });

  it("puts a category's own page (its link doc) in the category above", () => {
    const docs = tempDir();
    write(path.join(docs, 'apis/_category_.json'), '{ "label": "APIs" }');
    write(
      path.join(docs, 'apis/pay/_category_.json'),
      '{ "label": "Pay API", "link": { "type": "doc", "id": "apis/pay/overview" } }',
    );
    expect(docSection(docs, 'apis/pay/overview.mdx')).toBe('APIs');
    expect(docSection(docs, 'apis/pay/charge.mdx')).toBe('Pay API');
    // The front matter's id is what the link names.
    expect(docSection(docs, 'apis/pay/intro.mdx', 'overview')).toBe('APIs');
  });

  it('applies the index / README / folder-name convention only when the category sets no link', () => {
    const docs = tempDir();
    write(path.join(docs, 'tools/_category_.json'), '{ "label": "Tools" }');
    write(
      path.join(docs, 'kits/_category_.json'),
      '{ "label": "Kits", "link": { "type": "generated-index" } }',
    );
    expect(docSection(docs, 'tools/index.mdx')).toBe(DOCS_SECTION);
    expect(docSection(docs, 'tools/tools.mdx')).toBe(DOCS_SECTION);
    expect(docSection(docs, 'kits/kits.mdx')).toBe('Kits');
  });

  it("follows the site's docs/", () => {
    const docs = path.join(ROOT, 'docs');
    expect(docSection(docs, 'getting-started/authentication.mdx')).toBe('Getting Started');
    expect(docSection(docs, 'api-references/attestation-api/attestation-api.mdx')).toBe('API References');
    expect(docSection(docs, 'api-references/attestation-api/create-vin-credential.api.mdx')).toBe(
      'Attestation API',
    );
    expect(docSection(docs, 'build/building-with-ai/dimo-mcp-server.mdx')).toBe('Building with AI');
  });
});

describe('cardTextOf', () => {
  it('takes the title from front matter, else the first heading; changelog entries are in the Changelog', () => {
    const root = tempDir();
    expect(cardTextOf(path.join(root, 'docs/faq.mdx'), { title: 'FAQs' }, '# Other', root)).toEqual({
      title: 'FAQs',
      section: DOCS_SECTION,
    });
    expect(cardTextOf(path.join(root, 'docs/faq.mdx'), {}, '\n# Questions\n\nText.', root)?.title).toBe(
      'Questions',
    );
    expect(cardTextOf(path.join(root, 'changelog/2026-01-01-x.md'), { title: 'New' }, '', root)).toEqual({
      title: 'New',
      section: CHANGELOG_SECTION,
    });
  });

  it('gives no card to pages outside docs/ and changelog/, nor to a page without a title', () => {
    const root = tempDir();
    expect(
      cardTextOf(path.join(root, 'src/pages/markdown-page.md'), { title: 'X' }, '', root),
    ).toBeUndefined();
    expect(cardTextOf(path.join(root, 'docs/untitled.mdx'), {}, 'No heading.', root)).toBeUndefined();
  });
});

describe('withSocialCards (markdown.parseFrontMatter)', () => {
  async function parse(root: string, cardsDir: string, file: string, fileContent: string) {
    const filePath = path.join(root, file);
    const hook = withSocialCards(cardsDir, root);
    return (await hook({ filePath, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER }))
      .frontMatter;
  }

  it("names the page's card when it is committed, and nothing when it is missing", async () => {
    const root = tempDir();
    const cardsDir = path.join(root, 'cards');
    const text = '---\ntitle: Authentication\n---\n\nBody.\n';
    expect(await parse(root, cardsDir, 'docs/auth.mdx', text)).toEqual({ title: 'Authentication' });
    const name = cardFileName({ title: 'Authentication', section: DOCS_SECTION });
    write(path.join(cardsDir, name), 'png');
    expect(await parse(root, cardsDir, 'docs/auth.mdx', text)).toEqual({
      title: 'Authentication',
      image: `${CARDS_PATH}${name}`,
    });
  });

  it("keeps a page's own image, and leaves other pages as Docusaurus parsed them", async () => {
    const root = tempDir();
    const cardsDir = path.join(root, 'cards');
    write(path.join(cardsDir, cardFileName({ title: 'Own', section: DOCS_SECTION })), 'png');
    write(path.join(cardsDir, cardFileName({ title: 'Page', section: DOCS_SECTION })), 'png');
    expect(
      await parse(root, cardsDir, 'docs/own.mdx', '---\ntitle: Own\nimage: /img/own.png\n---\n'),
    ).toEqual({
      title: 'Own',
      image: '/img/own.png',
    });
    expect(await parse(root, cardsDir, 'src/pages/page.md', '---\ntitle: Page\n---\n')).toEqual({
      title: 'Page',
    });
  });
});
