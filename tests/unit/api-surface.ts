/**
 * The non-REST HTTP surface the docs may show in cURL samples: each documented
 * host (production and dev) and each documented method + path of the auth
 * server and the GraphQL APIs. The five REST services are described in openapi/
 * and their samples are checked by samples/http.test.ts.
 */
export interface ServiceSurface {
  hosts: string[];
  endpoints: [method: string, path: string][];
}

export const apiSurface: Record<string, ServiceSurface> = {
  auth: {
    hosts: ['auth.dimo.zone', 'auth.dev.dimo.zone'],
    endpoints: [
      ['POST', '/auth/web3/generate_challenge'],
      ['POST', '/auth/web3/submit_challenge'],
      ['GET', '/keys'],
    ],
  },
  identity: {
    hosts: ['identity-api.dimo.zone', 'identity-api.dev.dimo.zone'],
    endpoints: [
      ['POST', '/query'],
      ['POST', '/mcp'],
    ],
  },
  telemetry: {
    hosts: ['telemetry-api.dimo.zone', 'telemetry-api.dev.dimo.zone'],
    endpoints: [
      ['POST', '/query'],
      ['POST', '/mcp'],
    ],
  },
  /** GraphQL since February 2026 (the REST routes are gone); hosts of its deployment charts, as the SDKs name them. */
  fetch: {
    hosts: ['fetch-api.dimo.zone', 'fetch-api.dev.dimo.zone'],
    endpoints: [
      ['POST', '/query'],
      ['POST', '/mcp'],
    ],
  },
};

/** Finds the documented endpoint a request targets, or explains why none does. */
export function matchEndpoint(
  method: string,
  url: string,
): { ok: true; service: string } | { ok: false; reason: string } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { ok: false, reason: `not a URL: ${url}` };
  }
  const entry = Object.entries(apiSurface).find(([, s]) => s.hosts.includes(u.hostname));
  if (!entry) return { ok: false, reason: `undocumented host ${u.hostname}` };
  const [service, surface] = entry;
  const actual = decodeURIComponent(u.pathname).replace(/\/+$/, '');
  const found = surface.endpoints.find(([m, p]) => m === method && p === actual);
  return found
    ? { ok: true, service }
    : { ok: false, reason: `${method} ${u.pathname} is not a documented ${service} endpoint` };
}

/** Pulls each curl invocation (joined across `\` line breaks) out of a shell block. */
export function parseCurlCommands(script: string): { method: string; url: string }[] {
  const joined = script.replace(/\\\r?\n/g, ' ');
  const out: { method: string; url: string }[] = [];
  for (const line of joined.split(/\r?\n/)) {
    const at = line.search(/(^|[\s;|&(])curl\s/);
    if (at < 0) continue;
    const cmd = line.slice(at);
    // A literal URL, or else a URL held in a shell variable ("$DATA_URL").
    const url = /https?:\/\/[^\s"'`]+/.exec(cmd)?.[0] ?? /["']?(\$\{?[A-Z_]*URL\}?)["']?/.exec(cmd)?.[1];
    if (!url) continue;
    const explicit = /(?:-X|--request)\s+["']?([A-Z]+)/.exec(cmd)?.[1];
    const hasBody = /\s(-d|--data(?:-raw|-binary|-urlencode)?|-F|--form)\s/.test(cmd);
    const forcesGet = /\s(-G|--get)\s/.test(cmd);
    out.push({ method: explicit ?? (hasBody && !forcesGet ? 'POST' : 'GET'), url });
  }
  return out;
}
