/**
 * Replaces the theme's `prism-include-languages` client module in the browser
 * build (plugins/code-blocks). That module imports Prism into the entry chunk
 * and registers languages at startup on every page, about a third of the
 * entry's evaluation time on a phone. Here Prism loads only when the browser
 * must colour code itself (src/code/tokenize.ts registers the languages then).
 */
export {};
