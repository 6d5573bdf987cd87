/**
 * Browser-safe: the GraphQL endpoints a playground can call, and how an
 * `endpoint` URL value (`prod`, `dev` or a URL) resolves to one.
 */
import type { PlaygroundApi } from './url';

/** An API's production and dev endpoint. */
export interface ApiEndpoints {
  prod: string;
  dev: string;
}

/** The endpoints the site's Content-Security-Policy lets through `connect-src`. */
export const API_ENDPOINTS: Readonly<Record<PlaygroundApi, ApiEndpoints>> = {
  identity: { prod: 'https://identity-api.dimo.zone/query', dev: 'https://identity-api.dev.dimo.zone/query' },
  telemetry: {
    prod: 'https://telemetry-api.dimo.zone/query',
    dev: 'https://telemetry-api.dev.dimo.zone/query',
  },
  fetch: { prod: 'https://fetch-api.dimo.zone/query', dev: 'https://fetch-api.dev.dimo.zone/query' },
};

/** Which APIs need a Vehicle JWT (`Authorization: Bearer …`). Identity is public. */
export const NEEDS_VEHICLE_TOKEN: Readonly<Record<PlaygroundApi, boolean>> = {
  identity: false,
  telemetry: true,
  fetch: true,
};

/** The endpoint a reader picked: one of the API's own hosts, or a URL they typed. */
export type EndpointChoice = { kind: 'prod' } | { kind: 'dev' } | { kind: 'custom'; url: string };

/** Reads an `endpoint` URL value. */
export function endpointChoice(value: string | undefined): EndpointChoice {
  if (value === undefined || value === 'prod') return { kind: 'prod' };
  if (value === 'dev') return { kind: 'dev' };
  return { kind: 'custom', url: value };
}

/** The value an endpoint choice takes in the URL, or undefined for production (the default). */
export function endpointValue(choice: EndpointChoice): string | undefined {
  if (choice.kind === 'prod') return undefined;
  return choice.kind === 'dev' ? 'dev' : choice.url;
}

/** The URL a choice calls. */
export function endpointUrl(api: PlaygroundApi, choice: EndpointChoice): string {
  if (choice.kind === 'custom') return choice.url;
  return choice.kind === 'dev' ? API_ENDPOINTS[api].dev : API_ENDPOINTS[api].prod;
}

/** True when `url` is one of the documented DIMO endpoints (any API). */
export function isDimoEndpoint(url: string): boolean {
  return Object.values(API_ENDPOINTS).some((e) => e.prod === url || e.dev === url);
}
