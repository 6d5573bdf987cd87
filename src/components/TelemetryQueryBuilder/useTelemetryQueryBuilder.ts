import { useMemo, useReducer } from 'react';

import { filterSignals, signals as SIGNALS, type Signal, type SignalCategory } from '../../data/signals';
import {
  buildTelemetryQuery,
  effectiveSignals,
  estimateRows,
  geofenceApplies,
  INITIAL_OPTIONS,
  neededPrivileges,
  validateTelemetryOptions,
  type FloatFilterOperator,
  type Geofence,
  type NeededPrivilege,
  type QueryMode,
  type TelemetryErrors,
  type TelemetryQueryOptions,
} from './queries';

/** The geofence a reader starts from when they turn it on: 5 km around central Berlin. */
export const INITIAL_GEOFENCE: Geofence = { latitude: '52.52', longitude: '13.405', radiusKm: '5' };

export interface BuilderState {
  options: TelemetryQueryOptions;
  /** Words typed into the signal search. */
  search: string;
  /** Category the signal list is narrowed to; '' for all. */
  category: SignalCategory | '';
}

type TextField = 'tokenId' | 'interval' | 'from' | 'to' | 'source';

export type BuilderAction =
  | { type: 'mode'; mode: QueryMode }
  | { type: 'text'; field: TextField; value: string }
  | { type: 'toggleSignal'; name: string }
  | { type: 'removeSignal'; name: string }
  | { type: 'aggregation'; name: string; aggregation: string }
  /** '' removes the value filter. */
  | { type: 'filterOperator'; name: string; operator: FloatFilterOperator | '' }
  | { type: 'filterValue'; name: string; value: string }
  | { type: 'geofence'; on: boolean }
  | { type: 'geofenceField'; field: keyof Geofence; value: string }
  | { type: 'search'; search: string }
  | { type: 'category'; category: SignalCategory | '' };

export const INITIAL_STATE: BuilderState = { options: INITIAL_OPTIONS, search: '', category: '' };

function withOptions(state: BuilderState, patch: Partial<TelemetryQueryOptions>): BuilderState {
  return { ...state, options: { ...state.options, ...patch } };
}

function updateChoice(
  state: BuilderState,
  name: string,
  update: (choice: TelemetryQueryOptions['signals'][number]) => TelemetryQueryOptions['signals'][number],
): BuilderState {
  return withOptions(state, {
    signals: state.options.signals.map((c) => (c.name === name ? update(c) : c)),
  });
}

/** Every change the form can make, as one pure function of the state. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'mode':
      return withOptions(state, { mode: action.mode });
    case 'text':
      return withOptions(state, { [action.field]: action.value });
    case 'toggleSignal': {
      const picked = state.options.signals.some((c) => c.name === action.name);
      return withOptions(state, {
        signals: picked
          ? state.options.signals.filter((c) => c.name !== action.name)
          : [...state.options.signals, { name: action.name }],
      });
    }
    case 'removeSignal':
      return withOptions(state, { signals: state.options.signals.filter((c) => c.name !== action.name) });
    case 'aggregation':
      return updateChoice(state, action.name, (c) => ({ ...c, aggregation: action.aggregation }));
    case 'filterOperator':
      return updateChoice(state, action.name, (c) => {
        if (action.operator === '') {
          const { valueFilter: _removed, ...rest } = c;
          return rest;
        }
        return { ...c, valueFilter: { operator: action.operator, value: c.valueFilter?.value ?? '' } };
      });
    case 'filterValue':
      return updateChoice(state, action.name, (c) =>
        c.valueFilter ? { ...c, valueFilter: { ...c.valueFilter, value: action.value } } : c,
      );
    case 'geofence':
      return withOptions(state, {
        geofence: action.on ? (state.options.geofence ?? INITIAL_GEOFENCE) : null,
      });
    case 'geofenceField':
      return state.options.geofence
        ? withOptions(state, { geofence: { ...state.options.geofence, [action.field]: action.value } })
        : state;
    case 'search':
      return { ...state, search: action.search };
    case 'category':
      return { ...state, category: action.category };
  }
}

export interface TelemetryQueryBuilderModel {
  state: BuilderState;
  dispatch: (action: BuilderAction) => void;
  /** The signals the search and category leave in the list. */
  matches: Signal[];
  /** The signals the query will contain. */
  picked: Signal[];
  errors: TelemetryErrors;
  /** The document, or null while an input is wrong. */
  query: string | null;
  privileges: NeededPrivilege[];
  /** History mode: the number of rows the range and interval give, or null. */
  rows: number | null;
  /** Whether the geofence inputs apply. */
  geofenceAvailable: boolean;
}

/** The builder's state and everything derived from it. Nothing here talks to the network. */
export function useTelemetryQueryBuilder(): TelemetryQueryBuilderModel {
  const [state, dispatch] = useReducer(builderReducer, INITIAL_STATE);
  const { options, search, category } = state;
  const matches = useMemo(() => filterSignals(SIGNALS, search, category), [search, category]);
  const derived = useMemo(() => {
    const errors = validateTelemetryOptions(options);
    const ok = Object.keys(errors).length === 0;
    const picked = effectiveSignals(options);
    return {
      errors,
      picked,
      query: ok ? buildTelemetryQuery(options) : null,
      privileges: neededPrivileges(picked),
      rows: options.mode === 'history' ? estimateRows(options) : null,
      geofenceAvailable: geofenceApplies(options),
    };
  }, [options]);
  return { state, dispatch, matches, ...derived };
}
