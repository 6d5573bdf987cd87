import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { PLACEHOLDERS, findPlaceholders, hasPlaceholders } from './placeholders';

const CLIENT_ID = '0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d';

/** The placeholders found, as `name:text`. */
function found(text: string): string[] {
  return findPlaceholders(text).map(
    (m) => `${m.name}:${text.slice(m.start, m.end)}${m.encoded ? ' (encoded)' : ''}`,
  );
}

describe('findPlaceholders', () => {
  it('finds the vehicle token ID as an argument, a path segment, a DID part and a URL-encoded DID part', () => {
    expect(found('vehicle(tokenId: 12345) {')).toEqual(['vehicleTokenId:12345']);
    expect(found('https://valuations-api.dimo.zone/v2/vehicles/21957/valuation')).toEqual([
      'vehicleTokenId:21957',
    ]);
    expect(found('did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:21957"')).toEqual([
      'vehicleTokenId:21957',
    ]);
    expect(
      found('did%3Aerc721%3A137%3A0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF%3A21957/subscribe'),
    ).toEqual(['vehicleTokenId:21957']);
  });

  it('never finds a token ID inside another number, a decimal, a word or a hex string', () => {
    for (const text of [
      '123456',
      '012345',
      '12345.6',
      'version 3.12345',
      'a12345',
      '12345abc',
      'id_12345',
      '0xbA5738a18d8312345dfFbDC6101d37C69c9B0cF',
    ]) {
      expect(found(text), text).toEqual([]);
    }
    // The number ends where a sentence's full stop begins.
    expect(found('vehicle 12345.')).toEqual(['vehicleTokenId:12345']);
  });

  it('finds the Client ID in either letter case, in JSON, a query string and a DID', () => {
    expect(found(`"DIMO_CLIENT_ID": "${CLIENT_ID}",`)).toEqual([`clientId:${CLIENT_ID}`]);
    expect(found(`?clientId=${CLIENT_ID.toLowerCase()}&redirectUri=`)).toEqual([
      `clientId:${CLIENT_ID.toLowerCase()}`,
    ]);
    expect(found(`did:ethr:137:${CLIENT_ID}`)).toEqual([`clientId:${CLIENT_ID}`]);
  });

  it('never finds the Client ID inside a longer hex string or address', () => {
    expect(found(`${CLIENT_ID}00`)).toEqual([]);
    expect(found(`ab${CLIENT_ID.slice(2)}`)).toEqual([]);
    expect(found(`0x00${CLIENT_ID.slice(2)}`)).toEqual([]);
  });

  it('finds a redirect URI whole, and URL-encoded in a login link', () => {
    expect(found("redirectUri: 'http://localhost:3000/callback',")).toEqual([
      'redirectUri:http://localhost:3000/callback',
    ]);
    expect(found('DIMO_REDIRECT_URI=http://localhost:3000\n')).toEqual(['redirectUri:http://localhost:3000']);
    expect(found('&redirectUri=https%3A%2F%2Fapp.example.com%2Fdimo%2Fcallback&entryState=LOGIN')).toEqual([
      'redirectUri:https%3A%2F%2Fapp.example.com%2Fdimo%2Fcallback (encoded)',
    ]);
  });

  it('never finds a redirect URI that is the start of another address', () => {
    for (const text of [
      'http://localhost:3000/docs',
      'http://localhost:30001',
      'open http://localhost:3000/callback/next',
      'https://app.example.com/dimo/callback2',
      'http%3A%2F%2Flocalhost%3A3000%2Fdocs',
      'xhttp://localhost:3000',
    ]) {
      expect(found(text), text).toEqual([]);
    }
  });

  it('finds several placeholders, in order', () => {
    const text = `https://login.dimo.org/?clientId=${CLIENT_ID}&redirectUri=http%3A%2F%2Flocalhost%3A3000&vehicles=12345`;
    expect(found(text)).toEqual([
      `clientId:${CLIENT_ID}`,
      'redirectUri:http%3A%2F%2Flocalhost%3A3000 (encoded)',
      'vehicleTokenId:12345',
    ]);
    expect(hasPlaceholders(text)).toBe(true);
    expect(hasPlaceholders('curl https://identity-api.dimo.zone/query')).toBe(false);
  });
});

/** Every fenced block of the site's Markdown pages: docs/ (with the generated REST pages) and changelog/. */
function siteSamples(): { file: string; line: number; text: string }[] {
  const root = path.resolve(__dirname, '../..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(root, 'docs'));
  walk(path.join(root, 'changelog'));
  const samples: { file: string; line: number; text: string }[] = [];
  for (const file of files) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    let open: { fence: string; line: number; body: string[] } | null = null;
    lines.forEach((line, i) => {
      const fence = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
      if (!open && fence) open = { fence: fence[1]!, line: i + 1, body: [] };
      else if (open && fence && fence[1]!.startsWith(open.fence) && fence[2]!.trim() === '') {
        samples.push({ file: path.relative(root, file), line: open.line, text: open.body.join('\n') });
        open = null;
      } else open?.body.push(line);
    });
  }
  return samples;
}

describe('the placeholders are the ones the pages use', () => {
  const samples = siteSamples();

  it('reads the samples of the pages', () => {
    expect(samples.length).toBeGreaterThan(300);
  });

  for (const placeholder of PLACEHOLDERS) {
    it(`${placeholder.text} (${placeholder.name}) is in at least one sample, found as a placeholder there`, () => {
      const using = samples.filter((s) =>
        findPlaceholders(s.text).some(
          (m) => s.text.slice(m.start, m.end).toLowerCase() === placeholder.text.toLowerCase(),
        ),
      );
      expect(
        using.length,
        `No sample in docs/ or changelog/ holds ${placeholder.text} any more: update PLACEHOLDERS in src/values/placeholders.ts to the ${placeholder.name} the pages now use`,
      ).toBeGreaterThan(0);
    });
  }
});
