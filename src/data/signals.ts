/**
 * Every field a reader can ask `signalsLatest` for, with the facts a developer
 * needs to pick it: value type, unit, what it measures and the privilege the
 * Vehicle JWT must carry. Names, types, units and privileges come from the
 * Telemetry API schema (platform facts §11.4); descriptions are our own words.
 *
 * The list is checked against `tests/schema/telemetry.graphql` by
 * `tests/unit/signals.test.ts`: when the API gains a signal, add it here and in
 * the SDL together.
 */

/** How the value comes back: a number, a text value, a coordinate pair or a timestamp. */
export type SignalType = 'float' | 'string' | 'location' | 'time';

/** The privilege (or choice of privileges) the Vehicle JWT needs to read the signal. */
export type SignalPrivilege =
  | 'VEHICLE_NON_LOCATION_DATA'
  | 'VEHICLE_ALL_TIME_LOCATION'
  | 'VEHICLE_APPROXIMATE_LOCATION or VEHICLE_ALL_TIME_LOCATION'
  | 'Any Vehicle JWT';

/** Categories in the order the signal table shows them. */
export const SIGNAL_CATEGORIES = [
  'Vehicle status',
  'Location',
  'Battery & charging',
  'Engine',
  'Fuel',
  'Transmission & service',
  'Tires & wheels',
  'Doors & windows',
  'Environment',
  'Diagnostics (OBD)',
  'Device',
] as const;

export type SignalCategory = (typeof SIGNAL_CATEGORIES)[number];

export interface Signal {
  /** Field name in `SignalCollection` / `SignalAggregations`. */
  name: string;
  category: SignalCategory;
  type: SignalType;
  /** Unit of the value; empty when the value has none. */
  unit: string;
  description: string;
  privilege: SignalPrivilege;
}

const NON_LOCATION = 'VEHICLE_NON_LOCATION_DATA';
const ALL_TIME_LOCATION = 'VEHICLE_ALL_TIME_LOCATION';
const APPROXIMATE_LOCATION = 'VEHICLE_APPROXIMATE_LOCATION or VEHICLE_ALL_TIME_LOCATION';

/** The aggregation enum a signal of this type takes in the `signals` query. */
export const aggregationEnum: Record<SignalType, string> = {
  float: 'FloatAggregation',
  string: 'StringAggregation',
  location: 'LocationAggregation',
  time: '—',
};

export const signals: readonly Signal[] = [
  // Vehicle status
  {
    name: 'lastSeen',
    category: 'Vehicle status',
    type: 'time',
    unit: 'UTC',
    description:
      'When the vehicle last reported any signal that passes the filter. Only on signalsLatest; use it to tell a parked car from one that stopped reporting.',
    privilege: 'Any Vehicle JWT',
  },
  {
    name: 'speed',
    category: 'Vehicle status',
    type: 'float',
    unit: 'km/h',
    description: 'Speed of the vehicle.',
    privilege: NON_LOCATION,
  },
  {
    name: 'isIgnitionOn',
    category: 'Vehicle status',
    type: 'float',
    unit: '0 or 1',
    description: 'Ignition state: 1 while the ignition is on, 0 when it is off.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTransmissionTravelledDistance',
    category: 'Vehicle status',
    type: 'float',
    unit: 'km',
    description: 'Odometer: total distance the vehicle has covered over its lifetime.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainRange',
    category: 'Vehicle status',
    type: 'float',
    unit: 'km',
    description:
      'Distance the vehicle can still cover with every energy source on board (fuel and battery combined).',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainType',
    category: 'Vehicle status',
    type: 'string',
    unit: '',
    description: 'Kind of powertrain, for example combustion, hybrid or battery electric.',
    privilege: NON_LOCATION,
  },
  {
    name: 'angularVelocityYaw',
    category: 'Vehicle status',
    type: 'float',
    unit: 'degrees/s',
    description: 'How fast the vehicle turns around its vertical axis (yaw rate).',
    privilege: NON_LOCATION,
  },

  // Location
  {
    name: 'currentLocationCoordinates',
    category: 'Location',
    type: 'location',
    unit: 'WGS 84',
    description:
      'Position as one object with latitude, longitude and hdop (GPS precision). Accepts inCircle and inPolygon geofence filters in the signals query.',
    privilege: ALL_TIME_LOCATION,
  },
  {
    name: 'currentLocationLatitude',
    category: 'Location',
    type: 'float',
    unit: 'degrees',
    description: 'Latitude of the GNSS antenna, WGS 84, from -90 to 90.',
    privilege: ALL_TIME_LOCATION,
  },
  {
    name: 'currentLocationLongitude',
    category: 'Location',
    type: 'float',
    unit: 'degrees',
    description: 'Longitude of the GNSS antenna, WGS 84, from -180 to 180.',
    privilege: ALL_TIME_LOCATION,
  },
  {
    name: 'currentLocationAltitude',
    category: 'Location',
    type: 'float',
    unit: 'm',
    description: 'Height of the GNSS antenna above the WGS 84 reference ellipsoid.',
    privilege: ALL_TIME_LOCATION,
  },
  {
    name: 'currentLocationHeading',
    category: 'Location',
    type: 'float',
    unit: 'degrees',
    description: 'Direction of travel from geographic north: 0 north, 90 east, 180 south, 270 west.',
    privilege: ALL_TIME_LOCATION,
  },
  {
    name: 'currentLocationIsRedacted',
    category: 'Location',
    type: 'float',
    unit: '0 or 1',
    description:
      '1 when the position at this timestamp fell inside a privacy zone set by the owner and was redacted, 0 otherwise.',
    privilege: ALL_TIME_LOCATION,
  },
  {
    name: 'currentLocationApproximateLatitude',
    category: 'Location',
    type: 'float',
    unit: 'degrees',
    description:
      'Coarse latitude: the centre of the H3 cell (resolution 6) that contains the vehicle, never the exact position.',
    privilege: APPROXIMATE_LOCATION,
  },
  {
    name: 'currentLocationApproximateLongitude',
    category: 'Location',
    type: 'float',
    unit: 'degrees',
    description:
      'Coarse longitude: the centre of the H3 cell (resolution 6) that contains the vehicle, never the exact position.',
    privilege: APPROXIMATE_LOCATION,
  },

  // Battery & charging
  {
    name: 'powertrainTractionBatteryStateOfChargeCurrent',
    category: 'Battery & charging',
    type: 'float',
    unit: 'percent',
    description:
      'State of charge of the high-voltage battery relative to its net capacity; may differ from the figure on the dashboard.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryStateOfChargeCurrentEnergy',
    category: 'Battery & charging',
    type: 'float',
    unit: 'kWh',
    description: 'Energy currently stored in the high-voltage battery.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryGrossCapacity',
    category: 'Battery & charging',
    type: 'float',
    unit: 'kWh',
    description: 'Total (gross) capacity of the high-voltage battery.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryStateOfHealth',
    category: 'Battery & charging',
    type: 'float',
    unit: 'percent',
    description: 'Estimated health of the high-voltage battery under standard conditions.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryRange',
    category: 'Battery & charging',
    type: 'float',
    unit: 'km',
    description: 'Distance the vehicle can still cover on battery power alone.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryCurrentPower',
    category: 'Battery & charging',
    type: 'float',
    unit: 'W',
    description:
      'Power flowing through the high-voltage battery: positive while energy goes in (charging), negative while it comes out (driving).',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryCurrentVoltage',
    category: 'Battery & charging',
    type: 'float',
    unit: 'V',
    description: 'Voltage of the high-voltage battery.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryTemperatureAverage',
    category: 'Battery & charging',
    type: 'float',
    unit: 'celsius',
    description: 'Mean temperature across the cells of the high-voltage battery.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryChargingIsCharging',
    category: 'Battery & charging',
    type: 'float',
    unit: '0 or 1',
    description: '1 while energy flows from a charger into the vehicle, 0 otherwise.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryChargingIsChargingCableConnected',
    category: 'Battery & charging',
    type: 'float',
    unit: '0 or 1',
    description: '1 when a charging cable is plugged into the vehicle, 0 when none is.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryChargingChargeLimit',
    category: 'Battery & charging',
    type: 'float',
    unit: 'percent',
    description: 'State of charge at which charging is set to stop.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryChargingAddedEnergy',
    category: 'Battery & charging',
    type: 'float',
    unit: 'kWh',
    description: 'Energy added to the high-voltage battery so far in the current charging session.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryChargingPower',
    category: 'Battery & charging',
    type: 'float',
    unit: 'kW',
    description: 'Charging power at this instant of a charging session.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryChargingChargeCurrentAC',
    category: 'Battery & charging',
    type: 'float',
    unit: 'A',
    description:
      'RMS alternating current at the charging inlet when per-phase values are not reported; negative when the car feeds the grid.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTractionBatteryChargingChargeVoltageUnknownType',
    category: 'Battery & charging',
    type: 'float',
    unit: 'V',
    description: 'Voltage at the charging inlet, for sources that do not say whether the charge is AC or DC.',
    privilege: NON_LOCATION,
  },
  {
    name: 'lowVoltageBatteryCurrentVoltage',
    category: 'Battery & charging',
    type: 'float',
    unit: 'V',
    description: 'Voltage of the low-voltage (12 V) battery that powers the electronics.',
    privilege: NON_LOCATION,
  },

  // Engine
  {
    name: 'powertrainCombustionEngineSpeed',
    category: 'Engine',
    type: 'float',
    unit: 'rpm',
    description: 'Engine speed in revolutions per minute.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainCombustionEngineTPS',
    category: 'Engine',
    type: 'float',
    unit: 'percent',
    description: 'Throttle position: how far the throttle is open.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainCombustionEngineMAF',
    category: 'Engine',
    type: 'float',
    unit: 'g/s',
    description: 'Mass air flow: grams of air the engine takes in each second.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainCombustionEngineTorque',
    category: 'Engine',
    type: 'float',
    unit: 'Nm',
    description: 'Torque the engine delivers; reported as 0 while engine braking.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainCombustionEngineECT',
    category: 'Engine',
    type: 'float',
    unit: 'celsius',
    description: 'Engine coolant temperature.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainCombustionEngineEOT',
    category: 'Engine',
    type: 'float',
    unit: 'celsius',
    description: 'Engine oil temperature.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainCombustionEngineEOP',
    category: 'Engine',
    type: 'float',
    unit: 'kPa',
    description: 'Engine oil pressure.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainCombustionEngineEngineOilLevel',
    category: 'Engine',
    type: 'string',
    unit: '',
    description: 'Engine oil level as a text reading reported by the vehicle.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainCombustionEngineEngineOilRelativeLevel',
    category: 'Engine',
    type: 'float',
    unit: 'percent',
    description: 'Engine oil level as a percentage of the full mark.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainCombustionEngineDieselExhaustFluidCapacity',
    category: 'Engine',
    type: 'float',
    unit: 'l',
    description: 'Size of the diesel exhaust fluid (DEF/AdBlue) tank.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainCombustionEngineDieselExhaustFluidLevel',
    category: 'Engine',
    type: 'float',
    unit: 'percent',
    description: 'Diesel exhaust fluid left in the tank: 0 empty, 100 full.',
    privilege: NON_LOCATION,
  },

  // Fuel
  {
    name: 'powertrainFuelSystemRelativeLevel',
    category: 'Fuel',
    type: 'float',
    unit: 'percent',
    description: 'Fuel in the tank as a share of its capacity: 0 empty, 100 full.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainFuelSystemAbsoluteLevel',
    category: 'Fuel',
    type: 'float',
    unit: 'l',
    description: 'Fuel in the tank, in litres.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainFuelSystemSupportedFuelTypes',
    category: 'Fuel',
    type: 'string',
    unit: '',
    description: 'Fuel types the vehicle accepts, such as gasoline or diesel.',
    privilege: NON_LOCATION,
  },

  // Transmission & service
  {
    name: 'powertrainTransmissionCurrentGear',
    category: 'Transmission & service',
    type: 'float',
    unit: '',
    description: 'Gear engaged: 0 neutral, positive numbers forward gears, negative numbers reverse.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTransmissionTemperature',
    category: 'Transmission & service',
    type: 'float',
    unit: 'celsius',
    description: 'Temperature of the gearbox.',
    privilege: NON_LOCATION,
  },
  {
    name: 'serviceDistanceToService',
    category: 'Transmission & service',
    type: 'float',
    unit: 'km',
    description: 'Distance left before the next scheduled service; negative once the service is overdue.',
    privilege: NON_LOCATION,
  },

  // Tires & wheels
  {
    name: 'chassisAxleRow1WheelLeftTirePressure',
    category: 'Tires & wheels',
    type: 'float',
    unit: 'kPa',
    description: 'Tire pressure, front left wheel.',
    privilege: NON_LOCATION,
  },
  {
    name: 'chassisAxleRow1WheelRightTirePressure',
    category: 'Tires & wheels',
    type: 'float',
    unit: 'kPa',
    description: 'Tire pressure, front right wheel.',
    privilege: NON_LOCATION,
  },
  {
    name: 'chassisAxleRow2WheelLeftTirePressure',
    category: 'Tires & wheels',
    type: 'float',
    unit: 'kPa',
    description: 'Tire pressure, rear left wheel.',
    privilege: NON_LOCATION,
  },
  {
    name: 'chassisAxleRow2WheelRightTirePressure',
    category: 'Tires & wheels',
    type: 'float',
    unit: 'kPa',
    description: 'Tire pressure, rear right wheel.',
    privilege: NON_LOCATION,
  },
  {
    name: 'chassisAxleRow1WheelLeftSpeed',
    category: 'Tires & wheels',
    type: 'float',
    unit: 'km/h',
    description: 'Rotational speed of the front left wheel, expressed as road speed.',
    privilege: NON_LOCATION,
  },
  {
    name: 'chassisAxleRow1WheelRightSpeed',
    category: 'Tires & wheels',
    type: 'float',
    unit: 'km/h',
    description: 'Rotational speed of the front right wheel, expressed as road speed.',
    privilege: NON_LOCATION,
  },

  // Doors & windows
  {
    name: 'cabinDoorRow1DriverSideIsOpen',
    category: 'Doors & windows',
    type: 'float',
    unit: '0 or 1',
    description: 'Front door, driver side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow1PassengerSideIsOpen',
    category: 'Doors & windows',
    type: 'float',
    unit: '0 or 1',
    description: 'Front door, passenger side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow2DriverSideIsOpen',
    category: 'Doors & windows',
    type: 'float',
    unit: '0 or 1',
    description: 'Rear door, driver side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow2PassengerSideIsOpen',
    category: 'Doors & windows',
    type: 'float',
    unit: '0 or 1',
    description: 'Rear door, passenger side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow1DriverSideWindowIsOpen',
    category: 'Doors & windows',
    type: 'float',
    unit: '0 or 1',
    description: 'Front window, driver side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow1PassengerSideWindowIsOpen',
    category: 'Doors & windows',
    type: 'float',
    unit: '0 or 1',
    description: 'Front window, passenger side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow2DriverSideWindowIsOpen',
    category: 'Doors & windows',
    type: 'float',
    unit: '0 or 1',
    description: 'Rear window, driver side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow2PassengerSideWindowIsOpen',
    category: 'Doors & windows',
    type: 'float',
    unit: '0 or 1',
    description: 'Rear window, passenger side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },

  // Environment
  {
    name: 'exteriorAirTemperature',
    category: 'Environment',
    type: 'float',
    unit: 'celsius',
    description: 'Outside air temperature measured by the vehicle.',
    privilege: NON_LOCATION,
  },

  // Diagnostics (OBD)
  {
    name: 'obdDTCList',
    category: 'Diagnostics (OBD)',
    type: 'string',
    unit: '',
    description:
      'Diagnostic trouble codes active right now, in the OBD-II format of SAE J2012 (a letter P, C, B or U followed by digits, e.g. P0420).',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdStatusDTCCount',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: '',
    description: 'How many diagnostic trouble codes are stored.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdDistanceSinceDTCClear',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'km',
    description: 'PID 31: distance driven since the trouble codes were last cleared.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdDistanceWithMIL',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'km',
    description: 'PID 21: distance driven with the check-engine light (MIL) lit.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdWarmupsSinceDTCClear',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: '',
    description: 'PID 30: engine warm-up cycles since the trouble codes were last cleared.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdRunTime',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 's',
    description: 'PID 1F: time the engine has been running since it was started.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdEngineLoad',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'percent',
    description: 'PID 04: calculated engine load, from 0 (idle, no load) to 100 (full load).',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdIntakeTemp',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'celsius',
    description: 'PID 0F: temperature of the air entering the intake.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdMAP',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'kPa',
    description: 'PID 0B: absolute pressure in the intake manifold.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdBarometricPressure',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'kPa',
    description: 'PID 33: ambient barometric pressure.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdFuelPressure',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'kPa',
    description: 'PID 0A: fuel rail pressure.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdShortTermFuelTrim1',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'percent',
    description:
      'PID 06: short-term fuel trim, bank 1. Negative means the mixture is leaned, positive enriched.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdLongTermFuelTrim1',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'percent',
    description: 'PID 07: learned long-term fuel trim, bank 1. Negative means leaner, positive richer.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdCommandedEGR',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'percent',
    description: 'PID 2C: exhaust gas recirculation (EGR) opening the engine computer asks for.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdCommandedEVAP',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'percent',
    description: 'PID 2E: evaporative purge (EVAP) valve opening the engine computer asks for.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdO2WRSensor1Voltage',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'V',
    description: 'PID 2x, bytes C and D: voltage of wide-range oxygen sensor 1.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdO2WRSensor2Voltage',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'V',
    description: 'PID 2x, bytes C and D: voltage of wide-range oxygen sensor 2.',
    privilege: NON_LOCATION,
  },

  // Device
  {
    name: 'dimoAftermarketNSAT',
    category: 'Device',
    type: 'float',
    unit: '',
    description: 'Number of GPS satellites the aftermarket device is locked on to.',
    privilege: NON_LOCATION,
  },
  {
    name: 'dimoAftermarketHDOP',
    category: 'Device',
    type: 'float',
    unit: '',
    description:
      'Horizontal dilution of precision of the device GPS fix; lower values mean a more precise position.',
    privilege: NON_LOCATION,
  },
  {
    name: 'dimoAftermarketSSID',
    category: 'Device',
    type: 'string',
    unit: '',
    description: 'Name (SSID) of the Wi-Fi network the aftermarket device uses.',
    privilege: NON_LOCATION,
  },
  {
    name: 'dimoAftermarketWPAState',
    category: 'Device',
    type: 'string',
    unit: '',
    description:
      'Wi-Fi connection state of the aftermarket device, such as CONNECTED, SCANNING or DISCONNECTED.',
    privilege: NON_LOCATION,
  },
];

/** Lower-cased text a query is matched against: name, description, unit and category. */
function haystack(signal: Signal): string {
  return [signal.name, signal.description, signal.unit, signal.category].join(' ').toLowerCase();
}

/**
 * Signals whose name, description, unit or category contain every
 * whitespace-separated word of `query` (case-insensitive), optionally limited
 * to one category. An empty query keeps every signal. Order is preserved.
 */
export function filterSignals(
  list: readonly Signal[],
  query: string,
  category?: SignalCategory | '',
): Signal[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  return list.filter((signal) => {
    if (category && signal.category !== category) return false;
    const text = haystack(signal);
    return words.every((word) => text.includes(word));
  });
}

/** Whether a string names one of the categories (for parsing a `<select>` value). */
export function isSignalCategory(value: string): value is SignalCategory {
  return (SIGNAL_CATEGORIES as readonly string[]).includes(value);
}
