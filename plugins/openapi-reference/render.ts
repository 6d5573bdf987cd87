/**
 * Pure: the project's OpenAPI descriptions (openapi/*.yaml) → one MDX reference page per operation, as strings with
 * the file each is written to (`docs/api-references/<service>/<operation>.api.mdx`, not committed).
 *
 * Operations are read with openapi/index.ts's helpers (`deref`, `tokenOf`, `sourceOf`), not with the
 * docusaurus-plugin-openapi-docs loader: `processOpenapiFiles` and `readOpenapiFiles` are asynchronous, and the
 * sample checks read every sample synchronously (`allSamples()` in samples/blocks.ts), in a clean clone, before any
 * build; index.ts is also where the project's conventions (token kinds, `x-dimo-privileges`) are read. The
 * generator's own example builders (`sampleRequestFromSchema`, `sampleResponseFromSchema`, synchronous) fill in a
 * request body or response the description gives no example for, and render.test.ts holds the dereferenced
 * operations against `processOpenapiFiles`' so the two readings cannot drift apart.
 */
import { sampleRequestFromSchema } from 'docusaurus-plugin-openapi-docs/lib/openapi/createRequestExample';
import { sampleResponseFromSchema } from 'docusaurus-plugin-openapi-docs/lib/openapi/createResponseExample';
import { stringify as stringifyYaml } from 'yaml';

import {
  HTTP_METHODS,
  PRIVILEGES,
  SERVICES,
  deref,
  loadDescription,
  sourceOf,
  tokenOf,
  type HttpMethod,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type PrivilegeRule,
  type RequestBodyObject,
  type ResponseObject,
  type SchemaObject,
  type Service,
  type ServiceKey,
  type TokenKind,
} from '../../openapi';
import { referenceKey, type ReferenceLink } from '../../src/components/Endpoint/reference';
import type { JsonSchema, TryItOperation, TryItParameter } from '../../src/components/TryIt/operation';
import { FromEnv, envName, prettyJson, samplesFor, type SampleInput, type Samples } from './code';
import { DATA_SDK_VERSION, PYTHON_SDK_VERSION, sdkEntry } from './sdk-calls';

/**
 * Whether pages place `<TryIt>` (src/components/TryIt/index.tsx). Turn it off only while that component is not
 * in the project: the pages are complete without it, and the build fails on an import that does not resolve.
 */
export const TRY_IT = true;

/** Where generated pages go, and the suffix that marks them (gitignored: `docs/**\/*.api.mdx`). */
export const REFERENCE_DIR = 'docs/api-references';
export const GENERATED_SUFFIX = '.api.mdx';

/** One operation, read from its description with every reference resolved. */
export interface ReferenceOperation {
  service: Service;
  method: HttpMethod;
  path: string;
  operationId: string;
  summary: string;
  description: string;
  token: TokenKind;
  privileges?: PrivilegeRule;
  parameters: (ParameterObject & { schema: SchemaObject })[];
  body?: {
    required: boolean;
    description?: string;
    schema: SchemaObject;
    /** The example the samples send: the first one the description writes, else one built from the schema. */
    example: unknown;
    /** Named examples (`examples:` of the media type), with their summaries. */
    named: Record<string, { summary?: string; value: unknown }>;
  };
  responses: {
    status: string;
    description: string;
    schema?: SchemaObject;
    /** Written in the description (`written`), or built from the schema (`shape`). */
    example?: { value: unknown; kind: 'written' | 'shape' };
  }[];
}

export interface GeneratedPage {
  /** Path from the repository root: `docs/api-references/attestation-api/create-vin-credential.api.mdx`. */
  file: string;
  /** Front matter `id`, unique within the service's folder. */
  id: string;
  /** Front matter `slug`: `/api-references/attestation-api/create-vin-credential`. */
  slug: string;
  /** The page's URL path: `/docs/api-references/attestation-api/create-vin-credential`. */
  url: string;
  operation: ReferenceOperation;
  samples: Samples;
  tryIt: TryItOperation;
  /** The MDX source. */
  source: string;
}

export interface RenderOptions {
  /** Base of the edit link: the page's "Edit" points at the description, `<editBase>openapi/<file>`. */
  editBase?: string;
  /** Per service, when its description was last committed (ISO 8601): its pages' "Last updated" date. */
  lastUpdated?: Partial<Record<ServiceKey, string>>;
}

// ---------------------------------------------------------------------------------------------- reading ---

/** Resolves every `$ref` inside a value; a reference to a schema already being resolved becomes `{}`. */
export function derefDeep<T>(doc: OpenApiDocument, node: T, stack: string[] = []): T {
  if (Array.isArray(node)) return node.map((x) => derefDeep(doc, x, stack)) as T;
  if (typeof node !== 'object' || node === null) return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    const ref = record.$ref;
    if (stack.includes(ref)) return {} as T;
    const { $ref: _, ...siblings } = record;
    const target = derefDeep(doc, deref(doc, { $ref: ref }), [...stack, ref]) as Record<string, unknown>;
    return { ...target, ...derefDeep(doc, siblings, stack) } as T;
  }
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, derefDeep(doc, v, stack)])) as T;
}

/** `createVinCredential` → `create-vin-credential`; `getR1CompatibilitySheet` → `get-r1-compatibility-sheet`. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

function jsonMedia(content: Record<string, MediaTypeObject> | undefined): MediaTypeObject | undefined {
  if (!content) return undefined;
  const key = Object.keys(content).find((k) => /^application\/([\w.-]+\+)?json\b/i.test(k));
  return key ? content[key] : undefined;
}

function namedExamples(
  doc: OpenApiDocument,
  media: MediaTypeObject,
): Record<string, { summary?: string; value: unknown }> {
  const out: Record<string, { summary?: string; value: unknown }> = {};
  for (const [name, raw] of Object.entries(media.examples ?? {})) {
    const ex = derefDeep(doc, raw) as { summary?: string; value?: unknown };
    if (ex && typeof ex === 'object' && 'value' in ex) out[name] = { summary: ex.summary, value: ex.value };
  }
  return out;
}

/** Whether a schema has fields worth a table or a shape: an object with properties, or an array of such. */
function hasFields(schema: SchemaObject | undefined): boolean {
  if (!schema) return false;
  if (schema.properties && Object.keys(schema.properties).length > 0) return true;
  return schema.items !== undefined && hasFields(schema.items as SchemaObject);
}

type PluginSchema = Parameters<typeof sampleRequestFromSchema>[0];

/** Every operation of a description, in the order the file writes them. */
export function readOperations(doc: OpenApiDocument, service: Service): ReferenceOperation[] {
  const out: ReferenceOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const key of Object.keys(item)) {
      const method = key.toUpperCase() as HttpMethod;
      if (!HTTP_METHODS.includes(method)) continue;
      const op = item[key as Lowercase<HttpMethod>] as OperationObject;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => {
        const param = derefDeep(doc, deref(doc, p));
        return { ...param, schema: (param.schema ?? {}) as SchemaObject };
      });
      let body: ReferenceOperation['body'];
      if (op.requestBody) {
        const rb = derefDeep(doc, deref<RequestBodyObject>(doc, op.requestBody));
        const media = jsonMedia(rb.content);
        if (media?.schema) {
          const schema = media.schema as SchemaObject;
          const named = namedExamples(doc, media);
          const example =
            media.example ??
            Object.values(named)[0]?.value ??
            sampleRequestFromSchema(schema as PluginSchema);
          body = { required: rb.required === true, description: rb.description, schema, example, named };
        }
      }
      const responses = Object.entries(op.responses).map(([status, r]) => {
        const res = derefDeep(doc, deref<ResponseObject>(doc, r));
        const media = jsonMedia(res.content);
        const schema = media?.schema as SchemaObject | undefined;
        const named = media ? namedExamples(doc, media) : {};
        const written = media?.example ?? Object.values(named)[0]?.value;
        const example =
          written !== undefined
            ? { value: written, kind: 'written' as const }
            : hasFields(schema)
              ? { value: sampleResponseFromSchema(schema as PluginSchema) as unknown, kind: 'shape' as const }
              : undefined;
        return { status, description: res.description, schema, example };
      });
      out.push({
        service,
        method,
        path,
        operationId: op.operationId ?? kebab(op.summary ?? `${method} ${path}`),
        summary: op.summary ?? `${method} ${path}`,
        description: op.description ?? '',
        token: tokenOf(op) ?? 'none',
        privileges: op['x-dimo-privileges'],
        parameters,
        body,
        responses,
      });
    }
  }
  return out;
}

// ------------------------------------------------------------------------------------------------ words ---

/** Prose from a description, safe in MDX: `{`, `}` and `<` escaped outside inline code. */
export function mdxText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}<]/g, (c) => `\\${c}`)))
    .join('');
}

/** Table cells render text as is: inline code marks are dropped. */
function cellText(text: string | undefined): string {
  return (text ?? '').replace(/`([^`]*)`/g, '$1').trim();
}

function privilegeId(name: string): number {
  return (PRIVILEGES as readonly string[]).indexOf(name) + 1;
}

/** `5 (GetVINCredential)`, `1 (GetNonLocationHistory) and 4 (GetLocationHistory)`, as the guide pages write it. */
export function privilegesLabel(rule: PrivilegeRule | undefined): string | undefined {
  if (!rule) return undefined;
  const [names, joiner] = 'allOf' in rule ? [rule.allOf, ' and '] : [rule.anyOf, ' or '];
  return names.map((n) => `${privilegeId(n)} (${n.replace(/^privilege:/, '')})`).join(joiner);
}

function privilegeWords(rule: PrivilegeRule): string {
  const word = (n: string) => `\`${n}\` (privilege ${privilegeId(n)})`;
  if ('allOf' in rule)
    return rule.allOf.length === 1
      ? `carrying ${word(rule.allOf[0]!)}`
      : `carrying ${rule.allOf.length === 2 ? 'both' : 'all of'} ${rule.allOf
          .map(word)
          .join(', ')
          .replace(/, ([^,]*)$/, ' and $1')}`;
  return `carrying ${rule.anyOf
    .map(word)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1')}; one of them is enough`;
}

function authenticationSection(op: ReferenceOperation): string {
  if (op.token === 'none')
    return 'This operation is public: send it without an `Authorization` header. No Developer JWT or Vehicle JWT is needed.';
  if (op.token === 'developer')
    return [
      'Send a **Developer JWT** in the `Authorization: Bearer <token>` header. It identifies your Developer License;',
      'the license gets it from the auth server by signing a challenge with one of its API keys',
      '([Get a Developer JWT](/docs/getting-started/authentication#get-a-developer-jwt)). Both SDKs fetch it for you,',
      'as the TypeScript and Python samples show. Read its `exp` claim and get a new one when it has passed.',
    ].join(' ');
  const tokenIdParam = op.parameters.some((p) => p.in === 'path' && p.name === 'tokenId');
  return [
    `Send a **Vehicle JWT** in the \`Authorization: Bearer <token>\` header, issued for the vehicle${tokenIdParam ? ' in the path' : ''}`,
    `and ${op.privileges ? privilegeWords(op.privileges) : 'carrying the privileges the operation checks'}.`,
    'Get it by exchanging your Developer JWT with the',
    '[Token Exchange API](/docs/api-references/token-exchange-api#exchange) ([Get a Vehicle JWT](/docs/getting-started/authentication#get-a-vehicle-jwt)):',
    'the token carries a privilege only if the vehicle owner granted it to your Developer License',
    '([Privileges](/docs/getting-started/authentication#privileges)). A Vehicle JWT is short-lived: read its `exp`',
    'claim and exchange again when it has passed.',
  ].join(' ');
}

// ----------------------------------------------------------------------------------------------- tables ---

interface Row {
  name: string;
  in?: 'path' | 'query' | 'header' | 'body';
  type: string;
  required: boolean;
  description: string;
  example?: string;
}

function typeName(schema: SchemaObject): string {
  if (schema.type === 'array' || (!schema.type && schema.items))
    return `${schema.items ? typeName(schema.items as SchemaObject) : 'any'}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type) return schema.format ? `${schema.type} (${String(schema.format)})` : schema.type;
  if (schema.properties) return 'object';
  if (schema.enum) return 'string';
  return 'any';
}

function exampleText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
  return JSON.stringify(value);
}

function schemaExample(schema: SchemaObject): unknown {
  return schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
}

/** A field's description with what its schema adds: deprecation, allowed values, default, bounds, map values. */
function fieldDescription(schema: SchemaObject, description?: string): string {
  const parts = [cellText(description ?? schema.description)];
  if (schema.deprecated) parts.unshift('Deprecated.');
  const values = schema.enum ?? (schema.items as SchemaObject | undefined)?.enum;
  if (values) parts.push(`One of: ${values.map((v) => exampleText(v)).join(', ')}.`);
  if (schema.default !== undefined) parts.push(`Default: ${exampleText(schema.default)}.`);
  if (typeof schema.minimum === 'number') parts.push(`Minimum: ${schema.minimum}.`);
  if (typeof schema.pattern === 'string') parts.push(`Pattern: ${schema.pattern}.`);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    parts.push(`A map of names to ${typeName(schema.additionalProperties as SchemaObject)} values.`);
  return parts.filter(Boolean).join(' ');
}

/** Rows for a schema's fields, nested objects as `parent.child` and array items as `parent[].child`. */
export function fieldRows(schema: SchemaObject, prefix = '', depth = 0): Row[] {
  if (depth > 6) return [];
  if (!schema.properties && schema.items) return fieldRows(schema.items as SchemaObject, prefix, depth);
  const required = new Set(schema.required ?? []);
  const rows: Row[] = [];
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const prop = raw as SchemaObject;
    const full = `${prefix}${name}`;
    rows.push({
      name: full,
      type: typeName(prop),
      required: required.has(name),
      description: fieldDescription(prop),
      example: exampleText(schemaExample(prop)),
    });
    if (hasFields(prop)) rows.push(...fieldRows(prop, `${full}${prop.properties ? '.' : '[].'}`, depth + 1));
  }
  return rows;
}

function parameterRows(op: ReferenceOperation): Row[] {
  const rows: Row[] = op.parameters
    .filter((p) => p.in !== 'cookie')
    .map((p) => ({
      name: p.name,
      in: p.in as Row['in'],
      type: typeName(p.schema),
      required: p.required === true,
      description: fieldDescription(p.schema, p.description),
      example: exampleText(p.example ?? schemaExample(p.schema)),
    }));
  if (op.token !== 'none') {
    const kind = op.token === 'vehicle' ? 'Vehicle JWT' : 'Developer JWT';
    const count = op.privileges
      ? ('allOf' in op.privileges ? op.privileges.allOf : op.privileges.anyOf).length
      : 0;
    const with_ =
      op.token === 'vehicle' && op.privileges
        ? ` with ${count > 1 ? 'privileges' : 'privilege'} ${privilegesLabel(op.privileges)}`
        : '';
    rows.push({
      name: 'Authorization',
      in: 'header',
      type: 'string',
      required: true,
      description: `A ${kind}${with_}, after "Bearer ".`,
      example: `Bearer $${op.token === 'vehicle' ? 'VEHICLE_JWT' : 'DEVELOPER_JWT'}`,
    });
  }
  return rows;
}

function paramTable(rows: Row[], extra = ''): string {
  const items = rows.map((r) => {
    const item: Record<string, unknown> = { name: r.name };
    if (r.in) item.in = r.in;
    Object.assign(item, { type: r.type, required: r.required, description: r.description });
    if (r.example !== undefined) item.example = r.example;
    return `  ${JSON.stringify(item)},`;
  });
  return `<ParamTable${extra} params={[\n${items.join('\n')}\n]} />`;
}

// ---------------------------------------------------------------------------------------------- samples ---

function parameterExample(p: ParameterObject & { schema: SchemaObject }): unknown {
  return p.example ?? schemaExample(p.schema);
}

export function sampleInput(op: ReferenceOperation): SampleInput {
  const pathValues: Record<string, unknown> = {};
  for (const p of op.parameters.filter((x) => x.in === 'path'))
    pathValues[p.name] = parameterExample(p) ?? new FromEnv(envName(op.path, p.name));
  const query: [string, unknown][] = op.parameters
    .filter((p) => p.in === 'query')
    .filter((p) => {
      const example = parameterExample(p);
      return p.required === true || (example !== undefined && example !== p.schema.default);
    })
    .flatMap((p): [string, unknown][] => {
      const example = parameterExample(p);
      return example === undefined ? [] : [[p.name, example]];
    });
  const tokenId = pathValues.tokenId;
  const vehicleTokenId =
    typeof tokenId === 'number'
      ? tokenId
      : typeof tokenId === 'string' && /^\d+$/.test(tokenId)
        ? Number(tokenId)
        : undefined;
  return {
    method: op.method,
    origin: `https://${op.service.production}`,
    path: op.path,
    token: op.token,
    pathValues,
    query,
    body: op.body && {
      value: op.body.example,
      named: Object.fromEntries(Object.entries(op.body.named).map(([k, v]) => [k, v.value])),
      summaries: Object.fromEntries(Object.entries(op.body.named).map(([k, v]) => [k, v.summary])),
    },
    vehicleTokenId,
    sdk: sdkEntry(op.service.key, op.method, op.path),
  };
}

function codeTabs(s: Samples): string {
  const tab = (value: string, label: string, lang: string, code: string, note?: string) =>
    [
      `<TabItem value="${value}" label="${label}">`,
      '',
      ...(note ? [mdxText(note), ''] : []),
      '```' + lang,
      code,
      '```',
      '',
      '</TabItem>',
    ].join('\n');
  return [
    '<CodeTabs>',
    tab('curl', 'cURL', 'bash', s.curl),
    tab('ts', 'TypeScript', 'ts', s.ts, s.tsNote),
    tab('python', 'Python', 'python', s.python, s.pythonNote),
    '</CodeTabs>',
  ].join('\n');
}

// --------------------------------------------------------------------------------------------- Try it ---

export function tryItOperation(op: ReferenceOperation): TryItOperation {
  const parameters: TryItParameter[] = op.parameters
    .filter(
      (p): p is typeof p & { in: TryItParameter['in'] } =>
        p.in === 'path' || p.in === 'query' || p.in === 'header',
    )
    .map((p) => {
      const param: TryItParameter = {
        name: p.name,
        in: p.in,
        required: p.required === true,
        schema: p.schema as JsonSchema,
      };
      if (p.description) param.description = p.description;
      const example = parameterExample(p);
      if (example !== undefined) param.example = example;
      return param;
    });
  const out: TryItOperation = {
    service: op.service.key,
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    servers: {
      production: `https://${op.service.production}`,
      development: `https://${op.service.development}`,
    },
    token: op.token,
    parameters,
  };
  if (op.privileges) out.privileges = op.privileges;
  if (op.body)
    out.body = { required: op.body.required, schema: op.body.schema as JsonSchema, example: op.body.example };
  return out;
}

// ----------------------------------------------------------------------------------------------- pages ---

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '307': 'Temporary Redirect',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
};

/** `/v2/attestation/vin/{tokenId}` → `/v2/attestation/vin/:tokenId`, as `<Endpoint>` writes paths. */
export function colonPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * The page's meta description, 80–160 characters: the summary, the request line and the service, with as much of
 * the page's content named as fits.
 */
export function metaDescription(op: ReferenceOperation): string {
  const head = `${op.summary}: ${op.method} ${op.path} on the ${op.service.name}`;
  const candidates = [
    `${head}, with the token it takes, its parameters, responses and samples in cURL, TypeScript and Python.`,
    `${head}, with its token, parameters, responses and samples in three languages.`,
    `${head}, with its token, parameters, responses and samples.`,
    `${head}: token, parameters, responses, samples.`,
    `${head}.`,
  ];
  return candidates.find((c) => c.length >= 80 && c.length <= 160) ?? candidates.at(-1)!;
}

/** What a response body is, as sentences and field tables; each alternative of a `oneOf` in turn. */
function bodyLines(schema: SchemaObject | undefined, subject: string): string[] {
  if (!schema) return [];
  const alternatives = (schema.oneOf ?? schema.anyOf) as SchemaObject[] | undefined;
  if (alternatives)
    return [
      `${subject} one of ${alternatives.length} shapes:`,
      '',
      ...alternatives.flatMap((alt, i) => bodyLines(alt, `Shape ${i + 1} is`)),
    ];
  if (hasFields(schema)) {
    const intro =
      schema.type === 'array' || (!schema.properties && schema.items)
        ? `${subject} a JSON array; each item has these fields:`
        : `${subject} a JSON object with these fields:`;
    return [intro, '', paramTable(fieldRows(schema), ' showRequired={false}'), ''];
  }
  if (schema.type === 'array') {
    const items = schema.items as SchemaObject | undefined;
    return [
      `${subject} a JSON array of ${items ? typeName(items) : 'values'}${items?.type === 'object' ? 's' : ''}.`,
      '',
    ];
  }
  if (schema.additionalProperties || schema.type === 'object') {
    const values = schema.additionalProperties;
    return [
      values && typeof values === 'object'
        ? `${subject} a JSON object that maps names to ${typeName(values as SchemaObject)} values.`
        : `${subject} a JSON object.`,
      '',
    ];
  }
  return [];
}

function responsesSection(op: ReferenceOperation): string[] {
  const out: string[] = [];
  for (const r of op.responses) {
    const numeric = /^\d{3}$/.test(r.status);
    const heading = numeric ? `${r.status} ${STATUS_TEXT[r.status] ?? ''}`.trim() : 'Other statuses';
    out.push(`### ${heading} {#status-${r.status.toLowerCase()}}`, '', mdxText(r.description), '');
    out.push(...bodyLines(r.schema, 'The body is'));
    if (r.example !== undefined) {
      const attrs = [
        numeric ? `status={${r.status}}` : '',
        r.example.kind === 'shape' ? 'title="Response shape"' : '',
      ]
        .filter(Boolean)
        .join(' ');
      out.push(
        `<Response${attrs ? ' ' + attrs : ''}>`,
        '',
        '```json',
        prettyJson(r.example.value),
        '```',
        '',
        '</Response>',
        '',
      );
    }
  }
  return out;
}

function bodySection(op: ReferenceOperation): string[] {
  const body = op.body;
  if (!body) return [];
  const out = ['## Request body', ''];
  const how = body.required ? 'Required' : 'Optional';
  const rows = fieldRows(body.schema);
  const described = body.description ?? body.schema.description;
  out.push(
    `${how}: a JSON object, sent with \`Content-Type: application/json\`.${described ? ` ${mdxText(described)}` : ''}`,
    '',
  );
  if (rows.length) out.push(paramTable(rows), '');
  const named = Object.values(body.named);
  if (named.length > 1)
    for (const ex of named)
      out.push(
        `<Response title="Request body${ex.summary ? `: ${ex.summary.replace(/"/g, "'")}` : ''}">`,
        '',
        '```json',
        prettyJson(ex.value),
        '```',
        '',
        '</Response>',
        '',
      );
  return out;
}

function samplesIntro(op: ReferenceOperation): string {
  const values = op.parameters.length > 0 || op.body ? ' with the values of the examples above' : '';
  const token =
    op.token === 'none' ? '' : '; the TypeScript and Python samples get the token with the SDK first';
  return `Each sample sends the request${values}${token}.`;
}

/** The MDX page of one operation. */
export function renderPage(
  op: ReferenceOperation,
  position: number,
  doc: OpenApiDocument,
  options: RenderOptions = {},
): GeneratedPage {
  const key = op.service.key;
  const id = kebab(op.operationId);
  const slug = `/api-references/${key}/${id}`;
  const samples = samplesFor(sampleInput(op));
  const tryIt = tryItOperation(op);
  const source = sourceOf(doc);
  if (!source) throw new Error(`openapi/${op.service.file}: info.x-source is missing`);

  const checked: Record<string, string> = { [key]: source.commit };
  if (samples.tsImportsSdk) checked['data-sdk'] = DATA_SDK_VERSION;
  if (samples.pythonImportsSdk) checked['dimo-python-sdk'] = PYTHON_SDK_VERSION;
  const frontMatter = {
    id,
    slug,
    title: op.summary,
    sidebar_label: op.summary,
    sidebar_position: position,
    description: metaDescription(op),
    custom_edit_url: options.editBase ? `${options.editBase}openapi/${op.service.file}` : null,
    checked_against: checked,
    sources: [doc.info['x-source']],
    // The page itself is not in git, so Docusaurus can read no date of its own for it.
    ...(options.lastUpdated?.[key] ? { last_update: { date: options.lastUpdated[key] } } : {}),
  };
  const endpointAttrs = [
    `method="${op.method}"`,
    `path="${colonPath(op.path)}"`,
    `host="https://${op.service.production}"`,
    `auth="${op.token}"`,
    ...(op.token === 'vehicle' && op.privileges ? [`privileges="${privilegesLabel(op.privileges)}"`] : []),
    'reference={false}',
  ].join(' ');
  const paramRows = parameterRows(op);

  const lines = [
    '---',
    stringifyYaml(frontMatter, { lineWidth: 0 }).trimEnd(),
    '---',
    '',
    `{/* Generated by plugins/openapi-reference from openapi/${op.service.file}: edit the description or plugins/openapi-reference/sdk-calls.ts, not this file. */}`,
    '',
    ...(TRY_IT ? ["import TryIt from '@site/src/components/TryIt';", ''] : []),
    `# ${mdxText(op.summary)}`,
    '',
    mdxText(op.description || `${op.summary}.`),
    '',
    `<Endpoint ${endpointAttrs} />`,
    '',
    `This operation belongs to the [${op.service.name}](/docs/api-references/${key}); its guide shows how the operations work together, with the rate limits and the errors to handle.`,
    '',
    '## Authentication',
    '',
    authenticationSection(op),
    '',
    ...(paramRows.length ? ['## Parameters', '', paramTable(paramRows), ''] : []),
    ...bodySection(op),
    '## Responses',
    '',
    ...responsesSection(op),
    '## Samples',
    '',
    samplesIntro(op),
    '',
    codeTabs(samples),
    '',
    ...(TRY_IT ? ['## Try it', '', `<TryIt operation={${JSON.stringify(tryIt, null, 2)}} />`, ''] : []),
  ];
  return {
    file: `${REFERENCE_DIR}/${key}/${id}${GENERATED_SUFFIX}`,
    id,
    slug,
    url: `/docs${slug}`,
    operation: op,
    samples,
    tryIt,
    source: lines.join('\n').replace(/\n{3,}/g, '\n\n'),
  };
}

/** Every page of one service. */
export function renderService(
  doc: OpenApiDocument,
  service: Service,
  options: RenderOptions = {},
): GeneratedPage[] {
  return readOperations(doc, service).map((op, i) => renderPage(op, i + 1, doc, options));
}

/** Every page of the five services; `docs` replaces the descriptions read from openapi/ (tests, watch mode). */
export function renderReference(
  docs: Partial<Record<ServiceKey, OpenApiDocument>> = {},
  options: RenderOptions = {},
): GeneratedPage[] {
  return SERVICES.flatMap((s) => renderService(docs[s.key] ?? loadDescription(s.key), s, options));
}

/** What `<Endpoint>` links to: each operation's key (method, production host, path) → its page. */
export function referenceLinks(pages: GeneratedPage[]): Record<string, ReferenceLink> {
  return Object.fromEntries(
    pages.map((p) => [
      referenceKey(p.operation.method, p.operation.service.production, p.operation.path),
      { to: p.url, title: p.operation.summary },
    ]),
  );
}
