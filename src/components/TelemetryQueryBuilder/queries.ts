/**
 * Browser-safe logic of the Telemetry query builder: what a reader can choose,
 * how each input is checked, and the GraphQL document a valid choice becomes.
 * No DOM, no Node APIs. `queries.test.ts` beside it checks
 * exact documents and validates every variant against `schema/telemetry.graphql`.
 */
import { signals as SIGNALS, type Signal, type SignalPrivilege, type SignalType } from '../../data/signals';

/** `signalsLatest` (the latest value of each signal) or `signals` (aggregated time buckets). */
export type QueryMode = 'latest' | 'history';

/** Signal types that take an aggregation in `signals`; `time` (lastSeen) exists only in `signalsLatest`. */
export type AggregatedType = Exclude<SignalType, 'time'>;

/**
 * Values of the aggregation enums, in the SDL's order (`FloatAggregation`,
 * `StringAggregation`, `LocationAggregation` in schema/telemetry.graphql; the
 * unit test compares them).
 */
export const AGGREGATIONS: Readonly<Record<AggregatedType, readonly string[]>> = {
  float: ['AVG', 'MED', 'MAX', 'MIN', 'RAND', 'FIRST', 'LAST'],
  string: ['RAND', 'TOP', 'UNIQUE', 'FIRST', 'LAST'],
  location: ['AVG', 'RAND', 'FIRST', 'LAST'],
};

/** The aggregation a newly picked signal starts with: the mean of a number, the last text and position. */
export const DEFAULT_AGGREGATION: Readonly<Record<AggregatedType, string>> = {
  float: 'AVG',
  string: 'LAST',
  location: 'LAST',
};

/** Comparisons of `SignalFloatFilter` the builder offers (the list forms `in`, `notIn` and `or` are left out). */
export const FLOAT_FILTER_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq', 'neq'] as const;
export type FloatFilterOperator = (typeof FLOAT_FILTER_OPERATORS)[number];

/** How each comparison reads in the form. */
export const OPERATOR_LABELS: Readonly<Record<FloatFilterOperator, string>> = {
  gt: 'greater than',
  gte: 'at least',
  lt: 'less than',
  lte: 'at most',
  eq: 'equal to',
  neq: 'not equal to',
};

/** The one signal that takes a geofence in `signals` (`SignalLocationFilter`). */
export const GEOFENCE_SIGNAL = 'currentLocationCoordinates';

/** Largest value of GraphQL's `Int` (32-bit signed), the type of `tokenId`. */
export const MAX_TOKEN_ID = 2_147_483_647;

/**
 * Above this many rows (range ÷ interval) the builder suggests a wider
 * interval. The introduction's "Range size" advice: a few hundred buckets at most.
 */
export const MANY_ROWS = 1000;

/**
 * The connections that had a short `source` name before March 2026, with the
 * DID that replaced it (docs/api-references/telemetry-api/introduction.mdx,
 * "Filter by source"). A reader who types an old name is told the DID.
 */
export const FORMER_SOURCE_NAMES: Readonly<Record<string, string>> = {
  autopi: 'did:ethr:137:0x5e31bBc786D7bEd95216383787deA1ab0f1c1897',
  macaron: 'did:ethr:137:0x4c674ddE8189aEF6e3b58F5a36d7438b2b1f6Bc2',
  ruptela: 'did:ethr:137:0xF26421509Efe92861a587482100c6d728aBf1CD0',
  smartcar: 'did:ethr:137:0xcd445F4c6bDAD32b68a2939b912150Fe3C88803E',
  tesla: 'did:ethr:137:0xc4035Fecb1cc906130423EF05f9C20977F643722',
  compass: 'did:ethr:137:0x55BF1c27d468314Ea119CF74979E2b59F962295c',
  motorq: 'did:ethr:137:0x5879B43D88Fa93CE8072d6612cBc8dE93E98CE5d',
};

/** One picked signal. The aggregation and the value filter matter in history mode only. */
export interface SignalChoice {
  /** Field name, e.g. `speed`. */
  name: string;
  /** A value of the signal type's aggregation enum; DEFAULT_AGGREGATION when absent. */
  aggregation?: string;
  /** Float signals only: keep the values that pass `operator value` (the value as typed). */
  valueFilter?: { operator: FloatFilterOperator; value: string };
}

/** A circle around a point, for `currentLocationCoordinates` in history mode. Values as typed. */
export interface Geofence {
  latitude: string;
  longitude: string;
  /** Radius in kilometres. */
  radiusKm: string;
}

/** Everything the reader chose. Text fields hold what they typed; the builder checks and normalises. */
export interface TelemetryQueryOptions {
  mode: QueryMode;
  tokenId: string;
  signals: SignalChoice[];
  /** History: bucket width, a duration such as `1h`, `15m` or `2h45m`. */
  interval: string;
  /** History: start of the range, RFC 3339 or a date (UTC). */
  from: string;
  /** History: end of the range. */
  to: string;
  /** Optional: the ethr DID of one connection. */
  source: string;
  /** History with currentLocationCoordinates: an optional circle; null for none. */
  geofence: Geofence | null;
}

/** Names of the inputs an error can belong to. Value filters use `value:<signal name>`. */
export type TelemetryField =
  | 'tokenId'
  | 'signals'
  | 'interval'
  | 'from'
  | 'to'
  | 'source'
  | 'latitude'
  | 'longitude'
  | 'radius'
  | `value:${string}`;

/** One message per input that is wrong; empty when the options make a valid query. */
export type TelemetryErrors = Partial<Record<TelemetryField, string>>;

/** What the builder offers when the page loads. Fixed dates keep the server render and the browser's equal. */
export const INITIAL_OPTIONS: TelemetryQueryOptions = {
  mode: 'latest',
  tokenId: '12345',
  signals: [{ name: 'speed' }, { name: 'powertrainTransmissionTravelledDistance' }],
  interval: '1h',
  from: '2025-09-01T00:00:00Z',
  to: '2025-09-02T00:00:00Z',
  source: '',
  geofence: null,
};

export class TelemetryQueryError extends Error {
  override name = 'TelemetryQueryError';
}

const BY_NAME: ReadonlyMap<string, Signal> = new Map(SIGNALS.map((s) => [s.name, s]));

/** The catalogue entry of a signal name, or undefined. */
export function findSignal(name: string): Signal | undefined {
  return BY_NAME.get(name);
}

/** Whether a signal can be asked for in this mode: `lastSeen` has no history. */
export function availableIn(signal: Signal, mode: QueryMode): boolean {
  return mode === 'latest' || signal.type !== 'time';
}

/** The picked signals the query will contain, in catalogue order, without unknown names or duplicates. */
export function effectiveSignals(options: Pick<TelemetryQueryOptions, 'mode' | 'signals'>): Signal[] {
  const picked = new Set(options.signals.map((c) => c.name));
  return SIGNALS.filter((s) => picked.has(s.name) && availableIn(s, options.mode));
}

/** Whether the geofence inputs apply: history mode with the exact position picked. */
export function geofenceApplies(options: Pick<TelemetryQueryOptions, 'mode' | 'signals'>): boolean {
  return options.mode === 'history' && effectiveSignals(options).some((s) => s.name === GEOFENCE_SIGNAL);
}

// ---------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------

/** Checks a vehicle token id; an error message or null. */
export function validateTokenId(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return 'Enter the vehicle token ID.';
  if (!/^\d+$/.test(value)) return 'The vehicle token ID is a whole number, e.g. 12345.';
  if (Number(value) > MAX_TOKEN_ID) return `The vehicle token ID is at most ${MAX_TOKEN_ID}.`;
  return null;
}

/** Milliseconds per unit of a duration string, as the API reads it (ms, s, m, h; no days). */
const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * Reads an interval such as `1h`, `15m`, `1.5h` or `2h45m` (Go's duration
 * syntax without a sign, in the units the API accepts) into milliseconds;
 * null when it is not one.
 */
export function parseInterval(raw: string): number | null {
  const value = raw.trim();
  if (!/^(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ms|s|m|h))+$/.test(value)) return null;
  let total = 0;
  for (const part of value.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ms|s|m|h)/g)) {
    total += Number(part[1]) * UNIT_MS[part[2]!]!;
  }
  return total;
}

/** Checks an interval; an error message or null. */
export function validateInterval(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return 'Enter an interval, e.g. 1h or 15m.';
  if (/^\d+(?:\.\d+)?\s*(?:d|days?|w|weeks?)$/i.test(value))
    return 'Days and weeks are not units here: write 24h for a day, 168h for a week.';
  const ms = parseInterval(value);
  if (ms === null) return 'Write the interval as a number and a unit (ms, s, m or h), e.g. 1h, 15m or 2h45m.';
  if (ms < 1) return 'The interval must be at least 1ms.';
  return null;
}

const TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})?)?$/i;

/**
 * Reads a time the reader typed: `2025-09-01`, `2025-09-01T08:30`,
 * `2025-09-01T08:30:00Z` or with an offset such as `+02:00` (UTC when no
 * zone is given). Returns epoch milliseconds, or null for anything else or a
 * date that does not exist (e.g. 31 June).
 */
export function parseTime(raw: string): number | null {
  const match = TIME_PATTERN.exec(raw.trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone = 'Z'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  if (zone.toUpperCase() === 'Z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const [zh, zm] = zone.slice(1).split(':').map(Number) as [number, number];
  if (zh > 23 || zm > 59) return null;
  return utc - sign * (zh * 60 + zm) * 60_000;
}

/** An RFC 3339 UTC timestamp at second precision, e.g. 2025-09-01T00:00:00Z. */
export function formatTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Checks `from` and `to`; one message per field that is wrong. */
export function validateRange(from: string, to: string): Pick<TelemetryErrors, 'from' | 'to'> {
  const errors: Pick<TelemetryErrors, 'from' | 'to'> = {};
  const format = 'as a date and time in UTC, e.g. 2025-09-01T00:00:00Z.';
  const start = from.trim() === '' ? null : parseTime(from);
  const end = to.trim() === '' ? null : parseTime(to);
  if (start === null) errors.from = `Enter the start ${format}`;
  if (end === null) errors.to = `Enter the end ${format}`;
  if (start !== null && end !== null && end <= start) errors.to = 'The end must come after the start.';
  return errors;
}

/** Checks a source filter; empty means none. An error message or null. */
export function validateSource(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  const former = FORMER_SOURCE_NAMES[value.toLowerCase()];
  if (former) return `Short names were retired in March 2026: use ${former} for ${value.toLowerCase()}.`;
  if (!/^did:ethr:\d+:0x[0-9a-fA-F]{40}$/.test(value))
    return 'The source is a connection’s ethr DID: did:ethr:, a chain ID, then a 0x address of 40 hexadecimal characters.';
  return null;
}

const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Reads a decimal number as typed (no exponent, no thousands separators); null when it is not one. */
export function parseDecimal(raw: string): number | null {
  const value = raw.trim();
  return DECIMAL.test(value) ? Number(value) : null;
}

/** Checks a value filter's number; an error message or null. */
export function validateFilterValue(raw: string): string | null {
  if (raw.trim() === '') return 'Enter a number to compare with, or choose no filter.';
  if (parseDecimal(raw) === null) return 'Enter a plain number, e.g. 100 or 12.5.';
  return null;
}

/** Checks a geofence; one message per input that is wrong. */
export function validateGeofence(
  fence: Geofence,
): Pick<TelemetryErrors, 'latitude' | 'longitude' | 'radius'> {
  const errors: Pick<TelemetryErrors, 'latitude' | 'longitude' | 'radius'> = {};
  const latitude = parseDecimal(fence.latitude);
  const longitude = parseDecimal(fence.longitude);
  const radius = parseDecimal(fence.radiusKm);
  if (latitude === null || latitude < -90 || latitude > 90)
    errors.latitude = 'Latitude is a number from -90 to 90, e.g. 52.52.';
  if (longitude === null || longitude < -180 || longitude > 180)
    errors.longitude = 'Longitude is a number from -180 to 180, e.g. 13.405.';
  if (radius === null || radius <= 0) errors.radius = 'The radius is a number of kilometres above 0, e.g. 5.';
  return errors;
}

/** The aggregation a choice uses, checked against its signal's enum. */
function aggregationOf(choice: SignalChoice | undefined, type: AggregatedType): string {
  const picked = choice?.aggregation;
  return picked && AGGREGATIONS[type].includes(picked) ? picked : DEFAULT_AGGREGATION[type];
}

/** Every problem with the options, one message per input; `{}` when they make a valid query. */
export function validateTelemetryOptions(options: TelemetryQueryOptions): TelemetryErrors {
  const errors: TelemetryErrors = {};
  const tokenId = validateTokenId(options.tokenId);
  if (tokenId) errors.tokenId = tokenId;
  const picked = effectiveSignals(options);
  if (picked.length === 0)
    errors.signals =
      options.mode === 'history' && options.signals.some((c) => findSignal(c.name)?.type === 'time')
        ? 'lastSeen has no history: pick at least one other signal.'
        : 'Pick at least one signal.';
  const source = validateSource(options.source);
  if (source) errors.source = source;
  if (options.mode === 'history') {
    const interval = validateInterval(options.interval);
    if (interval) errors.interval = interval;
    Object.assign(errors, validateRange(options.from, options.to));
    for (const choice of options.signals) {
      const signal = findSignal(choice.name);
      if (signal?.type !== 'float' || !choice.valueFilter) continue;
      const value = validateFilterValue(choice.valueFilter.value);
      if (value) errors[`value:${choice.name}`] = value;
    }
    if (options.geofence && geofenceApplies(options))
      Object.assign(errors, validateGeofence(options.geofence));
  }
  return errors;
}

/** The first message of a set of errors, or null when there is none. */
export function firstError(errors: TelemetryErrors): string | null {
  return Object.values(errors).find((m): m is string => typeof m === 'string') ?? null;
}

// ---------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------

/** Operation names of the two documents. */
export const OPERATION_NAMES: Readonly<Record<QueryMode, string>> = {
  latest: 'LatestSignals',
  history: 'SignalHistory',
};

/** A number as a GraphQL literal: `100`, `12.5`, `-3`. */
function numberLiteral(raw: string): string {
  return String(parseDecimal(raw));
}

/** A string as a GraphQL literal (JSON's escaping is valid GraphQL). */
function stringLiteral(value: string): string {
  return JSON.stringify(value);
}

/** The selection of one signal inside `signalsLatest`. */
function latestSelection(signal: Signal): string {
  if (signal.type === 'time') return signal.name;
  if (signal.type === 'location')
    return [`${signal.name} {`, '  timestamp', '  value { latitude longitude hdop }', '}'].join('\n');
  return `${signal.name} { timestamp value }`;
}

/** The field of one signal inside `signals`, with its aggregation and filter. */
function historySelection(
  signal: Signal,
  choice: SignalChoice | undefined,
  options: TelemetryQueryOptions,
): string {
  const type = signal.type as AggregatedType;
  const args = [`agg: ${aggregationOf(choice, type)}`];
  if (type === 'float' && choice?.valueFilter) {
    args.push(`filter: { ${choice.valueFilter.operator}: ${numberLiteral(choice.valueFilter.value)} }`);
  }
  if (signal.name === GEOFENCE_SIGNAL && options.geofence) {
    const { latitude, longitude, radiusKm } = options.geofence;
    args.push(
      `filter: { inCircle: { center: { latitude: ${numberLiteral(latitude)}, longitude: ${numberLiteral(longitude)} }, radius: ${numberLiteral(radiusKm)} } }`,
    );
  }
  const field = `${signal.name}(${args.join(', ')})`;
  return type === 'location' ? `${field} { latitude longitude hdop }` : field;
}

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => pad + line)
    .join('\n');
}

/**
 * The GraphQL document for valid options. Values are written into the query
 * (no variables), so it runs as it is in GraphiQL, the playground and the
 * SDKs. Throws TelemetryQueryError with the first problem when the options
 * are not valid.
 */
export function buildTelemetryQuery(options: TelemetryQueryOptions): string {
  const problem = firstError(validateTelemetryOptions(options));
  if (problem) throw new TelemetryQueryError(problem);
  const tokenId = String(Number(options.tokenId.trim()));
  const source = options.source.trim();
  const filter = source === '' ? null : `filter: { source: ${stringLiteral(source)} }`;
  const choices = new Map(options.signals.map((c) => [c.name, c]));
  const picked = effectiveSignals(options);
  const name = OPERATION_NAMES[options.mode];

  if (options.mode === 'latest') {
    const args = [`tokenId: ${tokenId}`, ...(filter ? [filter] : [])].join(', ');
    return [
      `query ${name} {`,
      `  signalsLatest(${args}) {`,
      ...picked.map((s) => indent(latestSelection(s), 4)),
      '  }',
      '}',
    ].join('\n');
  }

  const args = [
    `tokenId: ${tokenId}`,
    `interval: ${stringLiteral(options.interval.trim())}`,
    `from: ${stringLiteral(formatTime(parseTime(options.from)!))}`,
    `to: ${stringLiteral(formatTime(parseTime(options.to)!))}`,
    ...(filter ? [filter] : []),
  ];
  return [
    `query ${name} {`,
    '  signals(',
    ...args.map((a) => `    ${a}`),
    '  ) {',
    '    timestamp',
    ...picked.map((s) => indent(historySelection(s, choices.get(s.name), options), 4)),
    '  }',
    '}',
  ].join('\n');
}

/** Rows a history query returns: the range divided by the interval, rounded up; null while either is invalid. */
export function estimateRows(
  options: Pick<TelemetryQueryOptions, 'interval' | 'from' | 'to'>,
): number | null {
  const interval = parseInterval(options.interval);
  const from = parseTime(options.from);
  const to = parseTime(options.to);
  if (interval === null || interval <= 0 || from === null || to === null || to <= from) return null;
  return Math.ceil((to - from) / interval);
}

// ---------------------------------------------------------------------------
// Privileges
// ---------------------------------------------------------------------------

/** A privilege the Vehicle JWT needs, with its id(s) as the Developer Console and token exchange show them. */
export interface NeededPrivilege {
  /** e.g. `VEHICLE_NON_LOCATION_DATA`, or `VEHICLE_APPROXIMATE_LOCATION or VEHICLE_ALL_TIME_LOCATION`. */
  name: string;
  /** e.g. `1`, or `8 or 4`. */
  ids: string;
  /** The signals that need it, in catalogue order. */
  signals: string[];
}

const PRIVILEGE_IDS: Readonly<Record<Exclude<SignalPrivilege, 'Any Vehicle JWT'>, string>> = {
  VEHICLE_NON_LOCATION_DATA: '1',
  VEHICLE_ALL_TIME_LOCATION: '4',
  'VEHICLE_APPROXIMATE_LOCATION or VEHICLE_ALL_TIME_LOCATION': '8 or 4',
};

/** Order in which privileges are listed: by id. */
const PRIVILEGE_ORDER: readonly SignalPrivilege[] = [
  'VEHICLE_NON_LOCATION_DATA',
  'VEHICLE_ALL_TIME_LOCATION',
  'VEHICLE_APPROXIMATE_LOCATION or VEHICLE_ALL_TIME_LOCATION',
];

/**
 * The privileges a Vehicle JWT needs for the picked signals, by id. Signals
 * any Vehicle JWT may read (lastSeen) add none. When privilege 4 is needed
 * anyway, the approximate position needs nothing more: "8 or 4" is met by 4,
 * and its signals are listed under 4.
 */
export function neededPrivileges(picked: readonly Signal[]): NeededPrivilege[] {
  const bySignal = new Map<SignalPrivilege, string[]>();
  for (const s of picked) {
    if (s.privilege === 'Any Vehicle JWT') continue;
    bySignal.set(s.privilege, [...(bySignal.get(s.privilege) ?? []), s.name]);
  }
  const approximate = 'VEHICLE_APPROXIMATE_LOCATION or VEHICLE_ALL_TIME_LOCATION';
  const allTime = bySignal.get('VEHICLE_ALL_TIME_LOCATION');
  const either = bySignal.get(approximate);
  if (allTime && either) {
    const merged = new Set([...allTime, ...either]);
    bySignal.set(
      'VEHICLE_ALL_TIME_LOCATION',
      picked.filter((s) => merged.has(s.name)).map((s) => s.name),
    );
    bySignal.delete(approximate);
  }
  return PRIVILEGE_ORDER.filter((p) => bySignal.has(p)).map((p) => ({
    name: p,
    ids: PRIVILEGE_IDS[p as keyof typeof PRIVILEGE_IDS],
    signals: bySignal.get(p)!,
  }));
}
