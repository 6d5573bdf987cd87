/**
 * The HTTP surface the docs may show in cURL samples: each documented host
 * (production and dev) and each documented method + path. A path segment
 * written `:name` matches any value, including shell variables and `<tokenId>`.
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
  /** GraphQL since February 2026 (the REST routes are gone); the host is the production one of its deployment chart. */
  fetch: {
    hosts: ['fetch-api.dimo.zone'],
    endpoints: [
      ['POST', '/query'],
      ['POST', '/mcp'],
    ],
  },
  tokenExchange: {
    hosts: ['token-exchange-api.dimo.zone', 'token-exchange-api.dev.dimo.zone'],
    endpoints: [['POST', '/v1/tokens/exchange']],
  },
  attestation: {
    hosts: ['attestation-api.dimo.zone', 'attestation-api.dev.dimo.zone'],
    endpoints: [
      ['POST', '/v2/attestation/vin/:tokenId'],
      ['POST', '/v2/attestation/odometer-statement/:tokenId'],
      ['POST', '/v2/attestation/vehicle-health/:tokenId'],
      ['POST', '/v2/attestation/vehicle-position/:tokenId'],
    ],
  },
  deviceDefinitions: {
    hosts: ['device-definitions-api.dimo.zone', 'device-definitions-api.dev.dimo.zone'],
    endpoints: [
      ['POST', '/device-definitions/decode-vin'],
      ['GET', '/device-definitions/search'],
      ['GET', '/device-definitions/:id'],
    ],
  },
  valuations: {
    hosts: ['valuations-api.dimo.zone', 'valuations-api.dev.dimo.zone'],
    endpoints: [
      ['GET', '/v2/vehicles/:tokenId/valuations'],
      ['POST', '/v2/vehicles/:tokenId/instant-offer'],
      ['GET', '/v2/vehicles/:tokenId/offers'],
    ],
  },
  vehicleTriggers: {
    hosts: ['vehicle-triggers-api.dimo.zone', 'vehicle-triggers-api.dev.dimo.zone'],
    endpoints: [
      ['GET', '/v1/webhooks'],
      ['POST', '/v1/webhooks'],
      ['GET', '/v1/webhooks/signals'],
      ['PUT', '/v1/webhooks/:webhookId'],
      ['DELETE', '/v1/webhooks/:webhookId'],
      ['GET', '/v1/webhooks/:webhookId'],
      ['GET', '/v1/webhooks/vehicles/:tokenDID'],
      ['POST', '/v1/webhooks/:webhookId/subscribe/:tokenDID'],
      ['POST', '/v1/webhooks/:webhookId/subscribe/all'],
      ['DELETE', '/v1/webhooks/:webhookId/unsubscribe/:tokenDID'],
      ['DELETE', '/v1/webhooks/:webhookId/unsubscribe/all'],
    ],
  },
};

function segmentMatches(pattern: string, actual: string): boolean {
  return pattern.startsWith(':') ? actual.length > 0 : pattern === actual;
}

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
  const actual = decodeURIComponent(u.pathname).replace(/\/+$/, '').split('/');
  const found = surface.endpoints.find(([m, p]) => {
    const pattern = p.split('/');
    return (
      m === method &&
      pattern.length === actual.length &&
      pattern.every((seg, i) => segmentMatches(seg, actual[i] ?? ''))
    );
  });
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
