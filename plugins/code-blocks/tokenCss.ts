/**
 * Build time: the style sheet that colours code tokens, written from the
 * site's two Prism themes (themeConfig.prism.theme and .darkTheme, defined in
 * src/prismThemes.ts). Code blocks render tokens with classes only
 * (src/code/linesHtml.ts), so one markup serves both modes and the colours
 * switch with `data-theme` before any script runs. Unit-tested in
 * tests/unit/code-blocks.test.ts.
 */
import type { PrismTheme } from 'prism-react-renderer';

/** Token style properties a Prism theme may set, as CSS properties. */
const PROPERTIES: Record<string, string> = {
  color: 'color',
  backgroundColor: 'background-color',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  textDecorationLine: 'text-decoration-line',
  textDecoration: 'text-decoration',
  opacity: 'opacity',
};

/** The element every code block sits in (Docusaurus's ThemeClassNames.common.codeBlock). */
const BLOCK = '.theme-code-block';

/** Which mode a rule applies in: light rules must not leak into dark mode where the dark theme is silent. */
const MODE = { light: ":root:not([data-theme='dark'])", dark: ":root[data-theme='dark']" } as const;

function declarations(style: Record<string, unknown>, important = false): string {
  return Object.entries(style)
    .filter(([key, value]) => PROPERTIES[key] && (typeof value === 'string' || typeof value === 'number'))
    .map(([key, value]) => `${PROPERTIES[key]}:${String(value)}${important ? ' !important' : ''}`)
    .join(';');
}

/** A CSS identifier from a token type or language name (Prism's are word characters and dashes). */
function ident(name: string): string {
  return name.replace(/[^\w-]/g, '');
}

function themeRules(theme: PrismTheme, mode: keyof typeof MODE): string[] {
  const scope = `${MODE[mode]} ${BLOCK}`;
  // The block's own colours, which the theme's container inlined for the mode
  // it rendered in; ours (src/theme/CodeBlock/Container) reads them from here.
  // !important keeps the reader's mode winning over any inline value.
  const plain = {
    '--prism-color': theme.plain.color,
    '--prism-background-color': theme.plain.backgroundColor,
  };
  const variables = Object.entries(plain)
    .filter(([, value]) => typeof value === 'string')
    .map(([name, value]) => `${name}:${String(value)} !important`)
    .join(';');
  const rules = [`${scope}{${variables}}`];
  for (const entry of theme.styles) {
    const body = declarations(entry.style as Record<string, unknown>);
    if (!body) continue;
    const languages = entry.languages?.map((l) => `.language-${ident(l)}`) ?? [''];
    const selectors = languages.flatMap((language) =>
      entry.types.map((type) => `${scope} ${language}${language ? ' ' : ''}.token.${ident(type)}`),
    );
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules;
}

/** The whole style sheet: the light theme's rules, then the dark theme's. */
export function tokenCss(light: PrismTheme, dark: PrismTheme): string {
  return [...themeRules(light, 'light'), ...themeRules(dark, 'dark')].join('\n');
}
