import { describe, expect, it } from 'vitest';

import { loadSchema } from '../../schema';
import { missingPrivileges, requiredPrivileges, type Requirement } from './privileges';

describe('privileges', () => {
  const telemetry = loadSchema('telemetry');
  const fetchSchema = loadSchema('fetch');
  const needs = (query: string): Requirement[] => requiredPrivileges('telemetry', query, telemetry);

  it('maps Telemetry fields to the privileges the API checks', () => {
    expect(needs('{ signalsLatest(tokenId: 1) { lastSeen speed { value } } }')).toEqual([
      { field: 'SignalCollection.speed', alternatives: [[1]] },
    ]);
    expect(
      needs(
        '{ signalsLatest(tokenId: 1) { currentLocationCoordinates { timestamp } currentLocationApproximateCoordinates { timestamp } } }',
      ),
    ).toEqual([
      { field: 'SignalCollection.currentLocationCoordinates', alternatives: [[4]] },
      { field: 'SignalCollection.currentLocationApproximateCoordinates', alternatives: [[8], [4]] },
    ]);
    expect(needs('{ signals(tokenId: 1, interval: "1h", from: "x", to: "y") { speed(agg: AVG) } }')).toEqual([
      { field: 'SignalAggregations.speed', alternatives: [[1]] },
    ]);
    expect(
      needs('{ vinVCLatest(tokenId: 1) { vin } events(tokenId: 1, from: "a", to: "b") { name } }'),
    ).toEqual([
      { field: 'Query.vinVCLatest', alternatives: [[5]] },
      { field: 'Query.events', alternatives: [[1, 4]] },
    ]);
    expect(needs('{ signalsSnapshot(tokenId: 1) { lastSeen } availableSignals(tokenId: 1) }')).toEqual([]);
    expect(needs('{ not valid')).toEqual([]);
    expect(
      requiredPrivileges('identity', '{ vehicle(tokenId: 1) { owner } }', loadSchema('identity')),
    ).toEqual([]);
  });

  it('asks raw data, or location and non-location history, for every Fetch query', () => {
    expect(
      requiredPrivileges(
        'fetch',
        '{ a: latestIndex(did: "d") { indexKey } b: indexes(did: "d") { indexKey } }',
        fetchSchema,
      ),
    ).toEqual([
      { field: 'Query.latestIndex', alternatives: [[7], [1, 4]] },
      { field: 'Query.indexes', alternatives: [[7], [1, 4]] },
    ]);
  });

  it('names the cheapest missing set, and nothing when one alternative is met', () => {
    const location = needs(
      '{ signalsLatest(tokenId: 1) { currentLocationApproximateCoordinates { timestamp } currentLocationCoordinates { timestamp } } }',
    );
    expect(missingPrivileges(location, [1])).toEqual([
      {
        field: 'SignalCollection.currentLocationApproximateCoordinates',
        missing: [8],
        alternatives: [[8], [4]],
      },
      { field: 'SignalCollection.currentLocationCoordinates', missing: [4], alternatives: [[4]] },
    ]);
    expect(missingPrivileges(location, [4])).toEqual([]);
    const fetchNeeds = requiredPrivileges('fetch', '{ latestIndex(did: "d") { indexKey } }', fetchSchema);
    expect(missingPrivileges(fetchNeeds, [1, 4])).toEqual([]);
    expect(missingPrivileges(fetchNeeds, [7])).toEqual([]);
    expect(missingPrivileges(fetchNeeds, [1])).toEqual([
      { field: 'Query.latestIndex', missing: [7], alternatives: [[7], [1, 4]] },
    ]);
  });
});
