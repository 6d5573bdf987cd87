/**
 * Browser-safe: the query each playground opens with when its URL carries
 * none. Each validates against the project's SDL (defaults.test.ts).
 */
import type { PlaygroundApi } from './url';

export const DEFAULT_QUERIES: Readonly<Record<PlaygroundApi, string>> = {
  identity: `query GetTotalVehicles {
  vehicles(first: 1) {
    totalCount
  }
}
`,
  telemetry: `query LatestSignals {
  signalsLatest(tokenId: 12345) {
    lastSeen
    speed {
      value
      timestamp
    }
  }
}
`,
  fetch: `query EventTypes {
  availableCloudEventTypes(did: "did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:12345") {
    type
    count
    firstSeen
    lastSeen
  }
}
`,
};
