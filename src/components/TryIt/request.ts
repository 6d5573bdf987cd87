/**
 * Browser-safe: turns Try it's form into an HTTP request (checking each
 * field), writes the same request as a cURL command, and sends it with
 * `fetch`, sorting what comes back into an outcome. Uses only `fetch`, so the
 * unit tests run it in Node against a stub.
 */
import { fetchOnce } from '../../playground/fetchOnce';
import { bareToken } from '../../playground/token';
import { lineColumn, parseJson, patternRegExp } from './bodySchema';
import type { JsonSchema, TryItOperation, TryItParameter } from './operation';

/** The form's key of a parameter: `path.tokenId`, `query.page`. */
export function paramKey(p: Pick<TryItParameter, 'in' | 'name'>): string {
  return `${p.in}.${p.name}`;
}

/** What the form holds: parameter values by paramKey, and the body text. */
export interface FormValues {
  params: Readonly<Record<string, string>>;
  body: string;
}

/** A field the request cannot be built from, with what to do. `field` is a paramKey, `body` or `endpoint`. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** An HTTP request, ready for `fetch`. */
export interface BuiltRequest {
  method: TryItOperation['method'];
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function primaryType(schema: JsonSchema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type))
    return schema.type.find((t): t is string => typeof t === 'string' && t !== 'null');
  return undefined;
}

/** What a parameter's field is wrong about, or undefined when its value can be sent. */
export function checkParameter(p: TryItParameter, raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return p.required ? `${p.name} is required.` : undefined;
  const s = p.schema;
  const type = primaryType(s);
  if (type === 'integer' && !/^-?\d+$/.test(value)) return `${p.name} must be a whole number.`;
  if (type === 'number' && !Number.isFinite(Number(value))) return `${p.name} must be a number.`;
  if (type === 'boolean' && value !== 'true' && value !== 'false') return `${p.name} must be true or false.`;
  if (Array.isArray(s.enum) && !s.enum.map(String).includes(value))
    return `${p.name} must be one of ${s.enum.map(String).join(', ')}.`;
  if ((type === 'integer' || type === 'number') && typeof s.minimum === 'number' && Number(value) < s.minimum)
    return `${p.name} must be at least ${s.minimum}.`;
  if ((type === 'integer' || type === 'number') && typeof s.maximum === 'number' && Number(value) > s.maximum)
    return `${p.name} must be at most ${s.maximum}.`;
  if (typeof s.pattern === 'string') {
    const re = patternRegExp(s.pattern);
    if (re && !re.test(value)) return `${p.name} does not match the pattern ${s.pattern}.`;
  }
  return undefined;
}

/** The example a parameter's field shows while empty: its own, else its schema's first example or default. */
export function parameterExample(p: TryItParameter): string | undefined {
  const s = p.schema;
  const example =
    p.example ??
    (Array.isArray(s.examples) ? s.examples[0] : undefined) ??
    ('default' in s ? s.default : undefined);
  return example === undefined || example === null ? undefined : String(example);
}

/** An http(s) origin (and optional base path) typed or picked as the endpoint, without a trailing slash. */
export function parseBase(base: string): { ok: true; base: string } | { ok: false; message: string } {
  const text = base.trim();
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
    if (url.search || url.hash) throw new Error('query');
    return { ok: true, base: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
  } catch {
    return {
      ok: false,
      message: 'The endpoint is not an http(s) address: type the service origin, e.g. https://example.com.',
    };
  }
}

/**
 * The request for the form's values, or every field that stops it being
 * built. Path values are percent-encoded (a DID's colons stay as they are
 * typed: they are allowed in a path segment); empty optional query
 * parameters are left out; the token goes in `Authorization: Bearer …` only
 * when the operation takes one.
 */
export function buildRequest(
  op: TryItOperation,
  base: string,
  values: FormValues,
  rawToken: string,
): { ok: true; request: BuiltRequest } | { ok: false; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const endpoint = parseBase(base);
  if (!endpoint.ok) problems.push({ field: 'endpoint', message: endpoint.message });
  const value = (p: TryItParameter) => (values.params[paramKey(p)] ?? '').trim();
  for (const p of op.parameters) {
    const message = checkParameter(p, values.params[paramKey(p)] ?? '');
    if (message) problems.push({ field: paramKey(p), message });
  }
  let body: string | undefined;
  if (op.body) {
    if (values.body.trim() === '') {
      if (op.body.required)
        problems.push({ field: 'body', message: 'This operation needs a body: write a JSON object.' });
    } else {
      const parsed = parseJson(values.body);
      if (!parsed.ok) {
        const { line, column } = lineColumn(values.body, parsed.at);
        problems.push({
          field: 'body',
          message: `The body is not valid JSON (line ${line}, column ${column}): ${parsed.message}`,
        });
      } else body = values.body;
    }
  }
  if (problems.length > 0 || !endpoint.ok) return { ok: false, problems };

  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const p = op.parameters.find((x) => x.in === 'path' && x.name === name);
    return encodeURIComponent(p ? value(p) : '').replace(/%3A/gi, ':');
  });
  const query = new URLSearchParams();
  for (const p of op.parameters) if (p.in === 'query' && value(p) !== '') query.append(p.name, value(p));
  const search = query.toString();

  const headers: Record<string, string> = { Accept: 'application/json' };
  for (const p of op.parameters) if (p.in === 'header' && value(p) !== '') headers[p.name] = value(p);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = bareToken(rawToken);
  if (op.token !== 'none' && token !== '') headers.Authorization = `Bearer ${token}`;
  return {
    ok: true,
    request: {
      method: op.method,
      url: `${endpoint.base}${path}${search ? `?${search}` : ''}`,
      headers,
      body,
    },
  };
}

/** A value as one single-quoted shell word. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * The request as a cURL command, the token replaced by a shell variable
 * (`$DEVELOPER_JWT`, `$VEHICLE_JWT`) so the command can be shared as it is.
 */
export function curlCommand(request: BuiltRequest, tokenVariable: string): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'Authorization') lines.push(`-H "Authorization: Bearer $${tokenVariable}"`);
    else lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (request.body !== undefined) lines.push(`-d ${shellQuote(request.body)}`);
  return lines.join(' \\\n  ');
}

/** What came of sending a request. */
export type SendOutcome =
  | {
      kind: 'answered';
      status: number;
      statusText: string;
      /** The response headers the browser lets the page read (CORS-safelisted, or exposed by the server). */
      headers: [name: string, value: string][];
      contentType: string | undefined;
      text: string;
      elapsedMs: number;
    }
  | { kind: 'network' }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'cancelled' };

/** Options of {@link sendRequest}. */
export interface SendOptions {
  /** Aborting it cancels the request (the reader's Cancel button). */
  signal?: AbortSignal;
  /** Default REQUEST_TIMEOUT_MS (src/playground/constants.ts). */
  timeoutMs?: number;
  /** Default the global `fetch`. */
  fetchImpl?: typeof fetch;
  /** Default `performance.now`. */
  clock?: () => number;
}

/**
 * Sends the request with no cookies and no referrer. Never throws: a network
 * failure, a CORS refusal (which a page cannot tell apart), a timeout and a
 * cancellation are outcomes.
 */
export async function sendRequest(request: BuiltRequest, options: SendOptions = {}): Promise<SendOutcome> {
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const outcome = await fetchOnce(
    request.url,
    { method: request.method, headers: request.headers, body: request.body },
    options,
  );
  if (outcome.kind !== 'response') return outcome;
  const { response, text } = outcome;
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  headers.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    kind: 'answered',
    status: response.status,
    statusText: response.statusText,
    headers,
    contentType: response.headers.get('content-type') ?? undefined,
    text,
    elapsedMs: clock() - started,
  };
}

/** An answer's body for the pane: JSON pretty-printed with two spaces, anything else as received. */
export function prettyBody(text: string): { text: string; json: boolean } {
  if (text.trim() === '') return { text: '', json: false };
  try {
    return { text: JSON.stringify(JSON.parse(text), null, 2), json: true };
  } catch {
    return { text, json: false };
  }
}
