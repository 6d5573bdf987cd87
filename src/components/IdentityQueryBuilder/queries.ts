/**
 * The Identity query builder's catalogue: each root query a reader can start
 * from, its one argument, and the fields they can pick. `buildIdentityQuery`
 * turns a choice into a GraphQL document; the unit tests validate every
 * combination against the project's Identity SDL.
 */
import { playgroundHref } from '../../playground/url';

export interface FieldOption {
  /** Label shown next to the checkbox. */
  label: string;
  /** GraphQL selection, e.g. `owner` or `definition { make model year }`. */
  selection: string;
  /** Picked by default. */
  initial?: boolean;
}

export interface RootOption {
  id: string;
  label: string;
  /** Operation name, e.g. GetVehicle. */
  operation: string;
  argument: {
    name: string;
    label: string;
    /** GraphQL type of the variable, e.g. Int! or Address!. */
    type: 'Int!' | 'Address!' | 'String!';
    example: string;
    help: string;
  };
  /** Builds the root field call with `$value` as the argument, e.g. `vehicle(tokenId: $value)`. */
  call: string;
  /** A connection: the picked fields go inside `nodes { … }`, next to `totalCount`. */
  connection?: boolean;
  fields: FieldOption[];
}

const vehicleFields: FieldOption[] = [
  { label: 'Token ID', selection: 'tokenId', initial: true },
  { label: 'Token DID', selection: 'tokenDID' },
  { label: 'Owner', selection: 'owner', initial: true },
  { label: 'Minted at', selection: 'mintedAt' },
  { label: 'Make, model, year', selection: 'definition { id make model year }', initial: true },
  { label: 'Name', selection: 'name' },
  { label: 'Aftermarket device', selection: 'aftermarketDevice { tokenId serial manufacturer { name } }' },
  { label: 'Synthetic device', selection: 'syntheticDevice { tokenId integrationId }' },
  {
    label: 'Permission grants (SACDs)',
    selection: 'sacds(first: 10) { nodes { grantee permissions source createdAt expiresAt } }',
  },
  { label: 'Earnings', selection: 'earnings { totalTokens }' },
];

export const ROOTS: RootOption[] = [
  {
    id: 'vehicle',
    label: 'A vehicle by token ID',
    operation: 'GetVehicle',
    argument: {
      name: 'tokenId',
      label: 'Vehicle token ID',
      type: 'Int!',
      example: '12345',
      help: 'A whole number, e.g. 12345.',
    },
    call: 'vehicle(tokenId: $value)',
    fields: vehicleFields,
  },
  {
    id: 'shared',
    label: 'Vehicles shared with my license',
    operation: 'GetSharedVehicles',
    argument: {
      name: 'privileged',
      label: 'Developer License client ID',
      type: 'Address!',
      example: '0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d',
      help: 'The 0x address shown as Client ID in the Developer Console.',
    },
    call: 'vehicles(first: 50, filterBy: { privileged: $value })',
    connection: true,
    fields: vehicleFields,
  },
  {
    id: 'owned',
    label: 'Vehicles owned by a wallet',
    operation: 'GetOwnedVehicles',
    argument: {
      name: 'owner',
      label: 'Owner address',
      type: 'Address!',
      example: '0x1f0e2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b',
      help: 'The 0x wallet address of the vehicle owner.',
    },
    call: 'vehicles(first: 50, filterBy: { owner: $value })',
    connection: true,
    fields: vehicleFields,
  },
  {
    id: 'license',
    label: 'A Developer License by token ID',
    operation: 'GetDeveloperLicense',
    argument: {
      name: 'tokenId',
      label: 'License token ID',
      type: 'Int!',
      example: '481',
      help: 'The license number in the console URL.',
    },
    call: 'developerLicense(by: { tokenId: $value })',
    fields: [
      { label: 'Token ID', selection: 'tokenId', initial: true },
      { label: 'Client ID', selection: 'clientId', initial: true },
      { label: 'Alias', selection: 'alias', initial: true },
      { label: 'Owner', selection: 'owner' },
      { label: 'Minted at', selection: 'mintedAt' },
      { label: 'Redirect URIs', selection: 'redirectURIs(first: 10) { nodes { uri enabledAt } }' },
      { label: 'Signers (API keys)', selection: 'signers(first: 10) { nodes { address enabledAt } }' },
    ],
  },
  {
    id: 'rewards',
    label: 'Rewards of a user',
    operation: 'GetRewards',
    argument: {
      name: 'user',
      label: 'User address',
      type: 'Address!',
      example: '0x1f0e2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b',
      help: 'The 0x wallet address that received the rewards.',
    },
    call: 'rewards(user: $value)',
    fields: [
      { label: 'Total tokens', selection: 'totalTokens', initial: true },
      {
        label: 'Weekly history',
        selection:
          'history(first: 10) { nodes { week sentAt streakTokens aftermarketDeviceTokens syntheticDeviceTokens } }',
      },
    ],
  },
  {
    id: 'definition',
    label: 'A device definition by ID',
    operation: 'GetDeviceDefinition',
    argument: {
      name: 'id',
      label: 'Device definition ID',
      type: 'String!',
      example: 'ford_escape_2020',
      help: 'A make_model_year slug.',
    },
    call: 'deviceDefinition(by: { id: $value })',
    fields: [
      { label: 'Model', selection: 'model', initial: true },
      { label: 'Year', selection: 'year', initial: true },
      { label: 'Manufacturer', selection: 'manufacturer { name }', initial: true },
      { label: 'Device type', selection: 'deviceType' },
      { label: 'Image URI', selection: 'imageURI' },
      { label: 'Attributes', selection: 'attributes { name value }' },
    ],
  },
];

export class QueryBuilderError extends Error {
  override name = 'QueryBuilderError';
}

/** Checks the argument the reader typed; returns an error message or null. */
export function validateArgument(root: RootOption, raw: string): string | null {
  const value = raw.trim();
  if (!value) return `${root.argument.label} is required.`;
  if (root.argument.type === 'Int!' && !/^\d{1,10}$/.test(value))
    return `${root.argument.label} must be a whole number.`;
  if (root.argument.type === 'Address!' && !/^0x[0-9a-fA-F]{40}$/.test(value))
    return `${root.argument.label} must be a 0x address of 40 hexadecimal characters.`;
  if (root.argument.type === 'String!' && !/^[\w.-]{1,200}$/.test(value))
    return `${root.argument.label} may hold letters, digits, "_", "-" and "." only.`;
  return null;
}

export interface BuiltQuery {
  query: string;
  variables: Record<string, string | number>;
}

export function buildIdentityQuery(rootId: string, argument: string, fieldSelections: string[]): BuiltQuery {
  const root = ROOTS.find((r) => r.id === rootId);
  if (!root) throw new QueryBuilderError(`Unknown root query "${rootId}"`);
  if (fieldSelections.length === 0) throw new QueryBuilderError('Pick at least one field.');
  const known = new Set(root.fields.map((f) => f.selection));
  const unknown = fieldSelections.find((f) => !known.has(f));
  if (unknown) throw new QueryBuilderError(`"${unknown}" is not a field of ${root.label}`);
  const error = validateArgument(root, argument);
  if (error) throw new QueryBuilderError(error);
  const fields = root.fields.filter((f) => fieldSelections.includes(f.selection)).map((f) => f.selection);
  const lines = root.connection ? ['totalCount', 'nodes {', ...fields.map((f) => `  ${f}`), '}'] : fields;
  const call = root.call.replace('$value', `$${root.argument.name}`);
  const query = [
    `query ${root.operation}($${root.argument.name}: ${root.argument.type}) {`,
    `  ${call} {`,
    ...lines.map((l) => `    ${l}`),
    '  }',
    '}',
  ].join('\n');
  const value = argument.trim();
  return {
    query,
    variables: { [root.argument.name]: root.argument.type === 'Int!' ? Number(value) : value },
  };
}

/**
 * The Identity playground with the query and its variables (pretty-printed
 * JSON) in the URL: a path without the base URL, to wrap with `useBaseUrl`.
 */
export function playgroundLink(built: BuiltQuery): string {
  return playgroundHref('identity', {
    query: built.query,
    variables: JSON.stringify(built.variables, null, 2),
  });
}
