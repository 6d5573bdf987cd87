/**
 * The CodeMirror 6 extensions of Try it's body editor: JSON highlighting,
 * completion of property names and enum values from the body's schema, and
 * the schema's checks as lint diagnostics (./bodySchema.ts does the work;
 * this file only connects it to the editor). Tab is left to the browser, so
 * the keyboard can always leave the editor; Ctrl/⌘+Enter is Send.
 */
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
  startCompletion,
  type Completion,
  type CompletionContext as CmCompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { linter, lintKeymap, type Diagnostic } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder } from '@codemirror/view';
import { tags } from '@lezer/highlight';

import { editorTheme } from '@site/src/playground/editorTheme';

import { completionContext, completionsAt, validateBody } from './bodySchema';
import type { JsonSchema } from './operation';

/** Lint delay after the last key press: 300 ms, as in the GraphQL playground. */
const LINT_DELAY_MS = 300;

const highlightStyle = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--tryit-syntax-property)' },
  { tag: tags.string, color: 'var(--tryit-syntax-string)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--tryit-syntax-number)' },
  { tag: tags.invalid, color: 'var(--tryit-syntax-invalid)' },
]);

const theme = editorTheme({
  text: 'var(--ifm-font-color-base)',
  muted: 'var(--ifm-color-emphasis-700)',
  background: 'var(--ifm-background-color)',
  gutter: 'var(--ifm-color-emphasis-100)',
  border: 'var(--ifm-color-emphasis-300)',
  selection: 'var(--tryit-selection)',
  fontSize: '0.85rem',
});

/** Property names and values the schema allows at the cursor. */
function schemaCompletions(schema: JsonSchema) {
  return (context: CmCompletionContext): CompletionResult | null => {
    const text = context.state.doc.toString();
    const at = completionContext(text, context.pos);
    if (!at) return null;
    // Open by itself only where something is being typed; Ctrl+Space opens it anywhere.
    if (!context.explicit && at.from === context.pos && !/[{,:[]\s*"?$/.test(text.slice(0, context.pos)))
      return null;
    const options = completionsAt(schema, at).map((c, i): Completion => ({
      label: c.label,
      detail: c.detail,
      info: c.info,
      type: c.kind === 'property' ? 'property' : c.kind === 'enum' ? 'enum' : 'constant',
      // CodeMirror sorts equal matches by label; keep the module's order (required properties first).
      boost: Math.max(-99, 99 - i),
      apply: (view, _completion, from, to) => {
        // Read again: the reader may have typed more since the list opened.
        const now = completionContext(view.state.doc.toString(), view.state.selection.main.head);
        view.dispatch({
          changes: { from, to: Math.max(to, now?.to ?? to), insert: c.insert },
          selection: { anchor: from + c.insert.length },
          userEvent: 'input.complete',
        });
        // A property with a short list of values: show the list right away.
        if (c.hasChoices) startCompletion(view);
      },
    }));
    return options.length === 0 ? null : { from: at.from, to: context.pos, options, validFor: /^[\w.-]*$/ };
  };
}

/** Extensions of the body editor for one operation's schema. */
export function bodyEditorExtensions(options: {
  schema: JsonSchema;
  label: string;
  hint: string;
  /** Ids of the text that describes the editor (its problems list). */
  describedBy: string;
  onChange: (text: string) => void;
}): Extension[] {
  return [
    lineNumbers(),
    bracketMatching(),
    closeBrackets(),
    indentOnInput(),
    history(),
    keymap.of([
      ...closeBracketsKeymap,
      ...completionKeymap,
      ...lintKeymap,
      ...historyKeymap,
      // Ctrl/⌘+Enter is Send, not "insert a blank line".
      ...defaultKeymap.filter((binding) => binding.key !== 'Mod-Enter'),
    ]),
    json(),
    syntaxHighlighting(highlightStyle),
    theme,
    placeholder(options.hint),
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({
      'aria-label': options.label,
      'aria-multiline': 'true',
      'aria-describedby': options.describedBy,
    }),
    autocompletion({ override: [schemaCompletions(options.schema)], icons: false, activateOnTyping: true }),
    linter(
      (view): Diagnostic[] =>
        validateBody(view.state.doc.toString(), options.schema).map((p) => ({
          from: p.from,
          to: Math.max(p.to, p.from),
          severity: p.severity,
          message: p.message,
          source: 'schema',
        })),
      { delay: LINT_DELAY_MS },
    ),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString());
    }),
  ];
}
