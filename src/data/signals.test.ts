import { readFileSync } from 'node:fs';
import path from 'node:path';

import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';

import { loadSchema } from '../../schema';
import { SIGNAL_CATEGORIES, filterSignals, signals, type Signal } from './signals';

const schema = loadSchema('telemetry');
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function objectFields(typeName: string) {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type in the SDL`);
  return type.getFields();
}

function byName(name: string): Signal {
  const found = signals.find((s) => s.name === name);
  if (!found) throw new Error(`no signal named ${name}`);
  return found;
}

/** The integer a pattern captures in a text, or a failure naming the file and the sentence it expected. */
function statedNumber(file: string, pattern: RegExp): number {
  const match = pattern.exec(read(file));
  if (!match?.[1]) throw new Error(`${file}: no sentence matching ${pattern} states the count`);
  return Number(match[1]);
}

/** SignalCollection fields the schema defines by hand rather than generating from the signal definitions. */
const NOT_GENERATED = ['lastSeen', 'currentLocationApproximateCoordinates'];
const SIGNALS_PAGE = 'docs/api-references/telemetry-api/signals.mdx';
const NEW_SIGNALS_ENTRY = 'changelog/2026-03-12-telemetry-new-signals.md';

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
  const fields = Object.keys(objectFields('SignalCollection'));
  const generated = fields.filter((n) => !NOT_GENERATED.includes(n));

  it('has one signal per SignalCollection field, as many as the signals page says: all, and generated', () => {
    expect(signals, 'one signal per SignalCollection field').toHaveLength(fields.length);
    for (const name of NOT_GENERATED) expect(fields, name).toContain(name);
    const [total, generatedCount] = [
      statedNumber(SIGNALS_PAGE, /every field of `signalsLatest`, (\d+) in all/),
      statedNumber(SIGNALS_PAGE, /the (\d+) signals the schema generates/),
    ];
    expect({ total, generated: generatedCount }, SIGNALS_PAGE).toEqual({
      total: fields.length,
      generated: generated.length,
    });
    expect(statedNumber(SIGNALS_PAGE, /for (\d+) generated signals in all/), SIGNALS_PAGE).toBe(
      generated.length,
    );
    expect(statedNumber(NEW_SIGNALS_ENTRY, /generated signal fields to (\d+)/), NEW_SIGNALS_ENTRY).toBe(
      generated.length,
    );
  });

  it('has every signal the changelog lists as added between November 2025 and March 2026, as many as it says', () => {
    const entry = read(NEW_SIGNALS_ENTRY);
    const list = entry.slice(entry.indexOf('\n- **'), entry.indexOf('{/* truncate */}'));
    const added = [...new Set([...list.matchAll(/`([a-z][A-Za-z0-9]+)`/g)].map((m) => m[1]!))];
    expect(added.length, `${NEW_SIGNALS_ENTRY}: the names in its list`).toBe(
      statedNumber(NEW_SIGNALS_ENTRY, /added (\d+) signals/),
    );
    const names = signals.map((s) => s.name);
    expect(
      added.filter((n) => !names.includes(n)),
      'listed as added but missing from signals.ts',
    ).toEqual([]);
    expect(
      added.filter((n) => !generated.includes(n)),
      'listed as added but not a generated field of the SDL',
    ).toEqual([]);
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
  it('lists exactly the fields of SignalCollection, no more and no fewer', () => {
    const fields = new Set(Object.keys(objectFields('SignalCollection')));
    const names = new Set(signals.map((s) => s.name));
    const missingFromData = [...fields].filter((n) => !names.has(n)).sort();
    const notInSchema = [...names].filter((n) => !fields.has(n)).sort();
    expect(missingFromData, 'fields of SignalCollection missing from src/data/signals.ts').toEqual([]);
    expect(notInSchema, 'signals in src/data/signals.ts that SignalCollection lacks').toEqual([]);
    expect(signals.length).toBe(fields.size);
  });

  it('matches each field type of SignalCollection', () => {
    const fields = objectFields('SignalCollection');
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
    const fields = objectFields('SignalAggregations');
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
