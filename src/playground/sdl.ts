/**
 * Browser-only: the project's SDL of each API as text, each in its own small
 * chunk loaded from the site's origin (plugins/graphql-schemas turns the
 * imports into text modules). Never import schema/index.ts here: it uses node:fs.
 */
import { buildSchema, type GraphQLSchema } from 'graphql';

import type { PlaygroundApi } from './url';

const SDL: Readonly<Record<PlaygroundApi, () => Promise<{ default: string }>>> = {
  identity: () => import(/* webpackChunkName: "sdl-identity" */ '@site/schema/identity.graphql'),
  telemetry: () => import(/* webpackChunkName: "sdl-telemetry" */ '@site/schema/telemetry.graphql'),
  fetch: () => import(/* webpackChunkName: "sdl-fetch" */ '@site/schema/fetch.graphql'),
};

/** The API's schema, built from the project's SDL. */
export async function loadLocalSchema(api: PlaygroundApi): Promise<GraphQLSchema> {
  const sdl = (await SDL[api]()).default;
  return buildSchema(sdl);
}
