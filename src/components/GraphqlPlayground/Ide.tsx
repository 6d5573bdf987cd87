/**
 * The GraphQL IDE itself, loaded lazily by ./index.tsx: query editor with
 * completion, validation and docs from the schema, variables and headers,
 * endpoint and token, Run, and the answer. It sends nothing until Run (or
 * "Load the live schema").
 */
import type { EditorView } from '@codemirror/view';
import { showInDocsCommand, updateSchema } from 'cm6-graphql';
import React, {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';

import { operationToRun, queryDids, queryTokenIds } from '@site/src/playground/document';
import {
  API_ENDPOINTS,
  endpointUrl,
  isDimoEndpoint,
  NEEDS_VEHICLE_TOKEN,
  type EndpointChoice,
} from '@site/src/playground/endpoints';
import { describeOutcome, tokenWarnings } from '@site/src/playground/messages';
import { missingPrivileges, privilegeName, requiredPrivileges } from '@site/src/playground/privileges';
import { parseHeaders, parseVariables } from '@site/src/playground/request';
import { describeExpiry, type VehicleTokenInfo } from '@site/src/playground/token';
import { API_LABELS, PLAYGROUND_ANCHOR, type PlaygroundApi } from '@site/src/playground/url';

import EndpointPicker from '@site/src/components/EndpointPicker';
import OutcomeMessageView from '@site/src/components/OutcomeMessage';
import RequestActions from '@site/src/components/RequestActions';
import TokenPanel, { type TokenFact } from '@site/src/components/TokenPanel';

import DocsPanel, { type DocsTarget } from './DocsPanel';
import {
  diagnosticAt,
  jsonEditorExtensions,
  queryEditorExtensions,
  queryProblems,
  replaceText,
  setLintSchema,
  setServerDiagnostics,
} from './editorSetup';
import PaneTabs from './PaneTabs';
import styles from './styles.module.css';
import { useCodeMirror } from './useCodeMirror';
import { usePlaygroundState } from './usePlaygroundState';
import { hostOf, requestHeaders, useRun } from './useRun';
import { useSchema } from './useSchema';
import { useVehicleToken } from './useVehicleToken';

type InputTab = 'variables' | 'headers';
type OutputTab = 'result' | 'docs';
const INPUT_TABS = [
  { id: 'variables', label: 'Variables' },
  { id: 'headers', label: 'Headers' },
] as const;
const OUTPUT_TABS = [
  { id: 'result', label: 'Result' },
  { id: 'docs', label: 'Docs' },
] as const;

/** Most validation problems listed under the editor; the editor marks them all. */
const MAX_LISTED_PROBLEMS = 5;

/** What the token panel shows of a Vehicle JWT: vehicle, privileges, time left. */
function vehicleFacts(info: VehicleTokenInfo, now: number): TokenFact[] {
  const expiry = describeExpiry(info.expiresAt, now);
  return [
    { text: `Vehicle ${info.tokenId ?? 'not named'}` },
    {
      text: `Privileges ${info.privileges.length > 0 ? info.privileges.map((p) => privilegeName(p)).join(', ') : 'none'}`,
    },
    { text: expiry.text, warning: expiry.expired },
  ];
}

export default function Ide({ api }: { api: PlaygroundApi }) {
  const id = useId();
  const needsToken = NEEDS_VEHICLE_TOKEN[api];
  const { state, dispatch, edit } = usePlaygroundState(api);
  const token = useVehicleToken(needsToken);
  const { schema, source, liveStatus, loadLive, resetToLocal } = useSchema(api);
  const runner = useRun();
  const [inputTab, setInputTab] = useState<InputTab>('variables');
  const [outputTab, setOutputTab] = useState<OutputTab>('result');
  const [docsTarget, setDocsTarget] = useState<DocsTarget>();
  const [confirmHost, setConfirmHost] = useState<string>();

  const choice: EndpointChoice =
    state.endpointKind === 'custom'
      ? { kind: 'custom', url: state.customUrl.trim() }
      : { kind: state.endpointKind };
  const url = endpointUrl(api, choice);

  // ------------------------------------------------------------- editors ---
  const queryParent = useRef<HTMLDivElement>(null);
  const variablesParent = useRef<HTMLDivElement>(null);
  const headersParent = useRef<HTMLDivElement>(null);
  const onCursor = useCallback((view: EditorView) => {
    // cm6-graphql reads the token after the cursor; right after a name (where
    // completion leaves it) the reader means the name, so look one back.
    const { state } = view;
    const head = state.selection.main.head;
    const before = state.sliceDoc(Math.max(0, head - 1), head);
    const after = state.sliceDoc(head, head + 1);
    const atNameEnd = /\w/.test(before) && !/\w/.test(after);
    const probe = atNameEnd ? state.update({ selection: { anchor: head - 1 } }).state : state;
    // showInDocsCommand reads nothing but `state` from the view it is given.
    showInDocsCommand({ state: probe } as EditorView);
  }, []);
  const queryView = useCodeMirror(queryParent, state.query, () =>
    queryEditorExtensions({
      schema: undefined,
      label: `${API_LABELS[api]} query`,
      gql: { onShowInDocs: (field, type, parentType) => setDocsTarget({ field, type, parentType }) },
      onChange: (text) => edit('query', text),
      onCursor,
    }),
  );
  const variablesView = useCodeMirror(variablesParent, state.variables, () =>
    jsonEditorExtensions({
      label: 'Variables (JSON)',
      hint: '{"tokenId": 12345}',
      onChange: (text) => edit('variables', text),
    }),
  );
  useCodeMirror(headersParent, state.headers, () =>
    jsonEditorExtensions({
      label: 'Extra request headers (JSON)',
      hint: needsToken
        ? '{"X-Estimate-Cost": "true"} (the Vehicle JWT goes in its own field)'
        : '{"X-Custom-Header": "value"}',
      onChange: (text) => edit('headers', text),
    }),
  );

  // The schema in use drives completion (cm6-graphql) and validation (our linter).
  useEffect(() => {
    if (!queryView || !schema) return;
    updateSchema(queryView, schema);
    queryView.dispatch({ effects: setLintSchema.of(schema) });
  }, [queryView, schema]);

  // Texts replaced from outside (a link on the page): push them into the editors.
  useEffect(() => {
    if (state.revision === 0) return;
    if (queryView) replaceText(queryView, state.query);
    if (variablesView) replaceText(variablesView, state.variables);
    setOutputTab('result');
    // A link on this page loaded it: show the editor, as a link to another page would.
    document.getElementById(PLAYGROUND_ANCHOR)?.scrollIntoView({ block: 'start' });
    queryView?.focus();
    // Only a new revision replaces the texts; typing must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.revision, queryView, variablesView]);

  // The server's GraphQL errors, marked at their locations.
  useEffect(() => {
    if (!queryView) return;
    const s = queryView.state;
    const marks = runner.errors.flatMap((e) =>
      e.locations.map((l) =>
        diagnosticAt(
          s,
          l.line,
          l.column,
          `Line ${l.line}, column ${l.column}: ${e.message} (from the server)`,
          'server',
        ),
      ),
    );
    queryView.dispatch({ effects: setServerDiagnostics.of(marks) });
  }, [runner.errors, queryView]);

  // ----------------------------------------------------- checks before Run ---
  const query = useDeferredValue(state.query);
  const variables = useDeferredValue(state.variables);
  const problems = useMemo(() => queryProblems(query, schema), [query, schema]);
  const missing = useMemo(
    () =>
      schema && token.info
        ? missingPrivileges(requiredPrivileges(api, query, schema), token.info.privileges)
        : [],
    [api, query, schema, token.info],
  );
  const warnings = useMemo(() => {
    const parsed = parseVariables(variables);
    const values = parsed.ok ? parsed.value : undefined;
    return tokenWarnings(
      { needsToken, rawToken: token.raw, token: token.info, missing, now: token.now },
      { tokenIds: queryTokenIds(query, values), dids: queryDids(query, values) },
    );
  }, [needsToken, token.raw, token.info, token.now, missing, query, variables]);

  // ----------------------------------------------------------------- Run ---
  const send = useCallback(() => {
    setConfirmHost(undefined);
    setOutputTab('result');
    const cursor = queryView?.state.selection.main.head ?? 0;
    void runner.run({
      url,
      query: state.query,
      variables: state.variables,
      headers: state.headers,
      operationName: operationToRun(state.query, cursor),
      rawToken: needsToken ? token.raw : '',
      context: { needsToken, rawToken: token.raw, token: token.info, missing },
    });
  }, [
    queryView,
    runner,
    url,
    state.query,
    state.variables,
    state.headers,
    needsToken,
    token.raw,
    token.info,
    missing,
  ]);

  const linkedHostNeedsConsent =
    needsToken &&
    token.raw.trim() !== '' &&
    state.endpointKind === 'custom' &&
    state.customFromLink &&
    !isDimoEndpoint(url);

  const onRun = useCallback(() => {
    if (linkedHostNeedsConsent) {
      setConfirmHost(hostOf(url));
      return;
    }
    send();
  }, [linkedHostNeedsConsent, url, send]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
      e.preventDefault();
      onRun();
    }
  };

  const onLoadLive = async () => {
    if (linkedHostNeedsConsent) {
      setConfirmHost(hostOf(url));
      return;
    }
    const headers = parseHeaders(state.headers);
    const status = await loadLive(
      url,
      requestHeaders(headers.ok ? headers.value : {}, needsToken ? token.raw : ''),
    );
    if (status.kind === 'failed') {
      setOutputTab('result');
      const explained = status.outcome
        ? describeOutcome(status.outcome, {
            host: hostOf(url),
            needsToken,
            rawToken: token.raw,
            token: token.info,
            missing: [],
            cspBlocked: false,
            now: Date.now(),
          })
        : { tone: 'error' as const, title: status.reason ?? 'The live schema did not load.', details: [] };
      runner.notify({ ...explained, title: `The live schema did not load. ${explained.title}` });
    }
  };

  const schemaLabel =
    source.kind === 'live'
      ? `Schema: live from ${hostOf(source.url)}`
      : source.kind === 'local'
        ? 'Schema: built into these docs'
        : source.kind === 'failed'
          ? 'Schema: could not load (completion is off)'
          : 'Schema: loading…';

  return (
    <div className={styles.ide} onKeyDown={onKeyDown}>
      <div className={styles.toolbar}>
        <EndpointPicker
          production={API_ENDPOINTS[api].prod}
          development={API_ENDPOINTS[api].dev}
          customPlaceholder="https://example.com/query"
          kind={state.endpointKind}
          customUrl={state.customUrl}
          onKind={(kind) => dispatch({ type: 'endpoint', kind })}
          onCustomUrl={(u) => dispatch({ type: 'customUrl', url: u })}
        />
        <RequestActions
          verb="Run"
          running={runner.running}
          onSubmit={onRun}
          onCancel={runner.cancel}
          hintId={`${id}-run-hint`}
        />
      </div>

      {needsToken ? (
        <TokenPanel
          label="Vehicle JWT"
          placeholder="Paste a Vehicle JWT (eyJ…)"
          sendButton="Run"
          raw={token.raw}
          facts={token.info ? vehicleFacts(token.info, token.now) : undefined}
          decodeError={token.decodeError}
          persisted={token.persisted}
          onChange={token.setToken}
          onForget={token.forget}
        />
      ) : null}

      {warnings.length > 0 || confirmHost ? (
        <div className={styles.notices}>
          {warnings.map((w) => (
            <p key={w} className={styles.warningText}>
              {w}
            </p>
          ))}
          {confirmHost ? (
            <p className={styles.warningText}>
              The link you followed set the endpoint to {confirmHost}, which is not a DIMO host. Run sends
              your Vehicle JWT there.{' '}
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => {
                  dispatch({ type: 'trustCustom' });
                  setConfirmHost(undefined);
                }}
              >
                Trust {confirmHost}
              </button>{' '}
              <button type="button" className={styles.smallButton} onClick={() => setConfirmHost(undefined)}>
                Not now
              </button>
            </p>
          ) : null}
        </div>
      ) : null}

      <div className={styles.panes}>
        <div className={styles.inputPane}>
          <div className={styles.paneHeader}>
            <span className={styles.paneTitle}>Query</span>
            <span className={styles.muted}>{schemaLabel}</span>
            {source.kind === 'live' ? (
              <button type="button" className={styles.smallButton} onClick={resetToLocal}>
                Use the built-in schema
              </button>
            ) : (
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => void onLoadLive()}
                disabled={liveStatus.kind === 'loading'}
              >
                {liveStatus.kind === 'loading' ? 'Loading the live schema…' : 'Load the live schema'}
              </button>
            )}
          </div>
          <div ref={queryParent} className={styles.queryEditor} />
          <div className={styles.problems} aria-live="polite">
            {problems.length === 0 ? (
              <span className={styles.muted}>{schema ? 'No problems found.' : ''}</span>
            ) : (
              <ul aria-label="Problems in the query">
                {problems.slice(0, MAX_LISTED_PROBLEMS).map((p, i) => (
                  <li key={i}>
                    Line {p.line}, column {p.column}: {p.message}
                  </li>
                ))}
                {problems.length > MAX_LISTED_PROBLEMS ? (
                  <li>…and {problems.length - MAX_LISTED_PROBLEMS} more.</li>
                ) : null}
              </ul>
            )}
          </div>
          <PaneTabs
            label="Request options"
            tabs={INPUT_TABS}
            selected={inputTab}
            onSelect={setInputTab}
            idPrefix={`${id}-in`}
          />
          <div
            role="tabpanel"
            id={`${id}-in-panel-variables`}
            aria-labelledby={`${id}-in-tab-variables`}
            hidden={inputTab !== 'variables'}
            className={styles.jsonEditor}
            ref={variablesParent}
          />
          <div
            role="tabpanel"
            id={`${id}-in-panel-headers`}
            aria-labelledby={`${id}-in-tab-headers`}
            hidden={inputTab !== 'headers'}
            className={styles.jsonEditor}
            ref={headersParent}
          />
        </div>

        <div className={styles.outputPane}>
          <PaneTabs
            label="Answer and documentation"
            tabs={OUTPUT_TABS}
            selected={outputTab}
            onSelect={setOutputTab}
            idPrefix={`${id}-out`}
          />
          <div
            role="tabpanel"
            id={`${id}-out-panel-result`}
            aria-labelledby={`${id}-out-tab-result`}
            hidden={outputTab !== 'result'}
            className={styles.resultPanel}
          >
            <div role="status" className={styles.status}>
              {runner.running ? (
                <p className={styles.muted}>Waiting for {hostOf(url)}…</p>
              ) : runner.message ? (
                <OutcomeMessageView message={runner.message} />
              ) : (
                <p className={styles.muted}>
                  Press Run to send the query to {hostOf(url)}. Nothing is sent before.
                </p>
              )}
            </div>
            {runner.result ? (
              <pre className={styles.result} tabIndex={0} aria-label="Answer">
                {runner.result}
                {runner.truncated ? '\n… (cut: the answer is longer than the pane shows)' : ''}
              </pre>
            ) : null}
          </div>
          <div
            role="tabpanel"
            id={`${id}-out-panel-docs`}
            aria-labelledby={`${id}-out-tab-docs`}
            hidden={outputTab !== 'docs'}
            className={styles.docsPanel}
          >
            <DocsPanel api={api} schema={schema} target={docsTarget} />
          </div>
        </div>
      </div>
    </div>
  );
}
