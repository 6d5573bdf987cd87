import { useLocation } from '@docusaurus/router';
import { useCallback, useEffect, useReducer, useRef } from 'react';

import { URL_SYNC_DELAY_MS } from '@site/src/playground/constants';
import { DEFAULT_QUERIES } from '@site/src/playground/defaults';
import {
  isEndpointValue,
  playgroundSearch,
  readPlaygroundState,
  type PlaygroundApi,
  type SharedPlaygroundState,
} from '@site/src/playground/url';

/** Which endpoint the reader picked. */
export type EndpointKind = 'prod' | 'dev' | 'custom';

/** Everything the playground's editors and endpoint picker hold. */
export interface PlaygroundState {
  query: string;
  variables: string;
  headers: string;
  endpointKind: EndpointKind;
  /** The free endpoint field, kept when the reader switches back to production. */
  customUrl: string;
  /**
   * True when the custom endpoint came from a link rather than from the
   * reader's own typing: the token is then sent to it only after the reader
   * confirms (a shared link must not be a way to collect tokens).
   */
  customFromLink: boolean;
  /** Bumped when the texts are replaced from outside the editors (a link, an example). */
  revision: number;
}

export type PlaygroundAction =
  | { type: 'edit'; field: 'query' | 'variables' | 'headers'; text: string }
  | { type: 'endpoint'; kind: EndpointKind }
  | { type: 'customUrl'; url: string }
  | { type: 'trustCustom' }
  | { type: 'load'; shared: SharedPlaygroundState; api: PlaygroundApi };

function endpointFields(
  endpoint: string | undefined,
): Pick<PlaygroundState, 'endpointKind' | 'customUrl' | 'customFromLink'> {
  if (endpoint === undefined || endpoint === 'prod')
    return { endpointKind: 'prod', customUrl: '', customFromLink: false };
  if (endpoint === 'dev') return { endpointKind: 'dev', customUrl: '', customFromLink: false };
  return { endpointKind: 'custom', customUrl: endpoint, customFromLink: true };
}

/** The state a page opens with: its URL's, else the API's default query. */
export function initialState(api: PlaygroundApi, shared: SharedPlaygroundState): PlaygroundState {
  return {
    query: shared.query ?? DEFAULT_QUERIES[api],
    variables: shared.variables ?? '',
    headers: '',
    ...endpointFields(shared.endpoint),
    revision: 0,
  };
}

export function playgroundReducer(state: PlaygroundState, action: PlaygroundAction): PlaygroundState {
  switch (action.type) {
    case 'edit':
      return { ...state, [action.field]: action.text };
    case 'endpoint':
      return { ...state, endpointKind: action.kind };
    case 'customUrl':
      return { ...state, customUrl: action.url, customFromLink: false };
    case 'trustCustom':
      return { ...state, customFromLink: false };
    case 'load':
      return {
        ...state,
        query: action.shared.query ?? DEFAULT_QUERIES[action.api],
        variables: action.shared.variables ?? '',
        ...(action.shared.endpoint !== undefined ? endpointFields(action.shared.endpoint) : {}),
        revision: state.revision + 1,
      };
  }
}

/** The `endpoint` value the URL carries for a state; undefined for production or an unusable custom URL. */
export function sharedEndpoint(state: PlaygroundState): string | undefined {
  if (state.endpointKind === 'dev') return 'dev';
  if (state.endpointKind === 'custom' && isEndpointValue(state.customUrl.trim()))
    return state.customUrl.trim();
  return undefined;
}

/**
 * The playground's state: read from the URL when the page opens, written back
 * to it (history.replaceState, so no new history entry and no navigation) a
 * moment after each change, and reloaded when a link on the page (an example's
 * "Open in playground") navigates to the same page with a new query string.
 */
export function usePlaygroundState(api: PlaygroundApi) {
  const location = useLocation();
  const [state, dispatch] = useReducer(playgroundReducer, undefined, () =>
    initialState(api, readPlaygroundState(typeof window === 'undefined' ? '' : window.location.search)),
  );

  // A link to this same page with a new query string: load it.
  const seenLocation = useRef(location.key);
  useEffect(() => {
    if (seenLocation.current === location.key) return;
    seenLocation.current = location.key;
    dispatch({ type: 'load', shared: readPlaygroundState(location.search), api });
  }, [location.key, location.search, api]);

  // The URL follows the state; the first render leaves it as the reader opened it.
  const first = useRef(true);
  const endpoint = sharedEndpoint(state);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = window.setTimeout(() => {
      const search = playgroundSearch({ query: state.query, variables: state.variables, endpoint });
      const { pathname, hash } = window.location;
      if (window.location.search !== search)
        window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
    }, URL_SYNC_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.query, state.variables, endpoint]);

  const edit = useCallback(
    (field: 'query' | 'variables' | 'headers', text: string) => dispatch({ type: 'edit', field, text }),
    [],
  );
  return { state, dispatch, edit };
}
