import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { buildSchema, isObjectType, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';

import { SIGNAL_CATEGORIES, filterSignals, signals, type Signal } from '../../src/data/signals';

const sdlPath = fileURLToPath(new URL('../../schema/telemetry.graphql', import.meta.url));

function objectFields(schema: GraphQLSchema, typeName: string) {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type in the SDL`);
  return type.getFields();
}

function byName(name: string): Signal {
  const found = signals.find((s) => s.name === name);
  if (!found) throw new Error(`no signal named ${name}`);
  return found;
}

/** Signals the 2026 schema dropped (changelog: telemetry-location-coordinates). */
const REMOVED = [
  'currentLocationLatitude',
  'currentLocationLongitude',
  'currentLocationIsRedacted',
  'currentLocationApproximateLatitude',
  'currentLocationApproximateLongitude',
  'dimoAftermarketHDOP',
  'dimoAftermarketNSAT',
  'dimoAftermarketSSID',
  'dimoAftermarketWPAState',
];

describe('signal data', () => {
  it('has the 116 generated signals plus lastSeen and the approximate coordinates', () => {
    expect(signals.length).toBeGreaterThanOrEqual(116);
    expect(signals.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'lastSeen',
        'currentLocationCoordinates',
        'currentLocationApproximateCoordinates',
        'bodyLockIsLocked',
        'cabinSeatRow1DriverSideIsBelted',
        'chassisParkingBrakeIsEngaged',
        'connectivityCellularIsJammingDetected',
        'obdFuelRate',
        'powertrainTransmissionSelectedGear',
        'serviceTimeToService',
      ]),
    );
  });

  it('lists none of the removed signals', () => {
    const names = signals.map((s) => s.name);
    for (const removed of REMOVED) expect(names, removed).not.toContain(removed);
    expect(names.filter((n) => n.startsWith('dimoAftermarket'))).toEqual([]);
    expect(SIGNAL_CATEGORIES as readonly string[]).not.toContain('Device');
  });

  it('uses every name once', () => {
    const names = signals.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every signal a known category, a privilege and a description', () => {
    for (const s of signals) {
      expect(SIGNAL_CATEGORIES, s.name).toContain(s.category);
      expect(s.privilege.length, s.name).toBeGreaterThan(0);
      expect(s.description.length, s.name).toBeGreaterThan(10);
    }
  });

  it('leaves no category empty and keeps the list short', () => {
    expect(new Set(SIGNAL_CATEGORIES).size).toBe(SIGNAL_CATEGORIES.length);
    expect(SIGNAL_CATEGORIES.length).toBeLessThanOrEqual(12);
    for (const category of SIGNAL_CATEGORIES) {
      expect(
        signals.some((s) => s.category === category),
        category,
      ).toBe(true);
    }
  });

  it('requires a location privilege for every location signal', () => {
    const location = signals.filter((s) => s.name.startsWith('currentLocation'));
    expect(location.map((s) => s.name).sort()).toEqual(
      [
        'currentLocationAltitude',
        'currentLocationApproximateCoordinates',
        'currentLocationCoordinates',
        'currentLocationHeading',
      ].sort(),
    );
    for (const s of location) {
      expect(s.category, s.name).toBe('Location');
      expect(s.privilege, s.name).toMatch(/LOCATION/);
      expect(s.privilege, s.name).not.toBe('VEHICLE_NON_LOCATION_DATA');
    }
    expect(signals.filter((s) => s.category === 'Location')).toHaveLength(location.length);
    expect(byName('currentLocationCoordinates').type).toBe('location');
    expect(byName('currentLocationCoordinates').privilege).toBe('VEHICLE_ALL_TIME_LOCATION');
    expect(byName('currentLocationApproximateCoordinates').type).toBe('location');
    expect(byName('currentLocationApproximateCoordinates').privilege).toBe(
      'VEHICLE_APPROXIMATE_LOCATION or VEHICLE_ALL_TIME_LOCATION',
    );
    expect(byName('currentLocationAltitude').privilege).toBe('VEHICLE_ALL_TIME_LOCATION');
    expect(byName('currentLocationHeading').privilege).toBe('VEHICLE_ALL_TIME_LOCATION');
  });

  it('never asks a location privilege for non-location signals', () => {
    for (const s of signals.filter((x) => x.category !== 'Location' && x.name !== 'lastSeen')) {
      expect(s.privilege, s.name).toBe('VEHICLE_NON_LOCATION_DATA');
    }
    expect(byName('lastSeen')).toMatchObject({ type: 'time', privilege: 'Any Vehicle JWT' });
  });
});

describe('signal data against schema/telemetry.graphql', () => {
  let schema: GraphQLSchema;

  beforeAll(() => {
    schema = buildSchema(readFileSync(sdlPath, 'utf8'));
  });

  it('lists exactly the fields of SignalCollection, no more and no fewer', () => {
    const fields = new Set(Object.keys(objectFields(schema, 'SignalCollection')));
    const names = new Set(signals.map((s) => s.name));
    const missingFromData = [...fields].filter((n) => !names.has(n)).sort();
    const notInSchema = [...names].filter((n) => !fields.has(n)).sort();
    expect(missingFromData, 'fields of SignalCollection missing from src/data/signals.ts').toEqual([]);
    expect(notInSchema, 'signals in src/data/signals.ts that SignalCollection lacks').toEqual([]);
    expect(signals.length).toBe(fields.size);
  });

  it('matches each field type of SignalCollection', () => {
    const fields = objectFields(schema, 'SignalCollection');
    const expected = {
      float: 'SignalFloat',
      string: 'SignalString',
      location: 'SignalLocation',
      time: 'Time',
    };
    for (const s of signals) {
      expect(fields[s.name]?.type.toString(), s.name).toBe(expected[s.type]);
    }
  });

  it('offers every signal except lastSeen in SignalAggregations with the right aggregation enum', () => {
    const fields = objectFields(schema, 'SignalAggregations');
    const aggregated = signals.filter((s) => s.name !== 'lastSeen');
    expect(
      Object.keys(fields)
        .filter((n) => n !== 'timestamp')
        .sort(),
    ).toEqual(aggregated.map((s) => s.name).sort());
    const expected = {
      float: 'FloatAggregation!',
      string: 'StringAggregation!',
      location: 'LocationAggregation!',
    };
    const resultType = { float: 'Float', string: 'String', location: 'Location' };
    for (const s of aggregated) {
      if (s.type === 'time') throw new Error(`${s.name} cannot be aggregated`);
      const field = fields[s.name];
      const agg = field?.args.find((a) => a.name === 'agg');
      expect(agg?.type.toString(), s.name).toBe(expected[s.type]);
      expect(field?.type.toString(), s.name).toBe(resultType[s.type]);
    }
  });
});

describe('filterSignals', () => {
  it('returns everything for an empty or blank query', () => {
    expect(filterSignals(signals, '')).toHaveLength(signals.length);
    expect(filterSignals(signals, '   \t ')).toHaveLength(signals.length);
  });

  it('matches names case-insensitively', () => {
    const names = filterSignals(signals, 'TIREPRESSURE').map((s) => s.name);
    expect(names).toHaveLength(4);
    expect(names.every((n) => n.endsWith('TirePressure'))).toBe(true);
  });

  it('matches descriptions, units and categories', () => {
    expect(filterSignals(signals, 'odometer').map((s) => s.name)).toContain(
      'powertrainTransmissionTravelledDistance',
    );
    const kwh = filterSignals(signals, 'kwh');
    expect(kwh.length).toBeGreaterThan(0);
    expect(kwh.every((s) => `${s.unit} ${s.description}`.toLowerCase().includes('kwh'))).toBe(true);
    const belts = filterSignals(signals, 'seat belt');
    expect(belts).toHaveLength(7);
    expect(belts.every((s) => s.category === 'Body & cabin')).toBe(true);
    expect(filterSignals(signals, 'chassis & brakes').length).toBe(
      signals.filter((s) => s.category === 'Chassis & brakes').length,
    );
  });

  it('finds exactly the four tire pressures for "tire pressure"', () => {
    const names = filterSignals(signals, 'tire pressure').map((s) => s.name);
    expect(names.sort()).toEqual(
      [
        'chassisAxleRow1WheelLeftTirePressure',
        'chassisAxleRow1WheelRightTirePressure',
        'chassisAxleRow2WheelLeftTirePressure',
        'chassisAxleRow2WheelRightTirePressure',
      ].sort(),
    );
  });

  it('requires every word to match somewhere', () => {
    const both = filterSignals(signals, 'front   left');
    expect(both.map((s) => s.name).sort()).toEqual(
      ['chassisAxleRow1WheelLeftSpeed', 'chassisAxleRow1WheelLeftTirePressure'].sort(),
    );
    expect(filterSignals(signals, 'speed kpa')).toEqual([]);
  });

  it('limits to a category when one is given', () => {
    const fuel = filterSignals(signals, '', 'Fuel');
    expect(fuel.map((s) => s.name).sort()).toEqual(
      [
        'powertrainFuelSystemAbsoluteLevel',
        'powertrainFuelSystemAccumulatedConsumption',
        'powertrainFuelSystemRelativeLevel',
        'powertrainFuelSystemSupportedFuelTypes',
      ].sort(),
    );
    expect(filterSignals(signals, 'temperature', 'Engine').every((s) => s.category === 'Engine')).toBe(true);
    expect(filterSignals(signals, 'latitude', 'Fuel')).toEqual([]);
    const location = filterSignals(signals, '', 'Location');
    expect(location.length).toBeGreaterThan(3);
    expect(location.length).toBeLessThan(signals.length);
    expect(filterSignals(signals, '', '')).toHaveLength(signals.length);
  });

  it('returns no match for unknown words and keeps the input order', () => {
    expect(filterSignals(signals, 'windshieldwiper')).toEqual([]);
    const sample = [byName('speed'), byName('obdMAP'), byName('isIgnitionOn')];
    expect(filterSignals(sample, '').map((s) => s.name)).toEqual(['speed', 'obdMAP', 'isIgnitionOn']);
  });

  it('does not mutate the list it is given', () => {
    const copy = [...signals];
    filterSignals(signals, 'battery', 'Battery & charging');
    expect(signals).toEqual(copy);
  });
});
