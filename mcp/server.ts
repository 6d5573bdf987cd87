// Usage: npm run mcp -- --site <build folder | https://deployed.site/>
/**
 * The docs MCP server: DIMO Build's documentation for AI assistants, over
 * stdio. It reads only a site's static files (search index, Markdown twins,
 * llms.txt), so it works against a local build or any deployed copy, and it
 * validates GraphQL against the project's SDL and REST requests against its
 * OpenAPI descriptions. Tools:
 *   search_docs(query, limit?)   the site's own search engine
 *   get_page(path)               a page's Markdown, or one section with #anchor
 *   list_pages()                 every doc with its description
 *   validate_graphql(api, query) errors with line, column and a suggestion
 *   validate_rest(method, url, …) what is wrong with a REST request, or its operation
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

import { SERVICES } from '../openapi';
import { GRAPHQL_APIS } from '../schema';
import { DEFAULT_SEARCH_LIMIT, DocsError, DocsSite, MAX_SEARCH_LIMIT, validateGraphql } from './docs';
import { referenceUrl, TOKEN_KINDS, validateRest } from './rest';
import { openSite, SiteError } from './site';

const USAGE = 'Usage: npm run mcp -- --site <build folder | https://deployed.site/>';

type ToolResult = { content: { type: 'text'; text: string }[]; isError?: boolean };

/** Runs a tool body; a DocsError becomes a tool error the assistant can read, anything else too, never a crash. */
async function answer(body: () => Promise<string> | string): Promise<ToolResult> {
  try {
    return { content: [{ type: 'text', text: await body() }] };
  } catch (error) {
    const known = error instanceof DocsError || error instanceof SiteError;
    const text = known ? (error as Error).message : `Unexpected error: ${(error as Error).message}`;
    if (!known) console.error(error);
    return { content: [{ type: 'text', text }], isError: true };
  }
}

export function createDocsServer(docs: DocsSite): McpServer {
  const server = new McpServer({ name: 'dimo-build-docs', version: '1.0.0' });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the DIMO docs',
      description:
        'Searches the DIMO developer docs with the site’s own search engine. Returns titles, section paths, URLs, a path for get_page and a snippet, best first.',
      inputSchema: {
        query: z.string().describe('Words to search for, e.g. "vehicle jwt" or "webhook cooldown".'),
        limit: z
          .number()
          .optional()
          .describe(`How many results, 1 to ${MAX_SEARCH_LIMIT}; ${DEFAULT_SEARCH_LIMIT} when omitted.`),
      },
    },
    ({ query, limit }) => answer(async () => JSON.stringify(await docs.search(query, limit), null, 2)),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a DIMO docs page',
      description:
        'Returns a page of the DIMO developer docs as Markdown, or one section of it when the path ends in #anchor (as search_docs returns).',
      inputSchema: {
        path: z
          .string()
          .describe('A page path such as docs/faq or docs/faq#rate-limits, or the page’s full URL.'),
      },
    },
    ({ path }) => answer(() => docs.getPage(path)),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the DIMO docs pages',
      description:
        'Lists every page of the DIMO developer docs with its group, path and one-line description.',
    },
    () => answer(async () => JSON.stringify(await docs.listPages(), null, 2)),
  );

  server.registerTool(
    'validate_graphql',
    {
      title: 'Validate a DIMO GraphQL query',
      description:
        'Checks a query against the schema of the Identity, Telemetry or Fetch API, without running it. Returns each error with line, column and a suggestion, or says the query is valid.',
      inputSchema: {
        api: z.string().describe(`Which API: ${GRAPHQL_APIS.join(', ')}.`),
        query: z.string().describe('The GraphQL document.'),
      },
    },
    ({ api, query }) =>
      answer(() => {
        const problems = validateGraphql(api, query);
        return problems.length === 0
          ? `The query is valid against the ${api} schema.`
          : JSON.stringify({ valid: false, errors: problems }, null, 2);
      }),
  );

  server.registerTool(
    'validate_rest',
    {
      title: 'Validate a DIMO REST request',
      description:
        'Checks a request to the Token Exchange, Attestation, Vehicle Triggers, Device Definitions or Valuations API against its OpenAPI description, without sending it: host, method and path, path and query parameters, body fields and their types, and the token kind. Returns each problem with what to do, or the operation with its summary, the token and privileges it needs and its reference page.',
      inputSchema: {
        method: z.string().describe('HTTP method, e.g. GET or POST.'),
        url: z
          .string()
          .describe(
            'Absolute URL on a service host (production or development), query string allowed, e.g. https://attestation-api.dimo.zone/v2/attestation/vin/21957; or a path starting with / together with service.',
          ),
        service: z
          .string()
          .optional()
          .describe(`With a path in url: ${SERVICES.map((s) => s.key).join(', ')} (production host).`),
        query: z
          .record(z.string(), z.string())
          .optional()
          .describe('Query parameters not written in the URL, name to value.'),
        body: z
          .unknown()
          .optional()
          .describe('The JSON body: a JSON value, or its text. Leave out when the request sends none.'),
        token_kind: z
          .enum(TOKEN_KINDS)
          .optional()
          .describe(
            'The token the Authorization header will carry: developer (Developer JWT), vehicle (Vehicle JWT) or none (no header). Not checked when left out.',
          ),
      },
    },
    (input) =>
      answer(async () => JSON.stringify(await validateRest(input, (op) => referenceUrl(docs, op)), null, 2)),
  );

  return server;
}

async function main(argv: string[]): Promise<void> {
  const at = argv.indexOf('--site');
  const spec = at >= 0 ? argv[at + 1] : undefined;
  if (!spec || argv.length !== 2) {
    console.error(USAGE);
    process.exit(2);
  }
  let docs: DocsSite;
  try {
    docs = new DocsSite(openSite(spec));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  await createDocsServer(docs).connect(new StdioServerTransport());
  console.error(`dimo-build-docs MCP server ready on stdio, reading ${docs.site.label}`);
}

void main(process.argv.slice(2));
