import { afterEach, describe, expect, it, vi } from 'vitest';

import siteUrlWarningPlugin, { DEFAULT_SITE_URL, siteUrlFrom, siteUrlWarning } from './index';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('siteUrlWarning', () => {
  it('is one line for a production build without SITE_URL, naming everything that would carry localhost', () => {
    const warning = siteUrlWarning({ NODE_ENV: 'production' });
    expect(warning).toBeDefined();
    expect(warning).not.toContain('\n');
    for (const carrier of [
      'llms.txt',
      'llms-full.txt',
      'sitemap.xml',
      'search records',
      'social card URLs',
      "MCP server's answers",
      DEFAULT_SITE_URL,
    ]) {
      expect(warning, carrier).toContain(carrier);
    }
  });

  it('treats a blank SITE_URL as unset', () => {
    expect(siteUrlWarning({ NODE_ENV: 'production', SITE_URL: '  ' })).toBeDefined();
    expect(siteUrlFrom({ SITE_URL: '  ' })).toBe(DEFAULT_SITE_URL);
  });

  it('is nothing when SITE_URL is set, or outside a production build (npm start, tests)', () => {
    expect(siteUrlWarning({ NODE_ENV: 'production', SITE_URL: 'https://docs.dimo.org' })).toBeUndefined();
    expect(siteUrlWarning({ NODE_ENV: 'development' })).toBeUndefined();
    expect(siteUrlWarning({ NODE_ENV: 'test' })).toBeUndefined();
    expect(siteUrlFrom({ SITE_URL: 'https://docs.dimo.org' })).toBe('https://docs.dimo.org');
  });
});

describe('the plugin', () => {
  it('prints the warning once after a production build without SITE_URL', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SITE_URL', undefined);
    await siteUrlWarningPlugin().postBuild?.({} as never);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[site-url\] SITE_URL is not set/);
  });

  it('prints nothing when SITE_URL is set', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SITE_URL', 'https://docs.dimo.org');
    await siteUrlWarningPlugin().postBuild?.({} as never);
    expect(warn).not.toHaveBeenCalled();
  });
});
