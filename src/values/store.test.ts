import React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEY, createValuesStore, type StorageSource } from './store';
import { useActiveValues } from './useYourValues';

const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';
const VALUES = {
  clientId: '0x1111111111111111111111111111111111111111',
  redirectUri: 'https://my.app.test/cb',
  vehicleTokenId: '777',
};

/** An in-memory localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  return { items, source: (() => storage) as StorageSource };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the values store', () => {
  it('keeps the values in localStorage and shows them while the switch is on', () => {
    const { items, source } = memoryStorage();
    const store = createValuesStore(source);
    expect(store.active()).toBeNull();
    expect(store.set({ enabled: true, values: VALUES })).toBe(true);
    expect(JSON.parse(items.get(STORAGE_KEY)!)).toEqual({ enabled: true, values: VALUES });
    expect(store.active()).toEqual(VALUES);
    // Another page's store reads the same values.
    expect(createValuesStore(source).active()).toEqual(VALUES);
  });

  it('turning the switch off shows the placeholders again and keeps the values', () => {
    const { source } = memoryStorage();
    const store = createValuesStore(source);
    store.set({ enabled: true, values: VALUES });
    store.set({ ...store.get(), enabled: false });
    expect(store.active()).toBeNull();
    expect(store.get().values).toEqual(VALUES);
  });

  it('never writes a JWT or a key, whatever it is handed', () => {
    const { items, source } = memoryStorage();
    const store = createValuesStore(source);
    store.set({
      enabled: true,
      values: { clientId: JWT, redirectUri: `https://a.test/?t=${JWT}`, vehicleTokenId: '777' },
    });
    expect(items.get(STORAGE_KEY)).not.toContain('eyJ');
    expect(store.get().values).toEqual({ vehicleTokenId: '777' });
  });

  it('drops a token found in storage (written by something else) and removes it from storage', () => {
    const planted = JSON.stringify({ enabled: true, values: { clientId: JWT, vehicleTokenId: '5' } });
    const { items, source } = memoryStorage({ [STORAGE_KEY]: planted });
    const store = createValuesStore(source);
    expect(store.active()).toEqual({ vehicleTokenId: '5' });
    expect(items.get(STORAGE_KEY)).not.toContain('eyJ');
  });

  it('ignores stored text that is not its JSON', () => {
    const { source } = memoryStorage({ [STORAGE_KEY]: '{not json' });
    expect(createValuesStore(source).get()).toEqual({ enabled: false, values: {} });
  });

  it('where storage is refused, keeps the values for the visit and says they were not stored', () => {
    const refusing: StorageSource = () => {
      throw new Error('SecurityError');
    };
    const store = createValuesStore(refusing);
    expect(store.set({ enabled: true, values: VALUES })).toBe(false);
    expect(store.active()).toEqual(VALUES);
  });

  it('gives the same object until the state changes (React compares snapshots by identity)', () => {
    const { source } = memoryStorage();
    const store = createValuesStore(source);
    store.set({ enabled: true, values: VALUES });
    expect(store.get()).toBe(store.get());
    expect(store.active()).toBe(store.active());
  });

  it('hears a change made in another tab through the storage event', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const { items, source } = memoryStorage();
    const store = createValuesStore(source);
    const heard = vi.fn();
    const unsubscribe = store.subscribe(heard);
    items.set(STORAGE_KEY, JSON.stringify({ enabled: true, values: { vehicleTokenId: '42' } }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEY }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.active()).toEqual({ vehicleTokenId: '42' });
    // Another key is not its business.
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'theme' }));
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('useActiveValues', () => {
  it('sees no values on the server even when storage holds some, so the server render shows the placeholders', () => {
    const getItem = vi.fn(() => JSON.stringify({ enabled: true, values: VALUES }));
    vi.stubGlobal('window', { localStorage: { getItem, setItem: vi.fn(), removeItem: vi.fn() } });
    function Probe() {
      const values = useActiveValues();
      return React.createElement('span', null, values ? values.vehicleTokenId : 'placeholders');
    }
    expect(renderToString(React.createElement(Probe))).toBe('<span>placeholders</span>');
    expect(getItem).not.toHaveBeenCalled();
  });
});
