// Usage: tsx scripts/serve.ts [--dir build] [--port 4173] [--host 127.0.0.1] [--headers] [--base-url /]
// Serves a production build as the static hosts do (lib/static-server.ts): clean
// URLs, 404.html, gzip; with --headers, also the build's own _headers file. The
// browser tests start it from playwright.config.ts. --base-url defaults to
// BASE_URL, the variable the build read.
import { parseArgs } from 'node:util';

import { startStaticServer } from '../lib/static-server';

const USAGE =
  'Usage: tsx scripts/serve.ts [--dir build] [--port 4173] [--host 127.0.0.1] [--headers] [--base-url /]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'build' },
      port: { type: 'string', default: '4173' },
      host: { type: 'string', default: '127.0.0.1' },
      headers: { type: 'boolean', default: false },
      'base-url': { type: 'string', default: process.env.BASE_URL ?? '/' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port ${values.port}: ${USAGE}`);
  const server = await startStaticServer({
    dir: values.dir,
    port,
    host: values.host,
    headers: values.headers,
    baseUrl: values['base-url'],
  });
  console.log(`Serving ${values.dir}${values.headers ? ' with its _headers' : ''} on ${server.url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
