import { describe, expect, it } from 'vitest';

import { INITIAL_GEOFENCE, INITIAL_STATE, builderReducer } from './useTelemetryQueryBuilder';

describe('builderReducer', () => {
  it('toggles a signal on and off, appending it', () => {
    const on = builderReducer(INITIAL_STATE, { type: 'toggleSignal', name: 'obdDTCList' });
    expect(on.options.signals.map((c) => c.name)).toEqual([
      'speed',
      'powertrainTransmissionTravelledDistance',
      'obdDTCList',
    ]);
    const off = builderReducer(on, { type: 'toggleSignal', name: 'speed' });
    expect(off.options.signals.map((c) => c.name)).toEqual([
      'powertrainTransmissionTravelledDistance',
      'obdDTCList',
    ]);
  });

  it('adds a value filter with an operator and removes it with none', () => {
    let state = builderReducer(INITIAL_STATE, { type: 'filterOperator', name: 'speed', operator: 'gt' });
    state = builderReducer(state, { type: 'filterValue', name: 'speed', value: '100' });
    expect(state.options.signals[0]).toEqual({
      name: 'speed',
      valueFilter: { operator: 'gt', value: '100' },
    });
    state = builderReducer(state, { type: 'filterOperator', name: 'speed', operator: 'lte' });
    expect(state.options.signals[0]).toEqual({
      name: 'speed',
      valueFilter: { operator: 'lte', value: '100' },
    });
    state = builderReducer(state, { type: 'filterOperator', name: 'speed', operator: '' });
    expect(state.options.signals[0]).toEqual({ name: 'speed' });
  });

  it('turns the geofence on with a starting circle, edits it, and drops it when turned off', () => {
    let state = builderReducer(INITIAL_STATE, { type: 'geofence', on: true });
    state = builderReducer(state, { type: 'geofenceField', field: 'radiusKm', value: '12' });
    expect(state.options.geofence).toEqual({ latitude: '52.52', longitude: '13.405', radiusKm: '12' });
    state = builderReducer(state, { type: 'geofence', on: false });
    expect(state.options.geofence).toBeNull();
    expect(builderReducer(state, { type: 'geofenceField', field: 'radiusKm', value: '1' })).toBe(state);
    expect(builderReducer(state, { type: 'geofence', on: true }).options.geofence).toEqual(INITIAL_GEOFENCE);
  });
});
