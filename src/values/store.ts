/**
 * Where the reader's values live: localStorage under one key, shared by every
 * page and tab (other tabs hear of a change through the `storage` event), or
 * in memory for the visit where the browser refuses storage. Every value is
 * checked again when read, so nothing that looks like a token or a key is
 * ever used, even if something else wrote it there.
 */
import { safeLocalStorage } from '../lib/safeLocalStorage';
import { VALUE_NAMES, type ValueName } from './placeholders';
import type { YourValues } from './substitute';
import { checkField } from './validate';

export const STORAGE_KEY = 'dimo.yourValues';

export interface ValuesState {
  /** The switch: whether samples show the values. */
  enabled: boolean;
  values: YourValues;
}

export const EMPTY_STATE: ValuesState = { enabled: false, values: {} };

/** Where the state is kept; a getter, because reading `window.localStorage` throws where storage is disabled. */
export type StorageSource = () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

/** Only valid values of known names survive; anything else in the stored JSON is dropped. */
export function sanitize(input: unknown): ValuesState {
  if (typeof input !== 'object' || input === null) return EMPTY_STATE;
  const record = input as { enabled?: unknown; values?: unknown };
  const stored = (typeof record.values === 'object' && record.values !== null ? record.values : {}) as Record<
    string,
    unknown
  >;
  const values: YourValues = {};
  for (const name of VALUE_NAMES) {
    const raw = stored[name];
    if (typeof raw !== 'string') continue;
    const check = checkField(name, raw);
    if (check.kind === 'valid') values[name] = check.value;
  }
  return { enabled: record.enabled === true, values };
}

function serialize(state: ValuesState): string {
  return JSON.stringify(state);
}

export interface ValuesStore {
  /** The current state: the same object until it changes (React's useSyncExternalStore compares it). */
  get(): ValuesState;
  /** Values to show in samples, or null while the switch is off or nothing is set; stable like get(). */
  active(): YourValues | null;
  subscribe(listener: () => void): () => void;
  /** Keeps a new state; false when storage refused it (it then lasts for this visit only). */
  set(state: ValuesState): boolean;
}

export function createValuesStore(storage: StorageSource = safeLocalStorage): ValuesStore {
  let state: ValuesState | undefined;
  let active: YourValues | null = null;
  const listeners = new Set<() => void>();

  const adopt = (next: ValuesState) => {
    state = next;
    active = next.enabled && Object.keys(next.values).length > 0 ? next.values : null;
  };

  const write = (next: ValuesState): boolean => {
    try {
      const target = storage();
      if (!target) return false;
      if (!next.enabled && Object.keys(next.values).length === 0) target.removeItem(STORAGE_KEY);
      else target.setItem(STORAGE_KEY, serialize(next));
      return true;
    } catch {
      return false;
    }
  };

  const load = (): ValuesState => {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(STORAGE_KEY) ?? null;
    } catch {
      raw = null;
    }
    if (raw === null) return EMPTY_STATE;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const clean = sanitize(parsed);
    // Whatever did not pass (a token someone else wrote there, say) leaves storage too.
    if (serialize(clean) !== raw) write(clean);
    return clean;
  };

  const current = (): ValuesState => {
    if (state === undefined) adopt(load());
    return state!;
  };

  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEY) return;
    adopt(load());
    notify();
  };

  return {
    get: current,
    active() {
      current();
      return active;
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined')
        window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined')
          window.removeEventListener('storage', onStorage);
      };
    },
    set(next) {
      const clean = sanitize(next);
      const persisted = write(clean);
      adopt(clean);
      notify();
      return persisted;
    },
  };
}

/** The page's one store. */
export const valuesStore = createValuesStore();

/** Sets one value (or clears it with ''), keeping the others. */
export function withValue(state: ValuesState, name: ValueName, value: string): ValuesState {
  const values = { ...state.values };
  if (value === '') delete values[name];
  else values[name] = value;
  return { ...state, values };
}
