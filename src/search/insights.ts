/**
 * Algolia Insights, only when the deployer sets SEARCH_INSIGHTS=true in Algolia
 * mode. The client comes from the `search-insights` npm package, bundled with
 * the site and loaded on first use; DocSearch's own default would fetch it from
 * a CDN. Given the client, DocSearch's insights plugin sends click events on
 * selection and view events, debounced (INSIGHTS_DEBOUNCE_MS) and chunked
 * (INSIGHTS_VIEW_CHUNK). Conversions are ours: see trackConversionsAfterSearch.
 */
import type { SearchConfig } from './config';

export type InsightsClient = (method: string, ...args: unknown[]) => void;
export type InsightsOption = false | { insightsClient: InsightsClient };

let loaded: Promise<InsightsClient> | null = null;

export function loadInsightsClient(config: SearchConfig): Promise<InsightsClient> {
  loaded ??= import('search-insights').then(({ default: aa }) => {
    const client = aa as unknown as InsightsClient;
    client('init', {
      appId: config.appId,
      apiKey: config.apiKey,
      useCookie: false,
      anonymousUserToken: true,
      ...(config.insightsHost ? { host: config.insightsHost } : {}),
    });
    return client;
  });
  return loaded;
}

export async function loadInsights(config: SearchConfig): Promise<InsightsOption> {
  const insightsClient = await loadInsightsClient(config);
  trackConversionsAfterSearch(insightsClient);
  return { insightsClient };
}

/**
 * Conversion: a reader who opened a search result and then copies something
 * from the page (typically a code sample) found what they needed. The last
 * clicked result is remembered for the tab; the first copy after it sends one
 * conversion event for that result, with the query id it came from.
 */
export interface SearchClick {
  index: string;
  queryID: string;
  objectID: string;
}

const CLICK_KEY = 'dimo.search.lastClick';
let lastClick: SearchClick | null = null;
let listening = false;

export function rememberSearchClick(click: SearchClick): void {
  lastClick = click;
  try {
    window.sessionStorage.setItem(CLICK_KEY, JSON.stringify(click));
  } catch {
    // Without session storage the click is remembered for this page view only.
  }
}

function takeLastClick(): SearchClick | null {
  let click = lastClick;
  try {
    const raw = window.sessionStorage.getItem(CLICK_KEY);
    if (!click && raw) click = JSON.parse(raw) as SearchClick;
    window.sessionStorage.removeItem(CLICK_KEY);
  } catch {
    // Ignore unreadable storage.
  }
  lastClick = null;
  return click && typeof click.queryID === 'string' && typeof click.objectID === 'string' ? click : null;
}

export function trackConversionsAfterSearch(client: InsightsClient): void {
  if (listening) return;
  listening = true;
  document.addEventListener('copy', () => {
    const click = takeLastClick();
    if (!click) return;
    client('convertedObjectIDsAfterSearch', {
      eventName: 'Copied from a search result',
      index: click.index,
      queryID: click.queryID,
      objectIDs: [click.objectID],
    });
  });
}
