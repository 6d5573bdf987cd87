/**
 * Browser-only (CodeMirror): the look of the page's code editors (the GraphQL
 * playground, Try it's body), from CSS variables each tool sets for light and
 * dark mode, so both read the same and meet 4.5:1 in either.
 */
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';

/** CSS values (usually `var(--…)`) for the editor's parts. */
export interface EditorColours {
  text: string;
  /** Line numbers and the placeholder. */
  muted: string;
  background: string;
  gutter: string;
  /** Tooltips' border. */
  border: string;
  selection: string;
  fontSize: string;
  /** The current line's background; none when omitted. */
  activeLine?: string;
}

/** The editor theme; `fill` makes the editor take its container's height. */
export function editorTheme(colours: EditorColours, fill = false): Extension {
  return EditorView.theme({
    '&': {
      ...(fill ? { height: '100%' } : {}),
      fontSize: colours.fontSize,
      backgroundColor: colours.background,
      color: colours.text,
    },
    '.cm-scroller': { fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: '1.5' },
    '.cm-content': { caretColor: colours.text },
    '.cm-gutters': { backgroundColor: colours.gutter, color: colours.muted, border: 'none' },
    ...(colours.activeLine ? { '.cm-activeLine': { backgroundColor: colours.activeLine } } : {}),
    '&.cm-focused': { outline: '2px solid var(--ifm-color-primary)', outlineOffset: '-2px' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
      backgroundColor: `${colours.selection} !important`,
    },
    '.cm-tooltip': {
      backgroundColor: colours.background,
      color: colours.text,
      border: `1px solid ${colours.border}`,
    },
    '.cm-tooltip-autocomplete ul li[aria-selected]': {
      backgroundColor: 'var(--ifm-color-primary-darkest)',
      color: '#fff',
    },
    '.cm-completionDetail': { color: 'inherit', opacity: '0.85', marginLeft: '0.75em' },
    '.cm-placeholder': { color: colours.muted },
  });
}
