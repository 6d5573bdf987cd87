/**
 * The complete backend of "Building your first app" (its `server.ts` block, as the
 * page shows it) runs against the local stand-in of the DIMO services, through
 * the real data-sdk 1.6.0, and answers as the page says it does, error paths
 * included.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

import { Web3 } from 'web3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ROOT, samplesIn } from '../blocks';
import { startStandIn, type Fixture, type StandIn } from './stand-in';

const PAGE = 'docs/build/building-your-first-app.mdx';
const RUN_DIR = path.join(ROOT, 'samples/first-app/.run');

const serverBlock = samplesIn(['ts']).find((s) => s.file === PAGE && s.attributes.title === 'server.ts');

const account = new Web3().eth.accounts.create();
const fixture: Fixture = {
  clientId: '0x7f3D9a5c1E2b4C6d8E0f1A2b3C4d5E6f7A8b9C0d',
  domain: 'http://localhost:3000',
  signer: account.address,
  vehicles: [
    {
      tokenId: 181457,
      owner: '0x4bA5Cd1e3F2a0B9c8D7e6F5a4B3c2D1e0F9a8B7c',
      definition: { make: 'Toyota', model: 'RAV4', year: 2022 },
      privileges: [1, 3, 4],
      latest: {
        speed: 0,
        powertrainTransmissionTravelledDistance: 48211.6,
        powertrainFuelSystemRelativeLevel: 61,
      },
    },
    {
      tokenId: 192004,
      owner: '0x9E8d7C6b5A4f3E2d1C0b9A8f7E6d5C4b3A2f1E0d',
      definition: { make: 'Tesla', model: 'Model 3', year: 2024 },
      privileges: [1],
      latest: {
        speed: 27.4,
        powertrainTransmissionTravelledDistance: 20187.2,
        powertrainTractionBatteryStateOfChargeCurrent: 78,
      },
    },
  ],
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Backend {
  url: string;
  output: () => string;
  stop: () => void;
}

/** Starts the page's server.ts with the page's three variables, sending DIMO requests to the stand-in. */
async function startBackend(standIn: StandIn, file: string): Promise<Backend> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './samples/first-app/redirect-hosts.ts', file],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DIMO_CLIENT_ID: fixture.clientId,
        DIMO_REDIRECT_URI: fixture.domain,
        // The console shows the key as 64 hex digits; the SDK adds the 0x itself.
        DIMO_API_KEY: account.privateKey.slice(2),
        PORT: String(port),
        DIMO_STAND_IN: standIn.url,
      },
    },
  );
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server.ts did not start in 30 s:\n${output}`)), 30_000);
    child.stdout?.on('data', () => {
      if (output.includes('Listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server.ts exited with ${code}:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}/api/vehicles`, output: () => output, stop: () => child.kill() };
}

interface Snapshot {
  tokenId: number;
  definition: { make: string };
  latest?: Record<string, { value: number } | null> | null;
  errors?: string[];
  error?: string;
}

describe(`the complete backend of ${PAGE}`, () => {
  let standIn: StandIn;
  let backend: Backend;
  let file: string;

  beforeAll(() => {
    expect(serverBlock, `${PAGE} has a ts block titled server.ts`).toBeDefined();
    mkdirSync(RUN_DIR, { recursive: true });
    file = path.join(RUN_DIR, 'server.ts');
    writeFileSync(file, serverBlock!.value);
  });

  beforeEach(async () => {
    standIn = await startStandIn(fixture);
    backend = await startBackend(standIn, file);
  }, 40_000);

  afterEach(async () => {
    backend.stop();
    await standIn.close();
  });

  afterAll(() => undefined);

  const get = async () => {
    const res = await fetch(backend.url);
    return { status: res.status, body: (await res.json()) as { vehicles?: Snapshot[]; error?: string } };
  };

  it('lists every shared vehicle with its latest status', async () => {
    const { status, body } = await get();
    expect(status, backend.output()).toBe(200);
    expect(body.vehicles?.map((v) => [v.tokenId, v.definition.make])).toEqual([
      [181457, 'Toyota'],
      [192004, 'Tesla'],
    ]);
    expect(body.vehicles?.[0]?.latest?.powertrainTransmissionTravelledDistance?.value).toBe(48211.6);
    expect(body.vehicles?.[0]?.latest?.powertrainTractionBatteryStateOfChargeCurrent).toBeNull();
    expect(body.vehicles?.[1]?.latest?.speed?.value).toBe(27.4);
    expect(body.vehicles?.every((v) => v.errors?.length === 0)).toBe(true);
  }, 30_000);

  it('reuses its Developer JWT and each Vehicle JWT on the next request', async () => {
    await get();
    await get();
    const count = (service: string) => standIn.calls.filter((c) => c.service === service).length;
    expect(standIn.calls.filter((c) => c.path.startsWith('/auth/web3/submit_challenge'))).toHaveLength(1);
    expect(count('tokenExchange')).toBe(2);
    expect(count('telemetry')).toBe(4);
  }, 30_000);

  it('exchanges a new Vehicle JWT and retries once when Telemetry answers 401', async () => {
    await get();
    standIn.fail({ service: 'telemetry', status: 401, times: 1, tokenId: 181457 });
    const { status, body } = await get();
    expect(status, backend.output()).toBe(200);
    expect(body.vehicles?.[0]?.latest?.speed?.value).toBe(0);
    expect(standIn.calls.filter((c) => c.service === 'tokenExchange' && c.tokenId === 181457)).toHaveLength(
      2,
    );
  }, 30_000);

  it('gets a new Developer JWT when Token Exchange refuses an expired one', async () => {
    await get();
    standIn.expireDeveloperJwts();
    // The cached Vehicle JWTs are still good; make the next request need new ones.
    for (const { tokenId } of fixture.vehicles)
      standIn.fail({ service: 'telemetry', status: 401, times: 1, tokenId });
    const { status, body } = await get();
    expect(status, backend.output()).toBe(200);
    expect(body.vehicles).toHaveLength(2);
    expect(standIn.calls.filter((c) => c.path.startsWith('/auth/web3/submit_challenge'))).toHaveLength(2);
  }, 30_000);

  it('reports a vehicle whose grant is refused (403) and still answers for the others', async () => {
    standIn.fail({ service: 'tokenExchange', status: 403, times: 1, tokenId: 192004 });
    const { status, body } = await get();
    expect(status, backend.output()).toBe(200);
    expect(body.vehicles?.[0]?.latest?.speed?.value).toBe(0);
    expect(body.vehicles?.[1]?.error).toMatch(/not granted/);
  }, 30_000);

  it('answers 502 with a message when a DIMO service fails (5xx)', async () => {
    standIn.fail({ service: 'identity', status: 503, times: 1 });
    const { status, body } = await get();
    expect(status).toBe(502);
    expect(body.error).toBe('Could not load vehicle data from DIMO');
  }, 30_000);
});
