/**
 * Browser-safe: one request from a page's own tool (the GraphQL playground, Try it), with no cookies and no
 * referrer, cancelled after a deadline or on the reader's signal. Never throws: a network failure or a CORS
 * refusal (which a page cannot tell apart), a timeout and a cancellation are outcomes.
 */
import { REQUEST_TIMEOUT_MS } from './constants';

export type FetchOutcome =
  | { kind: 'response'; response: Response; text: string }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'cancelled' }
  | { kind: 'network' };

export interface FetchOnceOptions {
  /** Default {@link REQUEST_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** The reader's Cancel. */
  signal?: AbortSignal;
  /** For tests. */
  fetchImpl?: typeof fetch;
}

export async function fetchOnce(
  url: string,
  init: Pick<RequestInit, 'method' | 'headers' | 'body'>,
  options: FetchOnceOptions = {},
): Promise<FetchOutcome> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel);
  try {
    if (options.signal?.aborted) return { kind: 'cancelled' };
    const response = await (options.fetchImpl ?? fetch)(url, {
      ...init,
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    return { kind: 'response', response, text: await response.text() };
  } catch {
    if (timedOut) return { kind: 'timeout', timeoutMs };
    if (controller.signal.aborted) return { kind: 'cancelled' };
    return { kind: 'network' };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}
