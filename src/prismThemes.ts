/**
 * Code colours that keep WCAG 2 AA contrast (4.5:1) on the code background in
 * both modes. prism-react-renderer's github and dracula themes have several
 * token colours below that (e.g. github's teal constants, dracula's comments),
 * which the accessibility browser test catches.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: { color: '#24292f', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    {
      types: ['keyword', 'selector', 'important', 'atrule', 'definition-query', 'definition-mutation'],
      style: { color: '#cf222e' },
    },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: { color: '#0a3069' } },
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name'],
      style: { color: '#0550ae' },
    },
    { types: ['function', 'method'], style: { color: '#6f42c1' } },
    { types: ['class-name', 'builtin', 'variable', 'parameter', 'namespace'], style: { color: '#953800' } },
    { types: ['tag'], style: { color: '#116329' } },
    { types: ['deleted'], style: { color: '#82071e' } },
    { types: ['operator', 'punctuation'], style: { color: '#24292f' } },
  ],
};

export const darkCodeTheme: PrismTheme = {
  ...themes.dracula,
  styles: [
    ...themes.dracula.styles,
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#a4add0', fontStyle: 'italic' } },
  ],
};
