/**
 * The CodeMirror 6 extensions of the playground's three editors: the GraphQL
 * query (cm6-graphql: highlighting, completion from the schema, and our own
 * linter that also shows the server's errors), and the JSON variables and
 * headers. Editing commands and undo come from `@codemirror/commands`; Tab
 * is left to the browser so the keyboard can always leave the editor.
 */
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
  syntaxTree,
} from '@codemirror/language';
import { linter, lintKeymap, type Diagnostic } from '@codemirror/lint';
import {
  EditorSelection,
  type EditorState,
  StateEffect,
  StateField,
  type Extension,
} from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { completion, graphqlLanguageSupport, stateExtensions } from 'cm6-graphql';
import { GraphQLError, parse, validate, type GraphQLSchema } from 'graphql';

import { editorTheme } from '@site/src/playground/editorTheme';

/** cm6-graphql's options (its type is not exported). */
export type GqlOptions = NonNullable<Parameters<typeof stateExtensions>[1]>;

// ----------------------------------------------------------------- commands ---

/**
 * CodeMirror's own commands and undo history. Tab is not bound (no
 * `indentWithTab`), so the keyboard can always leave the editor.
 */
const baseKeymap = keymap.of([
  ...closeBracketsKeymap,
  ...completionKeymap,
  ...lintKeymap,
  ...historyKeymap,
  // Ctrl/⌘+Enter is Run (Ide.tsx), not "insert a blank line".
  ...defaultKeymap.filter((binding) => binding.key !== 'Mod-Enter'),
]);

// -------------------------------------------------------------------- theme ---

/** Token colours come from CSS variables set for light and dark mode in styles.module.css. */
const highlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.definitionKeyword, tags.operatorKeyword], color: 'var(--pg-syntax-keyword)' },
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: 'var(--pg-syntax-field)' },
  { tag: [tags.typeName, tags.className], color: 'var(--pg-syntax-type)' },
  { tag: [tags.variableName, tags.special(tags.variableName)], color: 'var(--pg-syntax-variable)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--pg-syntax-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--pg-syntax-number)' },
  { tag: [tags.attributeName, tags.labelName], color: 'var(--pg-syntax-argument)' },
  { tag: tags.comment, color: 'var(--pg-syntax-comment)', fontStyle: 'italic' },
  { tag: tags.invalid, color: 'var(--pg-syntax-invalid)' },
]);

const theme = editorTheme(
  {
    text: 'var(--pg-text)',
    muted: 'var(--pg-muted)',
    background: 'var(--pg-editor-bg)',
    gutter: 'var(--pg-gutter-bg)',
    border: 'var(--pg-border)',
    selection: 'var(--pg-selection)',
    fontSize: 'var(--pg-code-font-size)',
    activeLine: 'var(--pg-active-line)',
  },
  true,
);

function commonExtensions(label: string, hint: string): Extension[] {
  return [
    lineNumbers(),
    drawSelection(),
    highlightActiveLine(),
    bracketMatching(),
    closeBrackets(),
    indentOnInput(),
    history(),
    baseKeymap,
    syntaxHighlighting(highlightStyle),
    theme,
    placeholder(hint),
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
  ];
}

// ---------------------------------------------------------- server errors ---

/** Replaces the errors the server reported for the current text. */
export const setServerDiagnostics = StateEffect.define<Diagnostic[]>();

/** The server's errors, marked until the text changes. */
const serverDiagnostics = StateField.define<Diagnostic[]>({
  create: () => [],
  update(value, tr) {
    for (const e of tr.effects) if (e.is(setServerDiagnostics)) return e.value;
    return tr.docChanged ? [] : value;
  },
});

/** 1-based line and column → character offset, clamped to the document. */
export function offsetOf(state: EditorState, line: number, column: number): number {
  const l = state.doc.line(Math.min(Math.max(1, line), state.doc.lines));
  return Math.min(l.from + Math.max(0, column - 1), l.to);
}

/** A diagnostic spanning the word at a 1-based position. */
export function diagnosticAt(
  state: EditorState,
  line: number,
  column: number,
  message: string,
  source: string,
): Diagnostic {
  const from = offsetOf(state, line, column);
  const word = /^[_A-Za-z0-9$]+/.exec(state.doc.sliceString(from, Math.min(from + 200, state.doc.length)));
  const to = Math.min(state.doc.length, from + Math.max(1, word ? word[0].length : 1));
  return { from, to: Math.max(to, from), severity: 'error', message, source };
}

/** Problems of the query against the schema, with their 1-based line and column. */
export interface QueryProblem {
  line: number;
  column: number;
  message: string;
}

/** Parses and validates `text`; a syntax error is the only problem when the text does not parse. */
export function queryProblems(text: string, schema: GraphQLSchema | undefined): QueryProblem[] {
  if (text.trim() === '') return [];
  const located = (e: GraphQLError): QueryProblem[] =>
    (e.locations?.length ? e.locations : [{ line: 1, column: 1 }]).slice(0, 1).map((l) => ({
      line: l.line,
      column: l.column,
      message: e.message,
    }));
  try {
    const document = parse(text);
    return schema ? validate(schema, document).flatMap(located) : [];
  } catch (e) {
    return e instanceof GraphQLError ? located(e) : [];
  }
}

/** Schema the linter validates against (set by the playground; cm6-graphql keeps its own copy for completion). */
export const setLintSchema = StateEffect.define<GraphQLSchema | undefined>();
const lintSchema = StateField.define<GraphQLSchema | undefined>({
  create: () => undefined,
  update(value, tr) {
    for (const e of tr.effects) if (e.is(setLintSchema)) return e.value;
    return value;
  },
});

/** Linter delay after the last key press: 300 ms (CodeMirror's default is 750). */
const LINT_DELAY_MS = 300;

const queryLinter = linter(
  (view) => {
    const { state } = view;
    const local = queryProblems(state.doc.toString(), state.field(lintSchema)).map((p) =>
      diagnosticAt(state, p.line, p.column, `Line ${p.line}, column ${p.column}: ${p.message}`, 'schema'),
    );
    return [...local, ...state.field(serverDiagnostics)];
  },
  {
    delay: LINT_DELAY_MS,
    needsRefresh: (update) =>
      update.transactions.some((tr) =>
        tr.effects.some((e) => e.is(setServerDiagnostics) || e.is(setLintSchema)),
      ),
  },
);

// ------------------------------------------------------------------ editors ---

/** Extensions of the query editor. */
export function queryEditorExtensions(options: {
  schema: GraphQLSchema | undefined;
  label: string;
  gql: GqlOptions;
  onChange: (text: string) => void;
  onCursor: (view: EditorView) => void;
}): Extension[] {
  return [
    ...commonExtensions(options.label, 'Write a query, e.g. { vehicle(tokenId: 12345) { owner } }'),
    graphqlLanguageSupport(),
    completion,
    stateExtensions(options.schema, options.gql),
    autocompletion({ activateOnTyping: true, icons: false }),
    lintSchema.init(() => options.schema),
    serverDiagnostics,
    queryLinter,
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString());
      if (update.selectionSet || update.docChanged) options.onCursor(update.view);
    }),
  ];
}

/**
 * JSON syntax errors, marked where the JSON grammar's parse tree first fails.
 * JSON.parse decides whether there is an error; its message is not shown
 * because it quotes the text around the error, which may be a secret.
 */
function jsonDiagnostics(view: EditorView): Diagnostic[] {
  const { state } = view;
  const text = state.doc.toString();
  if (text.trim() === '') return [];
  try {
    JSON.parse(text);
    return [];
  } catch {
    let at = state.doc.length;
    syntaxTree(state).iterate({
      enter(node) {
        if (node.type.isError && node.from < at) at = node.from;
      },
    });
    if (at === state.doc.length) at = Math.max(0, at - 1);
    const line = state.doc.lineAt(at);
    const column = at - line.from + 1;
    return [
      diagnosticAt(
        state,
        line.number,
        column,
        `Not valid JSON (line ${line.number}, column ${column}).`,
        'json',
      ),
    ];
  }
}

/** Extensions of a JSON editor (variables, headers). */
export function jsonEditorExtensions(options: {
  label: string;
  hint: string;
  onChange: (text: string) => void;
}): Extension[] {
  return [
    ...commonExtensions(options.label, options.hint),
    json(),
    linter(jsonDiagnostics, { delay: LINT_DELAY_MS }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString());
    }),
  ];
}

/** Replaces an editor's whole text (an example, a shared URL) as one undoable step. */
export function replaceText(view: EditorView, text: string): void {
  if (view.state.doc.toString() === text) return;
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: text },
    selection: EditorSelection.cursor(0),
  });
}
