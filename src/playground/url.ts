/**
 * Browser-safe, shared by the playground, the query builders and the theme's
 * CodeBlock: the playground's URL contract. No DOM, no Node APIs.
 *
 * A playground page reads its state from the query string:
 *   ?query=<URI-encoded GraphQL>&variables=<URI-encoded JSON>&endpoint=<prod|dev|URI-encoded URL>
 * The reader's token is never part of it.
 */

/** The GraphQL APIs that have a playground page. */
export const PLAYGROUND_APIS = ['identity', 'telemetry', 'fetch'] as const;
export type PlaygroundApi = (typeof PLAYGROUND_APIS)[number];

/** What each API is called in labels. */
export const API_LABELS: Readonly<Record<PlaygroundApi, string>> = {
  identity: 'Identity API',
  telemetry: 'Telemetry API',
  fetch: 'Fetch API',
};

/** Route of each API's playground page, without the site's base URL. */
export const PLAYGROUND_PATHS: Readonly<Record<PlaygroundApi, string>> = {
  identity: '/docs/api-references/identity-api/identity-playground',
  telemetry: '/docs/api-references/telemetry-api/telemetry-playground',
  fetch: '/docs/api-references/fetch-api/playground',
};

/**
 * Id of the playground on its page. Links that open a playground may end in
 * `#playground` so the browser scrolls to the editor (the theme's CodeBlock does).
 */
export const PLAYGROUND_ANCHOR = 'playground';

/** The shareable part of a playground's state. */
export interface PlaygroundState {
  /** GraphQL document. */
  query: string;
  /** Variables as JSON text; omitted from the URL when blank. */
  variables?: string;
  /** `prod` (the default, omitted from the URL when undefined), `dev`, or an http(s) URL. */
  endpoint?: string;
}

/** What a page's query string says; a key is present only when the URL carries a usable value. */
export type SharedPlaygroundState = Partial<PlaygroundState>;

/** Names of the query-string parameters, in the order they are written. */
export const PLAYGROUND_PARAMS = { query: 'query', variables: 'variables', endpoint: 'endpoint' } as const;

/** True for `prod`, `dev`, or an absolute http(s) URL: the only endpoint values the URL may carry. */
export function isEndpointValue(value: string): boolean {
  if (value === 'prod' || value === 'dev') return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The query string (with its `?`, or empty) for a state. */
export function playgroundSearch(state: PlaygroundState): string {
  const parts: string[] = [];
  const add = (name: string, value: string | undefined) => {
    if (value !== undefined && value.trim() !== '') parts.push(`${name}=${encodeURIComponent(value)}`);
  };
  add(PLAYGROUND_PARAMS.query, state.query);
  add(PLAYGROUND_PARAMS.variables, state.variables);
  add(PLAYGROUND_PARAMS.endpoint, state.endpoint);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * Path of an API's playground with `state` in its query string, without the
 * base URL: wrap it with `useBaseUrl` before rendering a link.
 * Components are encoded with encodeURIComponent (spaces as %20).
 */
export function playgroundHref(api: PlaygroundApi, state: PlaygroundState): string {
  return `${PLAYGROUND_PATHS[api]}${playgroundSearch(state)}`;
}

/**
 * Reads the playground state from a query string (`location.search`, with or
 * without its `?`). Accepts `+` or `%20` for spaces. An `endpoint` that is
 * neither `prod`, `dev` nor an http(s) URL is dropped; so is a malformed
 * percent-escape's parameter. Unknown parameters are ignored.
 */
export function readPlaygroundState(search: string): SharedPlaygroundState {
  const state: SharedPlaygroundState = {};
  const raw = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of raw.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = eq === -1 ? pair : pair.slice(0, eq);
    const encoded = eq === -1 ? '' : pair.slice(eq + 1);
    let value: string;
    try {
      value = decodeURIComponent(encoded.replace(/\+/g, ' '));
    } catch {
      continue;
    }
    if (name === PLAYGROUND_PARAMS.query && value.trim() !== '') state.query = value;
    else if (name === PLAYGROUND_PARAMS.variables && value.trim() !== '') state.variables = value;
    else if (name === PLAYGROUND_PARAMS.endpoint && isEndpointValue(value.trim()))
      state.endpoint = value.trim();
  }
  return state;
}

/** The API whose playground lives at `pathname` (base URL allowed in front, `.html` or a trailing slash after). */
export function playgroundApiOfPath(pathname: string): PlaygroundApi | undefined {
  const clean = pathname.replace(/(\/index)?\.html$/, '').replace(/\/$/, '');
  return PLAYGROUND_APIS.find((api) => clean.endsWith(PLAYGROUND_PATHS[api]));
}
