/**
 * Try it itself, loaded by ./index.tsx when the reader asks for it: endpoint,
 * token, a field per parameter, the body in a JSON editor, Send, and the
 * answer. Nothing is sent until Send (or Ctrl/⌘+Enter).
 */
import React, {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

import CopyButton from '@site/src/components/CopyButton';
import EndpointPicker, { type EndpointKind } from '@site/src/components/EndpointPicker';
import OutcomeMessageView from '@site/src/components/OutcomeMessage';
import RequestActions from '@site/src/components/RequestActions';
import TokenPanel, { useNow, useStoredToken } from '@site/src/components/TokenPanel';
import { TOKEN_CLOCK_MS, TOKEN_STORAGE_KEY } from '@site/src/playground/constants';

import { startingBody, validateBody } from './bodySchema';
import { DEVELOPER_TOKEN_STORAGE_KEY, MAX_LISTED_PROBLEMS, TOKEN_VARIABLE } from './constants';
import type { TryItOperation, TryItParameter } from './operation';
import { buildRequest, curlCommand, paramKey, parameterExample, type FieldProblem } from './request';
import styles from './styles.module.css';
import { KIND_LABEL, readToken, tokenFacts, tokenProblems } from './tokenCheck';
import { useSend } from './useSend';

/** CodeMirror is a chunk of its own, fetched only for an operation that takes a body. */
const BodyEditor = lazy(() => import(/* webpackChunkName: "try-it-editor" */ './BodyEditor'));

const IN_LABEL: Record<TryItParameter['in'], string> = { path: 'Path', query: 'Query', header: 'Header' };

function ParameterField({
  parameter,
  id,
  value,
  problem,
  onChange,
}: {
  parameter: TryItParameter;
  id: string;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  const s = parameter.schema;
  const choices = Array.isArray(s.enum)
    ? s.enum.map(String)
    : s.type === 'boolean'
      ? ['true', 'false']
      : undefined;
  const example = parameterExample(parameter);
  const describedBy = [parameter.description ? `${id}-description` : '', problem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    value,
    required: parameter.required,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: styles.input,
  };
  const type = typeof s.type === 'string' ? s.type : 'string';
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        <code>{parameter.name}</code>
        <span className={styles.fieldMeta}>
          {' '}
          {IN_LABEL[parameter.in]} · {type}
          {parameter.required ? <strong className={styles.required}> · required</strong> : ' · optional'}
        </span>
      </label>
      {choices ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          <option value="">{parameter.required ? 'Choose a value' : 'Not sent'}</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={type === 'integer' ? 'numeric' : type === 'number' ? 'decimal' : undefined}
          placeholder={example}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {parameter.description ? (
        <span id={`${id}-description`} className={styles.fieldHelp}>
          {parameter.description}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className={styles.fieldProblem}>
          {problem}
        </span>
      ) : null}
    </div>
  );
}

interface PanelProps {
  operation: TryItOperation;
  /** Move the focus into the panel when it appears (it replaced the button the reader pressed). */
  focusOnMount: boolean;
}

export default function Panel({ operation: op, focusOnMount }: PanelProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [endpointKind, setEndpointKind] = useState<EndpointKind>('prod');
  const [customUrl, setCustomUrl] = useState('');
  const [params, setParams] = useState<Record<string, string>>({});
  const initialBody = useMemo(
    () => (op.body ? startingBody(op.body.schema, op.body.example) : ''),
    [op.body],
  );
  const [body, setBody] = useState(initialBody);
  // Field problems show once the reader has tried to send, not while they are still filling the form in.
  const [attempted, setAttempted] = useState(false);
  const runner = useSend();

  const tokenKind = op.token === 'none' ? undefined : op.token;
  const token = useStoredToken(
    tokenKind === 'developer' ? DEVELOPER_TOKEN_STORAGE_KEY : TOKEN_STORAGE_KEY,
    tokenKind !== undefined,
  );
  const decoded = useMemo(() => (token.raw.trim() === '' ? undefined : readToken(token.raw)), [token.raw]);
  const info = decoded?.ok ? decoded.info : undefined;
  const now = useNow(info?.expiresAt !== undefined, TOKEN_CLOCK_MS);

  useEffect(() => {
    if (focusOnMount) root.current?.focus();
  }, [focusOnMount]);

  const base =
    endpointKind === 'custom'
      ? customUrl
      : endpointKind === 'dev'
        ? op.servers.development
        : op.servers.production;
  const built = useMemo(
    () => buildRequest(op, base, { params, body }, token.raw),
    [op, base, params, body, token.raw],
  );
  const fieldProblems = useMemo(() => {
    const map = new Map<string, string>();
    if (!built.ok) for (const p of built.problems) map.set(p.field, p.message);
    return map;
  }, [built]);
  const pathValues = useMemo(
    () =>
      Object.fromEntries(
        op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, params[paramKey(p)] ?? '']),
      ),
    [op.parameters, params],
  );
  const problems = useMemo(
    () => tokenProblems(op, token.raw, pathValues, now),
    [op, token.raw, pathValues, now],
  );
  const deferredBody = useDeferredValue(body);
  const bodyProblems = useMemo(
    () => (op.body ? validateBody(deferredBody, op.body.schema) : []),
    [op.body, deferredBody],
  );
  // Only an operation that takes a token has an Authorization header for the variable to stand in.
  const curl = built.ok ? curlCommand(built.request, tokenKind ? TOKEN_VARIABLE[tokenKind] : '') : undefined;

  const focusField = (field: string) => {
    const target =
      field === 'endpoint'
        ? root.current?.querySelector<HTMLElement>('input[aria-label="Endpoint URL"]')
        : field === 'body'
          ? root.current?.querySelector<HTMLElement>('.cm-content')
          : document.getElementById(`${id}-${field}`);
    target?.focus();
  };

  const send = useCallback(() => {
    setAttempted(true);
    if (!built.ok) {
      const listed: FieldProblem[] = built.problems;
      runner.notify({
        tone: 'error',
        title: 'Nothing was sent: the request is not complete.',
        details: listed.map((p) => p.message),
      });
      if (listed[0]) focusField(listed[0].field);
      return;
    }
    void runner.send(built.request, { op, rawToken: token.raw, tokenProblems: problems });
    // focusField reads the DOM only; the ids it builds are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [built, runner, op, token.raw, problems]);

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
      e.preventDefault();
      send();
    }
  };

  const host = (() => {
    try {
      return new URL(base).host;
    } catch {
      return 'the endpoint';
    }
  })();
  const label = `Request ${op.method} ${op.path}`;
  const tokenNotes = problems.filter((p) => p.code !== 'missing');
  const missingNote = problems.find((p) => p.code === 'missing');

  return (
    <div
      ref={root}
      className={styles.panel}
      onKeyDown={onKeyDown}
      tabIndex={-1}
      role="group"
      aria-label={label}
    >
      <div className={styles.toolbar}>
        <EndpointPicker
          production={op.servers.production}
          development={op.servers.development}
          customPlaceholder="https://example.com"
          kind={endpointKind}
          customUrl={customUrl}
          onKind={setEndpointKind}
          onCustomUrl={setCustomUrl}
        />
        <RequestActions
          verb="Send"
          running={runner.running}
          onSubmit={send}
          onCancel={runner.cancel}
          hintId={`${id}-send-hint`}
        />
      </div>
      {attempted && fieldProblems.get('endpoint') ? (
        <p className={styles.fieldProblem}>{fieldProblems.get('endpoint')}</p>
      ) : null}

      {tokenKind ? (
        <TokenPanel
          label={KIND_LABEL[tokenKind]}
          placeholder={`Paste a ${KIND_LABEL[tokenKind]} (eyJ…)`}
          sendButton="Send"
          raw={token.raw}
          facts={info ? tokenFacts(info, now) : undefined}
          decodeError={decoded && !decoded.ok ? decoded.reason : undefined}
          persisted={token.persisted}
          onChange={token.setToken}
          onForget={token.forget}
        />
      ) : null}
      {tokenNotes.length > 0 || missingNote ? (
        <ul className={styles.notices} aria-label="Token checks">
          {missingNote ? <li className={styles.muted}>{missingNote.message}</li> : null}
          {tokenNotes.map((p) => (
            <li key={p.code} className={styles.warningText}>
              {p.message}
            </li>
          ))}
        </ul>
      ) : null}

      {op.parameters.length > 0 ? (
        <fieldset className={styles.parameters}>
          <legend className={styles.sectionTitle}>Parameters</legend>
          <div className={styles.parameterGrid}>
            {op.parameters.map((p) => {
              const key = paramKey(p);
              return (
                <ParameterField
                  key={key}
                  parameter={p}
                  id={`${id}-${key}`}
                  value={params[key] ?? ''}
                  problem={attempted ? fieldProblems.get(key) : undefined}
                  onChange={(v) => setParams((old) => ({ ...old, [key]: v }))}
                />
              );
            })}
          </div>
        </fieldset>
      ) : null}

      {op.body ? (
        <div className={styles.bodySection}>
          <p className={styles.sectionTitle} id={`${id}-body-title`}>
            Request body{' '}
            <span className={styles.fieldMeta}>JSON{op.body.required ? ' · required' : ' · optional'}</span>
          </p>
          <Suspense fallback={<div className={styles.editor} />}>
            <BodyEditor
              schema={op.body.schema}
              initialText={initialBody}
              label="Request body (JSON)"
              describedBy={`${id}-body-problems`}
              onChange={setBody}
            />
          </Suspense>
          <div id={`${id}-body-problems`} className={styles.bodyProblems}>
            {bodyProblems.length === 0 && !(attempted && fieldProblems.get('body')) ? (
              <span className={styles.muted}>The body matches the schema.</span>
            ) : (
              <ul aria-label="Problems in the body">
                {attempted && fieldProblems.get('body') && bodyProblems.length === 0 ? (
                  <li>{fieldProblems.get('body')}</li>
                ) : null}
                {bodyProblems.slice(0, MAX_LISTED_PROBLEMS).map((p, i) => (
                  <li key={i} className={p.severity === 'warning' ? styles.warningItem : undefined}>
                    {p.severity === 'warning' ? 'Warning: ' : ''}
                    {p.message}
                  </li>
                ))}
                {bodyProblems.length > MAX_LISTED_PROBLEMS ? (
                  <li>…and {bodyProblems.length - MAX_LISTED_PROBLEMS} more, marked in the editor.</li>
                ) : null}
              </ul>
            )}
          </div>
        </div>
      ) : null}

      <div className={styles.answer}>
        <div role="status" aria-label="Result" className={styles.status}>
          {runner.running ? (
            <p className={styles.muted}>Waiting for {host}…</p>
          ) : runner.message ? (
            <OutcomeMessageView message={runner.message} />
          ) : (
            <p className={styles.muted}>Press Send to call {host}. Nothing is sent before.</p>
          )}
        </div>
        {runner.answer && !runner.running ? (
          <>
            <p className={styles.answerLine}>
              <span className={styles.sectionTitle}>Status</span> {runner.answer.status}
            </p>
            <details className={styles.headers}>
              <summary>Response headers ({runner.answer.headers.length})</summary>
              <p className={styles.muted}>
                The ones the browser lets this page read: the server chooses which others to expose.
              </p>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Header</th>
                    <th scope="col">Value</th>
                  </tr>
                </thead>
                <tbody>
                  {runner.answer.headers.map(([name, value]) => (
                    <tr key={name}>
                      <td>
                        <code>{name}</code>
                      </td>
                      <td>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
            {runner.answer.body ? (
              <pre className={styles.responseBody} tabIndex={0} aria-label="Response body">
                {runner.answer.body}
                {runner.answer.truncated ? '\n… (cut: the answer is longer than the page shows)' : ''}
              </pre>
            ) : (
              <p className={styles.muted}>The answer has no body.</p>
            )}
          </>
        ) : null}
      </div>

      <details className={styles.curl}>
        <summary>The same request with cURL</summary>
        {curl ? (
          <>
            <pre className={styles.curlText} tabIndex={0} aria-label="cURL command">
              {curl}
            </pre>
            <CopyButton text={curl} label="Copy cURL" copiedMessage="The cURL command is on the clipboard." />
            {tokenKind ? (
              <p className={styles.muted}>
                Set {TOKEN_VARIABLE[tokenKind]} to your {KIND_LABEL[tokenKind]} first, e.g.{' '}
                <code>export {TOKEN_VARIABLE[tokenKind]}=eyJ…</code>
              </p>
            ) : null}
          </>
        ) : (
          <p className={styles.muted}>Fill in the required fields to see the command.</p>
        )}
      </details>
    </div>
  );
}
