// @dimo-network/data-sdk 1.6.0 as its published JavaScript behaves (dist/api/resources, dist/graphql/resources,
// dist/api/Method.js, dist/graphql/Query.js). Its own declarations give each resource an `any` index signature and
// type query() as void, so the sample checker (samples/typescript.ts) compiles each sample a second time with the
// module name mapped here, to catch the methods and arguments the published declarations let through.
/* eslint-disable @typescript-eslint/no-explicit-any -- REST calls resolve to the API's parsed JSON, untyped in the SDK too */

export * from '../../node_modules/@dimo-network/data-sdk/dist/types/index';

/** What the auth calls resolve to: spread it into the next call (`{ ...developerJwt, tokenId }`). */
interface AuthHeaders {
  headers: { Authorization: string };
}

/** The body a GraphQL API answered with; `data` has the shape of your query. */
interface GraphQLResponse<TData = any> {
  data?: TData;
  errors?: GraphQLError[];
}

interface GraphQLError {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: { [key: string]: any };
}

/** Path parameters are written into the URL with toString(). */
type PathParam = string | number;

interface AgentsResource {
  healthCheck(): Promise<any>;
  /** `type` defaults to 'driver_agent_v1'. */
  createAgent(
    params: AuthHeaders & { type?: string; personality?: string; secrets: unknown; variables: unknown },
  ): Promise<any>;
  deleteAgent(params: AuthHeaders & { agentId: PathParam }): Promise<any>;
  sendMessage(
    params: AuthHeaders & { agentId: PathParam; message: string; vehicleIds?: number[]; user?: string },
  ): Promise<any>;
  streamMessage(
    params: AuthHeaders & { agentId: PathParam; message: string; vehicleIds?: number[]; user?: string },
  ): Promise<any>;
  getHistory(params: AuthHeaders & { agentId: PathParam; limit?: number }): Promise<any>;
}

interface AttestationResource {
  createVinVC(params: AuthHeaders & { tokenId: PathParam }): Promise<any>;
  createOdometerStatementVC(params: AuthHeaders & { tokenId: PathParam; timestamp?: string }): Promise<any>;
  createVehicleHealthVC(
    params: AuthHeaders & { tokenId: PathParam; startTime: string; endTime: string },
  ): Promise<any>;
  createVehiclePositionVC(params: AuthHeaders & { tokenId: PathParam; timestamp: string }): Promise<any>;
}

interface AuthResource {
  /** `address` defaults to client_id. */
  generateChallenge(params: {
    client_id: string;
    domain: string;
    address?: string;
  }): Promise<{ challenge: string; state: string }>;
  signChallenge(params: { message: string; private_key: string }): Promise<string>;
  submitChallenge(params: {
    client_id: string;
    domain: string;
    state: string;
    signature: string;
  }): Promise<AuthHeaders>;
  getDeveloperJwt(params: {
    client_id: string;
    domain: string;
    private_key: string;
    address?: string;
  }): Promise<AuthHeaders>;
}

interface DeviceDefinitionsResource {
  decodeVin(params: AuthHeaders & { countryCode: string; vin: string }): Promise<any>;
  search(params: {
    query: string;
    makeSlug?: string;
    modelSlug?: string;
    year?: number;
    page?: number;
    pageSize?: number;
  }): Promise<any>;
}

/** 1.6.0 registers no Devices calls. */
type DevicesResource = Record<never, never>;

interface TokenExchangeResource {
  /** The SDK adds nftContractAddress for the environment. */
  exchange(params: AuthHeaders & { privileges: number[]; tokenId: number }): Promise<AuthHeaders>;
  /** Looks up the privileges the owner granted your license, then calls exchange with all of them. */
  getVehicleJwt(params: AuthHeaders & { tokenId: number }): Promise<AuthHeaders>;
}

interface TripsResource {
  list(params: AuthHeaders & { tokenId: PathParam; page?: number }): Promise<any>;
}

interface ValuationsResource {
  getValuations(params: AuthHeaders & { tokenId: PathParam }): Promise<any>;
  /** Sent as GET. */
  getInstantOffers(params: AuthHeaders & { tokenId: PathParam }): Promise<any>;
  getOffers(params: AuthHeaders & { tokenId: PathParam }): Promise<any>;
}

interface VehicleTriggersResource {
  listWebhooks(params: AuthHeaders): Promise<any>;
  createWebhook(
    params: AuthHeaders & {
      service: string;
      metricName: string;
      condition: string;
      coolDownPeriod: number;
      description?: string;
      targetURL: string;
      status: string;
      verificationToken: string;
      displayName?: string;
    },
  ): Promise<any>;
  /** Sends the body `{ request }`. */
  updateWebhook(params: AuthHeaders & { webhookId: PathParam; request: unknown }): Promise<any>;
  deleteWebhook(params: AuthHeaders & { webhookId: PathParam }): Promise<any>;
  getWebhookSignalNames(params: AuthHeaders): Promise<any>;
  listSubscribedVehicles(params: AuthHeaders & { webhookId: PathParam }): Promise<any>;
  listVehicleSubscriptions(params: AuthHeaders & { tokenDID: string }): Promise<any>;
  subscribeVehicle(params: AuthHeaders & { webhookId: PathParam; tokenDID: string }): Promise<any>;
  subscribeAllVehicles(params: AuthHeaders & { webhookId: PathParam }): Promise<any>;
  unsubscribeVehicle(params: AuthHeaders & { webhookId: PathParam; tokenDID: string }): Promise<any>;
  unsubscribeAllVehicles(params: AuthHeaders & { webhookId: PathParam }): Promise<any>;
}

/** The Fetch API's filter argument, passed as a GraphQL variable. */
interface CloudEventFilter {
  [field: string]: unknown;
}

interface IdentityResource {
  /** Sends `{ query }` only: no variables, no headers. */
  query<TData = any>(params: { query: string }): Promise<GraphQLResponse<TData>>;
  getVehiclePrivileges(params: {
    tokenId: number;
    clientId?: string;
  }): Promise<{ permissions: string; grantee: string }[]>;
  listSacdPerVehicleTokenId(params: { tokenId: number; after?: string }): Promise<GraphQLResponse>;
  countDimoVehicles(): Promise<GraphQLResponse>;
  listVehicleDefinitionsPerAddress(params: { address: string; limit?: number }): Promise<GraphQLResponse>;
}

interface TelemetryResource {
  /** Sends `{ query }` only: no variables. */
  query<TData = any>(params: AuthHeaders & { query: string }): Promise<GraphQLResponse<TData>>;
  getLatestSignals(params: AuthHeaders & { tokenId: number }): Promise<GraphQLResponse>;
  getLatestVinVC(params: AuthHeaders & { tokenId: number }): Promise<GraphQLResponse>;
  /** Resolves to the VIN. */
  getVin(params: AuthHeaders & { tokenId: number }): Promise<string>;
}

interface FetchResource {
  /** Sends `{ query }` only: no variables. */
  query<TData = any>(params: AuthHeaders & { query: string }): Promise<GraphQLResponse<TData>>;
  getIndexKeys(
    params: AuthHeaders & { did: string; limit?: number; filter?: CloudEventFilter },
  ): Promise<GraphQLResponse>;
  getLatestIndexKey(
    params: AuthHeaders & { did: string; filter?: CloudEventFilter },
  ): Promise<GraphQLResponse>;
  getLatestObject(params: AuthHeaders & { did: string; filter?: CloudEventFilter }): Promise<GraphQLResponse>;
  getObjects(
    params: AuthHeaders & { did: string; limit?: number; filter?: CloudEventFilter },
  ): Promise<GraphQLResponse>;
}

export declare class DIMO {
  agents: AgentsResource;
  attestation: AttestationResource;
  auth: AuthResource;
  devicedefinitions: DeviceDefinitionsResource;
  devices: DevicesResource;
  fetch: FetchResource;
  identity: IdentityResource;
  telemetry: TelemetryResource;
  tokenexchange: TokenExchangeResource;
  trips: TripsResource;
  valuations: ValuationsResource;
  vehicleTriggers: VehicleTriggersResource;
  constructor(env: 'Production' | 'Dev');
  /** Reads .credentials.json (Node only; null elsewhere) and returns a Developer JWT. */
  authenticate(): Promise<AuthHeaders | null>;
}

// Only the names above with `export` are the package's.
export {};
