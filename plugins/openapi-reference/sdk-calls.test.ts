import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { SERVICES, loadDescription, matchOperation } from '../../openapi';
import { checkRequest, type HttpRequest } from '../../samples/http';
import { sdkArgs } from './code';
import { renderReference, sampleInput } from './render';
import { SDK_CALLS, isAvoided, type SdkCall } from './sdk-calls';

const ROOT = path.resolve(__dirname, '../..');
const pages = renderReference();

/** One data-sdk method as its resource registers it (dist/api/resources/<Resource>/index.js). */
interface Definition {
  method: string;
  /** Base URL of the resource in the Production environment. */
  api: string;
  path: string;
  /** Body keys: `true` required, `false` optional, a string a constant the SDK adds. */
  body?: Record<string, unknown>;
  queryParams?: Record<string, unknown>;
}

/**
 * Every REST method of `new DIMO('Production')`, by `resource.method` (`attestation.createVinVC`): the definitions
 * each resource passes to `setResource`, caught on the way by wrapping the resources' shared prototype. Nothing is
 * sent: the SDK bundles its own axios, which a test cannot stand in for.
 */
async function sdkDefinitions(): Promise<Map<string, Definition>> {
  const { DIMO } = await import('@dimo-network/data-sdk');
  const first = new DIMO('Production') as unknown as Record<string, object>;
  const resourceProto = Object.getPrototypeOf(Object.getPrototypeOf(first.attestation)) as {
    setResource: (this: { api: string }, defs: Record<string, Omit<Definition, 'api'>>) => void;
  };
  const original = resourceProto.setResource;
  const caught = new Map<object, Record<string, Definition>>();
  resourceProto.setResource = function (defs) {
    caught.set(
      this,
      Object.fromEntries(Object.entries(defs).map(([name, d]) => [name, { ...d, api: this.api }])),
    );
    original.call(this, defs);
  };
  let client: Record<string, object>;
  try {
    client = new DIMO('Production') as unknown as Record<string, object>;
  } finally {
    resourceProto.setResource = original;
  }
  const out = new Map<string, Definition>();
  for (const [resource, instance] of Object.entries(client))
    for (const [name, d] of Object.entries(caught.get(instance) ?? {}))
      if (d.method !== 'FUNCTION') out.set(`${resource}.${name}`, d);
  return out;
}

/**
 * The request data-sdk 1.6.0 builds from a definition and a call's arguments, as its dist/api/Method.js does:
 * `:name` path segments from the arguments, body keys by the definition, every argument a query parameter when the
 * definition has query parameters. Undefined when the SDK refuses the call (a required key missing).
 */
function requestOf(
  d: Definition,
  params: Record<string, unknown>,
): Omit<HttpRequest, 'sample' | 'line'> | undefined {
  const { headers, ...args } = params as { headers?: { Authorization?: string } } & Record<string, unknown>;
  const url =
    d.api + d.path.replace(/:(\w+)/g, (m, key: string) => (args[key] === undefined ? m : String(args[key])));
  const fields: string[] = [];
  for (const [key, rule] of Object.entries(d.body ?? {})) {
    if (rule === true && !args[key]) return undefined;
    if (rule === true || typeof rule === 'string' || args[key] !== undefined) fields.push(key);
  }
  const query = d.queryParams ?? {};
  for (const [key, rule] of Object.entries(query)) if (rule === true && !args[key]) return undefined;
  const constants = Object.keys(query).filter((k) => typeof query[k] === 'string');
  return {
    tool: 'axios',
    method: d.method,
    url,
    authorization: headers?.Authorization ? { text: headers.Authorization, literal: true } : undefined,
    query: { names: d.queryParams ? [...new Set([...Object.keys(args), ...constants])] : [], opaque: false },
    body: d.body ? { kind: 'fields', fields } : { kind: 'none' },
  };
}

const tableCalls = SERVICES.flatMap((s) =>
  Object.entries(SDK_CALLS[s.key]).map(([op, entry]) => ({ service: s.key, op, entry })),
);

describe('the SDK table', () => {
  it('names only operations of the descriptions', () => {
    const unknown = tableCalls
      .filter(({ service, op }) => {
        const [method, p] = op.split(' ') as [string, string];
        return !loadDescription(service).paths[p]?.[method.toLowerCase() as 'get'];
      })
      .map(({ service, op }) => `${service}: ${op}`);
    expect(unknown).toEqual([]);
  });

  it('each data-sdk call it names sends what the description asks for, with the arguments the sample passes', async () => {
    const sdk = await sdkDefinitions();
    const problems: string[] = [];
    for (const page of pages) {
      const call =
        SDK_CALLS[page.operation.service.key][`${page.operation.method} ${page.operation.path}`]?.ts;
      if (!call || isAvoided(call)) continue;
      const definition = sdk.get(call.method);
      if (!definition) {
        problems.push(`${page.file}: data-sdk has no dimo.${call.method}`);
        continue;
      }
      const token = page.operation.token;
      const auth = token === 'none' ? {} : { headers: { Authorization: `Bearer ${token}Jwt` } };
      const args = Object.fromEntries(sdkArgs(sampleInput(page.operation), call, 'ts'));
      const request = requestOf(definition, { ...auth, ...args });
      if (!request) {
        problems.push(`${page.file}: dimo.${call.method} refuses the sample's arguments`);
        continue;
      }
      const sample = { file: page.file, line: 0, lang: 'ts', meta: '', value: '', attributes: {} };
      for (const p of checkRequest({ ...request, sample, line: 0 }))
        problems.push(`${page.file}: dimo.${call.method} sends ${request.method} ${request.url}: ${p}`);
      const match = matchOperation(request.method!, request.url);
      if (!match.ok || match.operation.path !== page.operation.path)
        problems.push(
          `${page.file}: dimo.${call.method} reaches another operation than ${page.operation.path}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('names, for each operation a data-sdk method reaches, that method or why it avoids it', async () => {
    const sdk = await sdkDefinitions();
    expect(sdk.size).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const [name, d] of sdk) {
      const match = matchOperation(d.method, d.api + d.path.replace(/:(\w+)/g, 'x-$1'));
      if (!match.ok) continue;
      const entry =
        SDK_CALLS[match.operation.service.key][`${match.operation.method} ${match.operation.path}`];
      const named = entry?.ts && (isAvoided(entry.ts) || entry.ts.method === name);
      if (!named) missing.push(`${name} → ${match.operation.method} ${match.operation.path}`);
    }
    expect(missing).toEqual([]);
  });

  it('each dimo-python-sdk method it names exists in the 1.8.0 stubs and takes the arguments the sample passes', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const op = page.operation;
      const call = SDK_CALLS[op.service.key][`${op.method} ${op.path}`]?.py;
      if (!call || isAvoided(call)) continue;
      const params = pythonParams(call);
      if (!params) {
        problems.push(`${page.file}: dimo.${call.method} is not in samples/python-stubs`);
        continue;
      }
      const passed = sdkArgs(sampleInput(op), call, 'py').map(([n]) => n);
      if (op.token !== 'none') passed.unshift(op.token === 'vehicle' ? 'vehicle_jwt' : 'developer_jwt');
      for (const n of passed)
        if (!params.some((p) => p.name === n))
          problems.push(`${page.file}: dimo.${call.method} has no argument ${n}`);
      for (const p of params)
        if (p.required && !passed.includes(p.name))
          problems.push(`${page.file}: dimo.${call.method} needs ${p.name}, which the sample does not pass`);
    }
    expect(problems).toEqual([]);
  });
});

/** A method's parameters, from samples/python-stubs/dimo/api/<module>.pyi; undefined when there is no such method. */
function pythonParams(call: SdkCall): { name: string; required: boolean }[] | undefined {
  const [module, method] = call.method.split('.') as [string, string];
  let stub: string;
  try {
    stub = readFileSync(path.join(ROOT, 'samples/python-stubs/dimo/api', `${module}.pyi`), 'utf8');
  } catch {
    return undefined;
  }
  const m = new RegExp(`def ${method}\\(\\s*self,?([^)]*)\\)`, 's').exec(stub);
  if (!m) return undefined;
  return m[1]!
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({ name: p.split(':')[0]!.trim(), required: !p.includes('=') }));
}
