/**
 * Local plugin: the project's SDL files (`schema/*.graphql`) as bundle modules.
 *
 *   configureWebpack  imports of `schema/<api>.graphql` resolve to the file's text
 *                     (an `asset/source` module, which webpack and Rspack both have)
 *
 * The playground imports the SDL of its API lazily (src/playground/sdl.ts), so
 * each file becomes a small content-hashed chunk fetched from the site's own
 * origin when a playground mounts, and completion works offline. Compared with
 * copying the files to a fixed path in postBuild: the same code path in
 * `docusaurus start` and in the build, no URL to keep in step with the base
 * URL, and a long-lived cache that a new SDL invalidates by its hash.
 * `schema/index.ts` (Node) keeps reading the same files for the tests and the
 * MCP server, so there is one SDL, not a copy.
 */
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

export default function graphqlSchemasPlugin(context: LoadContext): Plugin {
  const schemaDir = path.join(context.siteDir, 'schema');
  return {
    name: 'graphql-schemas',

    configureWebpack() {
      return {
        module: {
          rules: [{ test: /\.graphql$/, include: schemaDir, type: 'asset/source' }],
        },
      };
    },
  };
}
