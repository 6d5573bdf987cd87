import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';

import { renderReference } from '../openapi-reference/render';
import { CARD_SIZE, CARDS_DIR, CARDS_PATH, CHANGELOG_SECTION, withSocialCards } from './cards';
import { siteCards, type PageCard } from './pages';

let cards: PageCard[] = [];
beforeAll(async () => {
  cards = await siteCards();
});
const committed = readdirSync(CARDS_DIR).filter((name) => name.endsWith('.png'));
/** A card should stay small enough for previews to fetch it quickly: indexed PNGs measure 9–23 KB. */
const MAX_CARD_BYTES = 40 * 1024;

describe('the committed social cards (static/img/cards)', () => {
  it('cover every doc, REST operation page and changelog entry', () => {
    const files = cards.map((c) => c.file);
    expect(files).toContain('docs/getting-started/authentication.mdx');
    expect(files).toContain('docs/api-references/attestation-api/create-vin-credential.api.mdx');
    expect(cards.filter((c) => c.section === CHANGELOG_SECTION).length).toBe(
      readdirSync('changelog').filter((name) => /\.mdx?$/.test(name)).length,
    );
    expect(new Set(cards.map((c) => c.route)).size, 'one card per route').toBe(cards.length);
  });

  it("hold each page's current card: none missing (run `npm run images`), none stale", () => {
    const present = new Set(committed);
    const missing = cards
      .filter((c) => !present.has(c.card))
      .map((c) => `${c.file}: no ${c.card} for "${c.title}" (${c.section})`);
    expect(missing, 'Run `npm run images` to draw these cards, then commit static/img/cards/.').toEqual([]);
    const wanted = new Set(cards.map((c) => c.card));
    const stale = committed.filter((name) => !wanted.has(name));
    expect(stale, 'No page shows these cards any more: `npm run images` deletes them.').toEqual([]);
  });

  it(`are ${CARD_SIZE.width}x${CARD_SIZE.height} PNGs of at most ${MAX_CARD_BYTES / 1024} KB`, () => {
    for (const name of committed) {
      const bytes = readFileSync(path.join(CARDS_DIR, name));
      // The IHDR chunk, first after the signature: width, height, bit depth, colour type.
      expect(bytes.subarray(1, 4).toString('latin1'), name).toBe('PNG');
      const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
      expect({ name, width, height }).toEqual({ name, ...CARD_SIZE });
      expect(bytes.length, name).toBeLessThanOrEqual(MAX_CARD_BYTES);
    }
  });
});

describe('the front matter hook on the real pages', () => {
  it('gives each page the card this list names', async () => {
    const hook = withSocialCards();
    const generated = new Map(renderReference().map((p) => [p.file, p.source]));
    const wrong: string[] = [];
    for (const card of cards) {
      const fileContent = generated.get(card.file) ?? readFileSync(card.file, 'utf8');
      const { frontMatter } = await hook({
        filePath: path.resolve(card.file),
        fileContent,
        defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
      });
      if (frontMatter.image !== `${CARDS_PATH}${card.card}`)
        wrong.push(`${card.file}: image ${String(frontMatter.image)}`);
    }
    expect(wrong).toEqual([]);
  });
});
