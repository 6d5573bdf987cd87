import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { LoadContext } from '@docusaurus/types';
import { afterEach, describe, expect, it } from 'vitest';

import openapiReferencePlugin, { descriptionDates, writePages } from './index';
import { renderReference } from './render';

const pages = renderReference();
let dirs: string[] = [];
const site = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-reference-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

describe('writePages', () => {
  it('writes every page, then nothing while nothing changed', async () => {
    const dir = site();
    expect((await writePages(dir, pages)).written).toHaveLength(pages.length);
    expect(readFileSync(path.join(dir, pages[0]!.file), 'utf8')).toBe(pages[0]!.source);
    expect(await writePages(dir, pages)).toEqual({ written: [], removed: [] });
  });

  it('removes a generated page no operation renders any more, and leaves the hand-written pages alone', async () => {
    const dir = site();
    const folder = path.join(dir, 'docs/api-references/attestation-api');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'create-pom-credential.api.mdx'), '# Gone\n');
    writeFileSync(path.join(folder, 'attestation-api.mdx'), '# Attestation API\n');
    const { removed } = await writePages(dir, pages);
    expect(removed).toEqual(['docs/api-references/attestation-api/create-pom-credential.api.mdx']);
    expect(existsSync(path.join(folder, 'attestation-api.mdx'))).toBe(true);
  });
});

describe('the plugin', () => {
  it('has written the pages when its constructor returns, and publishes their links from loadContent', async () => {
    const dir = site();
    const context = {
      siteDir: dir,
      siteConfig: { customFields: { docsRepo: 'https://github.com/DIMO-Network/dimo-org' } },
    } as unknown as LoadContext;
    const plugin = await openapiReferencePlugin(context);
    for (const p of pages) expect(existsSync(path.join(dir, p.file)), p.file).toBe(true);
    expect(readFileSync(path.join(dir, pages[0]!.file), 'utf8')).toContain(
      'custom_edit_url: https://github.com/DIMO-Network/dimo-org/edit/main/openapi/token-exchange.yaml\n',
    );
    expect(plugin.getPathsToWatch?.()).toEqual([path.join(dir, 'openapi', '*.yaml')]);
    const content = await plugin.loadContent?.();
    expect(Object.keys(content?.links ?? {})).toHaveLength(pages.length);
    expect(content?.links['POST attestation-api.dimo.zone/v2/attestation/vin/*']).toEqual({
      to: '/docs/api-references/attestation-api/create-vin-credential',
      title: 'Create a VIN credential',
    });
  });
});

describe('descriptionDates', () => {
  it("dates each committed description by its last commit, which the plugin's pages carry as last_update", async () => {
    const dates = descriptionDates();
    const committed = pages.filter((p) => dates[p.operation.service.key]);
    // This checkout is a git repository with the descriptions committed.
    expect(committed.length).toBeGreaterThan(0);
    for (const date of Object.values(dates)) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
      expect(Date.parse(date)).toBeLessThanOrEqual(Date.now());
    }
    const dir = site();
    await openapiReferencePlugin({ siteDir: dir, siteConfig: {} } as unknown as LoadContext);
    const page = committed[0]!;
    expect(readFileSync(path.join(dir, page.file), 'utf8')).toContain(
      `last_update:\n  date: ${dates[page.operation.service.key]}\n`,
    );
  });
});
