/**
 * The docs MCP server's validate_rest tool: reads the request an assistant describes (method, URL or path plus
 * service, query, body, token kind), checks it with the same validator as the docs' samples (openapi/validate.ts)
 * and says what is wrong and what to do, or summarises the operation: what it does, the token it needs and its
 * reference page on the site.
 */
import {
  HTTP_METHODS,
  operations,
  SERVICES,
  serviceForHost,
  type Operation,
  type TokenKind,
} from '../openapi';
import { checkRestRequest, type ProblemKind, type RequestBody } from '../openapi/validate';
import { API_ENDPOINTS } from '../src/playground/endpoints';
import { PERMISSION_NAMES, PRIVILEGES } from '../src/playground/permissions';
import { DocsError, type DocsSite, type PageInfo } from './docs';

export const TOKEN_KINDS = ['developer', 'vehicle', 'none'] as const;

export interface RestInput {
  method: string;
  /** An absolute URL on a service host, or a path starting with `/` together with `service`. */
  url: string;
  service?: string;
  query?: Record<string, string>;
  /** The JSON value sent, or its text. */
  body?: unknown;
  token_kind?: TokenKind;
}

export interface RestOperationSummary {
  service: string;
  host: string;
  method: string;
  path: string;
  summary: string;
  /** The token the operation needs and how to get it, in words. */
  token: string;
  /** The operation's reference page on the site, when it has one. */
  reference?: string;
}

export interface RestProblem {
  kind: ProblemKind;
  message: string;
  /** What to send instead, for a token problem. */
  fix?: string;
}

export interface RestValidation {
  valid: boolean;
  operation?: RestOperationSummary;
  errors?: RestProblem[];
}

const KEYS = SERVICES.map((s) => s.key);

/** Methods that exist in HTTP; the services take only HTTP_METHODS, and matchOperation says which one a path has. */
const HTTP_VERBS = [...HTTP_METHODS, 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT'];

const EXAMPLE_URL = 'https://attestation-api.dimo.zone/v2/attestation/vin/21957';

/** The absolute URL the input names; throws a DocsError saying how to write it when it names none. */
function absoluteUrl(input: RestInput): string {
  const url = input.url.trim();
  const service = input.service?.trim() || undefined;
  if (service !== undefined && !(KEYS as string[]).includes(service))
    throw new DocsError(`Unknown service "${service}": use one of ${KEYS.join(', ')}.`);
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new DocsError(`"${url}" is not a valid URL: write it as ${EXAMPLE_URL}.`);
    }
    const own = serviceForHost(parsed.hostname);
    if (service !== undefined && own && own.key !== service)
      throw new DocsError(
        `${parsed.hostname} is the ${own.name}'s host, not the ${service}'s: leave service out when the URL names its host.`,
      );
    return url;
  }
  if (url.startsWith('/')) {
    if (service === undefined)
      throw new DocsError(
        `"${url}" is a path without a host: pass the absolute URL (${EXAMPLE_URL}) or add service (one of ${KEYS.join(', ')}).`,
      );
    const host = SERVICES.find((s) => s.key === service)!.production;
    return `https://${host}${url}`;
  }
  throw new DocsError(
    `"${url}" is not a URL: pass an absolute URL such as ${EXAMPLE_URL}, or a path starting with / together with service (one of ${KEYS.join(', ')}).`,
  );
}

function bodyOf(body: unknown): RequestBody {
  if (body === undefined) return { kind: 'none' };
  if (typeof body !== 'string') return { kind: 'json', value: body };
  if (body.trim() === '') return { kind: 'none' };
  try {
    return { kind: 'json', value: JSON.parse(body) as unknown };
  } catch (error) {
    const text = body.replace(/\s+/g, ' ');
    return {
      kind: 'invalid',
      reason: `the body is not valid JSON (${(error as Error).message}): ${text.length > 80 ? `${text.slice(0, 77)}...` : text}`,
    };
  }
}

/** `privilege:GetVINCredential (privilege 5, VIN credential)`. */
function privilegeInWords(name: string): string {
  const id = PERMISSION_NAMES[name];
  const label = PRIVILEGES.find((p) => p.id === id)?.label;
  return id === undefined ? name : `${name} (privilege ID ${id}${label ? `, "${label}"` : ''})`;
}

/** The token an operation needs and how to get it, in words. */
export function tokenInWords(op: Operation): string {
  if (op.token === 'none') return 'none: the operation is public, send no Authorization header';
  if (op.token === 'developer')
    return 'a Developer JWT (your Developer License gets it from the auth server by signing a challenge with its API key), as Authorization: Bearer <token>';
  const rule = op.privileges;
  const all = !rule || 'allOf' in rule;
  const names = !rule ? [] : 'allOf' in rule ? rule.allOf : rule.anyOf;
  const words = names.map(privilegeInWords).join(all ? ' and ' : ' or ');
  const exchange = operations('token-exchange-api').find((o) => o.method === 'POST')!;
  const permissions = `${all ? '' : 'one of '}${names.join(', ')}`;
  return (
    `a Vehicle JWT issued for the vehicle the request names${words ? `, carrying ${words}` : ''}, as Authorization: Bearer <token>. ` +
    `Get it from ${exchange.method} https://${exchange.service.production}${exchange.path} with your Developer JWT, ` +
    `the vehicle's DID as asset and ${permissions} in permissions; the vehicle's owner must have granted them to your Developer License`
  );
}

/** The page of the site whose URL or front matter (title, description) names the operation, if there is one. */
export function referencePage(op: Operation, pages: readonly PageInfo[]): PageInfo | undefined {
  const plain = (s: string) =>
    s
      .toLowerCase()
      .replace(/['’]/g, '')
      .replace(/[^a-z\d]/g, '');
  const names = new Set([op.object.operationId, op.summary].filter((n): n is string => !!n).map(plain));
  const folders = [op.service.key, op.service.key.replace(/-api$/, '')].map(
    (f) => `docs/api-references/${f}/`,
  );
  return pages.find((p) => {
    if (!folders.some((f) => p.path.startsWith(f))) return false;
    const slug = p.path.split('/').filter(Boolean).pop() ?? '';
    return (
      names.has(plain(slug)) ||
      plain(p.title) === plain(op.summary) ||
      p.description.includes(`${op.method} ${op.path}`)
    );
  });
}

/** The URL of the operation's reference page on the site, or undefined when it has none or cannot be read. */
export async function referenceUrl(docs: DocsSite, op: Operation): Promise<string | undefined> {
  try {
    const page = referencePage(op, await docs.listPages());
    return page && (await docs.pageUrl(page.path));
  } catch (error) {
    if (error instanceof DocsError) return undefined;
    throw error;
  }
}

function summarise(op: Operation, reference: string | undefined): RestOperationSummary {
  return {
    service: op.service.name,
    host: op.service.production,
    method: op.method,
    path: op.path,
    summary: op.summary,
    token: tokenInWords(op),
    ...(reference ? { reference } : {}),
  };
}

/** GraphQL hosts, so a request sent to one is pointed at validate_graphql. */
function graphqlApiOf(host: string): string | undefined {
  return Object.entries(API_ENDPOINTS).find(([, e]) =>
    [e.prod, e.dev].some((u) => new URL(u).hostname === host),
  )?.[0];
}

/**
 * Checks a request the way the docs check their samples. `pageUrl` finds the operation's reference page (undefined
 * when the site has none or cannot be read); it is asked only once an operation matched. Throws a DocsError when
 * the input is not a request at all.
 */
export async function validateRest(
  input: RestInput,
  pageUrl: (op: Operation) => Promise<string | undefined> = () => Promise.resolve(undefined),
): Promise<RestValidation> {
  const method = input.method.trim().toUpperCase();
  if (!(HTTP_VERBS as string[]).includes(method))
    throw new DocsError(
      `"${input.method}" is not an HTTP method: the REST services take ${HTTP_METHODS.join(', ')}.`,
    );
  const url = absoluteUrl(input);
  const { operation, problems } = checkRestRequest({
    method,
    url,
    query: { names: Object.keys(input.query ?? {}), opaque: false },
    body: bodyOf(input.body),
    token: input.token_kind,
  });
  const errors = problems.map((p): RestProblem => {
    if (p.kind === 'token' && operation)
      return {
        ...p,
        fix:
          operation.token === 'none' ? 'Send no Authorization header.' : `Send ${tokenInWords(operation)}.`,
      };
    if (p.kind === 'host') {
      const api = graphqlApiOf(new URL(url).hostname);
      if (api)
        return {
          ...p,
          message: `${p.message}. It is the ${api} GraphQL API: check the query with validate_graphql (api: ${api})`,
        };
    }
    return p;
  });
  const summary = operation && summarise(operation, await pageUrl(operation));
  return errors.length
    ? { valid: false, ...(summary ? { operation: summary } : {}), errors }
    : { valid: true, operation: summary };
}
