import { useCallback, useRef, useState } from 'react';

import { MAX_RESULT_CHARS } from '@site/src/playground/constants';
import { describeOutcome, type OutcomeContext, type OutcomeMessage } from '@site/src/playground/messages';
import {
  executeGraphql,
  parseHeaders,
  parseVariables,
  type GraphqlError,
  type RunOutcome,
} from '@site/src/playground/request';
import { bareToken, redactToken } from '@site/src/playground/token';

/** What the reader asked to run. */
export interface RunInput {
  url: string;
  query: string;
  variables: string;
  headers: string;
  operationName: string | undefined;
  /** The Vehicle JWT field; sent as `Authorization: Bearer …` when not blank. */
  rawToken: string;
  /** Everything the message needs besides the outcome, except what the run measures itself. */
  context: Omit<OutcomeContext, 'cspBlocked' | 'elapsedMs' | 'now' | 'host'>;
}

/** The result pane's content. */
export interface RunState {
  running: boolean;
  message: OutcomeMessage | undefined;
  /** The answer as text (pretty JSON when it is JSON), token redacted, cut at MAX_RESULT_CHARS. */
  result: string;
  /** True when the answer was longer than the pane shows. */
  truncated: boolean;
  /** GraphQL errors with locations, for the editor to mark. */
  errors: GraphqlError[];
}

/** The request headers: the Headers panel, then the token (the token field wins over an Authorization header). */
export function requestHeaders(panel: Record<string, string>, rawToken: string): Record<string, string> {
  const token = bareToken(rawToken);
  if (token === '') return panel;
  const rest = Object.fromEntries(
    Object.entries(panel).filter(([name]) => name.toLowerCase() !== 'authorization'),
  );
  return { ...rest, Authorization: `Bearer ${token}` };
}

/** Host of a URL for messages; the URL itself when it does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Runs a query when the reader asks (Run or Ctrl/⌘+Enter), never before;
 * cancels the one in flight on Cancel or on a new Run; notes whether the
 * site's Content-Security-Policy blocked the request (the browser reports that
 * to the page, while a CORS refusal or an unreachable host look alike).
 */
export function useRun() {
  const [state, setState] = useState<RunState>({
    running: false,
    message: undefined,
    result: '',
    truncated: false,
    errors: [],
  });
  const inFlight = useRef<AbortController | null>(null);

  const fail = useCallback((title: string, details: string[] = []) => {
    setState({
      running: false,
      message: { tone: 'error', title, details },
      result: '',
      truncated: false,
      errors: [],
    });
  }, []);

  const run = useCallback(
    async (input: RunInput) => {
      const variables = parseVariables(input.variables);
      if (!variables.ok) return fail(variables.error);
      const headers = parseHeaders(input.headers);
      if (!headers.ok) return fail(headers.error);
      let origin: string;
      try {
        const url = new URL(input.url);
        if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
        origin = url.origin;
      } catch {
        return fail('The endpoint is not an http(s) URL.', [
          'Type a full address such as https://example.com/query.',
        ]);
      }

      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState((s) => ({ ...s, running: true }));

      let cspBlocked = false;
      const onViolation = (e: SecurityPolicyViolationEvent) => {
        if (e.blockedURI.startsWith(origin)) cspBlocked = true;
      };
      document.addEventListener('securitypolicyviolation', onViolation);
      const started = performance.now();
      let outcome: RunOutcome;
      try {
        outcome = await executeGraphql({
          url: input.url,
          query: input.query,
          variables: variables.value,
          operationName: input.operationName,
          headers: requestHeaders(headers.value, input.rawToken),
          signal: controller.signal,
        });
      } finally {
        document.removeEventListener('securitypolicyviolation', onViolation);
      }
      // A newer Run replaced this one: its answer is no longer wanted.
      if (inFlight.current !== controller) return undefined;
      inFlight.current = null;

      const message = describeOutcome(outcome, {
        ...input.context,
        host: hostOf(input.url),
        cspBlocked,
        elapsedMs: performance.now() - started,
        now: Date.now(),
      });
      const text = 'text' in outcome ? redactToken(outcome.text, input.rawToken) : '';
      setState({
        running: false,
        message,
        result: text.slice(0, MAX_RESULT_CHARS),
        truncated: text.length > MAX_RESULT_CHARS,
        errors: outcome.kind === 'graphql-errors' ? outcome.errors : [],
      });
      return undefined;
    },
    [fail],
  );

  const cancel = useCallback(() => inFlight.current?.abort(), []);

  /** Shows a message without sending anything (e.g. the confirmation before a token goes to a linked endpoint). */
  const notify = useCallback((message: OutcomeMessage) => {
    setState((s) => ({ ...s, running: false, message }));
  }, []);

  return { ...state, run, cancel, notify };
}
