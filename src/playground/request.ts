/**
 * Browser-safe: sends one GraphQL request and sorts the answer into the cases
 * the playground explains (ok, GraphQL errors, 401, 403, not JSON, other HTTP
 * error, unreachable, timeout, cancelled). Uses only `fetch`, so the unit
 * tests run it in Node against a stub.
 */
import { fetchOnce } from './fetchOnce';

/** One entry of a GraphQL response's `errors`. */
export interface GraphqlError {
  message: string;
  locations: { line: number; column: number }[];
  path: (string | number)[] | undefined;
  code: string | undefined;
}

interface Answered {
  status: number;
  /** The answer's text as received (pretty-printed when it is JSON). */
  text: string;
}

/** What came of one request. */
export type RunOutcome =
  | ({ kind: 'ok' } & Answered)
  | ({ kind: 'graphql-errors'; errors: GraphqlError[]; hasData: boolean } & Answered)
  | ({ kind: 'unauthorized'; serverMessage: string | undefined } & Answered)
  | ({ kind: 'forbidden'; serverMessage: string | undefined } & Answered)
  | ({ kind: 'not-json'; contentType: string } & Answered)
  | ({ kind: 'not-graphql' } & Answered)
  | ({ kind: 'http-error'; serverMessage: string | undefined } & Answered)
  | { kind: 'network' }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'cancelled' };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reads `errors` from a GraphQL response; keeps only entries with a message. */
export function readGraphqlErrors(body: unknown): GraphqlError[] {
  if (!isObject(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(isObject).flatMap((e) => {
    if (typeof e.message !== 'string') return [];
    const locations = Array.isArray(e.locations)
      ? e.locations
          .filter(isObject)
          .filter(
            (l): l is { line: number; column: number } =>
              Number.isInteger(l.line) && Number.isInteger(l.column),
          )
          .map((l) => ({ line: l.line, column: l.column }))
      : [];
    const path = Array.isArray(e.path)
      ? e.path.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number')
      : undefined;
    const code =
      isObject(e.extensions) && typeof e.extensions.code === 'string' ? e.extensions.code : undefined;
    return [{ message: e.message, locations, path, code }];
  });
}

/** The most telling message of an error answer: a GraphQL error, or `message`/`error` of a JSON body. */
function serverMessageOf(body: unknown): string | undefined {
  const errors = readGraphqlErrors(body);
  if (errors.length > 0) return errors.map((e) => e.message).join(' ');
  if (isObject(body)) {
    for (const key of ['message', 'error', 'error_description']) {
      if (typeof body[key] === 'string') return body[key] as string;
    }
  }
  return undefined;
}

/** Sorts an HTTP answer into a {@link RunOutcome}. */
export function classifyResponse(status: number, contentType: string | null, text: string): RunOutcome {
  const body = text.trim() === '' ? undefined : parseJson(text);
  const pretty = body === undefined ? text : JSON.stringify(body, null, 2);
  if (status === 401)
    return { kind: 'unauthorized', status, text: pretty, serverMessage: serverMessageOf(body) };
  if (status === 403)
    return { kind: 'forbidden', status, text: pretty, serverMessage: serverMessageOf(body) };
  if (body === undefined)
    return { kind: 'not-json', status, text, contentType: contentType ?? 'no content type' };
  const errors = readGraphqlErrors(body);
  if (errors.length > 0) {
    const hasData = isObject(body) && isObject(body.data);
    return { kind: 'graphql-errors', status, text: pretty, errors, hasData };
  }
  if (status < 200 || status > 299) {
    return { kind: 'http-error', status, text: pretty, serverMessage: serverMessageOf(body) };
  }
  if (!isObject(body) || !('data' in body)) return { kind: 'not-graphql', status, text: pretty };
  return { kind: 'ok', status, text: pretty };
}

/** A GraphQL request. */
export interface GraphqlRequest {
  url: string;
  query: string;
  /** Parsed variables, or undefined to leave them out. */
  variables?: Record<string, unknown>;
  operationName?: string;
  headers: Record<string, string>;
  /** Default REQUEST_TIMEOUT_MS (src/playground/constants.ts). */
  timeoutMs?: number;
  /** Aborting it cancels the request (the reader's Cancel button). */
  signal?: AbortSignal;
  /** Default the global `fetch`. */
  fetchImpl?: typeof fetch;
}

/**
 * POSTs the request and classifies the answer. Never throws: every failure is
 * an outcome. Sends no cookies and no referrer.
 */
export async function executeGraphql(request: GraphqlRequest): Promise<RunOutcome> {
  const body: Record<string, unknown> = { query: request.query };
  if (request.variables !== undefined) body.variables = request.variables;
  if (request.operationName !== undefined) body.operationName = request.operationName;
  const outcome = await fetchOnce(
    request.url,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        ...request.headers,
      },
      body: JSON.stringify(body),
    },
    request,
  );
  if (outcome.kind !== 'response') return outcome;
  return classifyResponse(
    outcome.response.status,
    outcome.response.headers.get('content-type'),
    outcome.text,
  );
}

/**
 * " (line 2, column 7)" from a JSON.parse error that names its place (older
 * V8: "at position 12"; Firefox: "at line 2 column 7"), else "". The engine's
 * own message is never repeated: current V8 quotes the text around the error,
 * which in the Headers panel may be a secret.
 */
export function whereJsonFailed(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return ` (line ${lineColumn[1]}, column ${lineColumn[2]})`;
  const position = /position (\d+)/.exec(message);
  if (!position) return '';
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return ` (line ${line}, column ${column})`;
}

/** Reads the Variables panel: empty is no variables; anything else must be a JSON object. */
export function parseVariables(
  text: string,
): { ok: true; value: Record<string, unknown> | undefined } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `Variables are not valid JSON${whereJsonFailed(text, e)}.` };
  }
  if (!isObject(value))
    return { ok: false, error: 'Variables must be a JSON object, e.g. {"tokenId": 12345}.' };
  return { ok: true, value };
}

/** Reads the Headers panel: empty is none; otherwise a JSON object of string values. */
export function parseHeaders(
  text: string,
): { ok: true; value: Record<string, string> } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `Headers are not valid JSON${whereJsonFailed(text, e)}.` };
  }
  if (!isObject(value))
    return { ok: false, error: 'Headers must be a JSON object, e.g. {"X-Estimate-Cost": "true"}.' };
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(value)) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      return { ok: false, error: `"${name}" is not a valid header name.` };
    if (typeof v !== 'string') return { ok: false, error: `The value of header "${name}" must be a string.` };
    out[name] = v;
  }
  return { ok: true, value: out };
}
