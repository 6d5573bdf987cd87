import { describe, expect, it } from 'vitest';

import { loadSchema } from '../../schema';
import { removals } from './platform-removals';

describe('the project SDL against the 2026 removals', () => {
  const defined = removals.flatMap((r) => r.sdl ?? []);
  it.each(defined.map((d) => [`${d.api} ${d.path}`, d] as const))('%s is not defined', (_, d) => {
    const [typeName, field] = d.path.split('.') as [string, string];
    const type = loadSchema(d.api).getType(typeName);
    expect(type && 'getFields' in type ? Object.keys(type.getFields()) : []).not.toContain(field);
  });

  it.each([
    'signalsLatest(tokenId: 1) { currentLocationLatitude { value } }',
    'currentLocationApproximateLongitude(agg: AVG)',
    'dimoAftermarketSSID { value }',
    'pomVCLatest(tokenId: 1) { rawVC }',
    'deviceActivity(by: { serial: "x" }) { lastActive }',
    'signalsLatest(tokenId: 1, filter: { source: "autopi" })',
    'filter: { name: { eq: "HarshBraking" } }',
    '{ "service": "telemetry.signals" }',
    'value.Latitude > 52.5',
  ])('the removal patterns catch %s', (sample) => {
    expect(removals.some((r) => r.pattern.test(sample))).toBe(true);
  });

  it.each([
    'currentLocationCoordinates(agg: LAST) { latitude longitude }',
    'filter: { source: "did:ethr:137:0xcd445F4c6bDAD32b68a2939b912150Fe3C88803E" }',
    'filter: { name: { eq: "behavior.harshBraking" } }',
    '{ "service": "signals", "metricName": "vss.speed" }',
    'value.latitude > 52.5',
  ])('the removal patterns let the current form %s through', (sample) => {
    expect(removals.some((r) => r.pattern.test(sample))).toBe(false);
  });
});
