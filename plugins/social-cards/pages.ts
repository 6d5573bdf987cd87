/**
 * Every page that has a social card, read from the sources as the build reads them: the docs written by hand, the
 * REST operation pages as plugins/openapi-reference renders them (a clone has none on disk before its first
 * build), and the changelog entries. `npm run images` draws the cards this lists; the tests hold the committed
 * cards and the built pages to it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';

import { docRoute, listDocFiles } from '../../lib/docs';
import { GENERATED_SUFFIX, renderReference } from '../openapi-reference/render';
import { cardFileName, cardTextOf, type CardText } from './cards';

const ROOT = path.resolve(__dirname, '../..');

export interface PageCard extends CardText {
  /** The page's source, relative to the repository root (generated pages: where the build writes them). */
  file: string;
  /** The page's route, without the base URL. */
  route: string;
  /** The card's file name in static/img/cards/. */
  card: string;
}

/** A changelog entry's route: its `slug`, else the blog plugin's default `/YYYY/MM/DD/<name>` from the file name. */
function changelogRoute(file: string, frontMatter: Record<string, unknown>): string {
  const slug = frontMatter.slug;
  if (typeof slug === 'string') return `/changelog/${slug.replace(/^\//, '')}`;
  const name = path.basename(file).replace(/\.mdx?$/, '');
  const dated = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(name);
  return dated ? `/changelog/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}` : `/changelog/${name}`;
}

/** Every doc and changelog entry with the card it should point at, in source order; a page naming its own `image` has none. */
export async function siteCards(root: string = ROOT): Promise<PageCard[]> {
  const sources: { file: string; text: string }[] = [
    ...listDocFiles(root)
      .filter((file) => !file.endsWith(GENERATED_SUFFIX))
      .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') })),
    ...renderReference().map((page) => ({ file: page.file, text: page.source })),
    ...readdirSync(path.join(root, 'changelog'))
      .filter((name) => /\.mdx?$/.test(name))
      .sort()
      .map((name) => {
        const file = path.join('changelog', name);
        return { file, text: readFileSync(path.join(root, file), 'utf8') };
      }),
  ];
  const cards: PageCard[] = [];
  for (const { file, text } of sources) {
    const filePath = path.join(root, file);
    const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent: text });
    if (frontMatter.image !== undefined) continue;
    const card = cardTextOf(filePath, frontMatter, content, root);
    if (!card) throw new Error(`${file}: no title for its social card (set \`title\` in its front matter)`);
    const route = file.startsWith('changelog')
      ? changelogRoute(file, frontMatter)
      : docRoute({ file, frontMatter });
    cards.push({ file: file.split(path.sep).join('/'), route, ...card, card: cardFileName(card) });
  }
  return cards;
}
