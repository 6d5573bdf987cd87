import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const html = readFileSync(path.resolve(__dirname, '../../assets/cheat-sheet.html'), 'utf8');
const text = html
  .replace(/<[^>]+>/g, ' ')
  .replace(/&amp;/g, '&')
  .replace(/\s+/g, ' ');

// The cells of each row of the privileges table (the one whose rows start with a numeric id).
const privilegeRows = [...html.matchAll(/<tr>([^]*?)<\/tr>/g)]
  .map((row) =>
    [...(row[1] ?? '').matchAll(/<td\b[^>]*>([^]*?)<\/td>/g)].map((cell) =>
      (cell[1] ?? '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  )
  .filter((cells) => /^\d+$/.test(cells[0] ?? ''));

describe('the cheat sheet source', () => {
  it.each([
    'https://auth.dimo.zone',
    'https://identity-api.dimo.zone',
    'https://telemetry-api.dimo.zone',
    'https://token-exchange-api.dimo.zone',
    'https://attestation-api.dimo.zone',
    'https://device-definitions-api.dimo.zone',
    'https://vehicle-triggers-api.dimo.zone',
    'https://fetch-api.dimo.zone',
  ])('lists the production base URL %s and its dev twin', (url) => {
    expect(text).toContain(url);
    expect(text).toContain(url.replace('.dimo.zone', '.dev.dimo.zone'));
  });

  it('no longer lists the Valuations API', () => {
    expect(text).not.toContain('valuations-api');
  });

  it('names the hosted MCP endpoint beside each GraphQL API', () => {
    expect(text.match(/GraphQL \/query · MCP \/mcp/g)).toHaveLength(3);
  });

  it.each([
    [1, 'GetNonLocationHistory'],
    [2, 'ExecuteCommands'],
    [3, 'GetCurrentLocation'],
    [4, 'GetLocationHistory'],
    [5, 'GetVINCredential'],
    [6, 'GetLiveData'],
    [7, 'GetRawData'],
    [8, 'GetApproximateLocation'],
  ])('lists privilege %i with its permission name privilege:%s in the same row', (id, name) => {
    const row = privilegeRows.find((cells) => cells[0] === String(id));
    expect(row, `no table row for privilege ${id}`).toBeDefined();
    expect(row?.join(' ')).toMatch(new RegExp(`privilege:${name}\\b`));
  });

  it('has exactly the eight privilege rows, 1 to 8', () => {
    expect(privilegeRows.map((cells) => cells[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('shows the three steps of the Developer JWT flow and the exchange', () => {
    for (const endpoint of [
      'https://auth.dimo.zone/auth/web3/generate_challenge',
      'https://auth.dimo.zone/auth/web3/submit_challenge',
      'https://token-exchange-api.dimo.zone/v1/tokens/exchange',
      'https://telemetry-api.dimo.zone/query',
    ]) {
      expect(text).toContain(endpoint);
    }
    expect(text).toContain('Authorization: Bearer');
    expect(text).toMatch(/10 min/);
  });

  it('states the rate limits by plan and the public keys endpoint', () => {
    expect(text).toMatch(/10 or 25 requests\/s per API service, per client host/);
    expect(text).toMatch(/Hobbyist 10, Core 25, Enterprise custom/);
    expect(text).toContain('https://auth.dimo.zone/keys');
  });

  it('loads nothing from the network: no stylesheet, image, font or script URL', () => {
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/i);
    expect(html).not.toMatch(/<img\b[^>]*\bsrc=["']?https?:/i);
    expect(html).not.toMatch(/@import/i);
    expect(html).not.toMatch(/url\(\s*["']?https?:/i);
    expect(html).not.toMatch(/\bsrcset=/i);
    expect(html).not.toMatch(/<(iframe|object|embed|video|audio|source)\b/i);
    expect(html).not.toMatch(/\b(src|href|xlink:href)=["']?(https?:)?\/\//i);
  });
});
