/**
 * Code blocks that cost nothing to hydrate. Lifecycle hooks:
 * - configureWebpack (browser build): defers the theme's
 *   `prism-include-languages` client module (src/code/prismDeferred.ts), so
 *   Prism is not in the entry chunk and does not run on page load;
 * - configureWebpack (server build): gives the code blocks the synchronous
 *   tokenizer (src/code/loadTokenizer.server.ts), so the HTML holds every
 *   block coloured;
 * - injectHtmlTags: the token colours of both modes as one style sheet
 *   (tokenCss.ts), written from themeConfig.prism.
 * The code block itself is src/theme/CodeBlock/Content: it adopts the
 * server's markup when hydrating and loads Prism only to colour code the
 * browser renders itself.
 */
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';

import { tokenCss } from './tokenCss';

/** The theme's client module that imports Prism and registers the extra languages at startup. */
const THEME_PRISM_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
/** Requests of the tokenizer loader, e.g. `@site/src/code/loadTokenizer`. */
const TOKENIZER_LOADER = /[\\/]src[\\/]code[\\/]loadTokenizer$/;

export default function codeBlocks(context: LoadContext): Plugin {
  const codeDir = path.join(context.siteDir, 'src', 'code');
  const prism = context.siteConfig.themeConfig.prism as { theme: PrismTheme; darkTheme?: PrismTheme };
  const css = tokenCss(prism.theme, prism.darkTheme ?? prism.theme);
  return {
    name: 'code-blocks',
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          isServer
            ? new NormalModuleReplacementPlugin(
                TOKENIZER_LOADER,
                path.join(codeDir, 'loadTokenizer.server.ts'),
              )
            : new NormalModuleReplacementPlugin(THEME_PRISM_MODULE, path.join(codeDir, 'prismDeferred.ts')),
        ],
      };
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'style', attributes: { 'data-code-colors': '' }, innerHTML: css }] };
    },
  };
}
