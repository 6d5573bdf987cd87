/**
 * Prism, with the site's extra languages, turning code into lines of tokens.
 * Imported synchronously by the server render and lazily in the browser (see
 * loadTokenizer.ts): the browser loads it only when it must colour code
 * itself, never to hydrate a page.
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import { Prism, normalizeTokens } from 'prism-react-renderer';

import type { CodeToken } from './linesHtml';

// The languages of themeConfig.prism.additionalLanguages (bash, C#, …),
// registered here: the theme's start-up module that did it on every page is
// emptied by patches/@docusaurus+theme-classic+3.8.1.patch.
prismIncludeLanguages(Prism);

/** Tokens per line; a language Prism does not know comes back as plain text. */
export function tokenLines(code: string, language: string): CodeToken[][] {
  const grammar = Prism.languages[language];
  return normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
}
