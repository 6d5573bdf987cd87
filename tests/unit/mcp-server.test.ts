import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { llmsTxt } from '../../plugins/llms/llms-txt';
import { record } from './fixtures';

/**
 * The docs MCP server, started over stdio by the SDK's own client, against a
 * small site written here in the build's formats: once as a folder, once
 * served over HTTP on 127.0.0.1, and once pointing at a port nobody serves.
 */
const root = path.resolve(__dirname, '../..');
const siteDir = mkdtempSync(path.join(tmpdir(), 'docs-mcp-'));
const SITE = 'https://build.example/';

const records = [
  record('faq', 'lvl1', { lvl0: 'Docs', lvl1: 'FAQ' }),
  record('faq', 'lvl2', { lvl0: 'Docs', lvl1: 'FAQ', lvl2: 'Rate limits' }),
  record(
    'faq',
    'content',
    { lvl0: 'Docs', lvl1: 'FAQ', lvl2: 'Rate limits' },
    'Limits depend on your plan: Hobbyist 10 requests per second.',
  ),
  record('faq', 'lvl2', { lvl0: 'Docs', lvl1: 'FAQ', lvl2: 'Status codes' }),
  record(
    'faq',
    'content',
    { lvl0: 'Docs', lvl1: 'FAQ', lvl2: 'Status codes' },
    'A 403 means a privilege is missing.',
  ),
];
const faq =
  '# FAQ\n\nAnswers.\n\n## Rate limits\n\nLimits depend on your plan.\n\n### By plan\n\nHobbyist 10.\n\n## Status codes\n\nA 403 means a privilege is missing.\n';

function writeSite(): void {
  mkdirSync(path.join(siteDir, 'search'), { recursive: true });
  mkdirSync(path.join(siteDir, 'docs'), { recursive: true });
  writeFileSync(
    path.join(siteDir, 'search/manifest.json'),
    JSON.stringify({ version: 1, index: 'abc.json', records: records.length }),
  );
  writeFileSync(path.join(siteDir, 'search/abc.json'), JSON.stringify({ version: 1, records }));
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
  it('offers exactly the four tools', async () => {
    const { tools } = await folder.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get_page',
      'list_pages',
      'search_docs',
      'validate_graphql',
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
