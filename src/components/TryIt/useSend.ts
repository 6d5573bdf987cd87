import { useCallback, useRef, useState } from 'react';

import type { OutcomeMessage } from '../../playground/messages';
import { redactToken } from '../../playground/token';
import { CSP_EVENT_WAIT_MS, MAX_ANSWER_CHARS } from './constants';
import { describeOutcome, type OutcomeContext } from './messages';
import { prettyBody, sendRequest, type BuiltRequest, type SendOutcome } from './request';

/** What the answer pane shows. */
export interface SendState {
  running: boolean;
  message: OutcomeMessage | undefined;
  /** The answer, when one came: status line, readable headers, body (token redacted, cut at MAX_ANSWER_CHARS). */
  answer:
    | {
        status: string;
        headers: [string, string][];
        body: string;
        truncated: boolean;
      }
    | undefined;
}

/**
 * Sends a request when the reader asks (Send or Ctrl/⌘+Enter), never before;
 * cancels the one in flight on Cancel or on a new Send; notes whether the
 * site's Content-Security-Policy blocked it (the browser tells the page that,
 * while a CORS refusal and an unreachable host look alike).
 */
export function useSend() {
  const [state, setState] = useState<SendState>({ running: false, message: undefined, answer: undefined });
  const inFlight = useRef<AbortController | null>(null);

  const send = useCallback(
    async (request: BuiltRequest, context: Omit<OutcomeContext, 'cspBlocked' | 'host'>) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState((s) => ({ ...s, running: true }));
      const url = new URL(request.url);
      let cspBlocked = false;
      const onViolation = (e: SecurityPolicyViolationEvent) => {
        if (e.blockedURI.startsWith(url.origin)) cspBlocked = true;
      };
      document.addEventListener('securitypolicyviolation', onViolation);
      let outcome: SendOutcome;
      try {
        outcome = await sendRequest(request, { signal: controller.signal });
        // The violation event is a task of its own, which may come after fetch has failed.
        if (outcome.kind === 'network')
          await new Promise((resolve) => setTimeout(resolve, CSP_EVENT_WAIT_MS));
      } finally {
        document.removeEventListener('securitypolicyviolation', onViolation);
      }
      // A newer Send replaced this one: its answer is no longer wanted.
      if (inFlight.current !== controller) return;
      inFlight.current = null;
      const message = describeOutcome(outcome, { ...context, host: url.host, cspBlocked });
      if (outcome.kind !== 'answered') {
        setState({ running: false, message, answer: undefined });
        return;
      }
      const body = redactToken(prettyBody(outcome.text).text, context.rawToken);
      setState({
        running: false,
        message,
        answer: {
          status: `${outcome.status}${outcome.statusText ? ` ${outcome.statusText}` : ''} · ${Math.round(outcome.elapsedMs)} ms`,
          headers: outcome.headers.map(([n, v]) => [n, redactToken(v, context.rawToken)]),
          body: body.slice(0, MAX_ANSWER_CHARS),
          truncated: body.length > MAX_ANSWER_CHARS,
        },
      });
    },
    [],
  );

  const cancel = useCallback(() => inFlight.current?.abort(), []);

  /** Shows a message without sending anything (the form cannot be sent as it is). */
  const notify = useCallback((message: OutcomeMessage) => {
    setState({ running: false, message, answer: undefined });
  }, []);

  return { ...state, send, cancel, notify };
}
