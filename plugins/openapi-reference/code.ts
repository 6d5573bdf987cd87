/**
 * The request samples of a reference page, in cURL, TypeScript and Python, written from one operation of the
 * project's OpenAPI descriptions and the SDK table (./sdk-calls.ts). Values come from the description's examples;
 * tokens from the SDKs (TypeScript, Python) or from `$DEVELOPER_JWT` / `$VEHICLE_JWT` (cURL), named after their kind
 * as the HTTP sample check requires (samples/http.ts).
 */
import type { TokenKind } from '../../openapi';
import { isAvoided, type ArgValue, type SdkCall, type SdkEntry } from './sdk-calls';

/** What a sample needs to know of an operation, with every value taken from the description. */
export interface SampleInput {
  method: string;
  /** Production origin, `https://attestation-api.dimo.zone`. */
  origin: string;
  /** Path template, `/v2/attestation/vin/{tokenId}`. */
  path: string;
  token: TokenKind;
  /** Path parameter values; a parameter without an example is read from an environment variable. */
  pathValues: Record<string, unknown>;
  /** Query parameters the sample sends, in order. */
  query: [name: string, value: unknown][];
  /** The request body the sample sends, if any; `named` holds the description's named examples, by name. */
  body?: { value: unknown; named: Record<string, unknown>; summaries: Record<string, string | undefined> };
  /** The vehicle the Vehicle JWT is for (the `tokenId` path parameter). */
  vehicleTokenId?: number;
  sdk: SdkEntry;
}

export interface Samples {
  curl: string;
  ts: string;
  python: string;
  /** Shown above a sample that does not use the SDK's method for the operation. */
  tsNote?: string;
  pythonNote?: string;
  /** Whether each sample calls the SDK method the table names. */
  tsUsesSdk: boolean;
  pythonUsesSdk: boolean;
  /** Whether each sample imports the SDK (for its call or for the token). */
  tsImportsSdk: boolean;
  pythonImportsSdk: boolean;
}

const LINE = 100;

/** `INTEGRATION_ID` for `{id}` in `/integrations/{id}`; `WEBHOOK_ID` for `{webhookId}`. */
export function envName(path: string, param: string): string {
  const segments = path.split('/');
  const at = segments.indexOf(`{${param}}`);
  const before = at > 0 ? segments[at - 1]! : '';
  const base =
    /^[a-z]+$/i.test(param) && param.length <= 2 && before ? `${before.replace(/s$/, '')}_${param}` : param;
  return base
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();
}

/** The environment variable a path parameter without example is read from, as a marker in `pathValues`. */
export class FromEnv {
  constructor(readonly name: string) {}
}

function camel(env: string): string {
  return env.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

// ------------------------------------------------------------------------------------------------ literals ---

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function indentRest(text: string, indent: string): string {
  return text.replace(/\n/g, `\n${indent}`);
}

/** A JSON value as a TypeScript literal, Prettier-style (single quotes, trailing commas). */
export function tsLiteral(value: unknown, indent = ''): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    const items = value.map((v) => tsLiteral(v, inner));
    const flat = `[${items.join(', ')}]`;
    if (flat.length + indent.length <= LINE && !flat.includes('\n')) return flat;
    return `[\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).map(
    ([k, v]) => `${IDENTIFIER.test(k) ? k : tsLiteral(k)}: ${tsLiteral(v, inner)}`,
  );
  if (entries.length === 0) return '{}';
  return `{\n${entries.map((e) => `${inner}${e},`).join('\n')}\n${indent}}`;
}

/** A JSON value as a Python literal (black-style: double quotes, trailing commas). */
export function pyLiteral(value: unknown, indent = ''): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value !== 'object') return JSON.stringify(value) ?? 'None';
  const inner = indent + '    ';
  if (Array.isArray(value)) {
    const items = value.map((v) => pyLiteral(v, inner));
    const flat = `[${items.join(', ')}]`;
    if (flat.length + indent.length <= LINE && !flat.includes('\n')) return flat;
    return `[\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${pyLiteral(v, inner)}`);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map((e) => `${inner}${e},`).join('\n')}\n${indent}}`;
}

/** JSON with two-space indentation, arrays of numbers, strings and booleans on one line when they fit. */
export function prettyJson(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
    if (value.every((v) => v === null || typeof v !== 'object') && flat.length + inner.length <= 80)
      return flat;
    return `[\n${value.map((v) => inner + prettyJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${prettyJson(v, inner)}`).join(',\n')}\n${indent}}`;
}

/** A word for the shell: bare when safe, else single-quoted. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}

/** JSON for `curl -d`: on one line when short, else indented under the option. */
function jsonForShell(value: unknown): string {
  const flat = JSON.stringify(value, null, 1)!.replace(/\n\s*/g, ' ');
  const text = flat.length <= 70 ? flat : indentRest(prettyJson(value), '  ');
  return `'${text.replace(/'/g, "'\\''")}'`;
}

/** A call with named arguments: `f({ a, b })` / `f(a=1, b=2)`, on one line when it fits. */
function call(head: string, args: string[], open: string, close: string, indent: string, sep = ','): string {
  if (args.length === 0) return `${head}()`;
  const flat = open === '{' ? `${head}({ ${args.join(', ')} })` : `${head}(${args.join(', ')})`;
  if (flat.length + indent.length <= LINE && !flat.includes('\n')) return flat;
  const inner = indent + (open === '{' ? '  ' : '    ');
  const body = args.map((a) => `${inner}${indentRest(a, inner.slice(indent.length))}${sep}`).join('\n');
  return open === '{' ? `${head}({\n${body}\n${indent}})` : `${head}(\n${body}\n${indent})`;
}

// ---------------------------------------------------------------------------------------------------- URLs ---

/** The request URL: path values filled in (an environment variable where there is no example), no query. */
function urlWith(input: SampleInput, fill: (param: string, value: unknown) => string): string {
  const path = input.path.replace(/\{([^}]+)\}/g, (_, name: string) => fill(name, input.pathValues[name]));
  return `${input.origin}${path}`;
}

function plain(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function queryString(query: SampleInput['query']): string {
  return query.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(plain(v))}`).join('&');
}

// ---------------------------------------------------------------------------------------------------- cURL ---

export function curlSample(input: SampleInput): string {
  const url = urlWith(input, (name, value) =>
    value instanceof FromEnv ? `$${value.name}` : encodeURIComponent(plain(value)),
  );
  const lines: string[] = [];
  const get = input.method === 'GET' && !input.body;
  const head = input.method === 'GET' ? 'curl' : `curl -X ${input.method}`;
  if (input.query.length && get) {
    lines.push(`${head} -G ${url}`);
    for (const [n, v] of input.query) lines.push(`  --data-urlencode ${shellWord(`${n}=${plain(v)}`)}`);
  } else {
    lines.push(`${head} ${input.query.length ? shellWord(`${url}?${queryString(input.query)}`) : url}`);
  }
  if (input.token !== 'none')
    lines.push(
      `  -H "Authorization: Bearer $${input.token === 'vehicle' ? 'VEHICLE_JWT' : 'DEVELOPER_JWT'}"`,
    );
  if (input.body) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d ${jsonForShell(input.body.value)}`);
  }
  return lines.join(' \\\n');
}

// ----------------------------------------------------------------------------------------------- TypeScript ---

const TS_DEVELOPER_JWT = [
  'const developerJwt = await dimo.auth.getDeveloperJwt({',
  '  client_id: process.env.DIMO_CLIENT_ID!,',
  '  domain: process.env.DIMO_REDIRECT_URI!,',
  '  private_key: process.env.DIMO_API_KEY!,',
  '});',
];

function tsClient(input: SampleInput): string[] {
  const lines = [
    "import { DIMO } from '@dimo-network/data-sdk';",
    '',
    "const dimo = new DIMO('Production');",
  ];
  if (input.token === 'none') return lines;
  lines.push('', ...TS_DEVELOPER_JWT);
  if (input.token === 'vehicle')
    lines.push(
      `const vehicleJwt = await dimo.tokenexchange.getVehicleJwt({ ...developerJwt, tokenId: ${vehicleTokenId(input)} });`,
    );
  return lines;
}

function vehicleTokenId(input: SampleInput): number {
  if (input.vehicleTokenId === undefined)
    throw new Error(
      `${input.method} ${input.path}: a Vehicle JWT operation needs a tokenId path parameter example`,
    );
  return input.vehicleTokenId;
}

function tokenVar(token: TokenKind, lang: 'ts' | 'py'): string {
  if (lang === 'ts') return token === 'vehicle' ? 'vehicleJwt' : 'developerJwt';
  return token === 'vehicle' ? 'vehicle_jwt' : 'dev_jwt';
}

/** An argument's value from the description, or undefined when the description has none. */
function argValue(input: SampleInput, sdk: SdkCall, arg: ArgValue): unknown {
  if ('path' in arg) {
    const v = input.pathValues[arg.path];
    return arg.int && typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  }
  if ('query' in arg) return input.query.find(([n]) => n === arg.query)?.[1];
  const body = sdk.example !== undefined ? input.body?.named[sdk.example] : input.body?.value;
  if ('wholeBody' in arg) return body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[arg.body] : undefined;
}

/** The arguments a sample passes to an SDK method (the token aside), with their values from the description. */
export function sdkArgs(
  input: SampleInput,
  sdk: SdkCall,
  lang: 'ts' | 'py',
): [name: string, value: unknown][] {
  const out: [string, unknown][] = [];
  for (const [name, arg] of Object.entries(sdk.args ?? {})) {
    const value = argValue(input, sdk, arg);
    if (value === undefined || value instanceof FromEnv)
      throw new Error(
        `${input.method} ${input.path}: ${sdk.method} argument ${name} has no example in the description`,
      );
    out.push([name, value]);
  }
  if (sdk.bodyFields) {
    const body = argValue(input, sdk, { wholeBody: true });
    if (!body || typeof body !== 'object') throw new Error(`${input.method} ${input.path}: no body example`);
    out.push(...Object.entries(body));
  }
  if (sdk.queryFields)
    for (const [n, v] of input.query)
      out.push([lang === 'py' ? n.replace(/([A-Z])/g, '_$1').toLowerCase() : n, v]);
  return out;
}

function tsSdkSample(input: SampleInput, sdk: SdkCall): string {
  const args = sdkArgs(input, sdk, 'ts').map(([n, v]) => `${n}: ${tsLiteral(v)}`);
  if (input.token !== 'none') args.unshift(`...${tokenVar(input.token, 'ts')}`);
  const lines = [
    ...tsClient(input),
    '',
    `const result = await ${call(`dimo.${sdk.method}`, args, '{', '}', '')};`,
  ];
  lines.push('console.log(result);');
  return lines.join('\n');
}

function tsFetchSample(input: SampleInput): string {
  const lines: string[] = input.token === 'none' ? [] : [...tsClient(input), ''];
  const envParams = Object.entries(input.pathValues).filter(([, v]) => v instanceof FromEnv) as [
    string,
    FromEnv,
  ][];
  for (const [, v] of envParams) lines.push(`const ${camel(v.name)} = process.env.${v.name}!;`);
  if (envParams.length) lines.push('');
  let url = urlWith(input, (_, value) =>
    value instanceof FromEnv ? `\${${camel(value.name)}}` : encodeURIComponent(plain(value)),
  );
  if (input.query.length) url += `?${queryString(input.query)}`;
  const urlText = envParams.length ? `\`${url}\`` : tsLiteral(url);
  const options: string[] = [];
  if (input.method !== 'GET') options.push(`method: '${input.method}'`);
  const auth = input.token === 'none' ? undefined : `${tokenVar(input.token, 'ts')}.headers`;
  if (input.body) {
    options.push(
      auth
        ? `headers: { ...${auth}, 'Content-Type': 'application/json' }`
        : `headers: { 'Content-Type': 'application/json' }`,
    );
    options.push(`body: JSON.stringify(${tsLiteral(input.body.value)})`);
  } else if (auth) {
    options.push(`headers: ${auth}`);
  }
  const fetchCall =
    options.length === 0
      ? `const response = await fetch(${urlText});`
      : `const response = await fetch(${urlText}, {\n${options.map((o) => `  ${indentRest(o, '  ')},`).join('\n')}\n});`;
  lines.push(fetchCall);
  lines.push('if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);');
  lines.push('console.log(await response.json());');
  return lines.join('\n');
}

// -------------------------------------------------------------------------------------------------- Python ---

const PY_DEVELOPER_JWT = [
  'dev_jwt = dimo.auth.get_dev_jwt(',
  '    client_id=os.environ["DIMO_CLIENT_ID"],',
  '    domain=os.environ["DIMO_REDIRECT_URI"],',
  '    private_key=os.environ["DIMO_API_KEY"],',
  ')["access_token"]',
];

function pyClient(input: SampleInput, withRequests: boolean): string[] {
  const needsOs = input.token !== 'none' || Object.values(input.pathValues).some((v) => v instanceof FromEnv);
  const usesSdk = input.token !== 'none' || !withRequests;
  const imports = [
    ...(needsOs ? ['import os', ''] : []),
    ...(withRequests ? ['import requests'] : []),
    ...(usesSdk ? ['from dimo import DIMO'] : []),
  ];
  const lines = [...imports];
  if (usesSdk) lines.push('', 'dimo = DIMO("Production")');
  if (input.token !== 'none') lines.push('', ...PY_DEVELOPER_JWT);
  if (input.token === 'vehicle')
    lines.push(
      `vehicle_jwt = dimo.token_exchange.exchange(developer_jwt=dev_jwt, token_id=${vehicleTokenId(input)})["token"]`,
    );
  return lines;
}

function pySdkSample(input: SampleInput, sdk: SdkCall): string {
  const args = sdkArgs(input, sdk, 'py').map(([n, v]) => `${n}=${pyLiteral(v)}`);
  if (input.token !== 'none')
    args.unshift(
      `${input.token === 'vehicle' ? 'vehicle_jwt' : 'developer_jwt'}=${tokenVar(input.token, 'py')}`,
    );
  const lines = [...pyClient(input, false), '', `result = ${call(`dimo.${sdk.method}`, args, '(', ')', '')}`];
  lines.push('print(result)');
  return lines.join('\n');
}

function pyRequestsSample(input: SampleInput): string {
  const lines = [...pyClient(input, true), ''];
  const envParams = Object.entries(input.pathValues).filter(([, v]) => v instanceof FromEnv) as [
    string,
    FromEnv,
  ][];
  for (const [, v] of envParams) lines.push(`${v.name.toLowerCase()} = os.environ["${v.name}"]`);
  if (envParams.length) lines.push('');
  const url = urlWith(input, (_, value) =>
    value instanceof FromEnv ? `{${value.name.toLowerCase()}}` : encodeURIComponent(plain(value)),
  );
  const args = [envParams.length ? `f"${url}"` : JSON.stringify(url)];
  if (input.token !== 'none')
    args.push(`headers={"Authorization": f"Bearer {${tokenVar(input.token, 'py')}}"}`);
  if (input.query.length) args.push(`params=${pyLiteral(Object.fromEntries(input.query))}`);
  if (input.body) args.push(`json=${pyLiteral(input.body.value)}`);
  args.push('timeout=30');
  lines.push(`response = requests.${input.method.toLowerCase()}(`);
  for (const a of args) lines.push(`    ${indentRest(a, '    ')},`);
  lines.push(')', 'response.raise_for_status()', 'print(response.json())');
  return lines.join('\n');
}

// ------------------------------------------------------------------------------------------------- samples ---

/** For a call that sends another form of the body than the first example: which one it sends. */
function formNote(input: SampleInput, sdk: SdkCall): string | undefined {
  if (sdk.example === undefined) return undefined;
  const summary = input.body?.summaries[sdk.example];
  return `\`dimo.${sdk.method}\` sends the body in the form of the example "${summary ?? sdk.example}".`;
}

export function samplesFor(input: SampleInput): Samples {
  const { ts, py } = input.sdk;
  const tsCall = ts && !isAvoided(ts) ? ts : undefined;
  const pyCall = py && !isAvoided(py) ? py : undefined;
  return {
    curl: curlSample(input),
    ts: tsCall ? tsSdkSample(input, tsCall) : tsFetchSample(input),
    python: pyCall ? pySdkSample(input, pyCall) : pyRequestsSample(input),
    tsNote: isAvoided(ts) ? ts.avoid : tsCall && formNote(input, tsCall),
    pythonNote: isAvoided(py) ? py.avoid : pyCall && formNote(input, pyCall),
    tsUsesSdk: tsCall !== undefined,
    pythonUsesSdk: pyCall !== undefined,
    tsImportsSdk: tsCall !== undefined || input.token !== 'none',
    pythonImportsSdk: pyCall !== undefined || input.token !== 'none',
  };
}
