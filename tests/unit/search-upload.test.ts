import { readBody } from '../../scripts/algolia-local-server';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  INDEX_SETTINGS,
  buildSettings,
  loadRecords,
  main,
  parseArgs,
  readUploadConfig,
  type Output,
} from '../../scripts/search-upload';
import type { SearchRecord } from '../../src/search/engine';
import { record } from './fixtures';

const RECORDS: SearchRecord[] = [
  record('overview', 'lvl1', { lvl0: 'Docs', lvl1: 'Overview' }),
  record('overview', 'content', { lvl0: 'Docs', lvl1: 'Overview' }, 'DIMO connects vehicles to developers.'),
  record('api/telemetry', 'lvl2', { lvl0: 'API', lvl1: 'Telemetry', lvl2: 'Signals' }),
  record(
    'api/telemetry',
    'content',
    { lvl0: 'API', lvl1: 'Telemetry', lvl2: 'Signals' },
    'speed_kph and the_odometer',
  ),
];

const tempDirs: string[] = [];

/** A build directory with search/manifest.json and the records file it names. */
function makeBuild(records: SearchRecord[] = RECORDS): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-upload-'));
  tempDirs.push(dir);
  mkdirSync(path.join(dir, 'search'));
  writeFileSync(path.join(dir, 'search', 'abc123def456.json'), JSON.stringify({ version: 1, records }));
  writeFileSync(
    path.join(dir, 'search', 'manifest.json'),
    JSON.stringify({ version: 1, index: 'abc123def456.json', records: records.length }),
  );
  return dir;
}

function capture(): Output & { stdout: string[]; stderr: string[]; text(): string } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    log: (line) => stdout.push(line),
    error: (line) => stderr.push(line),
    text: () => [...stdout, ...stderr].join('\n'),
  };
}

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('search-upload: pure parts', () => {
  it('parses its options', () => {
    expect(parseArgs([])).toEqual({ dryRun: false, buildDir: 'build' });
    expect(parseArgs(['--dry-run', '--build-dir', '/tmp/x'])).toEqual({ dryRun: true, buildDir: '/tmp/x' });
    expect(parseArgs(['--build-dir=out'])).toEqual({ dryRun: false, buildDir: 'out' });
    expect(() => parseArgs(['--build-dir'])).toThrow(/--build-dir needs a directory/);
    expect(() => parseArgs(['--force'])).toThrow(/Unknown argument: --force/);
  });

  it('reads the environment: admin key, default index name, hosts', () => {
    const config = readUploadConfig(
      { ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_API_KEY: 'admin', ALGOLIA_HOSTS: 'http://127.0.0.1:9000' },
      { requireCredentials: true },
    );
    expect(config).toEqual({
      appId: 'APP',
      adminKey: 'admin',
      indexName: 'dimo-docs',
      hosts: [{ url: '127.0.0.1', protocol: 'http', port: 9000, accept: 'readWrite' }],
    });
    expect(() =>
      readUploadConfig(
        { ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_API_KEY: 'k', ALGOLIA_HOSTS: 'ftp://x' },
        { requireCredentials: true },
      ),
    ).toThrow(/must use http or https/);
    // The search key never stands in for the admin key.
    expect(() =>
      readUploadConfig(
        { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'search' },
        { requireCredentials: true },
      ),
    ).toThrow(/ALGOLIA_ADMIN_API_KEY is not set/);
    expect(() =>
      readUploadConfig(
        { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'same', ALGOLIA_ADMIN_API_KEY: 'same' },
        { requireCredentials: true },
      ),
    ).toThrow(/not the search-only key/);
  });

  it('builds the DocSearch settings', () => {
    const settings = buildSettings();
    expect(settings).toEqual(INDEX_SETTINGS);
    expect(settings).not.toBe(INDEX_SETTINGS);
    expect(settings.searchableAttributes).toEqual([
      'unordered(hierarchy.lvl0)',
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
      'unordered(code)',
      'unordered(questions)',
    ]);
    // Plain facets: the search page asks for language and docusaurus_tag counts.
    expect(settings.attributesForFaceting).toEqual(['type', 'language', 'docusaurus_tag']);
    expect(settings).toMatchObject({
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 7,
      distinct: true,
      attributeForDistinct: 'url',
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    });
  });

  it('loads the records the manifest names', () => {
    const loaded = loadRecords(makeBuild());
    expect(loaded.records).toEqual(RECORDS);
    expect(loaded.bytes).toBe(Buffer.byteLength(JSON.stringify(RECORDS)));
    expect(loaded.file).toMatch(/abc123def456\.json$/);
  });

  it('rejects duplicate objectIDs and a manifest that disagrees with the records', () => {
    expect(() => loadRecords(makeBuild([RECORDS[0]!, RECORDS[0]!]))).toThrow(/appears twice/);
    const dir = makeBuild();
    writeFileSync(
      path.join(dir, 'search', 'manifest.json'),
      JSON.stringify({ version: 1, index: 'abc123def456.json', records: 99 }),
    );
    expect(() => loadRecords(dir)).toThrow(/announces 99 records but .* holds 4/);
  });
});

describe('search-upload: main', () => {
  it('--dry-run prints what it would send, without an admin key', async () => {
    const out = capture();
    const code = await main(['--dry-run', '--build-dir', makeBuild()], { ALGOLIA_APP_ID: 'MYAPP' }, out);
    expect(code).toBe(0);
    const text = out.stdout.join('\n');
    expect(out.stderr).toEqual([]);
    expect(text).toContain('Dry run: nothing is sent.');
    expect(text).toMatch(/App id: +MYAPP/);
    expect(text).toMatch(/Index: +dimo-docs/);
    expect(text).toMatch(/Records: +4 records, [\d.]+ (B|KiB)/);
    expect(text).toContain('Note: ALGOLIA_ADMIN_API_KEY is not set');
    expect(text).toContain(JSON.stringify(buildSettings(), null, 2));
    expect(text).toContain('First 2 of 4 records:');
    expect(text).toContain(JSON.stringify(RECORDS.slice(0, 2), null, 2));
    expect(text).not.toContain(RECORDS[2]!.objectID);
  });

  it('--dry-run names a custom index and hosts and warns about local links', async () => {
    const local = RECORDS.map((r) => ({
      ...r,
      url: r.url.replace('https://build.example', 'http://localhost:3000'),
    }));
    const out = capture();
    const env = { ALGOLIA_INDEX_NAME: 'staging', ALGOLIA_HOSTS: 'http://127.0.0.1:4999' };
    expect(await main(['--dry-run', '--build-dir', makeBuild(local)], env, out)).toBe(0);
    const text = out.text();
    expect(text).toMatch(/Index: +staging/);
    expect(text).toMatch(/Hosts: +http:\/\/127\.0\.0\.1:4999/);
    expect(text).toContain('Warning: the records link to http://localhost:3000');
  });

  it('without the admin key, fails naming what is missing', async () => {
    const out = capture();
    const code = await main(
      ['--build-dir', makeBuild()],
      { ALGOLIA_APP_ID: 'MYAPP', ALGOLIA_SEARCH_API_KEY: 'search-only' },
      out,
    );
    expect(code).toBe(1);
    expect(out.stderr.join('\n')).toMatch(/ALGOLIA_ADMIN_API_KEY is not set/);
    expect(out.stderr.join('\n')).not.toContain('ALGOLIA_APP_ID and');

    const none = capture();
    expect(await main(['--build-dir', makeBuild()], {}, none)).toBe(1);
    expect(none.stderr.join('\n')).toMatch(/ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY are not set/);
  });

  it('without a build, says to build first', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'search-upload-empty-'));
    tempDirs.push(empty);
    for (const argv of [
      ['--dry-run', '--build-dir', empty],
      ['--build-dir', empty],
    ]) {
      const out = capture();
      const code = await main(argv, { ALGOLIA_APP_ID: 'MYAPP', ALGOLIA_ADMIN_API_KEY: 'admin' }, out);
      expect(code).toBe(1);
      expect(out.stderr.join('\n')).toMatch(/manifest\.json is missing; run npm run build first/);
    }
  });

  it('refuses to replace the index with no records', async () => {
    const out = capture();
    const code = await main(
      ['--build-dir', makeBuild([])],
      { ALGOLIA_APP_ID: 'MYAPP', ALGOLIA_ADMIN_API_KEY: 'admin', ALGOLIA_HOSTS: 'http://127.0.0.1:9' },
      out,
    );
    expect(code).toBe(1);
    expect(out.stderr.join('\n')).toMatch(/holds no records; refusing/);
  });
});

// ---------------------------------------------------------------------------
// A minimal Algolia write API: just what setSettings, waitForTask and
// replaceAllObjects (algoliasearch 5.19) send.
// ---------------------------------------------------------------------------

interface FakeIndex {
  settings: Record<string, unknown>;
  records: Map<string, Record<string, unknown>>;
}

interface Logged {
  method: string;
  path: string;
  body: unknown;
}

class FakeAlgolia {
  readonly indices = new Map<string, FakeIndex>();
  readonly requests: Logged[] = [];
  /** How many times each objectID arrived in an addObject batch request. */
  readonly received = new Map<string, number>();
  /** taskID → polls left before it reports published. */
  private readonly tasks = new Map<number, number>();
  private nextTaskID = 100;
  private server: Server | null = null;
  port = 0;

  constructor(
    readonly appId: string,
    readonly adminKey: string,
    /** Each task answers notPublished this many times first, so the client has to poll. */
    readonly pendingPolls = 1,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) =>
        send(res, 500, { message: String(error), status: 500 }),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private task(): { taskID: number; updatedAt: string } {
    const taskID = this.nextTaskID++;
    this.tasks.set(taskID, this.pendingPolls);
    return { taskID, updatedAt: new Date().toISOString() };
  }

  private index(name: string): FakeIndex {
    let index = this.indices.get(name);
    if (!index) {
      index = { settings: {}, records: new Map() };
      this.indices.set(name, index);
    }
    return index;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(req);
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname, body });

    if (
      req.headers['x-algolia-application-id'] !== this.appId ||
      req.headers['x-algolia-api-key'] !== this.adminKey
    ) {
      return send(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
    }
    const m = /^\/1\/indexes\/([^/]+)(?:\/(settings|batch|operation|task)(?:\/(\d+))?)?$/.exec(url.pathname);
    if (!m) return send(res, 404, { message: 'Not found', status: 404 });
    const name = decodeURIComponent(m[1]!);
    const route = `${req.method} ${m[2] ?? ''}`;

    switch (route) {
      case 'PUT settings': {
        Object.assign(this.index(name).settings, body as Record<string, unknown>);
        return send(res, 200, this.task());
      }
      case 'POST batch': {
        const { requests } = body as { requests: { action: string; body: Record<string, unknown> }[] };
        const index = this.index(name);
        const objectIDs: string[] = [];
        for (const r of requests) {
          if (r.action !== 'addObject')
            return send(res, 400, { message: `unsupported action ${r.action}`, status: 400 });
          const id = String(r.body.objectID);
          index.records.set(id, r.body);
          this.received.set(id, (this.received.get(id) ?? 0) + 1);
          objectIDs.push(id);
        }
        return send(res, 200, { ...this.task(), objectIDs });
      }
      case 'POST operation': {
        const { operation, destination, scope } = body as {
          operation: 'copy' | 'move';
          destination: string;
          scope?: string[];
        };
        const source = this.indices.get(name);
        if (operation === 'move') {
          if (!source) return send(res, 404, { message: 'Index does not exist', status: 404 });
          this.indices.set(destination, source);
          this.indices.delete(name);
        } else if (operation === 'copy') {
          const from = source ?? { settings: {}, records: new Map() };
          if (scope) {
            // Scoped copy: settings (rules and synonyms are not modelled), records untouched.
            if (scope.includes('settings')) this.index(destination).settings = structuredClone(from.settings);
          } else {
            this.indices.set(destination, structuredClone(from));
          }
        } else {
          return send(res, 400, { message: `unsupported operation ${String(operation)}`, status: 400 });
        }
        return send(res, 200, this.task());
      }
      case 'GET task': {
        const taskID = Number(m[3]);
        const left = this.tasks.get(taskID);
        if (left === undefined) return send(res, 404, { message: 'Task does not exist', status: 404 });
        if (left > 0) this.tasks.set(taskID, left - 1);
        return send(res, 200, { status: left > 0 ? 'notPublished' : 'published' });
      }
      case 'DELETE ': {
        this.indices.delete(name);
        return send(res, 200, { taskID: this.task().taskID, deletedAt: new Date().toISOString() });
      }
      default:
        return send(res, 404, { message: `Not found: ${req.method} ${url.pathname}`, status: 404 });
    }
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

describe('search-upload: upload through the real client to a local endpoint', () => {
  let fake: FakeAlgolia;
  let buildDir: string;

  beforeAll(() => {
    buildDir = makeBuild();
  });

  afterEach(async () => {
    await fake?.stop();
  });

  function env(overrides: Record<string, string> = {}): Record<string, string> {
    return {
      ALGOLIA_APP_ID: 'TESTAPP',
      ALGOLIA_ADMIN_API_KEY: 'test-admin-key',
      ALGOLIA_SEARCH_API_KEY: 'test-search-key',
      ALGOLIA_INDEX_NAME: 'docs-test',
      ALGOLIA_HOSTS: `http://127.0.0.1:${fake.port}`,
      ...overrides,
    };
  }

  it('applies the settings, then replaces all records atomically', async () => {
    fake = new FakeAlgolia('TESTAPP', 'test-admin-key');
    await fake.start();
    // A live index with a stale record and old settings, as a previous upload left it.
    fake.indices.set('docs-test', {
      settings: { searchableAttributes: ['content'], customSetting: 'kept' },
      records: new Map([['stale', { objectID: 'stale' }]]),
    });

    const out = capture();
    const code = await main(['--build-dir', buildDir], env(), out);
    expect(out.stderr).toEqual([]);
    expect(code).toBe(0);

    // Every record arrived exactly once; the stale one is gone; no temporary index is left.
    expect([...fake.received.keys()].sort()).toEqual(RECORDS.map((r) => r.objectID).sort());
    expect([...fake.received.values()].every((n) => n === 1)).toBe(true);
    expect([...fake.indices.keys()]).toEqual(['docs-test']);
    const live = fake.indices.get('docs-test')!;
    expect(Object.fromEntries(live.records)).toEqual(Object.fromEntries(RECORDS.map((r) => [r.objectID, r])));
    // The new settings, carried through the temporary index by the scoped copy.
    expect(live.settings).toEqual({ ...INDEX_SETTINGS, customSetting: 'kept' });

    // The order of the writes: settings, copy to tmp, batch into tmp, move tmp over the index.
    const writes = fake.requests.filter((r) => r.method !== 'GET');
    expect(writes[0]).toMatchObject({ method: 'PUT', path: '/1/indexes/docs-test/settings' });
    expect(writes[0]!.body).toEqual(INDEX_SETTINGS);
    const tmp = /^\/1\/indexes\/(docs-test_tmp_\d+)\/batch$/.exec(
      writes.find((w) => w.path.endsWith('/batch'))!.path,
    )![1]!;
    const copy = { operation: 'copy', destination: tmp, scope: ['settings', 'rules', 'synonyms'] };
    expect(
      writes.slice(1).map((w) => ({ ...w, body: w.path.endsWith('/batch') ? 'records' : w.body })),
    ).toEqual([
      { method: 'POST', path: '/1/indexes/docs-test/operation', body: copy },
      { method: 'POST', path: `/1/indexes/${tmp}/batch`, body: 'records' },
      { method: 'POST', path: '/1/indexes/docs-test/operation', body: copy },
      {
        method: 'POST',
        path: `/1/indexes/${tmp}/operation`,
        body: { operation: 'move', destination: 'docs-test' },
      },
    ]);
    expect(writes[2]!.body).toEqual({ requests: RECORDS.map((r) => ({ action: 'addObject', body: r })) });
    // Tasks were polled until published.
    expect(fake.requests.some((r) => r.method === 'GET' && /\/task\/\d+$/.test(r.path))).toBe(true);

    const text = out.stdout.join('\n');
    expect(text).toContain('Settings applied');
    expect(text).toMatch(
      /Replaced all records of docs-test: 4 records in 1 batch, moved into place by task \d+/,
    );
  });

  it('creates the index when it does not exist yet', async () => {
    fake = new FakeAlgolia('TESTAPP', 'test-admin-key', 0);
    await fake.start();
    const out = capture();
    expect(await main(['--build-dir', buildDir], env(), out)).toBe(0);
    expect([...fake.indices.keys()]).toEqual(['docs-test']);
    expect(fake.indices.get('docs-test')!.records.size).toBe(RECORDS.length);
    expect(fake.indices.get('docs-test')!.settings).toEqual(INDEX_SETTINGS);
  });

  it('on an API error, prints the status and message and exits 1', async () => {
    fake = new FakeAlgolia('TESTAPP', 'the-real-admin-key', 0);
    await fake.start();
    const out = capture();
    const code = await main(['--build-dir', buildDir], env({ ALGOLIA_ADMIN_API_KEY: 'wrong-key' }), out);
    expect(code).toBe(1);
    expect(out.stderr.join('\n')).toContain('Algolia API error: HTTP 403: Invalid Application-ID or API key');
    expect(fake.requests.filter((r) => r.path.endsWith('/batch'))).toEqual([]);
  });
});
