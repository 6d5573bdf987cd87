/**
 * Checks one REST request against the project's OpenAPI descriptions: host, method and path, path and query
 * parameters, the top-level fields of a JSON body (and their types when the values are known), and the kind of
 * token sent. A pure function of the request; the docs' sample check (samples/http.ts) and the docs MCP server's
 * validate_rest tool (mcp/rest.ts) both read requests their own way and ask this module what is wrong.
 */
import {
  bodyFields,
  deref,
  describePrivileges,
  loadDescription,
  matchOperation,
  PLACEHOLDER,
  serviceForHost,
  type OpenApiDocument,
  type Operation,
  type ParameterObject,
  type Reference,
  type SchemaObject,
  type TokenKind,
} from './index';

/** What a request sends as its body, as far as the caller can tell. */
export type RequestBody =
  | { kind: 'none' }
  /** A literal object whose keys are known but whose values are filled in at run time. */
  | { kind: 'fields'; fields: string[] }
  /** The JSON value sent, whole. */
  | { kind: 'json'; value: unknown }
  /** Built at run time: not checked. */
  | { kind: 'opaque' }
  | { kind: 'invalid'; reason: string };

export interface RestRequest {
  method: string;
  /** Absolute URL, query string included. */
  url: string;
  /** Query parameter names sent besides those in the URL; `opaque` when some are not known. */
  query?: { names: string[]; opaque: boolean };
  body: RequestBody;
  /**
   * The token sent: `none` for no Authorization header, `unrecognised` for a header whose kind the caller cannot
   * tell (the caller explains that itself), undefined when the caller does not say (not checked).
   */
  token?: TokenKind | 'unrecognised';
  /** How the request writes its Authorization header, quoted in messages (`Bearer $VEHICLE_JWT`). */
  tokenText?: string;
  /** `$name` and `${name}` in the URL stand for values filled in at run time (samples), not literal text. */
  templated?: boolean;
}

export type ProblemKind = 'url' | 'host' | 'operation' | 'path' | 'query' | 'body' | 'token';

export interface RequestProblem {
  kind: ProblemKind;
  /** What is wrong, and what the operation takes instead. */
  message: string;
  /** What to write instead, where the message alone does not say (from the parameter's description). */
  fix?: string;
}

export interface RequestCheck {
  /** The operation the request addresses, when its host, method and path name one. */
  operation?: Operation;
  problems: RequestProblem[];
}

/** `a Developer JWT`, or `a Vehicle JWT with privilege:A and privilege:B`; empty for a public operation. */
export function tokenNeeded(op: Operation): string {
  if (op.token === 'none') return '';
  if (op.token === 'developer') return 'a Developer JWT';
  const privileges = describePrivileges(op.privileges);
  return `a Vehicle JWT${privileges ? ` with ${privileges}` : ''}`;
}

const KIND_NAME: Record<Exclude<TokenKind, 'none'>, string> = {
  developer: 'a Developer JWT',
  vehicle: 'a Vehicle JWT',
};

function list(names: string[]): string {
  return names.length ? names.map((n) => `\`${n}\``).join(', ') : 'none';
}

/** Every property a body schema declares, with its schema; `allOf` parts are merged. */
function propertySchemas(doc: OpenApiDocument, schema: SchemaObject): Map<string, SchemaObject> {
  const out = new Map<string, SchemaObject>();
  for (const part of [schema, ...(schema.allOf ?? []).map((p) => deref(doc, p))])
    for (const [name, s] of Object.entries(part.properties ?? {})) out.set(name, deref(doc, s));
  return out;
}

/** A JSON value's type in JSON Schema terms. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const withArticle = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Why a top-level body value does not fit its property's schema (type or enum), or undefined when it fits. */
function valueProblem(
  doc: OpenApiDocument,
  name: string,
  schema: SchemaObject,
  value: unknown,
): string | undefined {
  const parts = [schema, ...(schema.allOf ?? []).map((p) => deref(doc, p as SchemaObject | Reference))];
  const types = parts.flatMap((p) => (p.type === undefined ? [] : [p.type].flat()));
  const actual = jsonType(value);
  if (types.length && !types.includes(actual) && !(actual === 'integer' && types.includes('number')))
    return `body field \`${name}\` must be ${types.map(withArticle).join(' or ')}, not ${withArticle(actual)} (\`${shown(value)}\`)`;
  const allowed = parts.find((p) => p.enum)?.enum;
  if (allowed && !allowed.some((a) => a === value))
    return `body field \`${name}\` must be one of ${allowed.map((a) => `\`${shown(a)}\``).join(', ')}, not \`${shown(value)}\``;
  return undefined;
}

/** Whether a path parameter takes only digits: `type: integer`, or a string whose pattern is all digits. */
function takesInteger(schema: SchemaObject | undefined): boolean {
  return schema?.type === 'integer' || (schema?.type === 'string' && schema.pattern === '^[0-9]+$');
}

/** Everything wrong with a request, in the order a reader fixes them: URL, parameters, body, token. */
export function checkRestRequest(r: RestRequest): RequestCheck {
  const problems: RequestProblem[] = [];
  const add = (kind: ProblemKind, message: string, fix?: string) =>
    problems.push(fix ? { kind, message, fix } : { kind, message });
  let u: URL;
  try {
    u = new URL(r.url);
  } catch {
    add('url', `${r.url} is not an absolute URL`);
    return { problems };
  }
  if (u.protocol !== 'https:') add('url', `the URL must use https, not ${u.protocol.replace(':', '')}`);
  try {
    decodeURIComponent(u.pathname);
  } catch {
    add('url', `the path ${u.pathname} has a % not followed by two hex digits: percent-encode it as %25`);
    return { problems };
  }
  const match = matchOperation(r.method, r.url);
  if (!match.ok) {
    add(serviceForHost(u.hostname) ? 'operation' : 'host', match.error);
    return { problems };
  }
  const op = match.operation;
  const label = `${op.method} ${op.path}`;
  const doc = loadDescription(op.service.key);
  const runtime = (value: string) => r.templated === true && value.includes('$');

  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    const value = match.pathParams[p.name] ?? '';
    const schema = p.schema ? deref(doc, p.schema) : undefined;
    const about = p.description ? `: ${p.description}` : '';
    if (PLACEHOLDER.test(value))
      add(
        'path',
        `path parameter {${p.name}} has no value (\`${value}\`)`,
        `Write its value in its place${about}`,
      );
    else if (takesInteger(schema) && !runtime(value) && !/^\d+$/.test(value))
      add(
        'path',
        `path parameter {${p.name}} must be an integer, not \`${value}\``,
        `Write it in decimal digits${about}`,
      );
  }

  const queryParams = op.parameters.filter((x) => x.in === 'query').map((x) => x.name);
  const urlNames = [...u.searchParams.keys()];
  const opaque = r.query?.opaque === true || urlNames.some(runtime);
  const sent = [...urlNames.filter((n) => !runtime(n)), ...(r.query?.names ?? [])];
  for (const name of sent.filter((n) => !queryParams.includes(n)))
    add(
      'query',
      `query parameter \`${name}\` is not a parameter of ${label} (it takes ${list(queryParams)})`,
    );
  if (!opaque)
    for (const p of op.parameters.filter(
      (x: ParameterObject) => x.in === 'query' && x.required && !sent.includes(x.name),
    ))
      add(
        'query',
        `required query parameter \`${p.name}\` is missing`,
        `Add ${p.name}=<value> to the query${p.description ? `: ${p.description}` : ''}`,
      );

  checkBody(r.body, op, doc, label, add);

  const token = r.token;
  const quoted = r.tokenText ? ` (\`${r.tokenText}\`)` : '';
  if (token === undefined) {
    // The caller does not say which token it sends.
  } else if (op.token === 'none') {
    if (token !== 'none')
      add('token', `it sends an Authorization header, but ${label} is public: leave it out`);
  } else if (token === 'none') {
    add('token', `it sends no Authorization header; ${label} needs ${tokenNeeded(op)}`);
  } else if (token !== 'unrecognised' && token !== op.token) {
    add('token', `it sends ${KIND_NAME[token]}${quoted}, but ${label} needs ${tokenNeeded(op)}`);
  }
  return { operation: op, problems };
}

function checkBody(
  body: RequestBody,
  op: Operation,
  doc: OpenApiDocument,
  label: string,
  add: (kind: ProblemKind, message: string, fix?: string) => void,
): void {
  if (body.kind !== 'none' && !op.body)
    add('body', `it sends a body, but ${label} takes none`, 'Send the request without a body.');
  if (body.kind === 'none' && op.body?.required) {
    const { required } = bodyFields(doc, op.body.schema);
    add('body', `it sends no body, but ${label} requires one (required fields: ${list(required)})`);
  }
  if (body.kind === 'invalid') add('body', body.reason);
  if (!op.body) return;
  let fields: string[];
  let values: Record<string, unknown> | undefined;
  if (body.kind === 'fields') fields = body.fields;
  else if (body.kind === 'json') {
    const v = body.value;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
      const { properties } = bodyFields(doc, op.body.schema);
      add(
        'body',
        `the body is ${withArticle(jsonType(v))} (\`${shown(v)}\`), but ${label} takes a JSON object (fields: ${list(properties)})`,
      );
      return;
    }
    values = v as Record<string, unknown>;
    fields = Object.keys(values);
  } else return;

  const { properties, required, open } = bodyFields(doc, op.body.schema);
  const missing = required.filter((f) => !fields.includes(f));
  if (missing.length)
    add('body', `the body lacks required field${missing.length > 1 ? 's' : ''} ${list(missing)}`);
  if (!open)
    for (const f of fields.filter((x) => !properties.includes(x)))
      add('body', `body field \`${f}\` is not in the ${label} request body (it takes ${list(properties)})`);
  if (values) {
    const schemas = propertySchemas(doc, op.body.schema);
    for (const [name, value] of Object.entries(values)) {
      const schema = schemas.get(name);
      const problem = schema && valueProblem(doc, name, schema, value);
      if (problem) add('body', problem);
    }
  }
}
