/**
 * Code blocks that cost nothing to hydrate. Lifecycle hook:
 * - injectHtmlTags: the token colours of both modes as one style sheet
 *   (tokenCss.ts), written from themeConfig.prism.
 * The server render colours every block: package.json's `#code-tokenizer`
 * import resolves to the synchronous tokenizer under the `node` condition
 * (the server build), to the on-demand one in the browser.
 * The code block itself is src/theme/CodeBlock/Content: it adopts the
 * server's markup when hydrating and loads Prism only to colour code the
 * browser renders itself. The theme's own Prism start-up module is emptied by
 * patches/@docusaurus+theme-classic+3.8.1.patch.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';

import { tokenCss } from './tokenCss';

export default function codeBlocks(context: LoadContext): Plugin {
  const prism = context.siteConfig.themeConfig.prism as { theme: PrismTheme; darkTheme?: PrismTheme };
  const css = tokenCss(prism.theme, prism.darkTheme ?? prism.theme);
  return {
    name: 'code-blocks',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'style', attributes: { 'data-code-colors': '' }, innerHTML: css }] };
    },
  };
}
