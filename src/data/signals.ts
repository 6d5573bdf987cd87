/**
 * Every field a reader can ask `signalsLatest` for, with the facts a developer
 * needs to pick it: value type, unit, what it measures and the privilege the
 * Vehicle JWT must carry. Names, types, units and privileges come from the
 * published Telemetry API schema as of August 2026 (116 generated signals plus
 * `lastSeen` and `currentLocationApproximateCoordinates`); descriptions are our
 * own words. Flags the API stores as floats (0 or 1) carry the unit `0 or 1`.
 *
 * The list is checked against `schema/telemetry.graphql` by
 * `signals.test.ts` beside it: when the API gains a signal, add it here and in
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
  'Chassis & brakes',
  'Tires & wheels',
  'Body & cabin',
  'Diagnostics (OBD)',
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
  {
    name: 'exteriorAirTemperature',
    category: 'Vehicle status',
    type: 'float',
    unit: 'celsius',
    description: 'Outside air temperature measured by the vehicle.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdIsPluggedIn',
    category: 'Vehicle status',
    type: 'float',
    unit: '0 or 1',
    description:
      'Connection of the aftermarket device: 1 while it is plugged in, 0 after it has been unplugged.',
    privilege: NON_LOCATION,
  },
  {
    name: 'connectivityCellularIsJammingDetected',
    category: 'Vehicle status',
    type: 'float',
    unit: '0 or 1',
    description:
      'Cellular connection: 1 while jamming or radio interference is detected that keeps the link from working normally, 0 otherwise.',
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
    name: 'currentLocationApproximateCoordinates',
    category: 'Location',
    type: 'location',
    unit: 'WGS 84',
    description:
      'Coarse position: latitude and longitude are moved to the centre of the H3 cell (resolution 6) around the vehicle, while hdop is left as measured. No geofence filter.',
    privilege: APPROXIMATE_LOCATION,
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
    name: 'powertrainCombustionEngineTorquePercent',
    category: 'Engine',
    type: 'float',
    unit: 'percent',
    description:
      'Torque the engine delivers as a share of its reference torque, as trucks and buses report it over FMS / J1939 (SPN 513).',
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
  {
    name: 'obdIsEngineBlocked',
    category: 'Engine',
    type: 'float',
    unit: '0 or 1',
    description: 'Engine immobiliser: 1 while the engine is reported as blocked, 0 once it is unblocked.',
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
    name: 'powertrainFuelSystemAccumulatedConsumption',
    category: 'Fuel',
    type: 'float',
    unit: 'l',
    description:
      'Running total of the fuel the vehicle has used, as its own counter reports it (FMS SPN 250).',
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
    name: 'powertrainTransmissionSelectedGear',
    category: 'Transmission & service',
    type: 'float',
    unit: '',
    description:
      'Gear the driver has selected: 0 neutral, positive numbers forward, negative numbers reverse, 126 park.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTransmissionActualGear',
    category: 'Transmission & service',
    type: 'float',
    unit: '',
    description: 'Gear the gearbox actually has engaged: 0 neutral, 1 to 15 the gear number.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTransmissionActualGearRatio',
    category: 'Transmission & service',
    type: 'float',
    unit: '',
    description: 'Ratio of the gear the gearbox has engaged at this moment.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTransmissionIsClutchSwitchOperated',
    category: 'Transmission & service',
    type: 'float',
    unit: '0 or 1',
    description:
      '1 while the clutch switch is operated, so engine and gearbox are partly or fully disconnected; 0 otherwise.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTransmissionRetarderActualTorque',
    category: 'Transmission & service',
    type: 'float',
    unit: 'percent',
    description:
      'Braking torque of the retarder (the wear-free auxiliary brake of heavy vehicles) as a percentage, per J1939 SPN 520.',
    privilege: NON_LOCATION,
  },
  {
    name: 'powertrainTransmissionRetarderTorqueMode',
    category: 'Transmission & service',
    type: 'string',
    unit: '',
    description: 'Torque mode the retarder reports as active, as a text value.',
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
  {
    name: 'serviceTimeToService',
    category: 'Transmission & service',
    type: 'float',
    unit: 's',
    description: 'Time left before the next service of any kind; negative once the service is overdue.',
    privilege: NON_LOCATION,
  },

  // Chassis & brakes
  {
    name: 'chassisAxleRow3Weight',
    category: 'Chassis & brakes',
    type: 'float',
    unit: 'kg',
    description: 'Load measured on the third axle (row 3).',
    privilege: NON_LOCATION,
  },
  {
    name: 'chassisAxleRow4Weight',
    category: 'Chassis & brakes',
    type: 'float',
    unit: 'kg',
    description: 'Load measured on the fourth axle (row 4).',
    privilege: NON_LOCATION,
  },
  {
    name: 'chassisAxleRow5Weight',
    category: 'Chassis & brakes',
    type: 'float',
    unit: 'kg',
    description: 'Load measured on the fifth axle (row 5).',
    privilege: NON_LOCATION,
  },
  {
    name: 'chassisBrakeIsPedalPressed',
    category: 'Chassis & brakes',
    type: 'float',
    unit: '0 or 1',
    description: '1 while the brake pedal is pressed, 0 when it is released.',
    privilege: NON_LOCATION,
  },
  {
    name: 'chassisBrakePedalPosition',
    category: 'Chassis & brakes',
    type: 'float',
    unit: 'percent',
    description: 'How far the brake pedal is pushed down: 0 released, 100 all the way.',
    privilege: NON_LOCATION,
  },
  {
    name: 'chassisParkingBrakeIsEngaged',
    category: 'Chassis & brakes',
    type: 'float',
    unit: '0 or 1',
    description: '1 while the parking brake is engaged, 0 when it is released.',
    privilege: NON_LOCATION,
  },
  {
    name: 'chassisBrakeABSIsWarningOn',
    category: 'Chassis & brakes',
    type: 'float',
    unit: '0 or 1',
    description: '1 while the ABS warning lamp shows any state other than off, 0 otherwise.',
    privilege: NON_LOCATION,
  },
  {
    name: 'chassisBrakeCircuit1PressurePrimary',
    category: 'Chassis & brakes',
    type: 'float',
    unit: 'kPa',
    description: 'Air pressure in service brake circuit 1 or its reservoir, on vehicles with air brakes.',
    privilege: NON_LOCATION,
  },
  {
    name: 'chassisBrakeCircuit2PressurePrimary',
    category: 'Chassis & brakes',
    type: 'float',
    unit: 'kPa',
    description: 'Air pressure in service brake circuit 2 or its reservoir, on vehicles with air brakes.',
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
    name: 'chassisTireSystemIsWarningOn',
    category: 'Tires & wheels',
    type: 'float',
    unit: '0 or 1',
    description: '1 while the tire system warning lamp on the dashboard is lit, 0 otherwise.',
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

  // Body & cabin
  {
    name: 'bodyLockIsLocked',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Central locking: 1 when the vehicle is locked, 0 when it is unlocked.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow1DriverSideIsOpen',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Front door, driver side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow1PassengerSideIsOpen',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Front door, passenger side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow2DriverSideIsOpen',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Rear door, driver side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow2PassengerSideIsOpen',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Rear door, passenger side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow1DriverSideWindowIsOpen',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Front window, driver side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow1PassengerSideWindowIsOpen',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Front window, passenger side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow2DriverSideWindowIsOpen',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Rear window, driver side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinDoorRow2PassengerSideWindowIsOpen',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Rear window, passenger side: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'bodyTrunkFrontIsOpen',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Front trunk (frunk) lid: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'bodyTrunkRearIsOpen',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Rear trunk or tailgate: 1 when open even partly, 0 when fully shut.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinSeatRow1DriverSideIsBelted',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Seat belt, first row, driver seat: 1 when buckled, 0 when not.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinSeatRow1PassengerSideIsBelted',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Seat belt, first row, passenger seat: 1 when buckled, 0 when not.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinSeatRow2DriverSideIsBelted',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Seat belt, second row, driver side: 1 when buckled, 0 when not.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinSeatRow2MiddleIsBelted',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Seat belt, second row, middle seat: 1 when buckled, 0 when not.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinSeatRow2PassengerSideIsBelted',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Seat belt, second row, passenger side: 1 when buckled, 0 when not.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinSeatRow3DriverSideIsBelted',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Seat belt, third row, driver side: 1 when buckled, 0 when not.',
    privilege: NON_LOCATION,
  },
  {
    name: 'cabinSeatRow3PassengerSideIsBelted',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: 'Seat belt, third row, passenger side: 1 when buckled, 0 when not.',
    privilege: NON_LOCATION,
  },
  {
    name: 'bodyLightsIsAirbagWarningOn',
    category: 'Body & cabin',
    type: 'float',
    unit: '0 or 1',
    description: '1 while the airbag (SRS) warning lamp is lit, 0 otherwise.',
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
    name: 'obdThrottlePosition',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'percent',
    description: 'PID 11: throttle opening, from 0 (closed) to 100 (wide open).',
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
    name: 'obdOilTemperature',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'celsius',
    description: 'PID 5C: engine oil temperature as read over the diagnostic port.',
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
    name: 'obdMaxMAF',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'g/s',
    description: 'PID 50: the highest air flow the mass air flow sensor can report.',
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
    name: 'obdFuelRailPressure',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'kPa',
    description:
      'Fuel rail pressure from PID 22 (relative to manifold vacuum) when the car supports it, else from PID 23 (direct injection).',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdFuelRate',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'l/h',
    description: 'PID 5E: how much fuel the engine burns per hour.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdFuelTypeName',
    category: 'Diagnostics (OBD)',
    type: 'string',
    unit: '',
    description: 'PID 51: the fuel type code, decoded into a readable name.',
    privilege: NON_LOCATION,
  },
  {
    name: 'obdEthanolPercent',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'percent',
    description: 'PID 52: share of ethanol in the fuel.',
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
    name: 'obdLongTermFuelTrim2',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: 'percent',
    description: 'PID 09: learned long-term fuel trim, bank 2. Negative means leaner, positive richer.',
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
  {
    name: 'obdIsPTOActive',
    category: 'Diagnostics (OBD)',
    type: 'float',
    unit: '0 or 1',
    description: 'PID 1E: auxiliary input status; 1 while power take-off (PTO) is active, 0 otherwise.',
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
