/**
 * The CodeMirror 6 extensions of the playground's three editors: the GraphQL
 * query (cm6-graphql: highlighting, completion from the schema, and our own
 * linter that also shows the server's errors), and the JSON variables and
 * headers. The project installs no `@codemirror/commands`, so the few
 * commands an editor needs (undo/redo, Enter with indentation, select all)
 * are defined here; Tab is left to the browser so the keyboard can always
 * leave the editor.
 */
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import {
  bracketMatching,
  getIndentation,
  HighlightStyle,
  IndentContext,
  indentOnInput,
  indentString,
  syntaxHighlighting,
  syntaxTree,
} from '@codemirror/language';
import { linter, lintKeymap, type Diagnostic } from '@codemirror/lint';
import {
  Annotation,
  EditorSelection,
  findClusterBreak,
  type EditorState,
  StateEffect,
  StateField,
  Transaction,
  type ChangeSet,
  type Extension,
} from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  keymap,
  lineNumbers,
  placeholder,
  type Command,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { completion, graphqlLanguageSupport, stateExtensions } from 'cm6-graphql';
import { GraphQLError, parse, validate, type GraphQLSchema } from 'graphql';

/** cm6-graphql's options (its type is not exported). */
export type GqlOptions = NonNullable<Parameters<typeof stateExtensions>[1]>;

// ------------------------------------------------------------------ history ---

/** Edits closer together than this join one undo step: 500 ms. */
const HISTORY_GROUP_MS = 500;
/** Undo steps kept per editor: 200. */
const HISTORY_DEPTH = 200;

interface HistoryEntry {
  /** Changes that revert the step. */
  inverse: ChangeSet;
  selection: EditorSelection;
  time: number;
}
interface HistoryState {
  done: HistoryEntry[];
  undone: HistoryEntry[];
}

const historyAction = Annotation.define<'undo' | 'redo'>();

function entryOf(tr: Transaction): HistoryEntry {
  return {
    inverse: tr.changes.invert(tr.startState.doc),
    selection: tr.startState.selection,
    time: Date.now(),
  };
}

const historyField = StateField.define<HistoryState>({
  create: () => ({ done: [], undone: [] }),
  update(value, tr) {
    if (!tr.docChanged) return value;
    const action = tr.annotation(historyAction);
    if (action === 'undo') return { done: value.done.slice(0, -1), undone: [...value.undone, entryOf(tr)] };
    if (action === 'redo') return { done: [...value.done, entryOf(tr)], undone: value.undone.slice(0, -1) };
    const entry = entryOf(tr);
    const last = value.done[value.done.length - 1];
    if (last && entry.time - last.time < HISTORY_GROUP_MS && tr.isUserEvent('input')) {
      const joined = {
        inverse: entry.inverse.compose(last.inverse),
        selection: last.selection,
        time: entry.time,
      };
      return { done: [...value.done.slice(0, -1), joined], undone: [] };
    }
    return { done: [...value.done, entry].slice(-HISTORY_DEPTH), undone: [] };
  },
});

function replay(which: 'undo' | 'redo'): Command {
  return (view) => {
    const state = view.state.field(historyField);
    const stack = which === 'undo' ? state.done : state.undone;
    const entry = stack[stack.length - 1];
    if (!entry) return false;
    view.dispatch({
      changes: entry.inverse,
      selection: entry.selection,
      annotations: [historyAction.of(which), Transaction.userEvent.of(which)],
      scrollIntoView: true,
    });
    return true;
  };
}

// ----------------------------------------------------------------- commands ---

/** Enter: a new line indented as the language says (one level deeper after `{` or `(`). */
const insertNewlineAndIndent: Command = (view) => {
  const { state } = view;
  view.dispatch(
    state.changeByRange((range) => {
      const context = new IndentContext(state, { simulateBreak: range.from });
      const column = getIndentation(context, range.from) ?? 0;
      const insert = `\n${indentString(state, column)}`;
      return {
        changes: { from: range.from, to: range.to, insert },
        range: EditorSelection.cursor(range.from + insert.length),
      };
    }),
    { scrollIntoView: true, userEvent: 'input' },
  );
  return true;
};

/**
 * Backspace and Delete on the editor's own selection. Left to the browser, a
 * key pressed right after Ctrl+A could reach the DOM before CodeMirror has
 * drawn that selection into it, and delete one character instead of all.
 */
function deleteBy(direction: 'backward' | 'forward'): Command {
  return (view) => {
    const { state } = view;
    const spec = state.changeByRange((range) => {
      if (!range.empty)
        return { changes: { from: range.from, to: range.to }, range: EditorSelection.cursor(range.from) };
      const line = state.doc.lineAt(range.head);
      const offset = range.head - line.from;
      let from = range.head;
      let to = range.head;
      if (direction === 'backward') {
        if (range.head === 0) return { range };
        from = offset === 0 ? range.head - 1 : line.from + findClusterBreak(line.text, offset, false);
      } else {
        if (range.head === state.doc.length) return { range };
        to = offset === line.length ? range.head + 1 : line.from + findClusterBreak(line.text, offset, true);
      }
      return { changes: { from, to }, range: EditorSelection.cursor(from) };
    });
    if (spec.changes.empty) return false;
    view.dispatch(spec, { scrollIntoView: true, userEvent: `delete.${direction}` });
    return true;
  };
}

const selectAll: Command = (view) => {
  view.dispatch({ selection: EditorSelection.single(0, view.state.doc.length), userEvent: 'select' });
  return true;
};

const baseKeymap = keymap.of([
  ...closeBracketsKeymap,
  ...completionKeymap,
  ...lintKeymap,
  { key: 'Enter', run: insertNewlineAndIndent },
  { key: 'Mod-z', run: replay('undo'), preventDefault: true },
  { key: 'Mod-Shift-z', run: replay('redo'), preventDefault: true },
  { key: 'Mod-y', run: replay('redo'), preventDefault: true },
  { key: 'Mod-a', run: selectAll },
  { key: 'Backspace', run: deleteBy('backward') },
  { key: 'Delete', run: deleteBy('forward') },
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

const theme = EditorView.theme({
  '&': {
    height: '100%',
    fontSize: 'var(--pg-code-font-size)',
    backgroundColor: 'var(--pg-editor-bg)',
    color: 'var(--pg-text)',
  },
  '.cm-scroller': { fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: '1.5' },
  '.cm-content': { caretColor: 'var(--pg-text)' },
  '.cm-gutters': { backgroundColor: 'var(--pg-gutter-bg)', color: 'var(--pg-muted)', border: 'none' },
  '.cm-activeLine': { backgroundColor: 'var(--pg-active-line)' },
  '&.cm-focused': { outline: '2px solid var(--ifm-color-primary)', outlineOffset: '-2px' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--pg-selection) !important',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--pg-editor-bg)',
    color: 'var(--pg-text)',
    border: '1px solid var(--pg-border)',
  },
  '.cm-tooltip-autocomplete ul li[aria-selected]': {
    backgroundColor: 'var(--ifm-color-primary)',
    color: '#fff',
  },
  '.cm-completionDetail': { color: 'inherit', opacity: '0.85' },
  '.cm-placeholder': { color: 'var(--pg-muted)' },
});

function commonExtensions(label: string, hint: string): Extension[] {
  return [
    lineNumbers(),
    drawSelection(),
    highlightActiveLine(),
    bracketMatching(),
    closeBrackets(),
    indentOnInput(),
    historyField,
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
