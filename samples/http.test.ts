import { describe, expect, it } from 'vitest';

import { SERVICES } from '../openapi';
import { allSamples, type Sample } from './blocks';
import { checkRequest, checkSamples, requestWhere, tokenKindOf } from './http';

const site = checkSamples(allSamples());

describe('REST requests on the site', () => {
  it('the check reads cURL, fetch and requests samples, for each of the five services', () => {
    const tools = site.requests.map((r) => r.tool);
    expect(tools.filter((t) => t === 'curl').length).toBeGreaterThan(20);
    expect(tools.filter((t) => t === 'fetch').length).toBeGreaterThanOrEqual(3);
    expect(tools.filter((t) => t === 'requests').length).toBeGreaterThanOrEqual(2);
    for (const s of SERVICES)
      expect(
        site.requests.some((r) => new URL(r.url).hostname === s.production),
        s.key,
      ).toBe(true);
  });

  it.each(site.requests.map((r) => [requestWhere(r), r.tool, r] as const))(
    'the request at %s (%s) matches its OpenAPI operation',
    (_, __, r) => {
      expect(checkRequest(r)).toEqual([]);
    },
  );

  it('every block that names a REST host shows a request the check can read', () => {
    expect(site.findings.filter((f) => f.message.startsWith('names a REST service host'))).toEqual([]);
  });
});

function findings(lang: string, value: string): string[] {
  const sample: Sample = { file: 'docs/example.mdx', line: 10, lang, meta: '', value, attributes: {} };
  return checkSamples([sample]).findings.map((f) => `${f.where} ${f.message}`);
}

describe('the HTTP sample check', () => {
  it('passes a request that matches its operation, on the production or the development host', () => {
    for (const host of ['attestation-api.dimo.zone', 'attestation-api.dev.dimo.zone'])
      expect(
        findings(
          'bash',
          `curl -X POST https://${host}/v2/attestation/vehicle-position/21957 \\
  -H "Authorization: Bearer $VEHICLE_JWT" \\
  -H "Content-Type: application/json" \\
  -d '{"timestamp": "2026-05-12T07:45:00Z"}'`,
        ),
      ).toEqual([]);
  });

  it('a cURL request to a path with no operation fails with page, line and the nearest operation', () => {
    expect(
      findings(
        'bash',
        `# Create a VIN credential
curl -X POST https://attestation-api.dimo.zone/v2/attestation/vin \\
  -H "Authorization: Bearer $VEHICLE_JWT"`,
      ),
    ).toEqual([
      'docs/example.mdx:12 curl POST https://attestation-api.dimo.zone/v2/attestation/vin: POST /v2/attestation/vin has no operation in the Attestation API; did you mean POST /v2/attestation/vin/{tokenId}?',
    ]);
  });

  it('a body missing a required field fails naming the field', () => {
    const out = findings(
      'bash',
      `curl -X POST https://attestation-api.dimo.zone/v2/attestation/vehicle-health/21957 \\
  -H "Authorization: Bearer $VEHICLE_JWT" \\
  -d '{
    "startTime": "2026-04-13T00:00:00Z"
  }'`,
    );
    expect(out).toEqual([
      expect.stringMatching(/^docs\/example\.mdx:11 .*the body lacks required field `endTime`$/),
    ]);
  });

  it('a Python body with an unknown top-level field fails naming the fields the operation takes', () => {
    const out = findings(
      'python',
      `import requests

response = requests.post(
    "https://device-definitions-api.dimo.zone/device-definitions/decode-vin",
    headers={"Authorization": f"Bearer {developer_jwt}"},
    json={"vin": "1HGCV1F34LA041592", "country": "USA"},
    timeout=30,
)`,
    );
    expect(out).toEqual([
      expect.stringMatching(
        /^docs\/example\.mdx:13 requests POST .*the body lacks required field `countryCode`$/,
      ),
      expect.stringMatching(
        /body field `country` is not in the POST \/device-definitions\/decode-vin request body \(it takes `vin`, `countryCode`\)$/,
      ),
    ]);
  });

  it('a body sent to an operation that takes none, or none sent where one is required, fails', () => {
    expect(
      findings(
        'bash',
        `curl -X POST https://attestation-api.dimo.zone/v2/attestation/vin/21957 -H "Authorization: Bearer $VEHICLE_JWT" -d '{"force": true}'`,
      ),
    ).toEqual([
      expect.stringMatching(/it sends a body, but POST \/v2\/attestation\/vin\/\{tokenId\} takes none$/),
    ]);
    expect(
      findings(
        'bash',
        `curl -X POST https://attestation-api.dimo.zone/v2/attestation/vehicle-position/21957 -H "Authorization: Bearer $VEHICLE_JWT"`,
      ),
    ).toEqual([
      expect.stringMatching(/it sends no body, but .* requires one \(required fields: `timestamp`\)$/),
    ]);
  });

  it('a body that is not valid JSON fails', () => {
    expect(
      findings(
        'bash',
        `curl -X POST https://attestation-api.dimo.zone/v2/attestation/odometer-statement/21957 -H "Authorization: Bearer $VEHICLE_JWT" -d '{"timestamp": 2026-05-12}'`,
      ),
    ).toEqual([expect.stringMatching(/the body is not valid JSON: \{"timestamp": 2026-05-12\}$/)]);
  });

  it('a cURL JSON body whose field has the wrong type fails naming the type the operation takes', () => {
    expect(
      findings(
        'bash',
        `curl -X PUT https://vehicle-triggers-api.dimo.zone/v1/webhooks/3f6c2a8e -H "Authorization: Bearer $DEVELOPER_JWT" -d '{"coolDownPeriod": "600"}'`,
      ),
    ).toEqual([
      expect.stringMatching(/body field `coolDownPeriod` must be an integer, not a string \(`"600"`\)$/),
    ]);
  });

  it('a Developer JWT sent to a Vehicle JWT operation fails naming the token and privileges it needs', () => {
    const out = findings(
      'ts',
      `const response = await fetch('https://valuations-api.dimo.zone/v2/vehicles/21957/offers', {
  headers: { Authorization: \`Bearer \${developerJwt}\` },
});`,
    );
    expect(out).toEqual([
      'docs/example.mdx:11 fetch GET https://valuations-api.dimo.zone/v2/vehicles/21957/offers: it sends a Developer JWT (`Bearer ${developerJwt}`), but GET /v2/vehicles/{tokenId}/offers needs a Vehicle JWT with privilege:GetNonLocationHistory',
    ]);
  });

  it('a token whose name does not say its kind fails with the naming rule', () => {
    const out = findings(
      'bash',
      'curl https://vehicle-triggers-api.dimo.zone/v1/webhooks -H "Authorization: Bearer $TOKEN"',
    );
    expect(out).toEqual([
      expect.stringMatching(
        /cannot tell which token the Authorization header carries \(`Bearer \$TOKEN`\): name it after its kind/,
      ),
    ]);
  });

  it('the naming rule tells a Vehicle JWT from a Developer JWT', () => {
    for (const name of ['$VEHICLE_JWT', '${vehicleJwt}', '{vehicle_jwt}', 'vehicleJwt.headers'])
      expect(tokenKindOf(name), name).toBe('vehicle');
    for (const name of ['$DEVELOPER_JWT', 'developerJwt.headers', '{developer_jwt}', '{dev_jwt}'])
      expect(tokenKindOf(name), name).toBe('developer');
    for (const name of ['$TOKEN', 'token', '$JWT', '${developerJwt ?? vehicleJwt}'])
      expect(tokenKindOf(name), name).toBeUndefined();
  });

  it('a missing Authorization header, one without Bearer, and one sent to a public operation fail', () => {
    expect(findings('bash', 'curl https://vehicle-triggers-api.dimo.zone/v1/webhooks/signals')).toEqual([
      expect.stringMatching(
        /it sends no Authorization header; GET \/v1\/webhooks\/signals needs a Developer JWT$/,
      ),
    ]);
    expect(
      findings(
        'bash',
        'curl https://vehicle-triggers-api.dimo.zone/v1/webhooks -H "Authorization: $DEVELOPER_JWT"',
      ),
    ).toEqual([
      expect.stringMatching(/the Authorization header must be `Bearer <token>`, not `\$DEVELOPER_JWT`$/),
    ]);
    expect(
      findings(
        'bash',
        'curl -G https://device-definitions-api.dimo.zone/device-definitions/search --data-urlencode "query=Honda Accord 2020" -H "Authorization: Bearer $DEVELOPER_JWT"',
      ),
    ).toEqual([
      expect.stringMatching(
        /it sends an Authorization header, but GET \/device-definitions\/search is public/,
      ),
    ]);
  });

  it('an unfilled or non-integer path parameter fails', () => {
    expect(
      findings(
        'bash',
        'curl -X POST https://attestation-api.dimo.zone/v2/attestation/vin/:tokenId -H "Authorization: Bearer $VEHICLE_JWT"',
      ),
    ).toEqual([expect.stringMatching(/path parameter \{tokenId\} has no value \(`:tokenId`\)$/)]);
    expect(
      findings(
        'bash',
        'curl -X POST https://attestation-api.dimo.zone/v2/attestation/vin/abc -H "Authorization: Bearer $VEHICLE_JWT"',
      ),
    ).toEqual([expect.stringMatching(/path parameter \{tokenId\} must be an integer, not `abc`$/)]);
    expect(
      findings(
        'bash',
        'curl -X POST "https://attestation-api.dimo.zone/v2/attestation/vin/$TOKEN_ID" -H "Authorization: Bearer $VEHICLE_JWT"',
      ),
    ).toEqual([]);
  });

  it('a query parameter the operation lacks fails, and so does a missing required one', () => {
    expect(
      findings(
        'bash',
        'curl -G https://device-definitions-api.dimo.zone/device-definitions/search --data-urlencode "q=Honda Accord"',
      ),
    ).toEqual([
      expect.stringMatching(
        /query parameter `q` is not a parameter of GET \/device-definitions\/search \(it takes `query`, /,
      ),
      expect.stringMatching(/required query parameter `query` is missing$/),
    ]);
    expect(
      findings(
        'bash',
        'curl "https://device-definitions-api.dimo.zone/device-definitions/search?query=Honda&make=honda"',
      ),
    ).toEqual([expect.stringMatching(/query parameter `make` is not a parameter/)]);
  });

  it('reads fetch with a template URL, a constant it names and a JSON.stringify body', () => {
    const out = findings(
      'ts',
      `const webhookId = '3f6c2a8e-91d4-4b7a-a5e2-7d0c9b1f4e63';
const update = { coolDownPeriod: 600, name: 'Speed over 130 km/h' };
await fetch(\`https://vehicle-triggers-api.dimo.zone/v1/webhooks/\${webhookId}\`, {
  method: 'PUT',
  headers: { ...developerJwt.headers, 'Content-Type': 'application/json' },
  body: JSON.stringify(update),
});`,
    );
    expect(out).toEqual([
      expect.stringMatching(
        /^docs\/example\.mdx:13 fetch PUT https:\/\/vehicle-triggers-api\.dimo\.zone\/v1\/webhooks\/3f6c2a8e-91d4-4b7a-a5e2-7d0c9b1f4e63: body field `name` is not in/,
      ),
    ]);
  });

  it('reads axios calls, with the body as their second argument', () => {
    const out = findings(
      'ts',
      `await axios.post(
  'https://vehicle-triggers-api.dimo.zone/v1/webhooks',
  { service: 'signals', metricName: 'vss.speed', condition: 'value > 120', coolDownPeriod: 300 },
  { headers: { Authorization: \`Bearer \${developerJwt}\` } },
);`,
    );
    expect(out).toEqual([
      expect.stringMatching(/the body lacks required fields `targetURL`, `verificationToken`$/),
    ]);
  });

  it('reads Python f-string URLs and headers held in a variable', () => {
    expect(
      findings(
        'python',
        `headers = {"Authorization": f"Bearer {vehicle_jwt}"}
response = requests.get(
    f"https://valuations-api.dimo.zone/v2/vehicles/{token_id}/offers",
    headers=headers,
    timeout=30,
)`,
      ),
    ).toEqual([]);
    expect(
      findings(
        'python',
        'requests.get("https://valuations-api.dimo.zone/v2/vehicles/21957/offer", headers=headers)',
      ),
    ).toEqual([expect.stringMatching(/did you mean GET \/v2\/vehicles\/\{tokenId\}\/offers\?$/)]);
    expect(
      findings(
        'python',
        `BASE = "https://valuations-api.dimo.zone"
requests.post(f"{BASE}/v2/vehicles/{token_id}/valuations", headers={"Authorization": f"Bearer {vehicle_jwt}"})`,
      ),
    ).toEqual([
      expect.stringMatching(
        /^docs\/example\.mdx:12 .*did you mean .*POST \/v2\/vehicles\/\{tokenId\}\/valuation\?$/,
      ),
    ]);
  });

  it('a block that names a REST host but shows no request the check can read is reported', () => {
    expect(
      findings(
        'ts',
        `const base = 'https://attestation-api.dimo.zone';\nawait got.post(\`\${base}/v2/attestation/vin/21957\`);`,
      ),
    ).toEqual([
      'docs/example.mdx:10 names a REST service host but shows no request the HTTP check can read (curl, fetch, axios, requests)',
    ]);
  });

  it('leaves GraphQL and other hosts to their own checks', () => {
    expect(
      findings(
        'bash',
        `curl -X POST https://telemetry-api.dimo.zone/query -H "Authorization: Bearer $TOKEN" -d '{"query": "{ x }"}'`,
      ),
    ).toEqual([]);
  });
});
