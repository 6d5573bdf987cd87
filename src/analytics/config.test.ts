import { afterEach, describe, expect, it, vi } from 'vitest';

import { ANALYTICS_PROVIDERS, AnalyticsConfigError, analyticsScripts, readAnalyticsConfig } from './config';

/** The path Vercel serves its Web Analytics script from, on the site's own origin. */
const VERCEL_SCRIPT = '/_vercel/insights/script.js';

describe('readAnalyticsConfig', () => {
  it('is off when WEB_ANALYTICS is unset or blank, and then adds no script', () => {
    for (const env of [{}, { WEB_ANALYTICS: '' }, { WEB_ANALYTICS: '  ' }]) {
      const config = readAnalyticsConfig(env);
      expect(config).toEqual({ enabled: false });
      expect(analyticsScripts(config)).toEqual([]);
    }
  });

  it('loads Vercel Web Analytics from the site’s own path, deferred, when WEB_ANALYTICS=vercel', () => {
    const config = readAnalyticsConfig({ WEB_ANALYTICS: 'vercel' });
    expect(config).toMatchObject({ enabled: true, provider: 'vercel', scriptPath: VERCEL_SCRIPT });
    expect(analyticsScripts(config)).toEqual([{ src: VERCEL_SCRIPT, defer: true }]);
  });

  it('accepts the provider name in any case and with surrounding spaces', () => {
    expect(readAnalyticsConfig({ WEB_ANALYTICS: ' Vercel ' })).toMatchObject({ provider: 'vercel' });
  });

  it('fails the build for an unknown provider and names the accepted ones', () => {
    expect(() => readAnalyticsConfig({ WEB_ANALYTICS: 'google' })).toThrow(AnalyticsConfigError);
    expect(() => readAnalyticsConfig({ WEB_ANALYTICS: 'google' })).toThrow(/WEB_ANALYTICS: "google".*vercel/);
    // An inherited property name is not a provider either.
    expect(() => readAnalyticsConfig({ WEB_ANALYTICS: 'constructor' })).toThrow(AnalyticsConfigError);
  });

  it('every provider script is a same-origin path, never a URL to another host', () => {
    for (const provider of Object.values(ANALYTICS_PROVIDERS)) {
      expect(provider.scriptPath).toMatch(/^\/[^/]/);
    }
  });
});

describe('docusaurus.config.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function siteScripts(webAnalytics: string | undefined): Promise<unknown> {
    vi.resetModules();
    vi.stubEnv('WEB_ANALYTICS', webAnalytics);
    const { default: config } = await import('../../docusaurus.config');
    return config.scripts;
  }

  it('has no analytics script by default', async () => {
    expect(await siteScripts(undefined)).toEqual([]);
  });

  it('adds the deferred Vercel script only when WEB_ANALYTICS=vercel', async () => {
    expect(await siteScripts('vercel')).toEqual([{ src: VERCEL_SCRIPT, defer: true }]);
  });
});
