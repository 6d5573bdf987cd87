/**
 * Browser-safe: what the page's request tools (the GraphQL playground, Try it)
 * say when a request brought no answer the page can read. Each tool adds what
 * its reader can do next.
 */
import { REQUEST_TIMEOUT_MS } from './constants';

/** The outcomes of a request that carry no answer. */
export type NoAnswer = { kind: 'network' } | { kind: 'timeout'; timeoutMs: number } | { kind: 'cancelled' };

export interface NoAnswerMessage {
  tone: 'warning' | 'error';
  title: string;
  details: string[];
}

/** What the tool tells its reader to do next. */
export interface NoAnswerAdvice {
  /** The tool, as the subject of a sentence: "The playground", "Try it". */
  tool: string;
  /** After a refusal by this site's Content-Security-Policy. */
  afterCsp: string;
  /** After a network failure or a CORS refusal, which a page cannot tell apart. */
  afterNetwork: string;
  /** After the request was cancelled for taking too long. */
  afterTimeout: string;
}

/** The message for a request with no answer; `cspBlocked` when the browser reported a CSP violation for it. */
export function describeNoAnswer(
  outcome: NoAnswer,
  host: string,
  cspBlocked: boolean,
  advice: NoAnswerAdvice,
): NoAnswerMessage {
  switch (outcome.kind) {
    case 'network':
      return cspBlocked
        ? {
            tone: 'error',
            title: `This site's Content-Security-Policy blocked the request to ${host}.`,
            details: [`The site lets the browser connect only to the DIMO API hosts. ${advice.afterCsp}`],
          }
        : {
            tone: 'error',
            title: `No answer the page can read from ${host}: the host is unreachable, or it refused this page's origin (CORS).`,
            details: [advice.afterNetwork],
          };
    case 'timeout':
      return {
        tone: 'error',
        title: `No answer from ${host} within ${Math.round(outcome.timeoutMs / 1000)} seconds.`,
        details: [
          `${advice.tool} cancels a request after ${REQUEST_TIMEOUT_MS / 1000} seconds. ${advice.afterTimeout}`,
        ],
      };
    case 'cancelled':
      return { tone: 'warning', title: 'Request cancelled.', details: [] };
  }
}
