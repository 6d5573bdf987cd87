/**
 * The public surface of the .NET SDK (NuGet package Dimo.Client), written from
 * DIMO-Network/dimo-dotnet-sdk at commit 32783d5c1642bec4c680ebab54ccc6d8e7bb971f
 * (tag v1.1.1, 2025-02-19, the head of its default branch). No C# compiler runs here,
 * so samples/dotnet.ts checks the pages' C# samples against this table instead.
 *
 * Types are written as C# spells them ('Task<Auth>', 'PrivilegeSharing[]'). Models are
 * the .NET 6+ variants (the package also targets netstandard2.0 with the same names).
 */

export const DOTNET_SDK_REPOSITORY = 'DIMO-Network/dimo-dotnet-sdk';
export const DOTNET_SDK_COMMIT = '32783d5c1642bec4c680ebab54ccc6d8e7bb971f';
export const DOTNET_SDK_VERSION = '1.1.1';

export interface DotnetParam {
  name: string;
  type: string;
  /** Has a default value, so a call may leave it out. */
  optional?: true;
}

export interface DotnetMethod {
  params: DotnetParam[];
  returns: string;
  /** Type parameters of a generic method, e.g. ['T'] for ExecuteQueryAsync<T>. */
  typeParams?: string[];
}

export interface DotnetType {
  namespace: string;
  kind: 'class' | 'static class' | 'interface' | 'record' | 'enum';
  /** Type parameters of a generic type, e.g. ['T'] for VehicleSchemeResponse<T>. */
  typeParams?: string[];
  /** Public constructors, one parameter list each; absent when `new` cannot build the type. */
  constructors?: DotnetParam[][];
  properties?: Record<string, string>;
  /** Properties an object initializer (`new T { P = … }`) may set. */
  settable?: readonly string[];
  /** Instance methods by name; each entry is one overload. */
  methods?: Record<string, DotnetMethod[]>;
  /** Static methods by name; each entry is one overload. */
  staticMethods?: Record<string, DotnetMethod[]>;
  /** Enum members, in declaration order. */
  members?: readonly string[];
}

const ct: DotnetParam = { name: 'cancellationToken', type: 'CancellationToken', optional: true };

function p(name: string, type: string, optional?: true): DotnetParam {
  return optional ? { name, type, optional } : { name, type };
}

function method(returns: string, ...params: DotnetParam[]): DotnetMethod {
  return { params, returns };
}

const MODELS = 'Dimo.Client.Models';

/** A record with a primary constructor: `record Auth(string AccessToken, …)`. */
function positionalRecord(properties: Record<string, string>, typeParams?: string[]): DotnetType {
  return {
    namespace: MODELS,
    kind: 'record',
    ...(typeParams ? { typeParams } : {}),
    constructors: [Object.entries(properties).map(([name, type]) => p(name, type))],
    properties,
    settable: Object.keys(properties),
  };
}

/** A record of `{ get; init; }` properties and an implicit parameterless constructor. */
function initRecord(properties: Record<string, string>, typeParams?: string[]): DotnetType {
  return {
    namespace: MODELS,
    kind: 'record',
    ...(typeParams ? { typeParams } : {}),
    constructors: [[]],
    properties,
    settable: Object.keys(properties),
  };
}

function modelClass(properties: Record<string, string>): DotnetType {
  return {
    namespace: MODELS,
    kind: 'class',
    constructors: [[]],
    properties,
    settable: Object.keys(properties),
  };
}

function enumOf(members: string[]): DotnetType {
  return { namespace: MODELS, kind: 'enum', members };
}

/** Every public type of Dimo.Client 1.1.1, by simple name. */
/** The Attestation service's methods: the interface and its class declare the same. */
const attestationMethods: Record<string, DotnetMethod[]> = {
  CreateVinVcAsync: [method('Task<VehicleVinVc>', p('tokenId', 'long'), p('vehicleToken', 'string'), ct)],
};

/** The Telemetry service's methods: the interface and its class declare the same. */
const telemetryMethods: Record<string, DotnetMethod[]> = {
  GetVehicleVinVcLatestAsync: [
    method(
      'Task<VinVcLatestScheme<VehicleVinVcLatest>>',
      p('tokenId', 'long'),
      p('vehicleToken', 'string'),
      ct,
    ),
  ],
  GetLatestSignalsAsync: [method('Task<LatestSignal>', p('tokenId', 'long'), p('authToken', 'string'), ct)],
  ExecuteQueryAsync: [
    {
      typeParams: ['T'],
      returns: 'Task<T>',
      params: [
        p('authToken', 'string'),
        p('query', 'string'),
        p('variables', 'object'),
        p('queryName', 'string', true),
        ct,
      ],
    },
  ],
};

/** The Identity service's listing methods: the interface and its class declare the same (ExecuteQueryAsync differs). */
const identityListingMethods: Record<string, DotnetMethod[]> = {
  CountDimoVehiclesAsync: [method('Task<VehicleSchemeResponse<CountResult>>', ct)],
  ListVehiclesDefinitionsPerAddressAsync: [
    method('Task<VehicleSchemeResponse<VehicleDefinition>>', p('address', 'string'), p('limit', 'int'), ct),
  ],
};

export const DOTNET_SDK: Record<string, DotnetType> = {
  // Dimo.Client
  DimoEnvironment: { namespace: 'Dimo.Client', kind: 'enum', members: ['Development', 'Production'] },
  ClientCredentials: {
    namespace: 'Dimo.Client',
    kind: 'class',
    constructors: [[]],
    properties: { ClientId: 'string', Domain: 'string', Address: 'string', PrivateKey: 'string' },
    settable: ['ClientId', 'Domain', 'Address', 'PrivateKey'],
  },
  DimoClientBuilder: {
    namespace: 'Dimo.Client',
    kind: 'class',
    constructors: [[]],
    methods: {
      WithEnvironment: [method('DimoClientBuilder', p('environment', 'DimoEnvironment'))],
      AddGraphQLServices: [method('DimoClientBuilder')],
      AddRestServices: [method('DimoClientBuilder')],
      AddAllServices: [method('DimoClientBuilder')],
      WithCredentials: [
        method('DimoClientBuilder', p('credentials', 'ClientCredentials')),
        method('DimoClientBuilder', p('config', 'Action<ClientCredentials>')),
      ],
      Build: [method('IDimoClient')],
    },
  },
  IDimoClient: {
    namespace: 'Dimo.Client',
    kind: 'interface',
    properties: {
      AttestationService: 'IAttestationService',
      AuthenticationService: 'IAuthenticationService',
      DeviceDataService: 'IDeviceDataService',
      DeviceDefinitionsService: 'IDeviceDefinitionsService',
      DevicesService: 'IDevicesService',
      EventsService: 'IEventsService',
      TokenExchangeService: 'ITokenExchangeService',
      TripsService: 'ITripsService',
      UsersService: 'IUsersService',
      ValuationsService: 'IValuationsService',
      VehicleSignalDecodingService: 'IVehicleSignalDecodingService',
      IdentityService: 'IIdentityService',
      TelemetryService: 'ITelemetryService',
    },
    methods: { Dispose: [method('void')], DisposeAsync: [method('ValueTask')] },
  },

  // Dimo.Client.Exceptions
  DimoException: {
    namespace: 'Dimo.Client.Exceptions',
    kind: 'class',
    constructors: [[p('errorMessage', 'string')]],
    properties: { ErrorMessage: 'string', Message: 'string' },
    settable: ['ErrorMessage'],
  },
  DimoGraphqlException: {
    namespace: 'Dimo.Client.Exceptions',
    kind: 'class',
    constructors: [[p('errorMessage', 'string')], [p('errorMessage', 'string'), p('errors', 'string[]')]],
    properties: { ErrorMessage: 'string', Errors: 'string[]', Message: 'string' },
  },

  // Dimo.Client.Extensions: registration in a host's IServiceCollection.
  DimoClientOptions: {
    namespace: 'Dimo.Client.Extensions',
    kind: 'class',
    constructors: [[]],
    properties: { Environment: 'DimoEnvironment', Credentials: 'ClientCredentials' },
    settable: ['Environment', 'Credentials'],
  },
  DependencyInjectionExtension: {
    namespace: 'Dimo.Client.Extensions',
    kind: 'static class',
    staticMethods: {
      AddDimoClient: [
        method(
          'IServiceCollection',
          p('services', 'IServiceCollection'),
          p('options', 'Action<DimoClientOptions>'),
        ),
      ],
    },
  },
  GraphqlServicesExtensions: {
    namespace: 'Dimo.Client.Extensions',
    kind: 'static class',
    staticMethods: {
      AddDimoGraphQlServices: [
        method(
          'IServiceCollection',
          p('services', 'IServiceCollection'),
          p('config', 'Action<DimoClientOptions>'),
        ),
      ],
    },
  },
  RestServicesExtensions: {
    namespace: 'Dimo.Client.Extensions',
    kind: 'static class',
    staticMethods: {
      AddDimoRestServices: [
        method(
          'IServiceCollection',
          p('services', 'IServiceCollection'),
          p('config', 'Action<DimoClientOptions>'),
        ),
      ],
    },
  },

  // Dimo.Client.Services.*: the service interfaces IDimoClient exposes.
  IAttestationService: {
    namespace: 'Dimo.Client.Services.Attestation',
    kind: 'interface',
    methods: attestationMethods,
  },
  AttestationService: {
    namespace: 'Dimo.Client.Services.Attestation',
    kind: 'class',
    constructors: [[p('httpClientFactory', 'IHttpClientFactory')]],
    methods: attestationMethods,
  },
  IAuthenticationService: {
    namespace: 'Dimo.Client.Services.Authentication',
    kind: 'interface',
    methods: {
      GenerateChallengeAsync: [
        method(
          'Task<SignatureChallenge>',
          p('clientId', 'string'),
          p('domain', 'string'),
          p('address', 'string'),
          ct,
        ),
      ],
      SignChallengeAsync: [method('Task<string>', p('message', 'string'), p('privateKey', 'string'), ct)],
      SubmitChallengeAsync: [
        method(
          'Task<Auth>',
          p('clientId', 'string'),
          p('domain', 'string'),
          p('state', 'string'),
          p('signature', 'string'),
          ct,
        ),
      ],
      GetTokenAsync: [
        method(
          'Task<Auth>',
          p('clientId', 'string'),
          p('domain', 'string'),
          p('privateKey', 'string'),
          p('address', 'string'),
          ct,
        ),
        // Reads ClientId, Domain, PrivateKey and Address set with DimoClientBuilder.WithCredentials.
        method('Task<Auth>', ct),
      ],
    },
  },
  IDeviceDataService: {
    namespace: 'Dimo.Client.Services.DeviceData',
    kind: 'interface',
    methods: {
      GetVehicleHistoryAsync: [
        method(
          'Task<VehicleHistory>',
          p('tokenId', 'long'),
          p('authToken', 'string'),
          p('startDate', 'string', true),
          p('endDate', 'string', true),
          ct,
        ),
      ],
      GetVehicleStatusAsync: [
        method('Task<VehicleStatus>', p('tokenId', 'long'), p('authToken', 'string'), ct),
      ],
      GetRawVehicleStatusAsync: [
        method('Task<RawVehicleStatus>', p('tokenId', 'long'), p('authToken', 'string'), ct),
      ],
      GetUserDeviceStatusAsync: [
        method('Task<VehicleStatus>', p('userDeviceId', 'string'), p('authToken', 'string'), ct),
      ],
      GetUserDeviceHistoryAsync: [
        method(
          'Task<VehicleHistory>',
          p('userDeviceId', 'string'),
          p('authToken', 'string'),
          p('startDate', 'string', true),
          p('endDate', 'string', true),
          ct,
        ),
      ],
      ExportUserDeviceDataAsync: [
        method('Task<ExportDataResponse>', p('userDeviceId', 'string'), p('authToken', 'string'), ct),
      ],
    },
  },
  IDeviceDefinitionsService: {
    namespace: 'Dimo.Client.Services.DeviceDefinitions',
    kind: 'interface',
    methods: {
      GetByMmyAsync: [
        method('Task<DeviceDefinition>', p('make', 'string'), p('model', 'string'), p('year', 'int'), ct),
      ],
      GetByIdAsync: [method('Task<DeviceDefinition>', p('deviceDefinitionId', 'string'), ct)],
      GetDeviceMakesAsync: [method('Task<IReadOnlyCollection<DeviceMake>>', ct)],
      GetDeviceTypeByIdAsync: [method('Task<DeviceType>', p('deviceTypeId', 'string'), ct)],
    },
  },
  IDevicesService: {
    namespace: 'Dimo.Client.Services.Devices',
    kind: 'interface',
    methods: {
      CreateVehicleAsync: [
        method(
          'Task<CreatedVehicle>',
          p('countryCode', 'string'),
          p('deviceDefinitionId', 'string'),
          p('authToken', 'string'),
          ct,
        ),
      ],
      CreateVehicleFromSmartCarAsync: [
        method(
          'Task<CreatedVehicle>',
          p('code', 'string'),
          p('countryCode', 'string'),
          p('redirectUri', 'string'),
          p('authToken', 'string'),
          ct,
        ),
      ],
      CreateVehicleFromVinAsync: [
        method(
          'Task<CreatedVehicle>',
          p('vin', 'string'),
          p('countryCode', 'string'),
          p('canProtocol', 'string'),
          p('authToken', 'string'),
          ct,
        ),
      ],
      UpdateVehicleVinAsync: [
        method(
          'Task',
          p('userDeviceId', 'string'),
          p('vin', 'string'),
          p('signature', 'string'),
          p('authToken', 'string'),
          ct,
        ),
      ],
      GetClaimingPayloadAsync: [
        method('Task<ClaimingPayload>', p('serial', 'string'), p('authToken', 'string'), ct),
      ],
      SignClaimingPayloadAsync: [
        method(
          'Task',
          p('serial', 'string'),
          p('aftermarketDeviceSignature', 'string'),
          p('userSignature', 'string'),
          p('authToken', 'string'),
          ct,
        ),
      ],
      GetMintingPayloadAsync: [
        method('Task<ClaimingPayload>', p('userDeviceId', 'string'), p('authToken', 'string'), ct),
      ],
      SignMintingPayloadAsync: [
        method(
          'Task',
          p('userDeviceId', 'string'),
          p('aftermarketDeviceSignature', 'string'),
          p('userSignature', 'string'),
          p('authToken', 'string'),
          ct,
        ),
      ],
      OptInShareDataAsync: [method('Task', p('userDeviceId', 'string'), p('authToken', 'string'), ct)],
      RefreshSmartCarDataAsync: [method('Task', p('userDeviceId', 'string'), p('authToken', 'string'), ct)],
      GetPairingPayloadAsync: [method('Task', p('userDeviceId', 'string'), p('authToken', 'string'), ct)],
      SignPairingPayloadAsync: [
        method(
          'Task',
          p('userDeviceId', 'string'),
          p('aftermarketDeviceSignature', 'int[]'),
          p('externalId', 'string'),
          p('signature', 'int[]'),
          p('authToken', 'string'),
          ct,
        ),
      ],
      LockDoorsAsync: [method('Task<CommandResponse>', p('tokenId', 'long'), p('authToken', 'string'), ct)],
      UnlockDoorsAsync: [method('Task<CommandResponse>', p('tokenId', 'long'), p('authToken', 'string'), ct)],
      OpenFrunkAsync: [method('Task<CommandResponse>', p('tokenId', 'long'), p('authToken', 'string'), ct)],
      OpenTrunkAsync: [method('Task<CommandResponse>', p('tokenId', 'long'), p('authToken', 'string'), ct)],
      ListErrorCodesAsync: [
        method('Task<AvailableErrorCode>', p('userDeviceId', 'string'), p('authToken', 'string'), ct),
      ],
      SubmitErrorCodesAsync: [
        method(
          'Task<AvailableErrorCode>',
          p('userDeviceId', 'string'),
          p('errorCodes', 'string[]'),
          p('authToken', 'string'),
          ct,
        ),
      ],
      ClearErrorCodesAsync: [
        method('Task<QueryResult>', p('userDeviceId', 'string'), p('authToken', 'string'), ct),
      ],
      GetAftermarketDeviceAsync: [
        method('Task<AftermarketDevice>', p('tokenId', 'long'), p('authToken', 'string'), ct),
      ],
      GetAftermarketDeviceImageAsync: [
        method('Task<Stream>', p('tokenId', 'long'), p('authToken', 'string'), ct),
      ],
      GetAftermarketDeviceMetadataByAddressAsync: [
        method('Task<AftermarketDevice>', p('address', 'string'), p('authToken', 'string'), ct),
      ],
    },
  },
  IEventsService: {
    namespace: 'Dimo.Client.Services.Events',
    kind: 'interface',
    methods: {
      ListEventsAsync: [
        method(
          'Task<IReadOnlyCollection<DeviceEvent>>',
          p('authToken', 'string'),
          p('deviceId', 'string', true),
          p('deviceType', 'string', true),
          p('subType', 'string', true),
          ct,
        ),
      ],
    },
  },
  IIdentityService: {
    namespace: 'Dimo.Client.Services.Identity',
    kind: 'interface',
    methods: {
      ...identityListingMethods,
      // The interface gives queryName no default (the IdentityService class does): callers through
      // IDimoClient.IdentityService must pass it.
      ExecuteQueryAsync: [
        {
          typeParams: ['T'],
          returns: 'Task<T>',
          params: [p('query', 'string'), p('variables', 'object'), p('queryName', 'string'), ct],
        },
      ],
    },
  },
  IdentityService: {
    namespace: 'Dimo.Client.Services.Identity',
    kind: 'class',
    constructors: [[p('factory', 'IHttpClientFactory')]],
    methods: {
      ...identityListingMethods,
      ExecuteQueryAsync: [
        {
          typeParams: ['T'],
          returns: 'Task<T>',
          params: [p('query', 'string'), p('variables', 'object'), p('queryName', 'string', true), ct],
        },
      ],
    },
  },
  ITelemetryService: {
    namespace: 'Dimo.Client.Services.Telemetry',
    kind: 'interface',
    methods: telemetryMethods,
  },
  TelemetryService: {
    namespace: 'Dimo.Client.Services.Telemetry',
    kind: 'class',
    constructors: [[p('factory', 'IHttpClientFactory')]],
    methods: telemetryMethods,
  },
  ITokenExchangeService: {
    namespace: 'Dimo.Client.Services.TokenExchange',
    kind: 'interface',
    methods: {
      GetPrivilegeTokenAsync: [
        method(
          'Task<PrivilegeToken>',
          p('accessToken', 'string'),
          p('tokenId', 'long'),
          p('privileges', 'PrivilegeSharing[]'),
          ct,
        ),
      ],
    },
  },
  ITripsService: {
    namespace: 'Dimo.Client.Services.Trips',
    kind: 'interface',
    methods: {
      ListTripsByTokenIdAsync: [
        method('Task<TripHistory>', p('tokenId', 'string'), p('authToken', 'string'), ct),
      ],
    },
  },
  IUsersService: {
    namespace: 'Dimo.Client.Services.Users',
    kind: 'interface',
    methods: {
      GetUserAsync: [method('Task<User>', p('authToken', 'string'), ct)],
      UpdateUserAsync: [method('Task<User>', p('authToken', 'string'), p('user', 'User'), ct)],
      DeleteUserAsync: [method('Task', p('authToken', 'string'), ct)],
      SendConfirmationEmailAsync: [method('Task', p('authToken', 'string'), ct)],
      ConfirmEmailAsync: [method('Task', p('authToken', 'string'), p('confirmationCode', 'string'), ct)],
    },
  },
  IValuationsService: {
    namespace: 'Dimo.Client.Services.Valuations',
    kind: 'interface',
    methods: {
      GetValuationsAsync: [
        method('Task<IReadOnlyCollection<Valuation>>', p('accessToken', 'string'), p('tokenId', 'long'), ct),
      ],
      GetInstantOfferAsync: [method('Task', p('accessToken', 'string'), p('tokenId', 'long'), ct)],
      GetOffersAsync: [
        method('Task<IReadOnlyCollection<OfferData>>', p('accessToken', 'string'), p('tokenId', 'long'), ct),
      ],
    },
  },
  IVehicleSignalDecodingService: {
    namespace: 'Dimo.Client.Services.VehicleSignalDecoding',
    kind: 'interface',
    methods: {
      ListConfigUrlsByVinAsync: [method('Task<DeviceConfigUrls>', p('vin', 'string'), ct)],
      GetPidConfigsAsync: [method('Task<PidConfig>', p('templateName', 'string'), ct)],
      GetDeviceSettingsAsync: [method('Task<DeviceSetting>', p('templateName', 'string'), ct)],
      GetDbcTextAsync: [method('Task<string>', p('templateName', 'string'), ct)],
      GetDeviceStatusByAddressAsync: [method('Task<DeviceStatus>', p('address', 'string'), ct)],
      SetDeviceStatusByAddressAsync: [
        method('Task', p('address', 'string'), p('newDeviceStatus', 'DeviceStatusConfig'), ct),
      ],
      GetJobsByAddressAsync: [method('Task', p('address', 'string'), ct)],
      GetPendingJobsByAddressAsync: [method('Task', p('address', 'string'), ct)],
      SetJobStatusByAddressAsync: [method('Task', p('address', 'string'), p('jobId', 'string'), ct)],
    },
  },

  // Dimo.Client.Models
  AftermarketDevice: positionalRecord({
    TokenId: 'long',
    Address: 'string',
    Description: 'string',
    Image: 'string',
    Name: 'string',
    Attributes: 'AftermarketDeviceAttribute[]',
  }),
  AftermarketDeviceAttribute: positionalRecord({ TraitType: 'string', Value: 'string' }),
  Auth: initRecord({ AccessToken: 'string', TokenType: 'string', ExpiresIn: 'int', IdToken: 'string' }),
  AvailableErrorCode: positionalRecord({ Queries: 'QueryResult[]' }),
  QueryResult: positionalRecord({
    CreatedAt: 'DateTimeOffset',
    ErrorCodes: 'ErrorCode[]',
    RequestedAt: 'DateTimeOffset',
  }),
  ErrorCode: positionalRecord({ Code: 'string', Description: 'string' }),
  ClaimingPayload: positionalRecord({
    Domain: 'Domain',
    Message: 'Message',
    PrimaryType: 'string',
    Types: 'Types',
  }),
  Domain: positionalRecord({
    ChainId: 'object',
    Name: 'string',
    Salt: 'string',
    VerifyingContract: 'string',
    Version: 'string',
  }),
  Message: positionalRecord({ AdditionalProperty1: 'AdditionalProperty' }),
  Types: positionalRecord({
    AdditionalProperty1: 'AdditionalProperty[]',
    AdditionalProperty2: 'AdditionalProperty[]',
    AdditionalProperty3: 'AdditionalProperty[]',
  }),
  AdditionalProperty: positionalRecord({ Name: 'string', Value: 'string' }),
  CommandResponse: positionalRecord({ RequestId: 'string' }),
  CreatedVehicle: positionalRecord({
    DeviceDefinitionId: 'string',
    UserDeviceId: 'string',
    IntegrationCapabilities: 'IntegrationCapability[]',
  }),
  IntegrationCapability: positionalRecord({
    Id: 'string',
    Country: 'string',
    Region: 'string',
    Style: 'string',
    Type: 'string',
    Vendor: 'string',
    Capabilities: 'int[]',
  }),
  DeviceConfigUrls: positionalRecord({ DbcUrl: 'Uri', PidUrl: 'Uri', DeviceSettingUrl: 'Uri' }),
  DeviceDefinition: initRecord({
    DeviceDefinitionId: 'string',
    ExternalId: 'string',
    Name: 'string',
    ImageUrl: 'string',
    Source: 'string',
    HardwareTemplateId: 'string',
    Make: 'Make',
    Type: 'Type',
    VehicleData: 'Dictionary<string,string>',
    Metadata: 'string',
    Verified: 'bool',
    ExternalIds: 'List<ExternalId>',
    DeviceIntegrations: 'List<DeviceIntegration>',
    CompatibleIntegrations: 'List<CompatibleIntegration>',
    DeviceStyles: 'List<object>',
    DeviceAttributes: 'List<DeviceAttribute>',
  }),
  CompatibleIntegration: initRecord({
    Id: 'string',
    Type: 'string',
    Style: 'string',
    Vendor: 'string',
    Region: 'string',
    Features: 'List<Feature>',
  }),
  DeviceAttribute: initRecord({
    Name: 'string',
    Label: 'string',
    Description: 'string',
    Type: 'string',
    Required: 'bool',
    Value: 'string',
    Options: 'object',
  }),
  DeviceIntegration: initRecord({
    Id: 'string',
    Type: 'string',
    Style: 'string',
    Vendor: 'string',
    Region: 'string',
    Features: 'List<Feature>',
  }),
  ExternalId: initRecord({ Vendor: 'string', Id: 'string' }),
  ExternalIds: initRecord({ Edmunds: 'string', Parkers: 'string' }),
  ExternalIdsTyped: initRecord({ Vendor: 'string', Id: 'string' }),
  Feature: initRecord({ FeatureKey: 'string', SupportLevel: 'int' }),
  Make: initRecord({
    Id: 'string',
    Name: 'string',
    LogoUrl: 'object',
    OemPlatformName: 'string',
    TokenId: 'int',
    NameSlug: 'string',
    ExternalIds: 'ExternalIds',
    ExternalIdsTyped: 'List<ExternalIdsTyped>',
    Metadata: 'object',
    MetadataTyped: 'object',
    HardwareTemplateId: 'object',
    CreatedAt: 'DateTimeOffset',
    UpdatedAt: 'DateTimeOffset',
  }),
  Type: initRecord({
    TypeName: 'string',
    Make: 'string',
    Model: 'string',
    Year: 'int',
    SubModels: 'object',
    MakeSlug: 'string',
    ModelSlug: 'string',
  }),
  DeviceEvent: positionalRecord({
    Id: 'string',
    Type: 'string',
    SubType: 'string',
    UserId: 'string',
    DeviceId: 'object',
    Timestamp: 'DateTimeOffset',
    Data: 'EventData',
  }),
  EventData: positionalRecord({ Method: 'string', UserId: 'string', Timestamp: 'string' }),
  DeviceMake: positionalRecord({
    Id: 'string',
    Name: 'string',
    OemPlatformName: 'string',
    TokenId: 'long',
    NameSlug: 'string',
    ExternalIds: 'string',
    Metadata: 'string',
  }),
  DeviceSetting: positionalRecord({
    TemplateName: 'string',
    SafetyCutOutVoltage: 'decimal',
    SleepTimerEventDrivenIntervalSeconds: 'int',
    SleepTimerInactivityAfterSleepSeconds: 'int',
    SleepTimerInactivityFallbackIntervalSeconds: 'int',
    WakeTriggerVoltageLevel: 'decimal',
  }),
  DeviceStatus: positionalRecord({
    IsTemplateUpToDate: 'bool',
    FirmwareVersion: 'string',
    IsFirmwareUpToDate: 'bool',
  }),
  DeviceStatusConfig: positionalRecord({
    DbcUrl: 'string',
    FirmwareVersionApplied: 'string',
    PidsUrl: 'string',
    SettingsUrl: 'string',
  }),
  DeviceType: modelClass({
    Make: 'string',
    MakeSlug: 'string',
    Model: 'string',
    SubModels: 'string[]',
    Type: 'string',
    Year: 'int',
  }),
  ExportDataResponse: positionalRecord({
    Status: 'string',
    UserId: 'string',
    UserDeviceId: 'string',
    Message: 'string',
  }),
  OfferData: positionalRecord({ OfferSets: 'OfferSet[]' }),
  OfferSet: positionalRecord({
    Mileage: 'int',
    OdometerMeasurementType: 'string',
    Offers: 'Offer[]',
    Source: 'string',
    Updated: 'DateTimeOffset',
    Zipcode: 'string',
  }),
  Offer: positionalRecord({
    DeclineReason: 'string',
    Error: 'string',
    Grade: 'string',
    Price: 'decimal',
    Url: 'string',
    Vendor: 'string',
  }),
  PidConfig: positionalRecord({ TemplateName: 'string', Version: 'string', Requests: 'Signal[]' }),
  Signal: positionalRecord({
    Name: 'string',
    Header: 'int',
    Mode: 'int',
    Formula: 'string',
    IntervalSeconds: 'int',
    Protocol: 'string',
  }),
  SignalValue: positionalRecord({ TimeStamp: 'DateTimeOffset', Value: 'object' }),
  LatestSignal: initRecord({ SignalsLatest: 'Dictionary<string, SignalValue>' }),
  PrivilegeSharing: enumOf([
    'AllTimeNoLocationData',
    'Commands',
    'CurrentLocation',
    'AllTimeLocation',
    'ViewVinCredentials',
    'LiveDataStreams',
    'RawData',
    'ApproximateLocation',
  ]),
  PrivilegeToken: positionalRecord({ Token: 'string' }),
  ErrorResult: positionalRecord({ Values: 'List<ErrorResult>' }),
  ResolutionType: positionalRecord({ Type: 'string' }),
  RawVehicleStatus: initRecord({
    Vim: 'StatusValue<string>',
    Make: 'StatusValue<string>',
    Year: 'StatusValue<int>',
    Model: 'StatusValue<string>',
    Errors: 'ErrorResult',
    TimeStamp: 'StatusValue<DateTimeOffset>',
    VehicleId: 'StatusValue<string>',
  }),
  StatusError: initRecord({
    Type: 'string',
    ErrorCode: 'int',
    ErrorType: 'string',
    Resolution: 'ResolutionType',
    Description: 'string',
  }),
  StatusValue: initRecord({ Value: 'T', Source: 'string', Timestamp: 'DateTimeOffset' }, ['T']),
  SignClaimRequest: positionalRecord({ AftermarketDeviceSignature: 'string', UserSignature: 'string' }),
  SignMintRequest: positionalRecord({
    ImageData: 'string',
    ImageDataTransparent: 'string',
    Signature: 'string',
  }),
  SignatureChallenge: positionalRecord({ State: 'string', Challenge: 'string' }),
  TripHistory: positionalRecord({ Trips: 'List<Trip>', TotalPages: 'int', CurrentPage: 'int' }),
  Trip: positionalRecord({ Id: 'string', Start: 'TripStop', End: 'TripStop', DroppedData: 'bool' }),
  TripStop: positionalRecord({ Time: 'DateTimeOffset', Location: 'Location', EstimatedLocation: 'Location' }),
  UpdateVinRequest: positionalRecord({ Vin: 'string', Signature: 'string' }),
  User: positionalRecord({
    Id: 'string',
    Email: 'Email',
    Web3: 'Web3',
    CreatedAt: 'DateTimeOffset',
    CountryCode: 'string',
    AgreedTosAt: 'DateTimeOffset',
    ReferralCode: 'string',
    ReferredBy: 'string',
    ReferredAt: 'DateTimeOffset',
  }),
  Email: positionalRecord({ Address: 'string', Confirmed: 'bool', ConfirmationSentAt: 'DateTimeOffset' }),
  Web3: positionalRecord({
    Address: 'string',
    Confirmed: 'bool',
    Used: 'bool',
    InApp: 'bool',
    ChallengeSentAt: 'DateTimeOffset',
  }),
  Valuation: positionalRecord({ ValuationSets: 'ValuationSet[]' }),
  ValuationSet: positionalRecord({
    Vendor: 'string',
    Updated: 'DateTimeOffset',
    Mileage: 'int',
    TradeInSource: 'string',
    TradeIn: 'int',
    TradeInAverage: 'int',
    RetailSource: 'string',
    Retail: 'int',
    RetailAverage: 'int',
    OdometerUnit: 'string',
    Odometer: 'long',
    OdometerMeasurementType: 'string',
    UserDisplayPrice: 'decimal',
    Currency: 'string',
  }),
  VehicleSchemeResponse: positionalRecord({ Vehicles: 'T' }, ['T']),
  CountResult: positionalRecord({ TotalCount: 'int' }),
  VehicleDefinition: positionalRecord({ Nodes: 'VehicleNode[]' }),
  VehicleNode: positionalRecord({
    AftermarketDevice: 'AftermarketDevice',
    SyntheticDevice: 'AftermarketDevice',
    Definition: 'Definition',
  }),
  Definition: positionalRecord({ Make: 'string', Model: 'string', Year: 'int' }),
  VehicleHistory: initRecord({ Took: 'int', TimedOut: 'bool', Shards: 'Shard', Hits: 'QueryHit' }),
  Shard: initRecord({ Total: 'int', Successful: 'int', Skipped: 'int', Failed: 'int' }),
  QueryHit: initRecord({ Total: 'Total', MaxScore: 'decimal', Hits: 'DataHit[]' }),
  Total: initRecord({ Value: 'int', Relation: 'string' }),
  DataHit: initRecord({ Index: 'string', Id: 'string', Score: 'decimal', Source: 'Source' }),
  Source: initRecord({
    Data: 'Data',
    Subject: 'string',
    SpecVersion: 'string',
    Location: 'Location',
    Id: 'string',
    Path: 'string',
    Time: 'DateTimeOffset',
    Type: 'string',
  }),
  Location: initRecord({ Latitude: 'double', Longitude: 'double' }),
  Lora: initRecord({
    DevAddr: 'string',
    DcBalance: 'int',
    FPort: 'string',
    AppEui: 'string',
    PayloadSize: 'string',
    Fcnt: 'string',
    DevEui: 'string',
  }),
  Data: initRecord({
    Lora: 'Lora',
    AmbientTemp: 'int',
    Odometer: 'decimal',
    Year: 'int',
    Latitude: 'decimal',
    Longitude: 'decimal',
    DeviceDefinitionId: 'string',
    Nsat: 'int',
    VinLast8: 'string',
    Speed: 'int',
    MakeSlug: 'string',
    BarometricPressure: 'int',
    FuelPercentRemaining: 'decimal',
    ModelSlug: 'string',
    EngineLoad: 'decimal',
    Model: 'string',
    Region: 'string',
    Make: 'string',
    Timestamp: 'DateTimeOffset',
    Range: 'decimal',
  }),
  VehicleStatus: initRecord({
    FuelPercentRemaining: 'decimal',
    Odometer: 'decimal',
    Latitude: 'decimal',
    Longitude: 'decimal',
    RecordUpdatedAt: 'DateTimeOffset',
    RecordCreatedAt: 'DateTimeOffset',
    BatteryVoltage: 'decimal',
    AmbientTemperature: 'int',
  }),
  VehicleVinVc: initRecord({ VcUrl: 'string', VcQuery: 'string', Message: 'string' }),
  VinVcLatestScheme: positionalRecord({ VinVcLatest: 'T' }, ['T']),
  VehicleVinVcLatest: positionalRecord({
    VehicleTokenId: 'long',
    Vin: 'string',
    RecordedBy: 'string',
    RecordedAt: 'DateTime',
    CountryCode: 'string',
    VehicleContractAddress: 'string',
    ValidFrom: 'DateTime',
    ValidTo: 'DateTime',
    RawVc: 'string',
  }),
};

/**
 * Which DimoClientBuilder call registers the service behind each IDimoClient property. The
 * authentication and token exchange services are always registered; reading any other
 * property of a client built without its call throws (GetRequiredService) at run time.
 */
export const DIMO_CLIENT_SERVICES: Record<string, 'always' | 'AddRestServices' | 'AddGraphQLServices'> = {
  AuthenticationService: 'always',
  TokenExchangeService: 'always',
  AttestationService: 'AddRestServices',
  DeviceDataService: 'AddRestServices',
  DeviceDefinitionsService: 'AddRestServices',
  DevicesService: 'AddRestServices',
  EventsService: 'AddRestServices',
  TripsService: 'AddRestServices',
  UsersService: 'AddRestServices',
  ValuationsService: 'AddRestServices',
  VehicleSignalDecodingService: 'AddRestServices',
  IdentityService: 'AddGraphQLServices',
  TelemetryService: 'AddGraphQLServices',
};

/** Types the package declares `internal`: a sample cannot name them. */
export const DOTNET_SDK_INTERNAL: Record<string, string> = {
  DimoClient: 'build a client with new DimoClientBuilder()…Build(), which returns IDimoClient',
  AuthenticationService: 'use IDimoClient.AuthenticationService',
  TokenExchangeService: 'use IDimoClient.TokenExchangeService',
  DeviceDataService: 'use IDimoClient.DeviceDataService',
  DeviceDefinitionService: 'use IDimoClient.DeviceDefinitionsService',
  DevicesService: 'use IDimoClient.DevicesService',
  EventsService: 'use IDimoClient.EventsService',
  TripsService: 'use IDimoClient.TripsService',
  UsersService: 'use IDimoClient.UsersService',
  ValuationsService: 'use IDimoClient.ValuationsService',
  VehicleSignalDecodingService: 'use IDimoClient.VehicleSignalDecodingService',
};

/**
 * Calls that compile but fail against the services today, with what to do instead. A sample
 * that uses one is reported.
 */
export const DOTNET_SDK_BROKEN: Record<string, string> = {
  'IAttestationService.CreateVinVcAsync':
    'it posts to /v1/vc/vin/{tokenId}, which the Attestation API answers with a 307 redirect to /v2/attestation/vin/{tokenId}, and HttpClient drops the Authorization header when it follows a redirect, so the call ends in 401: post to the /v2 route with your own HttpClient',
  'AttestationService.CreateVinVcAsync':
    'it posts to /v1/vc/vin/{tokenId}, which the Attestation API answers with a 307 redirect to /v2/attestation/vin/{tokenId}, and HttpClient drops the Authorization header when it follows a redirect, so the call ends in 401: post to the /v2 route with your own HttpClient',
};
