import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { llmsTxt } from '../plugins/llms/llms-txt';
import { encodeIndex } from '../plugins/search-index/index-files';
import { RecordBuilder } from '../plugins/search-index/record-builder';
import { MANIFEST_FILE } from '../src/search/engine';

/**
 * The docs MCP server, started over stdio by the SDK's own client, against a
 * small site written here in the build's formats: once as a folder, once
 * served over HTTP on 127.0.0.1, and once pointing at a port nobody serves.
 */
const root = path.resolve(__dirname, '..');
const siteDir = mkdtempSync(path.join(tmpdir(), 'docs-mcp-'));
const SITE = 'https://build.example/';

/** The FAQ's records, made by the indexers' own record builder. */
function faqRecords() {
  const page = new RecordBuilder(
    { pageUrl: `${SITE}docs/faq`, lvl0: 'Docs', language: 'en', tag: 'docs-default-current' },
    'FAQ',
  );
  page.heading(2, 'Rate limits', 'rate-limits');
  page.text('Limits depend on your plan: Hobbyist 10 requests per second.');
  page.heading(2, 'Status codes', 'status-codes');
  page.text('A 403 means a privilege is missing.');
  return page.records();
}
// A REST reference page where the generator puts them: docs/api-references/<service>/<operationId in kebab case>.
const VIN_PAGE = 'docs/api-references/attestation-api/create-vin-credential';
const faq =
  '# FAQ\n\nAnswers.\n\n## Rate limits\n\nLimits depend on your plan.\n\n### By plan\n\nHobbyist 10.\n\n## Status codes\n\nA 403 means a privilege is missing.\n';

function writeSite(): void {
  const { manifest, files } = encodeIndex(faqRecords(), { hash: () => 'abc123def456' });
  mkdirSync(path.join(siteDir, 'search', manifest.dir), { recursive: true });
  mkdirSync(path.join(siteDir, 'docs'), { recursive: true });
  writeFileSync(path.join(siteDir, 'search', MANIFEST_FILE), JSON.stringify(manifest));
  for (const [name, body] of files) writeFileSync(path.join(siteDir, 'search', manifest.dir, name), body);
  writeFileSync(path.join(siteDir, 'docs/faq.md'), faq);
  writeFileSync(
    path.join(siteDir, 'llms.txt'),
    llmsTxt({ title: 'DIMO Build', summary: 'Docs', root: SITE }, [
      {
        title: 'Start here',
        docs: [
          {
            title: 'FAQ',
            description: 'Questions developers ask.',
            url: `${SITE}docs/faq`,
            twin: 'docs/faq.md',
            markdown: faq,
          },
        ],
      },
      {
        title: 'API references',
        docs: [
          {
            title: 'Create a VIN credential',
            description: 'Signs a VIN verifiable credential for a vehicle.',
            url: `${SITE}${VIN_PAGE}`,
            twin: `${VIN_PAGE}.md`,
            markdown: '# Create a VIN credential\n',
          },
        ],
      },
    ]),
  );
}

async function connect(site: string): Promise<Client> {
  const client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: path.join(root, 'node_modules/.bin/tsx'),
      args: [path.join(root, 'mcp/server.ts'), '--site', site],
      stderr: 'ignore',
    }),
  );
  return client;
}

type Result = { content: { type: string; text: string }[]; isError?: boolean };
async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<Result> {
  return (await client.callTool({ name, arguments: args })) as Result;
}
const text = (r: Result) => r.content.map((c) => c.text).join('\n');

let http: Server;
let httpUrl = '';
let folder: Client;
let served: Client;
let dead: Client;

beforeAll(async () => {
  writeSite();
  http = createServer((req, res) => {
    try {
      const body = readFileSync(
        path.join(siteDir, decodeURIComponent(new URL(req.url!, 'http://x').pathname)),
      );
      res.writeHead(200).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  httpUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  [folder, served, dead] = await Promise.all([
    connect(siteDir),
    connect(httpUrl),
    connect('http://127.0.0.1:9/'),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([folder, served, dead].map((c) => c?.close()));
  http?.close();
});

describe('docs MCP server over stdio', () => {
  it('offers exactly the five tools', async () => {
    const { tools } = await folder.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get_page',
      'list_pages',
      'search_docs',
      'validate_graphql',
      'validate_rest',
    ]);
  });

  it.each([['a build folder'], ['a site served over HTTP']])(
    'search_docs finds the section in %s',
    async (label) => {
      const client = label === 'a build folder' ? folder : served;
      const result = await call(client, 'search_docs', { query: 'rate limits', limit: 3 });
      expect(result.isError).toBeFalsy();
      const hits = JSON.parse(text(result)) as {
        title: string;
        section: string;
        url: string;
        path: string;
        snippet: string;
      }[];
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.length).toBeLessThanOrEqual(3);
      expect(hits[0]).toMatchObject({
        title: 'FAQ',
        section: 'FAQ › Rate limits',
        url: `${SITE}docs/faq#rate-limits`,
        path: 'docs/faq#rate-limits',
      });
    },
  );

  it('get_page returns the Markdown twin, or one section by anchor', async () => {
    expect(text(await call(served, 'get_page', { path: '/docs/faq' }))).toBe(faq);
    const section = text(await call(folder, 'get_page', { path: 'docs/faq#rate-limits' }));
    expect(section).toBe('## Rate limits\n\nLimits depend on your plan.\n\n### By plan\n\nHobbyist 10.\n');
    expect(text(await call(folder, 'get_page', { path: `${SITE}docs/faq#status-codes` }))).toContain(
      'A 403 means',
    );
  });

  it('list_pages lists every doc with its description', async () => {
    expect(JSON.parse(text(await call(folder, 'list_pages')))).toEqual([
      { title: 'FAQ', group: 'Start here', path: 'docs/faq', description: 'Questions developers ask.' },
      {
        title: 'Create a VIN credential',
        group: 'API references',
        path: VIN_PAGE,
        description: 'Signs a VIN verifiable credential for a vehicle.',
      },
    ]);
  });

  it('validate_graphql accepts a valid query and explains an invented field with line, column and suggestion', async () => {
    expect(
      text(
        await call(folder, 'validate_graphql', {
          api: 'identity',
          query: '{ vehicle(tokenId: 1) { owner } }',
        }),
      ),
    ).toMatch(/valid/);
    const result = JSON.parse(
      text(
        await call(folder, 'validate_graphql', {
          api: 'telemetry',
          query: 'query {\n  signalsLatest(tokenId: 1) { sped { value } }\n}',
        }),
      ),
    ) as { valid: boolean; errors: { line: number; column: number; suggestion: string }[] };
    expect(result.valid).toBe(false);
    expect(result.errors[0]).toMatchObject({ line: 2, column: 31, suggestion: '"speed"' });
  });

  it('validate_graphql reports a syntax error where it is', async () => {
    const result = JSON.parse(
      text(
        await call(folder, 'validate_graphql', {
          api: 'fetch',
          query: '{ cloudEvents(did: "x" { header { id } } }',
        }),
      ),
    );
    expect(result.errors[0].line).toBe(1);
    expect(result.errors[0].message).toMatch(/Syntax Error/);
  });

  it.each([
    ['search_docs', { query: '   ' }, /query is empty/],
    ['search_docs', { query: 'jwt', limit: 50 }, /limit must be a whole number from 1 to 20/],
    ['get_page', { path: 'docs/nope' }, /No page at "docs\/nope"\. Call list_pages/],
    [
      'get_page',
      { path: 'docs/faq#nope' },
      /No section #nope on docs\/faq\. Its sections: #rate-limits, #status-codes/,
    ],
    [
      'validate_graphql',
      { api: 'valuations', query: '{ a }' },
      /Unknown api "valuations": use one of identity, telemetry, fetch/,
    ],
    ['validate_graphql', { api: 'identity', query: '' }, /query is empty/],
  ])('%s with bad input %j is a clear tool error', async (tool, args, message) => {
    const result = await call(folder, tool, args);
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(message);
  });

  it('a site that cannot be read is a tool error, and the server keeps answering', async () => {
    const result = await call(dead, 'search_docs', { query: 'jwt' });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/Cannot read the site http:\/\/127\.0\.0\.1:9\/: Cannot reach/);
    expect((await call(dead, 'list_pages')).isError).toBe(true);
    expect(
      text(
        await call(dead, 'validate_graphql', { api: 'identity', query: '{ vehicle(tokenId: 1) { owner } }' }),
      ),
    ).toMatch(/valid/);
  });
});

type RestAnswer = {
  valid: boolean;
  operation?: { method: string; path: string; summary: string; token: string; reference?: string };
  errors?: { kind: string; message: string; fix?: string }[];
};
async function validateRest(args: Record<string, unknown>, client = folder): Promise<RestAnswer> {
  const result = await call(client, 'validate_rest', args);
  expect(result.isError, text(result)).toBeFalsy();
  return JSON.parse(text(result)) as RestAnswer;
}

const VEHICLE_TOKEN =
  /^a Vehicle JWT issued for the vehicle the request names, carrying privilege:GetNonLocationHistory \(privilege ID 1, "All-time, non-location data"\), as Authorization: Bearer <token>\. Get it from POST https:\/\/token-exchange-api\.dimo\.zone\/v1\/tokens\/exchange with your Developer JWT, the vehicle's DID as asset and privilege:GetNonLocationHistory in permissions/;

describe('validate_rest over stdio', () => {
  it('a Vehicle JWT request is valid, with its summary, privileges and reference page', async () => {
    const answer = await validateRest({
      method: 'post',
      url: 'https://attestation-api.dev.dimo.zone/v2/attestation/vin/21957',
      token_kind: 'vehicle',
    });
    expect(answer).toEqual({
      valid: true,
      operation: {
        service: 'Attestation API',
        host: 'attestation-api.dimo.zone',
        method: 'POST',
        path: '/v2/attestation/vin/{tokenId}',
        summary: 'Create a VIN credential',
        token: expect.stringMatching(
          /^a Vehicle JWT .*carrying privilege:GetVINCredential \(privilege ID 5, "VIN credential"\)/,
        ),
        reference: `${SITE}${VIN_PAGE}`,
      },
    });
  });

  it('a Developer JWT request with a JSON body is valid, and an operation without a page has no reference', async () => {
    const answer = await validateRest({
      method: 'POST',
      url: 'https://vehicle-triggers-api.dimo.zone/v1/webhooks',
      body: {
        service: 'signals',
        metricName: 'vss.speed',
        condition: 'value > 120',
        coolDownPeriod: 300,
        targetURL: 'https://hooks.example.com/dimo',
        verificationToken: 'verify-1',
      },
      token_kind: 'developer',
    });
    expect(answer.valid).toBe(true);
    expect(answer.operation).toMatchObject({ summary: 'Register a webhook' });
    expect(answer.operation!.token).toMatch(/^a Developer JWT /);
    expect(answer.operation).not.toHaveProperty('reference');
  });

  it('a public request given as a path, a service and a query object is valid', async () => {
    const answer = await validateRest({
      method: 'GET',
      url: '/device-definitions/search',
      service: 'device-definitions-api',
      query: { query: 'Honda Accord 2020' },
      token_kind: 'none',
    });
    expect(answer).toMatchObject({
      valid: true,
      operation: {
        path: '/device-definitions/search',
        token: 'none: the operation is public, send no Authorization header',
      },
    });
  });

  const vin = 'https://attestation-api.dimo.zone/v2/attestation/vin';
  const offers = 'https://valuations-api.dimo.zone/v2/vehicles/21957/offers';
  const search = 'https://device-definitions-api.dimo.zone/device-definitions/search';
  const webhooks = 'https://vehicle-triggers-api.dimo.zone/v1/webhooks';
  const position = 'https://attestation-api.dimo.zone/v2/attestation/vehicle-position/21957';
  it.each([
    [
      'an unknown host names the five services’ hosts',
      { method: 'GET', url: 'https://api.dimo.zone/v1/webhooks' },
      'host',
      /^api\.dimo\.zone is not a REST service host \(token-exchange-api\.dimo\.zone, token-exchange-api\.dev\.dimo\.zone, attestation-api\.dimo\.zone, .*, valuations-api\.dimo\.zone, valuations-api\.dev\.dimo\.zone\)$/,
    ],
    [
      'a GraphQL host points at validate_graphql',
      { method: 'POST', url: 'https://telemetry-api.dimo.zone/query' },
      'host',
      /It is the telemetry GraphQL API: check the query with validate_graphql \(api: telemetry\)$/,
    ],
    [
      'plain http',
      {
        method: 'POST',
        url: 'http://attestation-api.dimo.zone/v2/attestation/vin/21957',
        token_kind: 'vehicle',
      },
      'url',
      /^the URL must use https, not http$/,
    ],
    [
      'no such operation suggests the nearest',
      { method: 'POST', url: vin, token_kind: 'vehicle' },
      'operation',
      /^POST \/v2\/attestation\/vin has no operation in the Attestation API; did you mean POST \/v2\/attestation\/vin\/\{tokenId\}\?$/,
    ],
    [
      'a path parameter left as its placeholder',
      { method: 'POST', url: `${vin}/{tokenId}`, token_kind: 'vehicle' },
      'path',
      /^path parameter \{tokenId\} has no value \(`\{tokenId\}`\)$/,
    ],
    [
      'a path parameter that is not an integer',
      {
        method: 'GET',
        url: 'https://valuations-api.dimo.zone/v2/vehicles/0xabc/offers',
        token_kind: 'vehicle',
      },
      'path',
      /^path parameter \{tokenId\} must be an integer, not `0xabc`$/,
    ],
    [
      'an unknown query parameter',
      { method: 'GET', url: `${search}?query=Honda`, query: { make: 'honda' } },
      'query',
      /^query parameter `make` is not a parameter of GET \/device-definitions\/search \(it takes `query`, /,
    ],
    [
      'a missing required query parameter',
      { method: 'GET', url: search },
      'query',
      /^required query parameter `query` is missing$/,
    ],
    [
      'a body that is not JSON',
      { method: 'POST', url: position, body: '{"timestamp": 2026-05-12}', token_kind: 'vehicle' },
      'body',
      /^the body is not valid JSON \(.*\): \{"timestamp": 2026-05-12\}$/,
    ],
    [
      'a body that is not an object',
      { method: 'POST', url: position, body: ['2026-05-12T07:45:00Z'], token_kind: 'vehicle' },
      'body',
      /^the body is an array \(`\["2026-05-12T07:45:00Z"\]`\), but POST \/v2\/attestation\/vehicle-position\/\{tokenId\} takes a JSON object \(fields: `timestamp`\)$/,
    ],
    [
      'a body missing a required field',
      { method: 'POST', url: position, body: {}, token_kind: 'vehicle' },
      'body',
      /^the body lacks required field `timestamp`$/,
    ],
    [
      'a body with an unknown field',
      {
        method: 'POST',
        url: position,
        body: { timestamp: '2026-05-12T07:45:00Z', at: 1 },
        token_kind: 'vehicle',
      },
      'body',
      /^body field `at` is not in the POST \/v2\/attestation\/vehicle-position\/\{tokenId\} request body \(it takes `timestamp`\)$/,
    ],
    [
      'a top-level body field of the wrong type',
      {
        method: 'PUT',
        url: `${webhooks}/3f6c2a8e`,
        body: '{"coolDownPeriod": "600"}',
        token_kind: 'developer',
      },
      'body',
      /^body field `coolDownPeriod` must be an integer, not a string \(`"600"`\)$/,
    ],
    [
      'a body value outside its enum',
      { method: 'PUT', url: `${webhooks}/3f6c2a8e`, body: { status: 'paused' }, token_kind: 'developer' },
      'body',
      /^body field `status` must be one of `"enabled"`, `"disabled"`, not `"paused"`$/,
    ],
    [
      'a body sent where none is taken',
      { method: 'GET', url: offers, body: { limit: 1 }, token_kind: 'vehicle' },
      'body',
      /^it sends a body, but GET \/v2\/vehicles\/\{tokenId\}\/offers takes none$/,
    ],
    [
      'no body where one is required',
      { method: 'POST', url: position, token_kind: 'vehicle' },
      'body',
      /^it sends no body, but .* requires one \(required fields: `timestamp`\)$/,
    ],
    [
      'a Developer JWT where a Vehicle JWT is needed',
      { method: 'GET', url: offers, token_kind: 'developer' },
      'token',
      /^it sends a Developer JWT, but GET \/v2\/vehicles\/\{tokenId\}\/offers needs a Vehicle JWT with privilege:GetNonLocationHistory$/,
    ],
    [
      'no token where a Developer JWT is needed',
      { method: 'GET', url: webhooks, token_kind: 'none' },
      'token',
      /^it sends no Authorization header; GET \/v1\/webhooks needs a Developer JWT$/,
    ],
    [
      'a token sent to a public operation',
      { method: 'GET', url: `${search}?query=Honda`, token_kind: 'developer' },
      'token',
      /^it sends an Authorization header, but GET \/device-definitions\/search is public: leave it out$/,
    ],
  ])('%s is reported', async (_, args, kind, message) => {
    const answer = await validateRest(args);
    expect(answer.valid).toBe(false);
    expect(answer.errors).toEqual([
      expect.objectContaining({ kind, message: expect.stringMatching(message) }),
    ]);
  });

  it('a wrong token says what to send, with the privileges in words; a placeholder says what to write', async () => {
    const token = await validateRest({ method: 'GET', url: offers, token_kind: 'developer' });
    expect(token.operation!.token).toMatch(VEHICLE_TOKEN);
    expect(token.errors![0]!.fix).toMatch(
      /^Send a Vehicle JWT issued for the vehicle the request names, carrying privilege:GetNonLocationHistory \(privilege ID 1, "All-time, non-location data"\)/,
    );
    const either = await validateRest({
      method: 'POST',
      url: 'https://valuations-api.dimo.zone/v2/vehicles/21957/valuation',
      token_kind: 'none',
    });
    expect(either.errors![0]!.fix).toMatch(
      /carrying privilege:GetNonLocationHistory \(privilege ID 1, .*\) or privilege:GetVINCredential \(privilege ID 5, "VIN credential"\).* one of privilege:GetNonLocationHistory, privilege:GetVINCredential in permissions/,
    );
    const placeholder = await validateRest({ method: 'POST', url: `${vin}/:tokenId`, token_kind: 'vehicle' });
    expect(placeholder.errors![0]!.fix).toMatch(/^Write its value in its place: Token ID of the vehicle/);
  });

  it.each([
    [
      { method: 'GET', url: 'attestation-api.dimo.zone/v2/attestation/vin/1' },
      /"attestation-api\.dimo\.zone\/v2\/attestation\/vin\/1" is not a URL: pass an absolute URL such as https:\/\/attestation-api\.dimo\.zone\/v2\/attestation\/vin\/21957, or a path starting with \/ together with service \(one of token-exchange-api, attestation-api, vehicle-triggers-api, device-definitions-api, valuations-api\)\./,
    ],
    [
      { method: 'GET', url: 'https://exa mple.com/' },
      /"https:\/\/exa mple\.com\/" is not a valid URL: write it as https:\/\//,
    ],
    [
      { method: 'FETCH', url: offers },
      /"FETCH" is not an HTTP method: the REST services take GET, POST, PUT, DELETE, PATCH\./,
    ],
    [{ method: '', url: offers }, /"" is not an HTTP method/],
    [
      { method: 'GET', url: '/v1/webhooks' },
      /"\/v1\/webhooks" is a path without a host: pass the absolute URL .* or add service \(one of /,
    ],
    [
      { method: 'GET', url: '/v1/webhooks', service: 'triggers' },
      /Unknown service "triggers": use one of token-exchange-api, /,
    ],
    [
      { method: 'GET', url: offers, service: 'attestation-api' },
      /valuations-api\.dimo\.zone is the Valuations API's host, not the attestation-api's: leave service out/,
    ],
    [{ method: 'GET', url: offers, token_kind: 'admin' }, /Input validation error: .*token_kind/s],
    [{ method: 'GET', url: offers, query: { limit: 5 } }, /Input validation error: .*query/s],
    [{ url: offers }, /Input validation error: .*method/s],
  ])('bad input %j is a clear tool error', async (args, message) => {
    const result = await call(folder, 'validate_rest', args);
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(message);
    expect(text(result)).not.toMatch(/Unexpected error/);
  });

  it('works when the site cannot be read, without a reference page', async () => {
    const answer = await validateRest({ method: 'POST', url: `${vin}/21957`, token_kind: 'vehicle' }, dead);
    expect(answer.valid).toBe(true);
    expect(answer.operation).toMatchObject({ summary: 'Create a VIN credential' });
    expect(answer.operation).not.toHaveProperty('reference');
  });
});
