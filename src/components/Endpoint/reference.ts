/**
 * Browser-safe: how an `<Endpoint>` finds the reference page of its operation. The reference generator
 * (plugins/openapi-reference) publishes, as the plugin's global data, a map from each operation's key to its page;
 * the component looks its own key up in it. Guide pages write paths with `:name` placeholders and the OpenAPI
 * descriptions with `{name}`, and the two may name a parameter differently (`:tokenDID`, `{assetDID}`), so every
 * placeholder counts as the same segment.
 */

/** The name the generator publishes its global data under (`usePluginData(REFERENCE_PLUGIN)`). */
export const REFERENCE_PLUGIN = 'openapi-reference';

/** One operation's reference page: its URL path (without the base URL) and title. */
export interface ReferenceLink {
  to: string;
  title: string;
}

/** The generator's global data. */
export interface ReferenceData {
  links: Record<string, ReferenceLink>;
}

/**
 * `POST attestation-api.dimo.zone/v2/attestation/vin/*` for `POST`, `https://attestation-api.dimo.zone` and
 * `/v2/attestation/vin/:tokenId` (or `/v2/attestation/vin/{tokenId}`).
 */
export function referenceKey(method: string, host: string, path: string): string {
  const origin = host.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  const segments = path
    .replace(/\/+$/, '')
    .split('/')
    .map((s) => (/^(\{[^}]+\}|:\w+)$/.test(s) ? '*' : s));
  return `${method.toUpperCase()} ${origin.toLowerCase()}${segments.join('/') || '/'}`;
}
