/**
 * Opt-in web analytics, read once at build time (docusaurus.config.ts) from the
 * environment. Imported by the site config and by the security-headers plugin;
 * no DOM, no Node APIs.
 *
 * - WEB_ANALYTICS unset or blank: off. No page carries an analytics script, and
 *   none is ever requested.
 * - WEB_ANALYTICS=vercel: Vercel Web Analytics. The host serves its script from
 *   the site's own origin and the script reports to that same origin, so the
 *   Content-Security-Policy admits no other origin for it.
 */

/** What a provider adds to every page, and the origins beyond the site's own it reaches. */
export interface AnalyticsProvider {
  /** Path of the script on the site's own origin (absolute path, no host). */
  scriptPath: string;
  /** Origins other than the site's own the script is loaded from; none for a same-origin script. */
  scriptOrigins: readonly string[];
  /** Origins other than the site's own the script sends events to. */
  connectOrigins: readonly string[];
}

/** The providers WEB_ANALYTICS may name. */
export const ANALYTICS_PROVIDERS = {
  /**
   * Vercel Web Analytics: the deployment serves /_vercel/insights/script.js and
   * receives its events under /_vercel/insights/ (Vercel's "Web Analytics"
   * quickstart for sites without a framework package). Same origin: no extra
   * origin in the policy.
   */
  vercel: { scriptPath: '/_vercel/insights/script.js', scriptOrigins: [], connectOrigins: [] },
} as const satisfies Record<string, AnalyticsProvider>;

export type AnalyticsProviderName = keyof typeof ANALYTICS_PROVIDERS;

export type AnalyticsConfig =
  { enabled: false } | ({ enabled: true; provider: AnalyticsProviderName } & AnalyticsProvider);

/** A `scripts` entry of the Docusaurus config: rendered as `<script src defer>` in every page's head. */
export type SiteScript = { src: string; defer: true };

export class AnalyticsConfigError extends Error {
  override name = 'AnalyticsConfigError';
}

function isProviderName(value: string): value is AnalyticsProviderName {
  return Object.hasOwn(ANALYTICS_PROVIDERS, value);
}

/** Reads WEB_ANALYTICS; an unknown value fails the build and names the accepted ones. */
export function readAnalyticsConfig(env: Record<string, string | undefined>): AnalyticsConfig {
  const value = env.WEB_ANALYTICS?.trim().toLowerCase() ?? '';
  if (!value) return { enabled: false };
  if (!isProviderName(value)) {
    const accepted = Object.keys(ANALYTICS_PROVIDERS).join(', ');
    throw new AnalyticsConfigError(
      `WEB_ANALYTICS: "${env.WEB_ANALYTICS}" is not a supported provider; use one of: ${accepted}, or leave it unset for no analytics.`,
    );
  }
  return { enabled: true, provider: value, ...ANALYTICS_PROVIDERS[value] };
}

/** The scripts analytics adds to every page: none when off; the provider's script, deferred, when on. */
export function analyticsScripts(config: AnalyticsConfig): SiteScript[] {
  return config.enabled ? [{ src: config.scriptPath, defer: true }] : [];
}
