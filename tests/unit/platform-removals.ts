/**
 * Names the platform removed or renamed after October 2025
 * (platform-changes-2026.md), each with what replaces it and the changelog
 * entry that explains the change. No code sample in the docs may use them, and
 * the project's SDL must not define them again.
 */
export interface Removal {
  /** The removed name as it would appear in code. */
  pattern: RegExp;
  /** What a reader should use instead. */
  instead: string;
  /** Slug of the changelog entry, `/changelog/<slug>`. */
  changelog: string;
  /** The SDL (api) and type.field that defined it, when it was a GraphQL name. */
  sdl?: { api: 'telemetry' | 'identity'; path: string }[];
}

const latLong = ['currentLocationLatitude', 'currentLocationLongitude'];
const approxLatLong = ['currentLocationApproximateLatitude', 'currentLocationApproximateLongitude'];
const aftermarket = [
  'dimoAftermarketHDOP',
  'dimoAftermarketNSAT',
  'dimoAftermarketSSID',
  'dimoAftermarketWPAState',
];
const signalFields = (names: string[]) =>
  names.flatMap((n) => [
    { api: 'telemetry' as const, path: `SignalCollection.${n}` },
    { api: 'telemetry' as const, path: `SignalAggregations.${n}` },
  ]);

export const removals: Removal[] = [
  {
    pattern: /\bcurrentLocation(?:Latitude|Longitude)\b/,
    instead: 'currentLocationCoordinates { latitude longitude }',
    changelog: 'telemetry-location-coordinates',
    sdl: signalFields(latLong),
  },
  {
    pattern: /\bcurrentLocationApproximate(?:Latitude|Longitude)\b/,
    instead: 'currentLocationApproximateCoordinates',
    changelog: 'telemetry-location-coordinates',
    sdl: signalFields(approxLatLong),
  },
  {
    pattern: /\b(?:currentLocationIsRedacted|dimoAftermarket[A-Za-z]+)\b/,
    instead: 'nothing: the signals were removed',
    changelog: 'telemetry-location-coordinates',
    sdl: signalFields(['currentLocationIsRedacted', ...aftermarket]),
  },
  {
    pattern: /\b(?:pomVCLatest|POMVC)\b/,
    instead: 'vinVCLatest for the VIN credential; proof-of-movement credentials are gone',
    changelog: 'telemetry-pom-vc-removed',
    sdl: [{ api: 'telemetry', path: 'Query.pomVCLatest' }],
  },
  {
    pattern: /\b(?:deviceActivity|MANUFACTURER_DEVICE_LAST_SEEN)\b/,
    instead: 'nothing in the Telemetry API',
    changelog: 'telemetry-device-activity-removed',
    sdl: [{ api: 'telemetry', path: 'Query.deviceActivity' }],
  },
  {
    pattern: /\bsource:\s*\\?"(?:autopi|macaron|ruptela|smartcar|tesla|compass|motorq)\\?"/i,
    instead: 'the connection’s ethr DID, e.g. source: "did:ethr:137:0x…"',
    changelog: 'telemetry-source-did',
  },
  {
    pattern: /["'](?:HarshBraking|HarshAcceleration|HarshCornering|ExtremeBraking)["']/,
    instead: 'namespaced event names such as "behavior.harshBraking"',
    changelog: 'telemetry-event-names',
  },
  {
    pattern: /\btelemetry\.(?:signals|events)\b/,
    instead: 'the service names "signals" and "events"',
    changelog: 'vehicle-triggers-service-names',
  },
  {
    pattern: /\b(?:value|previousValue)\.(?:Latitude|Longitude|HDOP)\b/,
    instead: 'the lower-case CEL variables value.latitude, value.longitude, value.hdop',
    changelog: 'vehicle-triggers-service-names',
  },
];
