/**
 * The project's OpenAPI 3.1 descriptions of DIMO's five REST services, one YAML file each, written from the
 * services' published Swagger 2.0 files and the platform facts. This module is the one place that loads them,
 * types them and checks the project's conventions on them; the sample checks and tests read operations from here.
 *
 * Conventions every file keeps (checked by `conventionProblems`):
 * - `info.x-source` names the published description: `<owner>/<repo>@<commit> <path>`;
 * - `servers` lists the production host, then the development host, as in `SERVICES`;
 * - every operation has a `summary` and its own `security`: `[]` when public, else one of the bearer schemes
 *   `DeveloperJWT` or `VehicleJWT`;
 * - a Vehicle JWT operation names the privileges it checks in `x-dimo-privileges`, as `allOf` (every one needed)
 *   or `anyOf` (one is enough) of token-exchange permission names such as `privilege:GetVINCredential`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { Validator } from '@seriousme/openapi-schema-validator';
import { parse as parseYaml } from 'yaml';

export type ServiceKey =
  | 'token-exchange-api'
  | 'attestation-api'
  | 'vehicle-triggers-api'
  | 'device-definitions-api'
  | 'valuations-api';

export interface Service {
  /** The key pages use in `checked_against`. */
  key: ServiceKey;
  name: string;
  /** The description's file name in this folder. */
  file: string;
  production: string;
  development: string;
}

export const SERVICES: readonly Service[] = [
  {
    key: 'token-exchange-api',
    name: 'Token Exchange API',
    file: 'token-exchange.yaml',
    production: 'token-exchange-api.dimo.zone',
    development: 'token-exchange-api.dev.dimo.zone',
  },
  {
    key: 'attestation-api',
    name: 'Attestation API',
    file: 'attestation.yaml',
    production: 'attestation-api.dimo.zone',
    development: 'attestation-api.dev.dimo.zone',
  },
  {
    key: 'vehicle-triggers-api',
    name: 'Vehicle Triggers API',
    file: 'vehicle-triggers.yaml',
    production: 'vehicle-triggers-api.dimo.zone',
    development: 'vehicle-triggers-api.dev.dimo.zone',
  },
  {
    key: 'device-definitions-api',
    name: 'Device Definitions API',
    file: 'device-definitions.yaml',
    production: 'device-definitions-api.dimo.zone',
    development: 'device-definitions-api.dev.dimo.zone',
  },
  {
    key: 'valuations-api',
    name: 'Valuations API',
    file: 'valuations.yaml',
    production: 'valuations-api.dimo.zone',
    development: 'valuations-api.dev.dimo.zone',
  },
];

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The token an operation needs: none (public), a Developer JWT, or a Vehicle JWT. */
export type TokenKind = 'none' | 'developer' | 'vehicle';

/** The privilege names the Token Exchange API puts in a Vehicle JWT, by privilege ID (1 to 8). */
export const PRIVILEGES = [
  'privilege:GetNonLocationHistory',
  'privilege:ExecuteCommands',
  'privilege:GetCurrentLocation',
  'privilege:GetLocationHistory',
  'privilege:GetVINCredential',
  'privilege:GetLiveData',
  'privilege:GetRawData',
  'privilege:GetApproximateLocation',
] as const;

export const SECURITY_SCHEMES: Record<string, Exclude<TokenKind, 'none'>> = {
  DeveloperJWT: 'developer',
  VehicleJWT: 'vehicle',
};

// The parts of OpenAPI 3.1 the project writes and reads. Extensions (`x-…`) are allowed everywhere.
export interface Reference {
  $ref: string;
}

export interface SchemaObject {
  type?: string | string[];
  properties?: Record<string, SchemaObject | Reference>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject | Reference;
  items?: SchemaObject | Reference;
  allOf?: (SchemaObject | Reference)[];
  oneOf?: (SchemaObject | Reference)[];
  anyOf?: (SchemaObject | Reference)[];
  enum?: unknown[];
  description?: string;
  deprecated?: boolean;
  [key: string]: unknown;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: SchemaObject | Reference;
  example?: unknown;
}

export interface MediaTypeObject {
  schema?: SchemaObject | Reference;
  example?: unknown;
  examples?: Record<string, unknown>;
}

export interface RequestBodyObject {
  required?: boolean;
  description?: string;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
}

/** `x-dimo-privileges`: the privileges a Vehicle JWT operation checks. */
export type PrivilegeRule = { allOf: string[] } | { anyOf: string[] };

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: (ParameterObject | Reference)[];
  requestBody?: RequestBodyObject | Reference;
  responses: Record<string, ResponseObject | Reference>;
  security?: Record<string, string[]>[];
  'x-dimo-privileges'?: PrivilegeRule;
  [key: string]: unknown;
}

export type PathItem = Partial<Record<Lowercase<HttpMethod>, OperationObject>> & {
  parameters?: (ParameterObject | Reference)[];
};

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description?: string; 'x-source': string };
  servers: { url: string; description?: string }[];
  paths: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, ResponseObject>;
    requestBodies?: Record<string, RequestBodyObject>;
    securitySchemes?: Record<string, Record<string, unknown>>;
  };
  [key: string]: unknown;
}

/** One operation of one service, with its references resolved. */
export interface Operation {
  service: Service;
  method: HttpMethod;
  /** The path template, e.g. `/v2/attestation/vin/{tokenId}`. */
  path: string;
  summary: string;
  token: TokenKind;
  privileges?: PrivilegeRule;
  parameters: ParameterObject[];
  body?: { required: boolean; schema: SchemaObject };
  /** The operation as written in the file. */
  object: OperationObject;
}

const byKey = new Map(SERVICES.map((s) => [s.key, s]));

export function service(key: ServiceKey): Service {
  const found = byKey.get(key);
  if (!found) throw new Error(`unknown REST service ${key}`);
  return found;
}

/** The service a host serves, production or development. */
export function serviceForHost(host: string): Service | undefined {
  const h = host.toLowerCase();
  return SERVICES.find((s) => s.production === h || s.development === h);
}

export function descriptionPath(key: ServiceKey): string {
  return path.join(__dirname, service(key).file);
}

/** `info.x-source` split into its parts. */
export function sourceOf(
  doc: OpenApiDocument,
): { repository: string; commit: string; path: string } | undefined {
  const m = /^([\w.-]+\/[\w.-]+)@([0-9a-f]{7,40}) (\S+)$/.exec(doc.info?.['x-source'] ?? '');
  return m ? { repository: m[1]!, commit: m[2]!, path: m[3]! } : undefined;
}

function isReference(x: unknown): x is Reference {
  return typeof x === 'object' && x !== null && typeof (x as Reference).$ref === 'string';
}

/** Follows a local `$ref` (`#/components/...`); throws naming the reference when it does not resolve. */
export function resolveRef(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`${ref}: only local references are used`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !(key in node))
      throw new Error(`${ref} does not resolve`);
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The object itself, or what its `$ref` points at (following chains). */
export function deref<T>(doc: OpenApiDocument, x: T | Reference): T {
  let node: unknown = x;
  for (let hops = 0; isReference(node); hops++) {
    if (hops > 20) throw new Error(`${(x as Reference).$ref}: reference loop`);
    node = resolveRef(doc, node.$ref);
  }
  return node as T;
}

/** Every `$ref` in a document, with where it is written (a JSON pointer). */
export function refsIn(node: unknown, at = '#'): { at: string; ref: string }[] {
  if (typeof node !== 'object' || node === null) return [];
  if (Array.isArray(node)) return node.flatMap((v, i) => refsIn(v, `${at}/${i}`));
  return Object.entries(node).flatMap(([k, v]) =>
    k === '$ref' && typeof v === 'string' ? [{ at, ref: v }] : refsIn(v, `${at}/${k.replace(/\//g, '~1')}`),
  );
}

/**
 * What a request body may carry at its top level: the properties it declares, the ones it requires, and whether
 * it takes properties it does not name. `allOf` parts are merged.
 */
export function bodyFields(
  doc: OpenApiDocument,
  schema: SchemaObject | Reference,
): { properties: string[]; required: string[]; open: boolean } {
  const s = deref(doc, schema);
  const parts = [s, ...(s.allOf ?? []).map((p) => deref(doc, p))];
  const properties = new Set<string>();
  const required = new Set<string>();
  let open = false;
  for (const part of parts) {
    for (const name of Object.keys(part.properties ?? {})) properties.add(name);
    for (const name of part.required ?? []) required.add(name);
    if (part.additionalProperties !== undefined && part.additionalProperties !== false) open = true;
    if (part.oneOf || part.anyOf) open = true;
  }
  return { properties: [...properties], required: [...required], open };
}

function methodsOf(item: PathItem): HttpMethod[] {
  return HTTP_METHODS.filter((m) => item[m.toLowerCase() as Lowercase<HttpMethod>] !== undefined);
}

/** The token an operation's `security` asks for. */
export function tokenOf(op: OperationObject): TokenKind | undefined {
  if (!op.security) return undefined;
  if (op.security.length === 0) return 'none';
  const kinds = new Set(op.security.flatMap((req) => Object.keys(req).map((name) => SECURITY_SCHEMES[name])));
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

/**
 * Where a document breaks the project's conventions (see the module comment), each as `<where>: <what>`. A
 * document that passes may still be invalid OpenAPI: `validateOpenApi` checks that.
 */
export function conventionProblems(doc: OpenApiDocument, svc: Service): string[] {
  const problems: string[] = [];
  if (!/^3\.1\.\d+$/.test(String(doc.openapi))) problems.push(`openapi: ${doc.openapi} is not 3.1.x`);
  if (!sourceOf(doc))
    problems.push(`info.x-source: "${doc.info?.['x-source']}" is not "<owner>/<repo>@<commit> <path>"`);
  const servers = (doc.servers ?? []).map((s) => s.url);
  const wanted = [`https://${svc.production}`, `https://${svc.development}`];
  if (servers.join(' ') !== wanted.join(' '))
    problems.push(`servers: ${JSON.stringify(servers)}, expected ${JSON.stringify(wanted)}`);
  for (const { at, ref } of refsIn(doc)) {
    try {
      resolveRef(doc, ref);
    } catch {
      problems.push(`${at}: $ref ${ref} does not resolve`);
    }
  }
  const schemes = doc.components?.securitySchemes ?? {};
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!(name in SECURITY_SCHEMES))
      problems.push(`components.securitySchemes.${name}: not a project scheme`);
    else if (scheme.type !== 'http' || scheme.scheme !== 'bearer')
      problems.push(`components.securitySchemes.${name}: must be an http bearer scheme`);
  }
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methodsOf(item)) {
      const op = item[method.toLowerCase() as Lowercase<HttpMethod>]!;
      const where = `${method} ${p}`;
      if (!op.summary?.trim()) problems.push(`${where}: no summary`);
      if (!op.security) problems.push(`${where}: no security (write security: [] for a public operation)`);
      for (const req of op.security ?? [])
        for (const name of Object.keys(req))
          if (!(name in schemes)) problems.push(`${where}: security scheme ${name} is not declared`);
      const token = tokenOf(op);
      if (op.security && !token) problems.push(`${where}: security must name one token kind`);
      const rule = op['x-dimo-privileges'];
      if (token === 'vehicle' && !rule)
        problems.push(`${where}: a Vehicle JWT operation needs x-dimo-privileges`);
      if (rule && op.security && token !== 'vehicle')
        problems.push(`${where}: x-dimo-privileges on an operation without VehicleJWT`);
      if (rule) {
        const names = 'allOf' in rule ? rule.allOf : 'anyOf' in rule ? rule.anyOf : undefined;
        if (!Array.isArray(names) || names.length === 0 || Object.keys(rule).length !== 1)
          problems.push(`${where}: x-dimo-privileges must be { allOf: [...] } or { anyOf: [...] }`);
        else
          for (const n of names)
            if (!(PRIVILEGES as readonly string[]).includes(String(n)))
              problems.push(`${where}: "${n}" is not a privilege name (${PRIVILEGES.join(', ')})`);
      }
      const declared = [...(item.parameters ?? []), ...(op.parameters ?? [])].flatMap((x) => {
        try {
          return [deref(doc, x)];
        } catch {
          return [];
        }
      });
      for (const [, name] of p.matchAll(/\{([^}]+)\}/g))
        if (!declared.some((d) => d.in === 'path' && d.name === name))
          problems.push(`${where}: path parameter {${name}} is not declared`);
    }
  }
  return problems;
}

const docs = new Map<ServiceKey, OpenApiDocument>();

/** Parses a description's text and checks the project's conventions on it; throws listing what is wrong. */
export function parseDescription(text: string, key: ServiceKey): OpenApiDocument {
  const doc = parseYaml(text) as OpenApiDocument;
  const problems = conventionProblems(doc, service(key));
  if (problems.length) throw new Error(`openapi/${service(key).file}:\n  ${problems.join('\n  ')}`);
  return doc;
}

/** A service's description, read and checked once per process. */
export function loadDescription(key: ServiceKey): OpenApiDocument {
  let doc = docs.get(key);
  if (!doc) {
    doc = parseDescription(readFileSync(descriptionPath(key), 'utf8'), key);
    docs.set(key, doc);
  }
  return doc;
}

/** Validates a document against the OpenAPI 3.1 JSON Schema; returns the validator's errors, empty when valid. */
export async function validateOpenApi(doc: OpenApiDocument | string): Promise<string[]> {
  const result = await new Validator().validate(typeof doc === 'string' ? doc : structuredClone(doc));
  if (result.valid) return [];
  if (typeof result.errors === 'string') return [result.errors];
  return (result.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? e.keyword}`);
}

/** Every operation of a service (or of all five), references resolved. */
export function operations(key?: ServiceKey): Operation[] {
  if (!key) return SERVICES.flatMap((s) => operations(s.key));
  const doc = loadDescription(key);
  const svc = service(key);
  const out: Operation[] = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const method of methodsOf(item)) {
      const op = item[method.toLowerCase() as Lowercase<HttpMethod>]!;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x) => deref(doc, x));
      const rb = op.requestBody ? deref(doc, op.requestBody) : undefined;
      const media = rb?.content['application/json'];
      out.push({
        service: svc,
        method,
        path: p,
        summary: op.summary ?? '',
        token: tokenOf(op) ?? 'none',
        privileges: op['x-dimo-privileges'],
        parameters: params,
        body:
          rb && media?.schema
            ? { required: rb.required === true, schema: deref(doc, media.schema) }
            : undefined,
        object: op,
      });
    }
  }
  return out;
}

/** `privilege:GetVINCredential`, or `privilege:A and privilege:B`, or `privilege:A or privilege:B`. */
export function describePrivileges(rule: PrivilegeRule | undefined): string {
  if (!rule) return '';
  return 'allOf' in rule ? rule.allOf.join(' and ') : rule.anyOf.join(' or ');
}

// A segment still written as a placeholder: {tokenId}, :tokenId, <tokenId>. It has no value yet.
export const PLACEHOLDER = /^(\{[^}]*\}|:\w+|<[^>]*>)$/;

function segmentsOf(p: string): string[] {
  return p.replace(/\/+$/, '').split('/').slice(1);
}

function isTemplate(seg: string): boolean {
  return /^\{[^}]+\}$/.test(seg);
}

/** Matches a request's path segments against a template; literal segments must be equal. */
function matchSegments(template: string[], actual: string[]): Record<string, string> | undefined {
  if (template.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const t = template[i]!;
    const a = actual[i]!;
    if (isTemplate(t)) {
      if (a === '') return undefined;
      params[t.slice(1, -1)] = a;
    } else if (t !== a) {
      return undefined;
    }
  }
  return params;
}

/** Literal segments first: `/v1/webhooks/signals` wins over `/v1/webhooks/{webhookId}`. */
function specificity(template: string[]): number[] {
  return template.map((t) => (isTemplate(t) ? 0 : 1));
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Segment edit distance, a template segment matching any value. */
function distance(template: string[], actual: string[]): number {
  const d = Array.from({ length: template.length + 1 }, (_, i) =>
    Array.from({ length: actual.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= template.length; i++)
    for (let j = 1; j <= actual.length; j++) {
      const same = isTemplate(template[i - 1]!) || template[i - 1] === actual[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + same);
    }
  return d[template.length]![actual.length]!;
}

/** Character edit distance. */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** One segment more or fewer, or one literal segment off by a typo or two. */
function isNear(template: string[], actual: string[]): boolean {
  if (Math.abs(template.length - actual.length) === 1) return distance(template, actual) === 1;
  if (template.length !== actual.length) return false;
  const differing = template.flatMap((t, i) => (!isTemplate(t) && t !== actual[i] ? [i] : []));
  return differing.length === 1 && editDistance(template[differing[0]!]!, actual[differing[0]!]!) <= 2;
}

export type OperationMatch =
  { ok: true; operation: Operation; pathParams: Record<string, string> } | { ok: false; error: string };

/**
 * The operation a request addresses. `url` is absolute; its host picks the service (production or development),
 * its path is matched against the service's path templates. On failure the error names the nearest operation.
 */
export function matchOperation(method: string, url: string): OperationMatch {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { ok: false, error: `${url} is not an absolute URL` };
  }
  const svc = serviceForHost(u.hostname);
  const m = method.toUpperCase();
  if (!svc) {
    const hosts = SERVICES.flatMap((s) => [s.production, s.development]).join(', ');
    return { ok: false, error: `${u.hostname} is not a REST service host (${hosts})` };
  }
  const pathname = decodeURIComponent(u.pathname);
  const actual = segmentsOf(pathname === '' ? '/' : pathname);
  const ops = operations(svc.key);
  const hits = ops
    .filter((op) => op.method === m)
    .flatMap((op) => {
      const pathParams = matchSegments(segmentsOf(op.path), actual);
      return pathParams ? [{ operation: op, pathParams }] : [];
    })
    .sort((a, b) =>
      compareSpecificity(
        specificity(segmentsOf(a.operation.path)),
        specificity(segmentsOf(b.operation.path)),
      ),
    );
  if (hits[0]) return { ok: true, ...hits[0] };

  const shown = `${m} ${pathname || '/'}`;
  const elsewhere = operations().find(
    (op) => op.service !== svc && op.method === m && matchSegments(segmentsOf(op.path), actual),
  );
  if (elsewhere)
    return {
      ok: false,
      error: `${shown} is not an operation of the ${svc.name}; it is ${m} ${elsewhere.path} of the ${elsewhere.service.name} (${elsewhere.service.production})`,
    };
  // Suggest the path under the method it has, and a near path under this method (a segment missing or extra,
  // or one spelled slightly differently); failing both, the nearest operation of all.
  const otherMethod = ops
    .filter((op) => matchSegments(segmentsOf(op.path), actual))
    .sort((a, b) => compareSpecificity(specificity(segmentsOf(a.path)), specificity(segmentsOf(b.path))))
    .slice(0, 1);
  const sameMethod = ops.filter((op) => op.method === m && isNear(segmentsOf(op.path), actual)).slice(0, 1);
  let suggestions = [...otherMethod, ...sameMethod];
  if (suggestions.length === 0)
    suggestions = ops
      .map((op) => ({ op, score: distance(segmentsOf(op.path), actual) * 2 + (op.method === m ? 0 : 1) }))
      .sort((a, b) => a.score - b.score)
      .slice(0, 1)
      .map((x) => x.op);
  const hint = suggestions.length
    ? `; did you mean ${suggestions.map((op) => `${op.method} ${op.path}`).join(' or ')}?`
    : '';
  return { ok: false, error: `${shown} has no operation in the ${svc.name}${hint}` };
}
