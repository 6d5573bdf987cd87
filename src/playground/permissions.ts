/**
 * Browser-safe and dependency-free: the privileges a Vehicle JWT can carry, by
 * id, Telemetry enum name and token-exchange permission name. Kept apart from
 * ./privileges.ts (which needs graphql) so token decoding stays small.
 */

/** A privilege a Vehicle JWT can carry: its numeric id (token exchange), Telemetry enum name and label. */
export interface PrivilegeInfo {
  id: number;
  /** Telemetry's `Privilege` enum value; privilege 6 (live data) has none. */
  name: string;
  label: string;
}

/** Privileges 1–8 as the token exchange numbers them (platform-facts.md §2.4). */
export const PRIVILEGES: readonly PrivilegeInfo[] = [
  { id: 1, name: 'VEHICLE_NON_LOCATION_DATA', label: 'All-time, non-location data' },
  { id: 2, name: 'VEHICLE_COMMANDS', label: 'Commands' },
  { id: 3, name: 'VEHICLE_CURRENT_LOCATION', label: 'Current location' },
  { id: 4, name: 'VEHICLE_ALL_TIME_LOCATION', label: 'All-time location' },
  { id: 5, name: 'VEHICLE_VIN_CREDENTIAL', label: 'VIN credential' },
  { id: 6, name: 'VEHICLE_LIVE_DATA', label: 'Live data streams' },
  { id: 7, name: 'VEHICLE_RAW_DATA', label: 'Raw data' },
  { id: 8, name: 'VEHICLE_APPROXIMATE_LOCATION', label: 'Approximate location' },
];

/** Token-exchange permission names (`privilege:GetNonLocationHistory`…) by privilege id. */
export const PERMISSION_NAMES: Readonly<Record<string, number>> = {
  'privilege:GetNonLocationHistory': 1,
  'privilege:ExecuteCommands': 2,
  'privilege:GetCurrentLocation': 3,
  'privilege:GetLocationHistory': 4,
  'privilege:GetVINCredential': 5,
  'privilege:GetLiveData': 6,
  'privilege:GetRawData': 7,
  'privilege:GetApproximateLocation': 8,
};

/** `VEHICLE_ALL_TIME_LOCATION (4)` */
export function privilegeName(id: number): string {
  const p = PRIVILEGES.find((x) => x.id === id);
  return p ? `${p.name} (${id})` : `privilege ${id}`;
}
