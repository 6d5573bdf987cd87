/**
 * Build-time plugin: each doc and changelog entry shows its own social card in link previews (./cards.ts).
 *
 *   (config)           docusaurus.config.ts sets `markdown.parseFrontMatter` to ./cards.ts's withSocialCards,
 *                      which gives a page `image: /img/cards/<hash>.png` when that card is committed
 *   allContentLoaded   warns in one line when some docs or entries have no current card: they show the site card
 *                      until `npm run images` draws theirs (the build never starts a browser for it)
 *
 * plugins/social-cards/pages.test.ts fails while a card is missing, so a stale card does not reach a deploy.
 */
import type { Plugin } from '@docusaurus/types';

interface LoadedPage {
  source: string;
  frontMatter: { image?: unknown };
}

interface DocsContent {
  loadedVersions?: { docs: LoadedPage[] }[];
}

interface BlogContent {
  blogPosts?: { metadata: LoadedPage }[];
}

/** The one line printed when pages lack their card (their sources, `@site/…`), or undefined when none does. */
export function missingCardsWarning(sources: string[]): string | undefined {
  if (sources.length === 0) return undefined;
  const named = sources.slice(0, 3).map((s) => s.replace(/^@site\//, ''));
  const more = sources.length > named.length ? `, and ${sources.length - named.length} more` : '';
  return (
    `[social-cards] ${sources.length} page${sources.length === 1 ? '' : 's'} without a current social card ` +
    `(${named.join(', ')}${more}) show the site card: run \`npm run images\` and commit static/img/cards/.`
  );
}

export default function socialCardsPlugin(): Plugin {
  return {
    name: 'social-cards',

    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const pages = [
        ...(docs?.loadedVersions ?? []).flatMap((version) => version.docs),
        ...(blog?.blogPosts ?? []).map((post) => post.metadata),
      ];
      const warning = missingCardsWarning(
        pages.filter((page) => page.frontMatter.image === undefined).map((page) => page.source),
      );
      if (warning) console.warn(warning);
    },
  };
}
