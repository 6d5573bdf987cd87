/**
 * The project's own SDL for the three GraphQL APIs the docs cover, written from
 * the platform facts (see each file's header). One loader for everything that
 * validates GraphQL: the example tests, the changelog tests, the signal and
 * query-builder tests, and the docs MCP server's validate_graphql tool.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { buildSchema, type GraphQLSchema } from 'graphql';

export const GRAPHQL_APIS = ['identity', 'telemetry', 'fetch'] as const;
export type GraphqlApi = (typeof GRAPHQL_APIS)[number];

/** Path of an API's SDL file. */
export function sdlPath(api: GraphqlApi): string {
  return path.join(__dirname, `${api}.graphql`);
}

/**
 * The published schema each SDL is written from: the service's repository, commit
 * and its date. Pages name the date in `checked_against` (`telemetry-schema: …`).
 */
export const SCHEMA_SOURCES: Record<GraphqlApi, { repo: string; commit: string; date: string }> = {
  identity: { repo: 'DIMO-Network/identity-api', commit: 'a277560', date: '2026-07-15' },
  telemetry: { repo: 'DIMO-Network/telemetry-api', commit: '98d8853', date: '2026-08-05' },
  fetch: { repo: 'DIMO-Network/fetch-api', commit: '83004b6', date: '2026-06-15' },
};

const cache = new Map<GraphqlApi, GraphQLSchema>();

/** The API's schema, built once per process. */
export function loadSchema(api: GraphqlApi): GraphQLSchema {
  let schema = cache.get(api);
  if (!schema) {
    schema = buildSchema(readFileSync(sdlPath(api), 'utf8'));
    cache.set(api, schema);
  }
  return schema;
}

/** Reads `api=identity|telemetry|fetch` from a code fence's meta string. */
export function apiOfFence(meta: string): GraphqlApi | undefined {
  return /\bapi=(identity|telemetry|fetch)\b/.exec(meta)?.[1] as GraphqlApi | undefined;
}
