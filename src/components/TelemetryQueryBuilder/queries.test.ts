import { isEnumType, isInputObjectType, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

import { loadSchema } from '../../../schema';
import { signals } from '../../data/signals';
import {
  AGGREGATIONS,
  DEFAULT_AGGREGATION,
  FLOAT_FILTER_OPERATORS,
  FORMER_SOURCE_NAMES,
  GEOFENCE_SIGNAL,
  INITIAL_OPTIONS,
  MAX_TOKEN_ID,
  TelemetryQueryError,
  buildTelemetryQuery,
  effectiveSignals,
  estimateRows,
  formatTime,
  neededPrivileges,
  parseInterval,
  parseTime,
  validateFilterValue,
  validateGeofence,
  validateInterval,
  validateRange,
  validateSource,
  validateTelemetryOptions,
  validateTokenId,
  type AggregatedType,
  type TelemetryQueryOptions,
} from './queries';

const schema = loadSchema('telemetry');

/** Schema validation errors of a document (empty when it is valid). */
function schemaErrors(query: string): string[] {
  return validate(schema, parse(query)).map((e) => e.message);
}

const R1 = 'did:ethr:137:0xF26421509Efe92861a587482100c6d728aBf1CD0';

function options(patch: Partial<TelemetryQueryOptions>): TelemetryQueryOptions {
  return { ...INITIAL_OPTIONS, ...patch };
}

function history(patch: Partial<TelemetryQueryOptions>): TelemetryQueryOptions {
  return options({ mode: 'history', ...patch });
}

const aggregated = signals.filter((s) => s.type !== 'time');

describe('the builder’s choices match the Telemetry SDL', () => {
  it.each(['float', 'string', 'location'] as const)(
    'offers every value of the %s aggregation enum, in order',
    (type) => {
      const name = {
        float: 'FloatAggregation',
        string: 'StringAggregation',
        location: 'LocationAggregation',
      }[type];
      const enumType = schema.getType(name);
      if (!isEnumType(enumType)) throw new Error(`${name} is not an enum`);
      expect(AGGREGATIONS[type]).toEqual(enumType.getValues().map((v) => v.name));
      expect(AGGREGATIONS[type]).toContain(DEFAULT_AGGREGATION[type]);
    },
  );

  it('offers only comparisons that SignalFloatFilter has', () => {
    const filter = schema.getType('SignalFloatFilter');
    if (!isInputObjectType(filter)) throw new Error('SignalFloatFilter is not an input type');
    for (const op of FLOAT_FILTER_OPERATORS) expect(Object.keys(filter.getFields())).toContain(op);
  });
});

describe('buildTelemetryQuery: exact documents', () => {
  it('builds the initial latest query', () => {
    expect(buildTelemetryQuery(INITIAL_OPTIONS)).toBe(
      [
        'query LatestSignals {',
        '  signalsLatest(tokenId: 12345) {',
        '    speed { timestamp value }',
        '    powertrainTransmissionTravelledDistance { timestamp value }',
        '  }',
        '}',
      ].join('\n'),
    );
  });

  it('writes lastSeen bare, positions with their value, text signals like numbers, in catalogue order, with a source', () => {
    const query = buildTelemetryQuery(
      options({
        tokenId: ' 007 ',
        source: ` ${R1} `,
        signals: [
          { name: 'obdDTCList' },
          { name: 'currentLocationCoordinates' },
          { name: 'lastSeen' },
          { name: 'speed' },
        ],
      }),
    );
    expect(query).toBe(
      [
        'query LatestSignals {',
        `  signalsLatest(tokenId: 7, filter: { source: "${R1}" }) {`,
        '    lastSeen',
        '    speed { timestamp value }',
        '    currentLocationCoordinates {',
        '      timestamp',
        '      value { latitude longitude hdop }',
        '    }',
        '    obdDTCList { timestamp value }',
        '  }',
        '}',
      ].join('\n'),
    );
    expect(schemaErrors(query)).toEqual([]);
  });

  it('builds a history query with aggregations, a value filter, a geofence and a source, times in UTC', () => {
    const query = buildTelemetryQuery(
      history({
        interval: ' 15m ',
        from: '2025-09-01',
        to: '2025-09-01T12:30+02:00',
        source: R1,
        signals: [
          { name: 'speed', aggregation: 'MAX', valueFilter: { operator: 'gt', value: ' 100.50 ' } },
          { name: 'currentLocationCoordinates', aggregation: 'FIRST' },
          { name: 'obdDTCList', aggregation: 'UNIQUE' },
          { name: 'powertrainRange' },
          { name: 'lastSeen' },
        ],
        geofence: { latitude: '52.52', longitude: '-13.4050', radiusKm: '.5' },
      }),
    );
    expect(query).toBe(
      [
        'query SignalHistory {',
        '  signals(',
        '    tokenId: 12345',
        '    interval: "15m"',
        '    from: "2025-09-01T00:00:00Z"',
        '    to: "2025-09-01T10:30:00Z"',
        `    filter: { source: "${R1}" }`,
        '  ) {',
        '    timestamp',
        '    speed(agg: MAX, filter: { gt: 100.5 })',
        '    powertrainRange(agg: AVG)',
        '    currentLocationCoordinates(agg: FIRST, filter: { inCircle: { center: { latitude: 52.52, longitude: -13.405 }, radius: 0.5 } }) { latitude longitude hdop }',
        '    obdDTCList(agg: UNIQUE)',
        '  }',
        '}',
      ].join('\n'),
    );
    expect(schemaErrors(query)).toEqual([]);
  });

  it('uses the default aggregation of the type when none or a foreign one is chosen', () => {
    const query = buildTelemetryQuery(
      history({
        signals: [
          { name: 'speed', aggregation: 'TOP' },
          { name: 'powertrainType' },
          { name: 'currentLocationApproximateCoordinates', aggregation: 'MED' },
        ],
      }),
    );
    expect(query.split('\n').slice(8, 11)).toEqual([
      '    speed(agg: AVG)',
      '    powertrainType(agg: LAST)',
      '    currentLocationApproximateCoordinates(agg: LAST) { latitude longitude hdop }',
    ]);
    expect(schemaErrors(query)).toEqual([]);
  });

  it('ignores aggregations, value filters and the geofence in a latest query', () => {
    const query = buildTelemetryQuery(
      options({
        signals: [
          { name: 'speed', aggregation: 'MAX', valueFilter: { operator: 'lt', value: 'not a number' } },
          { name: GEOFENCE_SIGNAL },
        ],
        geofence: { latitude: '1000', longitude: '', radiusKm: '-1' },
        interval: '1d',
        from: 'yesterday',
      }),
    );
    expect(query).not.toMatch(/agg|filter|inCircle/);
    expect(schemaErrors(query)).toEqual([]);
  });

  it('ignores a value filter on text and position signals, which take none', () => {
    const query = buildTelemetryQuery(
      history({
        signals: [
          { name: 'obdDTCList', aggregation: 'TOP', valueFilter: { operator: 'eq', value: '1' } },
          { name: 'currentLocationApproximateCoordinates', valueFilter: { operator: 'gt', value: 'x' } },
        ],
      }),
    );
    expect(query.split('\n').slice(8, 10)).toEqual([
      '    currentLocationApproximateCoordinates(agg: LAST) { latitude longitude hdop }',
      '    obdDTCList(agg: TOP)',
    ]);
    expect(schemaErrors(query)).toEqual([]);
  });

  it('leaves the geofence out when the exact position is not picked', () => {
    const query = buildTelemetryQuery(
      history({
        signals: [{ name: 'currentLocationApproximateCoordinates' }],
        geofence: { latitude: '52.52', longitude: '13.405', radiusKm: '5' },
      }),
    );
    expect(query).not.toContain('inCircle');
    expect(schemaErrors(query)).toEqual([]);
  });

  it('throws TelemetryQueryError with the first problem', () => {
    expect(() => buildTelemetryQuery(options({ tokenId: 'x' }))).toThrow(
      new TelemetryQueryError('The vehicle token ID is a whole number, e.g. 12345.'),
    );
    expect(() => buildTelemetryQuery(options({ signals: [] }))).toThrow(
      new TelemetryQueryError('Pick at least one signal.'),
    );
  });
});

describe('every generated variant validates against schema/telemetry.graphql', () => {
  it('latest: every signal alone, and all of them together', () => {
    for (const s of signals) {
      expect(schemaErrors(buildTelemetryQuery(options({ signals: [{ name: s.name }] }))), s.name).toEqual([]);
    }
    const all = buildTelemetryQuery(options({ signals: signals.map((s) => ({ name: s.name })), source: R1 }));
    expect(schemaErrors(all)).toEqual([]);
    expect(all.split('\n')).toHaveLength(signals.length + 4 + 6); // two location fields take four lines each
  });

  it.each(aggregated.map((s) => [s.name, s.type] as const))(
    'history: %s with every aggregation of its type',
    (name, type) => {
      for (const aggregation of AGGREGATIONS[type as AggregatedType]) {
        const query = buildTelemetryQuery(history({ signals: [{ name, aggregation }], source: R1 }));
        expect(schemaErrors(query), `${name} ${aggregation}`).toEqual([]);
        expect(query).toContain(`${name}(agg: ${aggregation}`);
      }
    },
  );

  it('history: every float signal with every comparison', () => {
    for (const s of signals.filter((x) => x.type === 'float')) {
      for (const operator of FLOAT_FILTER_OPERATORS) {
        const query = buildTelemetryQuery(
          history({ signals: [{ name: s.name, valueFilter: { operator, value: '-2.5' } }] }),
        );
        expect(schemaErrors(query), `${s.name} ${operator}`).toEqual([]);
        expect(query).toContain(`filter: { ${operator}: -2.5 }`);
      }
    }
  });

  it('history: all signals at once, with the geofence', () => {
    const query = buildTelemetryQuery(
      history({
        signals: signals.map((s) => ({ name: s.name })),
        geofence: { latitude: '-90', longitude: '180', radiusKm: '0.001' },
      }),
    );
    expect(schemaErrors(query)).toEqual([]);
    expect(query).not.toContain('lastSeen');
  });
});

describe('input checks', () => {
  it('token ID: a whole number from 0 to the largest GraphQL Int', () => {
    expect(validateTokenId('0')).toBeNull();
    expect(validateTokenId(` ${MAX_TOKEN_ID} `)).toBeNull();
    expect(validateTokenId(String(MAX_TOKEN_ID + 1))).toBe('The vehicle token ID is at most 2147483647.');
    expect(validateTokenId('')).toBe('Enter the vehicle token ID.');
    for (const bad of ['-1', '1.5', '12a', '1e3', '0x10'])
      expect(validateTokenId(bad), bad).toBe('The vehicle token ID is a whole number, e.g. 12345.');
  });

  it.each([
    ['1h', 3_600_000],
    ['15m', 900_000],
    ['2h45m', 9_900_000],
    ['1.5h', 5_400_000],
    ['.5s', 500],
    ['24h', 86_400_000],
    ['1ms', 1],
    ['300ms', 300],
  ])('reads the interval %s', (raw, ms) => {
    expect(parseInterval(raw)).toBe(ms);
    expect(validateInterval(raw)).toBeNull();
  });

  it.each(['1d', '7d', '2 days', '1w'])('explains that %s needs hours', (raw) => {
    expect(validateInterval(raw)).toBe(
      'Days and weeks are not units here: write 24h for a day, 168h for a week.',
    );
  });

  it.each(['h', '1', '1 h', '-1h', '1H', '1us', '1h-', 'P1D'])('rejects the interval %s', (raw) => {
    expect(parseInterval(raw)).toBeNull();
    expect(validateInterval(raw)).toBe(
      'Write the interval as a number and a unit (ms, s, m or h), e.g. 1h, 15m or 2h45m.',
    );
  });

  it('rejects an empty or zero interval', () => {
    expect(validateInterval(' ')).toBe('Enter an interval, e.g. 1h or 15m.');
    expect(validateInterval('0h')).toBe('The interval must be at least 1ms.');
    expect(validateInterval('0.5ms')).toBe('The interval must be at least 1ms.');
  });

  it('reads times as UTC unless they name an offset, and refuses dates that do not exist', () => {
    expect(formatTime(parseTime('2025-09-01')!)).toBe('2025-09-01T00:00:00Z');
    expect(formatTime(parseTime('2025-09-01T08:30')!)).toBe('2025-09-01T08:30:00Z');
    expect(formatTime(parseTime('2025-09-01 08:30:15z')!)).toBe('2025-09-01T08:30:15Z');
    expect(formatTime(parseTime('2025-09-01T00:00:00-05:30')!)).toBe('2025-09-01T05:30:00Z');
    expect(formatTime(parseTime('2024-02-29T23:59:59Z')!)).toBe('2024-02-29T23:59:59Z');
    for (const bad of [
      '2025-02-29',
      '2025-06-31',
      '2025-13-01',
      '2025-09-01T24:00',
      '2025-09-01T12:60',
      '01/09/2025',
      '2025-9-1',
      'now',
      '2025-09-01T00:00:00.5Z',
    ])
      expect(parseTime(bad), bad).toBeNull();
  });

  it('requires the end after the start', () => {
    expect(validateRange('2025-09-01', '2025-09-01T00:00:01Z')).toEqual({});
    expect(validateRange('2025-09-01', '2025-09-01T00:00:00Z')).toEqual({
      to: 'The end must come after the start.',
    });
    expect(validateRange('2025-09-02', '2025-09-01')).toEqual({ to: 'The end must come after the start.' });
    expect(validateRange('', 'x')).toEqual({
      from: 'Enter the start as a date and time in UTC, e.g. 2025-09-01T00:00:00Z.',
      to: 'Enter the end as a date and time in UTC, e.g. 2025-09-01T00:00:00Z.',
    });
  });

  it('accepts an empty source or an ethr DID, and names the DID of a retired short name', () => {
    expect(validateSource('')).toBeNull();
    expect(validateSource(R1)).toBeNull();
    expect(validateSource('did:ethr:80002:0x0000000000000000000000000000000000000000')).toBeNull();
    expect(validateSource(' AutoPi ')).toBe(
      `Short names were retired in March 2026: use ${FORMER_SOURCE_NAMES.autopi} for autopi.`,
    );
    const format =
      'The source is a connection’s ethr DID: did:ethr:, a chain ID, then a 0x address of 40 hexadecimal characters.';
    for (const bad of [
      'did:ethr:137:0x123',
      'did:ethr:0xF26421509Efe92861a587482100c6d728aBf1CD0',
      'ethr:137:' + R1.slice(13),
      `${R1}"`,
    ])
      expect(validateSource(bad), bad).toBe(format);
  });

  it('value filters need a plain number', () => {
    for (const good of ['0', '-3', '+4', '12.5', '.5', '5.'])
      expect(validateFilterValue(good), good).toBeNull();
    expect(validateFilterValue('  ')).toBe('Enter a number to compare with, or choose no filter.');
    for (const bad of ['1e3', '1,5', 'ten', '--1', 'NaN', 'Infinity'])
      expect(validateFilterValue(bad), bad).toBe('Enter a plain number, e.g. 100 or 12.5.');
  });

  it('geofence: latitude within ±90, longitude within ±180, a radius above 0', () => {
    expect(validateGeofence({ latitude: '-90', longitude: '-180', radiusKm: '0.001' })).toEqual({});
    expect(validateGeofence({ latitude: '90', longitude: '180', radiusKm: '20000' })).toEqual({});
    expect(validateGeofence({ latitude: '90.0001', longitude: '-180.5', radiusKm: '0' })).toEqual({
      latitude: 'Latitude is a number from -90 to 90, e.g. 52.52.',
      longitude: 'Longitude is a number from -180 to 180, e.g. 13.405.',
      radius: 'The radius is a number of kilometres above 0, e.g. 5.',
    });
    expect(Object.keys(validateGeofence({ latitude: '-90.1', longitude: 'east', radiusKm: '-1' }))).toEqual([
      'latitude',
      'longitude',
      'radius',
    ]);
  });

  it('collects one message per wrong input, keyed by the input', () => {
    expect(validateTelemetryOptions(INITIAL_OPTIONS)).toEqual({});
    expect(
      validateTelemetryOptions(
        history({
          tokenId: '',
          interval: '1d',
          from: '2025-09-02',
          to: '2025-09-01',
          source: 'tesla',
          signals: [
            { name: 'speed', valueFilter: { operator: 'gte', value: '' } },
            { name: GEOFENCE_SIGNAL },
          ],
          geofence: { latitude: '91', longitude: '0', radiusKm: '1' },
        }),
      ),
    ).toEqual({
      tokenId: 'Enter the vehicle token ID.',
      source: `Short names were retired in March 2026: use ${FORMER_SOURCE_NAMES.tesla} for tesla.`,
      interval: 'Days and weeks are not units here: write 24h for a day, 168h for a week.',
      to: 'The end must come after the start.',
      'value:speed': 'Enter a number to compare with, or choose no filter.',
      latitude: 'Latitude is a number from -90 to 90, e.g. 52.52.',
    });
  });

  it('says why a history of lastSeen alone is empty', () => {
    expect(validateTelemetryOptions(history({ signals: [{ name: 'lastSeen' }] }))).toEqual({
      signals: 'lastSeen has no history: pick at least one other signal.',
    });
    expect(validateTelemetryOptions(options({ signals: [{ name: 'lastSeen' }] }))).toEqual({});
    expect(validateTelemetryOptions(options({ signals: [{ name: 'noSuchSignal' }] }))).toEqual({
      signals: 'Pick at least one signal.',
    });
  });
});

describe('estimateRows', () => {
  it('divides the range by the interval, rounding up', () => {
    expect(estimateRows({ interval: '1h', from: '2025-09-01', to: '2025-09-08' })).toBe(168);
    expect(estimateRows({ interval: '24h', from: '2025-09-01', to: '2025-10-01' })).toBe(30);
    expect(estimateRows({ interval: '7h', from: '2025-09-01', to: '2025-09-02' })).toBe(4);
  });

  it('is null while the interval or range is wrong', () => {
    expect(estimateRows({ interval: '1d', from: '2025-09-01', to: '2025-09-08' })).toBeNull();
    expect(estimateRows({ interval: '1h', from: '2025-09-08', to: '2025-09-01' })).toBeNull();
    expect(estimateRows({ interval: '0s', from: '2025-09-01', to: '2025-09-08' })).toBeNull();
  });
});

describe('neededPrivileges', () => {
  const pick = (...names: string[]) =>
    effectiveSignals({ mode: 'latest', signals: names.map((name) => ({ name })) });

  it('lists each privilege once, by id, with the signals that need it', () => {
    expect(neededPrivileges(pick('currentLocationApproximateCoordinates', 'speed', 'obdDTCList'))).toEqual([
      { name: 'VEHICLE_NON_LOCATION_DATA', ids: '1', signals: ['speed', 'obdDTCList'] },
      {
        name: 'VEHICLE_APPROXIMATE_LOCATION or VEHICLE_ALL_TIME_LOCATION',
        ids: '8 or 4',
        signals: ['currentLocationApproximateCoordinates'],
      },
    ]);
  });

  it('folds the approximate position into privilege 4 when 4 is needed anyway', () => {
    expect(
      neededPrivileges(pick('currentLocationApproximateCoordinates', 'currentLocationCoordinates')),
    ).toEqual([
      {
        name: 'VEHICLE_ALL_TIME_LOCATION',
        ids: '4',
        signals: ['currentLocationApproximateCoordinates', 'currentLocationCoordinates'].sort(
          (a, b) => signals.findIndex((s) => s.name === a) - signals.findIndex((s) => s.name === b),
        ),
      },
    ]);
  });

  it('needs nothing for lastSeen alone', () => {
    expect(neededPrivileges(pick('lastSeen'))).toEqual([]);
  });
});
