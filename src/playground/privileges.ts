/**
 * Browser-safe: which privileges a Vehicle JWT must carry for a query, and
 * which of them a token lacks. No DOM, no Node APIs.
 *
 * The mapping is deliberately small. It follows the privilege directives of
 * the published Telemetry schema (`@requiresAllOfPrivileges`,
 * `@requiresOneOfPrivilege`; ../shared/research/platform-changes-2026.md T1,
 * T3, T5, T6) and the per-signal privileges of src/data/signals.ts:
 *   - each signal of `SignalCollection` / `SignalAggregations`: its privilege in signals.ts;
 *   - `events`, `segments`, `dailyActivity`: 1 and 4;
 *   - `vinVCLatest`: 5;
 *   - every Fetch query: 7 (raw data), or both 1 and 4 (platform-changes-2026.md §2.3).
 * Anything else (lastSeen, availableSignals, dataSummary, signalsSnapshot,
 * attestations) needs a Vehicle JWT and no particular privilege.
 */
import {
  getNamedType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';

import { signals, type SignalPrivilege } from '../data/signals';
import { privilegeName } from './permissions';
import type { PlaygroundApi } from './url';

export { PERMISSION_NAMES, PRIVILEGES, privilegeName, type PrivilegeInfo } from './permissions';

/**
 * What one field needs: any one of `alternatives`, each a set of privileges
 * that must all be present. `[[1, 4]]` is "1 and 4"; `[[8], [4]]` is "8 or 4".
 */
export interface Requirement {
  /** Where the requirement comes from, e.g. `signalsLatest.currentLocationCoordinates`. */
  field: string;
  alternatives: number[][];
}

const NON_LOCATION = 1;
const ALL_TIME_LOCATION = 4;
const VIN_CREDENTIAL = 5;
const RAW_DATA = 7;
const APPROXIMATE_LOCATION = 8;

function signalAlternatives(privilege: SignalPrivilege): number[][] {
  switch (privilege) {
    case 'VEHICLE_NON_LOCATION_DATA':
      return [[NON_LOCATION]];
    case 'VEHICLE_ALL_TIME_LOCATION':
      return [[ALL_TIME_LOCATION]];
    case 'VEHICLE_APPROXIMATE_LOCATION or VEHICLE_ALL_TIME_LOCATION':
      return [[APPROXIMATE_LOCATION], [ALL_TIME_LOCATION]];
    case 'Any Vehicle JWT':
      return [];
  }
}

/** Privileges of Telemetry fields, keyed `Type.field`. */
const TELEMETRY_FIELDS: ReadonlyMap<string, number[][]> = new Map([
  ['Query.events', [[NON_LOCATION, ALL_TIME_LOCATION]]],
  ['Query.segments', [[NON_LOCATION, ALL_TIME_LOCATION]]],
  ['Query.dailyActivity', [[NON_LOCATION, ALL_TIME_LOCATION]]],
  ['Query.vinVCLatest', [[VIN_CREDENTIAL]]],
  ...signals.flatMap((s) => {
    const alternatives = signalAlternatives(s.privilege);
    return alternatives.length === 0
      ? []
      : [
          [`SignalCollection.${s.name}`, alternatives] as const,
          [`SignalAggregations.${s.name}`, alternatives] as const,
        ];
  }),
]);

/** Every Fetch query: raw data, or both non-location and location history. */
const FETCH_QUERY: number[][] = [[RAW_DATA], [NON_LOCATION, ALL_TIME_LOCATION]];

/**
 * The privileges `query` needs on `api`, one entry per field that needs any
 * (duplicates removed). Returns [] for Identity, and for a query that does not
 * parse (the editor reports that separately).
 */
export function requiredPrivileges(api: PlaygroundApi, query: string, schema: GraphQLSchema): Requirement[] {
  if (api === 'identity') return [];
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return [];
  }
  const found = new Map<string, Requirement>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent) return;
        const key = `${getNamedType(parent).name}.${node.name.value}`;
        const alternatives =
          api === 'fetch'
            ? parent.name === schema.getQueryType()?.name
              ? FETCH_QUERY
              : undefined
            : TELEMETRY_FIELDS.get(key);
        if (alternatives && !found.has(key)) found.set(key, { field: key, alternatives });
      },
    }),
  );
  return [...found.values()];
}

/** The privileges one field needs (for the docs panel), or undefined when it needs none in particular. */
export function fieldRequirement(
  api: PlaygroundApi,
  schema: GraphQLSchema,
  parentType: string,
  field: string,
): number[][] | undefined {
  if (api === 'fetch') return parentType === schema.getQueryType()?.name ? FETCH_QUERY : undefined;
  if (api === 'telemetry') return TELEMETRY_FIELDS.get(`${parentType}.${field}`);
  return undefined;
}

/** A requirement the token does not meet, with what would meet it. */
export interface MissingPrivilege {
  field: string;
  /** Privilege ids to add, from the cheapest alternative (fewest missing). */
  missing: number[];
  alternatives: number[][];
}

/** The requirements `granted` does not meet. */
export function missingPrivileges(
  requirements: Requirement[],
  granted: readonly number[],
): MissingPrivilege[] {
  const has = new Set(granted);
  const out: MissingPrivilege[] = [];
  for (const r of requirements) {
    const gaps = r.alternatives.map((alt) => alt.filter((id) => !has.has(id)));
    if (gaps.some((g) => g.length === 0)) continue;
    const cheapest = gaps.reduce((a, b) => (b.length < a.length ? b : a));
    out.push({ field: r.field, missing: cheapest, alternatives: r.alternatives });
  }
  return out;
}

/** "VEHICLE_ALL_TIME_LOCATION (4)", "VEHICLE_APPROXIMATE_LOCATION (8) or VEHICLE_ALL_TIME_LOCATION (4)" */
export function describeAlternatives(alternatives: number[][]): string {
  return alternatives.map((alt) => alt.map(privilegeName).join(' and ')).join(', or ');
}

/** One sentence per distinct gap: "currentLocationCoordinates needs VEHICLE_ALL_TIME_LOCATION (4)." */
export function describeMissing(missing: MissingPrivilege[]): string[] {
  const byNeed = new Map<string, string[]>();
  for (const m of missing) {
    const need = describeAlternatives(m.alternatives);
    byNeed.set(need, [...(byNeed.get(need) ?? []), m.field.split('.').pop()!]);
  }
  return [...byNeed].map(
    ([need, fields]) => `${fields.join(', ')} ${fields.length > 1 ? 'need' : 'needs'} ${need}.`,
  );
}
