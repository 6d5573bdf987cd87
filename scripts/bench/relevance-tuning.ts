// Extra relevance questions for the tuning half only: written from the docs and
// changelog alone, without running the engine, so they do not bias the set. Their expected answers were completed
// on 2026-11-27 as every half's were (relevance.ts).
import {
  ACCOUNT,
  ATTESTATION,
  AUTH,
  BLOCKS,
  CONNECT,
  CREATE_VIN_OP,
  DECODE_VIN_OP,
  DEVICE_DEFS,
  DEV_KIT,
  EVENTS,
  EXAMPLES,
  FAQ,
  FETCH_INTRO,
  FETCH_PLAY,
  FETCH_QUERIES,
  FIRST_APP,
  GET_VALUATIONS_OP,
  IDENTITY_INTRO,
  IDENTITY_PLAY,
  IDENTITY_REF,
  INDEX,
  LICENSE,
  LOW_CODE,
  MCP,
  REGISTER_WEBHOOK_OP,
  SEGMENTS,
  SERVER_SDK,
  SIGNALS,
  TELEMETRY_INTRO,
  TELEMETRY_PLAY,
  TOKEN_EXCHANGE,
  TRIGGERS,
  USING_DOCS_WITH_AI,
  VALUATIONS,
  WHAT,
  WHERE,
} from './pages';
import type { RelevanceCase } from './relevance';

export const KEYWORD_TUNING: readonly RelevanceCase[] = [
  {
    question: 'vehicle jwt expiry 10 minutes',
    expected: [AUTH, TOKEN_EXCHANGE, FAQ, TELEMETRY_INTRO],
    cites: [
      'Token lifetimes and refreshing',
      'The Vehicle JWT',
      'Why do I get 401 Unauthorized?',
      'Missing or expired token',
    ],
  },
  {
    question: 'privilege ids getrawdata',
    expected: [AUTH, TOKEN_EXCHANGE],
    cites: ['Privileges', 'Privileges you can request'],
  },
  {
    question: 'sacd permissions hex decode',
    expected: [AUTH, IDENTITY_REF, BLOCKS],
    cites: ['How grants are stored', 'Decode SACD permissions', 'Permissions & Consent Management'],
  },
  {
    question: 'x-estimate-cost header',
    expected: [FAQ, TELEMETRY_INTRO],
    cites: ['How are queries billed?', 'Credits and cost estimates'],
  },
  {
    question: 'rate limit per plan hobbyist',
    expected: [FAQ, '/changelog/rate-limits-by-plan'],
    cites: ['Rate limits', 'Rate limits now depend on your plan: Hobbyist, Core or Enterprise'],
  },
  {
    question: 'webhook cooldown period',
    expected: [TRIGGERS],
    cites: ['Cooldown'],
  },
  {
    question: 'generate api key developer license',
    expected: [LICENSE],
    cites: ['3. Generate an API key'],
  },
  {
    question: 'vss.speed metricname',
    expected: [TRIGGERS, '/changelog/vehicle-triggers-service-names', REGISTER_WEBHOOK_OP],
    cites: [
      'Service and metric names',
      'Vehicle Triggers: new service and metric names, payload version and lower-case location variables',
      'Request body',
    ],
  },
  {
    question: 'ignitionDetection trips',
    expected: [SEGMENTS, '/changelog/telemetry-segments'],
    cites: ['ignitionDetection', 'Telemetry: a segments query finds the trips of a vehicle for you'],
  },
  {
    question: 'dailyActivity query',
    expected: [SEGMENTS, '/changelog/telemetry-daily-activity'],
    cites: [
      'Daily activity',
      'Telemetry: dailyActivity, idling, refuel and recharge detection, event summaries and attestation paging',
    ],
  },
  {
    question: 'harsh braking events',
    expected: [EVENTS],
    cites: ['Event names', 'Only braking events'],
  },
  {
    question: 'geofence polygon',
    expected: [SIGNALS, TELEMETRY_INTRO],
    cites: ['Geofence filtering', 'Polygon', 'Filter by location'],
  },
  {
    question: 'pip install dimo-python-sdk',
    expected: [SERVER_SDK],
    cites: ['Install and initialize'],
  },
  {
    question: 'tire pressure kpa',
    expected: [SIGNALS],
    cites: ['Tires & wheels', 'Weekly tire check'],
  },
  {
    question: 'obd dtc trouble codes',
    expected: [SIGNALS, WHAT],
    cites: ['Trouble codes and engine health', 'Maintenance and repair'],
  },
  {
    question: 'raw cloudevents fetch api',
    expected: [FETCH_INTRO, BLOCKS],
    cites: ['What the Fetch API is for', 'Raw data'],
  },
  {
    question: 'latestCloudEvent dataUrl',
    expected: [FETCH_QUERIES],
    cites: ['latestCloudEvent', 'Payloads: data, dataBase64 and dataUrl'],
  },
  {
    question: 'fetch api rest routes removed',
    expected: [FETCH_INTRO, '/changelog/fetch-api-graphql'],
    cites: ['REST routes removed in February 2026', 'Fetch API: REST routes replaced by a GraphQL endpoint'],
  },
  {
    question: 'identity api pagination endCursor',
    expected: [IDENTITY_INTRO, IDENTITY_REF],
    cites: ['Pagination', 'PageInfo'],
  },
  {
    question: 'aftermarketDevice imei',
    expected: [IDENTITY_REF],
    cites: ['aftermarketDevice'],
  },
  {
    question: 'decode vin device definition id',
    expected: [DEVICE_DEFS, `${DEVICE_DEFS}/decode-vin`],
    cites: ['Decode a VIN', 'Decode a VIN into a device definition ID'],
  },
  {
    question: 'device definitions search facets',
    expected: [DEVICE_DEFS, `${DEVICE_DEFS}/search-device-definitions`],
    cites: ['Search device definitions'],
  },
  {
    question: 'r1 compatibility',
    expected: [`${DEVICE_DEFS}/get-r1-compatibility-sheet`, `${DEVICE_DEFS}/search-r1-compatibility`],
    cites: ['Get the R1 compatibility sheet', 'Search R1 compatibility'],
  },
  {
    question: 'smartcar supported makes',
    expected: [`${DEVICE_DEFS}/list-smartcar-manufacturers`],
    cites: ['List the manufacturers Smartcar supports'],
  },
  {
    question: 'odometer statement attestation',
    expected: [ATTESTATION, `${ATTESTATION}/create-odometer-statement`, SERVER_SDK],
    cites: ['Create an odometer statement', 'Create attestations'],
  },
  {
    question: 'vin verifiable credential',
    expected: [ATTESTATION, `${ATTESTATION}/create-vin-credential`, TELEMETRY_INTRO],
    cites: ['Create a VIN credential', 'VIN credentials', 'VIN credential'],
  },
  {
    question: 'instant offers carvana carmax',
    expected: [VALUATIONS, `${VALUATIONS}/request-instant-offers`],
    cites: ['Request instant offers'],
  },
  {
    question: 'valuations api deprecated',
    expected: [VALUATIONS, '/changelog/valuations-docs-removed'],
    cites: ['Valuations API', 'Valuations API deprecated: no longer in the developer docs'],
  },
  {
    question: 'dimo connect url permissions bitstring',
    expected: [CONNECT],
    cites: ['DIMO Connect URL', 'The permissions bitstring'],
  },
  {
    question: 'mcp-dimo claude desktop config',
    expected: [MCP],
    cites: ['Set up Claude Desktop'],
  },
  {
    question: 'hosted mcp endpoint telemetry',
    expected: [MCP, TELEMETRY_INTRO, '/changelog/hosted-mcp-endpoints'],
    cites: [
      'Hosted MCP endpoints',
      'MCP endpoint',
      'Hosted MCP endpoints on the Telemetry, Identity and Fetch APIs',
    ],
  },
  {
    question: 'llms-full.txt',
    expected: [USING_DOCS_WITH_AI],
    cites: ['llms.txt and llms-full.txt'],
  },
  {
    question: 'n8n dimo node',
    expected: [LOW_CODE],
    cites: ['n8n'],
  },
  {
    question: 'dcx credits price',
    expected: [FAQ, ACCOUNT],
    cites: ['How are queries billed?', 'Credits and billing'],
  },
  {
    question: 'event durationNs nanoseconds',
    expected: [EVENTS],
    cites: ['Event fields', 'Tips for event queries'],
  },
  {
    question: 'segments eventCounts per trip',
    expected: [SEGMENTS],
    cites: ['EventCount', 'SegmentSignalRequest and SegmentEventRequest'],
  },
  {
    question: 'identity_get_vehicle mcp tool',
    expected: [IDENTITY_INTRO, MCP],
    cites: ['MCP endpoint for AI assistants', 'Identity tools'],
  },
  {
    question: 'dimo canonical name lookup',
    expected: [IDENTITY_REF],
    cites: ['dcn', 'DCN'],
  },
  {
    question: 'signals aggregation MED UNIQUE',
    expected: [TELEMETRY_INTRO, SIGNALS],
    cites: ['Aggregations', 'signals: history in time buckets'],
  },
  {
    question: 'audience claim token exchange default',
    expected: [TOKEN_EXCHANGE],
    cites: ['Exchange a Developer JWT for a Vehicle JWT'],
  },
  {
    question: 'vin decode country code',
    expected: [DEVICE_DEFS, DECODE_VIN_OP],
    cites: ['Decode a VIN', 'Decode a VIN into a device definition ID'],
  },
  {
    question: 'webhook user-agent header',
    expected: [TRIGGERS],
    cites: ['Delivered payload'],
  },
  {
    question: 'valuation estimated mileage no odometer',
    expected: [VALUATIONS],
    cites: ['What the Valuations API is for'],
  },
  {
    question: 'signChallenge personal sign api key',
    expected: [AUTH],
    cites: ['Step 2: Sign the challenge with the API key'],
  },
  {
    question: 'useDimoAuthState getValidJWT',
    expected: [CONNECT],
    cites: ['Read the auth state'],
  },
  {
    question: 'DimoEnvironment default Development',
    expected: [SERVER_SDK],
    cites: ['Install and initialize'],
  },
  {
    question: 'mcp-remote authorization header',
    expected: [MCP],
    cites: ['Claude Desktop'],
  },
  {
    question: 'VITE_DIMO_CLIENT_ID replit secrets',
    expected: [DEV_KIT],
    cites: ['Step 2: Update the secrets'],
  },
  {
    question: 'validate_graphql docs mcp',
    expected: [USING_DOCS_WITH_AI],
    cites: ['The docs MCP server'],
  },
  // 2026-11-27: written from the docs by writers who saw no other question and no answer of the engine.
  {
    question: '403 forbidden token exchange',
    expected: [FAQ, TOKEN_EXCHANGE, LOW_CODE],
    cites: ['Why do I get 403 Forbidden?', 'Troubleshooting a refused exchange', 'Pitfalls'],
  },
  {
    question: '401 unauthorized vehicle jwt',
    expected: [FAQ, AUTH, TELEMETRY_INTRO, FIRST_APP],
    cites: [
      'Why do I get 401 Unauthorized?',
      'Token lifetimes and refreshing',
      'Missing or expired token',
      'Handle errors',
    ],
  },
  {
    question: 'ev charging cable connected signal',
    expected: [SIGNALS],
    cites: ['Is the electric car plugged in?'],
  },
  {
    question: 'odometr signal mileage',
    expected: [SIGNALS, TELEMETRY_INTRO],
    cites: ['Read the odometer', 'Your first query'],
  },
  {
    question: 'signalsSnapshot query',
    expected: [TELEMETRY_INTRO, '/changelog/telemetry-signals-snapshot', TELEMETRY_PLAY],
    cites: ['Snapshot of every signal', 'Telemetry: signalsSnapshot returns every latest value you may read'],
  },
  {
    question: 'POST /v2/attestation/vin',
    expected: [CREATE_VIN_OP, ATTESTATION],
    cites: ['Create a VIN credential'],
  },
  {
    question: 'decod vin countryCode',
    expected: [DECODE_VIN_OP, DEVICE_DEFS],
    cites: ['Decode a VIN into a device definition ID', 'Decode a VIN'],
  },
  {
    question: 'vehicles filterBy owner wallet',
    expected: [IDENTITY_PLAY, IDENTITY_REF, IDENTITY_INTRO],
    cites: ['GetVehiclesByOwner', 'vehicles', "Worked example: paging through an owner's vehicles"],
  },
  {
    question: 'identity api pageInfo endCursor',
    expected: [IDENTITY_INTRO, IDENTITY_REF],
    cites: ['Pagination', 'PageInfo'],
  },
  {
    question: 'webhok verificationToken',
    expected: [TRIGGERS, REGISTER_WEBHOOK_OP, BLOCKS],
    cites: ['Verify your endpoint', 'Register a webhook', 'Webhooks and Triggers'],
  },
  {
    question: 'webhook failed status re-enable',
    expected: [TRIGGERS, '/changelog/vehicle-triggers-failed-status'],
    cites: [
      'Delivery failures and the failed status',
      'Vehicle Triggers: a webhook is marked failed after 10 failed deliveries in a row',
    ],
  },
  {
    question: 'PUT /v1/webhooks/{webhookId}',
    expected: ['/docs/api-references/vehicle-triggers-api/update-webhook', TRIGGERS],
    cites: ['Update a webhook'],
  },
  {
    question: 'permisions bitstring login url',
    expected: [CONNECT],
    cites: ['The permissions bitstring'],
  },
  {
    question: 'n8n dimo community node',
    expected: [LOW_CODE],
    cites: ['n8n'],
  },
  {
    question: 'replit devloper kit',
    expected: [DEV_KIT],
    cites: ['Developer Kit'],
  },
  {
    question: 'cloudevent dataUrl download',
    expected: [FETCH_QUERIES],
    cites: ['Download a large payload', 'Payloads: data, dataBase64 and dataUrl'],
  },
  {
    question: 'instant offer carvana carmax',
    expected: [VALUATIONS, '/docs/api-references/valuations-api/request-instant-offers'],
    cites: ['Request instant offers'],
  },
  {
    question: 'privilege:GetLocationHistory',
    expected: [AUTH, TOKEN_EXCHANGE],
    cites: ['Privileges', 'Privileges you can request'],
  },
  {
    question: 'console sign up google github',
    expected: [ACCOUNT],
    cites: ['Sign up'],
  },
  {
    question: 'vehicle nft erc-721 polygon',
    expected: [BLOCKS],
    cites: ['Vehicles as NFTs'],
  },
];

export const NATURAL_TUNING: readonly RelevanceCase[] = [
  {
    question: 'how do i get a developer jwt in python',
    expected: [AUTH, SERVER_SDK, FIRST_APP],
    cites: ['All three steps in one call', 'Get a Developer JWT'],
  },
  {
    question: 'does getVehicleJwt ask for every privilege or do i pass them',
    expected: [SERVER_SDK, AUTH, FIRST_APP, TOKEN_EXCHANGE],
    cites: ['Get a Vehicle JWT', 'Exchange a Developer JWT for a Vehicle JWT'],
  },
  {
    question: 'GetPrivilegeTokenAsync PrivilegeSharing example in .net',
    expected: [SERVER_SDK, AUTH],
    cites: ['Get a Vehicle JWT'],
  },
  {
    question: 'token exchange returns 403 for a vehicle shared with me',
    expected: [FAQ, TOKEN_EXCHANGE, LOW_CODE, CONNECT, ACCOUNT],
    cites: [
      'Why do I get 403 Forbidden?',
      'Troubleshooting a refused exchange',
      'Pitfalls',
      'Troubleshooting',
      'Credits and billing',
    ],
  },
  {
    question: 'vehicle jwt gives 401 unauthorized after a few minutes',
    expected: [FAQ, AUTH, TELEMETRY_INTRO, FIRST_APP],
    cites: [
      'Why do I get 401 Unauthorized?',
      'Token lifetimes and refreshing',
      'Missing or expired token',
      'Handle errors',
    ],
  },
  {
    question: 'DELETE /v1/webhooks/{webhookId}/unsubscribe/all',
    expected: [`${TRIGGERS}/unsubscribe-all-vehicles`, TRIGGERS],
    cites: ['Unsubscribe every vehicle from a webhook', 'Unsubscribe all vehicles'],
  },
  {
    question: 'POST /v2/attestation/vehicle-position/{tokenId}',
    expected: [`${ATTESTATION}/create-vehicle-position-credential`, ATTESTATION],
    cites: ['Create a vehicle position credential'],
  },
  {
    question: 'can i POST a json body to the device definitions search?',
    expected: [DEVICE_DEFS, `${DEVICE_DEFS}/search-device-definitions`],
    cites: ['Search device definitions'],
  },
  {
    question: 'Insufficient vehicle permissions subscribing to a webhook',
    expected: [
      TRIGGERS,
      `${TRIGGERS}/subscribe-vehicle`,
      '/docs/api-references/vehicle-triggers-api/subscribe-vehicle-list',
      '/docs/api-references/vehicle-triggers-api/subscribe-all-vehicles',
    ],
    cites: ['Subscribe a vehicle', 'Handling errors', 'Subscribe a vehicle to a webhook', '403 Forbidden'],
  },
  {
    question: '400 Invalid service: telemetry.signals when creating a webhook',
    expected: [TRIGGERS, '/changelog/vehicle-triggers-service-names'],
    cites: [
      'Service and metric names',
      'Vehicle Triggers: new service and metric names, payload version and lower-case location variables',
    ],
  },
  {
    question: "invalid argument: source 'autopi' is not a valid ethr DID",
    expected: [TELEMETRY_INTRO, '/changelog/telemetry-source-did', FAQ],
    cites: [
      'Filter by source',
      'Invalid arguments',
      'Telemetry: the source filter takes a connection’s ethr DID',
      'Why is a signal empty for my vehicle?',
    ],
  },
  {
    question: 'Cannot query field "currentLocationLatitude"',
    expected: [TELEMETRY_INTRO, SIGNALS, '/changelog/telemetry-location-coordinates', FAQ, TELEMETRY_PLAY],
    cites: [
      'GraphQL errors',
      'Removed location and device fields',
      'Telemetry: location is one coordinates signal; latitude, longitude and five other fields removed',
      'Why is a signal empty for my vehicle?',
      'Run a query',
    ],
  },
  {
    question: 'events name filter HarshBraking is rejected since march',
    expected: [EVENTS, '/changelog/telemetry-event-names', FAQ, TELEMETRY_INTRO, BLOCKS],
    cites: [
      'How names are validated',
      'Telemetry: event names are namespaced and name filters are validated',
      'Why does the events query return nothing?',
      'Invalid arguments',
      'Events',
    ],
  },
  {
    question: 'how many trips did a car make last week',
    expected: [SEGMENTS, BLOCKS, '/changelog/telemetry-segments'],
    cites: [
      'Example: a week of trips',
      'ignitionDetection',
      'Segments',
      'Telemetry: a segments query finds the trips of a vehicle for you',
    ],
  },
  {
    question: 'when should i use the fetch api instead of the telemetry api?',
    expected: [FETCH_INTRO, BLOCKS],
    cites: ['Fetch or Telemetry?', 'Raw data'],
  },
  {
    question: 'how do i download a large event payload from dataUrl',
    expected: [FETCH_QUERIES],
    cites: ['Download a large payload'],
  },
  {
    question: 'vehicle(tokenId) returns null instead of an error in identity',
    expected: [IDENTITY_INTRO, '/changelog/identity-nullable-queries', IDENTITY_REF],
    cites: [
      'When a lookup finds nothing',
      'Identity: single-object lookups return null instead of wiping out the answer',
      'vehicle',
    ],
  },
  {
    question: 'read the sacd of a vehicle for just my client id',
    expected: [IDENTITY_REF, '/changelog/identity-vehicle-sacd-grantee', IDENTITY_PLAY, CONNECT],
    cites: [
      "A vehicle's SACD for one grantee",
      'Identity: read the grant for one grantee with Vehicle.sacd(grantee:)',
      'GetSacdForVehicleAndGrantee',
      'Check which vehicles were shared',
    ],
  },
  {
    question: 'check a user shared their account with ShareAccountWithDimo',
    expected: [CONNECT, '/changelog/identity-account-query', TOKEN_EXCHANGE, IDENTITY_REF, IDENTITY_PLAY],
    cites: [
      'Check an account-level grant',
      'Identity: the account query lists the account-level grants a user made',
      'Account-level grants',
      'account',
      'GetAccountSacds',
    ],
  },
  {
    question: 'list all vehicles connected through smartcar',
    expected: ['/changelog/identity-vehicles-connection-filter', IDENTITY_REF, IDENTITY_PLAY],
    cites: [
      'Identity: filter vehicles by the connection that serves them',
      'Vehicles of a connection',
      'GetVehiclesByConnection',
    ],
  },
  {
    question: 'SignMessageWithDimo personal sign',
    expected: [CONNECT, '/changelog/login-sign-message'],
    cites: ['SignMessageWithDimo', 'Login with DIMO 0.0.28: SignMessageWithDimo'],
  },
  {
    question: 'configurationId from the console is ignored by login-with-dimo',
    expected: [CONNECT, '/changelog/login-share-account'],
    cites: [
      'Configuration IDs are not in the released SDK',
      'Login with DIMO 0.0.32: ShareAccountWithDimo, initialization options, and no configurationId yet',
    ],
  },
  {
    question: 'dimo connect never redirects back to my app',
    expected: [CONNECT, LICENSE],
    cites: ['Troubleshooting', '4. Add redirect URIs'],
  },
  {
    question: 'how to verify a dimo jwt with the jwks at auth.dimo.zone/keys',
    expected: [AUTH, FAQ],
    cites: ['Verify tokens', 'What is https://auth.dimo.zone/keys for?'],
  },
  {
    question: "vehicle is shared but the grantee doesn't match my client id",
    expected: [AUTH, FAQ, LOW_CODE, BLOCKS, LICENSE, IDENTITY_REF],
    cites: [
      'Compare the grantee in lower case',
      "The vehicle is shared, but my code says it isn't",
      'Pitfalls',
      'Permissions & Consent Management',
      'The Client ID',
      'Conventions',
    ],
  },
  {
    question: 'is there a sandbox to test without a real car?',
    expected: [FAQ],
    cites: ['Is there a sandbox?'],
  },
  {
    question: 'how much does the core plan cost per month',
    expected: [FAQ, ACCOUNT],
    cites: ['Which plans are there?', 'Credits and billing'],
  },
  {
    question: 'webhok verification token handshake failed',
    expected: [TRIGGERS],
    cites: ['Verify your endpoint'],
  },
  {
    question: 'atestation vin credential No paired devices',
    expected: [ATTESTATION],
    cites: ['Create a VIN credential'],
  },
  {
    question: 'telemtry latest odometer reading',
    expected: [TELEMETRY_INTRO, SIGNALS, INDEX, SERVER_SDK],
    cites: [
      'signalsLatest',
      'Your first query',
      'signalsLatest: the current state',
      'Step 4: Query the Telemetry API',
      'Query the Telemetry API',
    ],
  },
  {
    question: 'how to subscibe all my vehicles to a webhook',
    expected: [`${TRIGGERS}/subscribe-all-vehicles`, TRIGGERS],
    cites: ['Subscribe every shared vehicle to a webhook', 'Subscribe all shared vehicles'],
  },
  {
    question: 'create_odometer_statement python sdk',
    expected: [
      SERVER_SDK,
      '/changelog/python-sdk-attestation',
      ATTESTATION,
      '/docs/api-references/attestation-api/create-odometer-statement',
    ],
    cites: [
      'Create attestations',
      'Python SDK 1.6.0: every Attestation API call has a helper',
      'SDK support',
      'Create an odometer statement',
    ],
  },
  {
    question: 'dimo.vehicleEvents is undefined after upgrading the data sdk',
    expected: ['/changelog/data-sdk-vehicle-triggers', SERVER_SDK, TRIGGERS],
    cites: [
      'TypeScript data SDK 1.4.0: the webhook client is now dimo.vehicleTriggers',
      'Manage webhooks with vehicleTriggers',
      'Base URLs',
    ],
  },
  {
    question: 'python dimo.fetch get_latest_object returns no data',
    expected: [SERVER_SDK, '/changelog/python-sdk-fetch'],
    cites: ['Read raw data with the Fetch API', 'Python SDK 1.8.0: dimo.fetch speaks GraphQL'],
  },
  {
    question: 'pomVCLatest query fails validation',
    expected: ['/changelog/telemetry-pom-vc-removed', TELEMETRY_INTRO],
    cites: ['Telemetry: the POM credential query pomVCLatest is removed', 'VIN credential'],
  },
  {
    question: 'what does a connection oracle do?',
    expected: [WHAT, WHERE],
    cites: ['Connection Oracles'],
  },
  {
    question: 'is dimo.agents createAgent still supported?',
    expected: [SERVER_SDK, '/changelog/agents-api-removed-from-docs'],
    cites: ['AI agents', 'Agents API withdrawn from the developer docs'],
  },
  {
    question: 'how do i retreive an odometer statement after creating it',
    expected: [ATTESTATION],
    cites: ['Odometer, health and position credentials'],
  },
  {
    question: 'dimo.fetch.query in the typescript sdk ignores my variables',
    expected: [FETCH_INTRO, SERVER_SDK, FETCH_PLAY, FETCH_QUERIES, '/changelog/fetch-api-graphql'],
    cites: [
      'Your first query',
      'Read raw data with the Fetch API',
      'Run the same query from code',
      'Request index entries',
      'Fetch API: REST routes replaced by a GraphQL endpoint',
    ],
  },
  {
    question: 'telemetry error: from timestamp is after to timestamp',
    expected: [TELEMETRY_INTRO],
    cites: ['Invalid arguments'],
  },
  {
    question: "get a vehcile's trips for more than 31 days",
    expected: [SEGMENTS, '/changelog/telemetry-segments', TELEMETRY_INTRO],
    cites: [
      'Time range and the 31-day limit',
      'Telemetry: a segments query finds the trips of a vehicle for you',
      'Limits',
    ],
  },
  {
    question: 'how many vehicles are connected to dimo in total',
    expected: [IDENTITY_PLAY, SERVER_SDK],
    cites: ['GetTotalVehicles', 'Other helpers'],
  },
  {
    question: 'can i look up a car by its vin in the identity api',
    expected: [IDENTITY_INTRO],
    cites: ['At a glance'],
  },
  {
    question: 'is signalsSnapshot cheaper than signalsLatest in credits',
    expected: [TELEMETRY_INTRO],
    cites: ['Snapshot of every signal', 'Credits and cost estimates'],
  },
  {
    question: 'do i need to unsubscribe all vehicles before deleting a webhook',
    expected: [TRIGGERS],
    cites: ['Delete a webhook'],
  },
  {
    question: 'lost my api key, can the console show it again?',
    expected: [LICENSE],
    cites: ['3. Generate an API key'],
  },
  {
    question: 'updateWebhook with status enabled but the webhook stays failed',
    expected: [
      TRIGGERS,
      SERVER_SDK,
      '/changelog/data-sdk-vehicle-triggers',
      '/docs/api-references/vehicle-triggers-api/update-webhook',
    ],
    cites: [
      'Delivery failures and the failed status',
      'Update a webhook',
      'Manage webhooks with vehicleTriggers',
      'TypeScript data SDK 1.4.0: the webhook client is now dimo.vehicleTriggers',
    ],
  },
  {
    question: 'passkey eror signing in with google on chrome',
    expected: [ACCOUNT],
    cites: ['Sign up'],
  },
  {
    question: 'redirect uri trailing slash not acepted for developer jwt',
    expected: [LICENSE, AUTH],
    cites: ['4. Add redirect URIs', 'All three steps in one call'],
  },
  {
    question: 'valuations api returns 404 on every route',
    expected: [VALUATIONS, '/changelog/valuations-docs-removed'],
    cites: ['Handling errors', 'Valuations API deprecated: no longer in the developer docs'],
  },
  {
    question: 'which nft contract address does the dev token exchange expect',
    expected: [TOKEN_EXCHANGE, SERVER_SDK, FAQ, BLOCKS],
    cites: [
      'Base URLs',
      'Environments',
      'Which hosts are production and which are development?',
      'Vehicles as NFTs',
    ],
  },
  {
    question: 'what does 405 method not allowed mean on dimo apis',
    expected: [FAQ],
    cites: ['Status codes'],
  },
  {
    question: 'can i run the developer kit localy without replit',
    expected: [DEV_KIT],
    cites: ['Run it outside Replit'],
  },
  {
    question: 'n8n webhook operatons still call vehicle-events-api',
    expected: [LOW_CODE],
    cites: ['n8n'],
  },
  {
    question: 'does countDimoVehicles need a token',
    expected: [SERVER_SDK],
    cites: ['Other helpers'],
  },
  {
    question: `Type '"popup"' is not assignable to type 'DimoSDKModes'`,
    expected: [CONNECT],
    cites: ['Components', 'Troubleshooting'],
  },
  {
    question: 'how do i become a storage node operator',
    expected: [WHERE],
    cites: ['Storage Nodes', 'First steps'],
  },
  {
    question: 'is the .net sdk still maintained',
    expected: [SERVER_SDK],
    cites: ['Versions and coverage', 'The .NET client'],
  },
  {
    question: 'whats the rate limit on the hobyist plan',
    expected: [FAQ, '/changelog/rate-limits-by-plan'],
    cites: ['Rate limits', 'Rate limits now depend on your plan: Hobbyist, Core or Enterprise'],
  },
  {
    question: 'do i have to pay to use dimo or is it free',
    expected: [FAQ, ACCOUNT, '/changelog/rate-limits-by-plan'],
    cites: [
      'Is it free to build on DIMO?',
      'Credits and billing',
      'Rate limits now depend on your plan: Hobbyist, Core or Enterprise',
    ],
  },
  {
    question: 'how long is a developer jwt vaild for',
    expected: [AUTH],
    cites: ['Token lifetimes and refreshing', 'Two kinds of tokens'],
  },
  {
    question: "what's the difference between a developer jwt and a vehicle jwt",
    expected: [AUTH, INDEX, TOKEN_EXCHANGE],
    cites: ['Two kinds of tokens', 'The two tokens', 'What the Token Exchange API is for'],
  },
  {
    question: 'how do i buy credits, can i pay by card',
    expected: [ACCOUNT, FAQ],
    cites: ['Credits and billing', 'Is it free to build on DIMO?'],
  },
  {
    question: 'can i share my api key with my teamates',
    expected: [LICENSE, ACCOUNT],
    cites: ['5. Share what your teammates need', 'Keep your account secure'],
  },
  {
    question: 'where do i find my client id in the console',
    expected: [LICENSE],
    cites: ['What the license page shows', 'The Client ID'],
  },
  {
    question: "can i get one token for a user's whole account, not per car",
    expected: [TOKEN_EXCHANGE, '/changelog/token-exchange-account-level-access', FETCH_INTRO],
    cites: [
      'Account-level grants',
      'Token Exchange: get a token for a user account, not only for a vehicle',
      'Account-level access',
    ],
  },
  {
    question: 'how do i get the average speed per day over the last month',
    expected: [TELEMETRY_INTRO, TELEMETRY_PLAY],
    cites: ['Aggregations', 'The interval argument', 'Daily averages over a month'],
  },
  {
    question: "what's the url of the telemetry graphql endpoint",
    expected: [TELEMETRY_INTRO, FAQ, SERVER_SDK],
    cites: ['Endpoint', 'Which hosts are production and which are development?', 'Environments'],
  },
  {
    question: 'how can i see which signals my car acutally reports',
    expected: [TELEMETRY_INTRO, FAQ, SIGNALS, TELEMETRY_PLAY, WHERE],
    cites: [
      'availableSignals and dataSummary',
      'Why is a signal empty for my vehicle?',
      'How signals work',
      'Available signals',
      'Your first steps',
    ],
  },
  {
    question: 'how can i tell if an ev is plugged in and charging right now',
    expected: [SIGNALS],
    cites: ['Is the electric car plugged in?'],
  },
  {
    question: 'is there a way to check tire presure for a slow leak',
    expected: [SIGNALS],
    cites: ['Weekly tire check'],
  },
  {
    question: 'how do i count hard braking for a driver score',
    expected: [EVENTS],
    cites: ['Only braking events'],
  },
  {
    question: "events list is always empty for my tesla, aren't they supported",
    expected: [EVENTS, FAQ],
    cites: ['What an event is', 'Why does the events query return nothing?'],
  },
  {
    question: 'total driving time per day for a vehicle',
    expected: [SEGMENTS, '/changelog/telemetry-daily-activity'],
    cites: [
      'Daily activity',
      'Telemetry: dailyActivity, idling, refuel and recharge detection, event summaries and attestation paging',
    ],
  },
  {
    question: 'can i detect when someone filled up the gas tank',
    expected: [SEGMENTS],
    cites: ['refuel', 'Refuels in December'],
  },
  {
    question: 'does the fetch api work with only privlege 1',
    expected: [FETCH_INTRO],
    cites: ['Authentication'],
  },
  {
    question: 'how do i get the last 50 raw events for a vehicle',
    expected: [FETCH_QUERIES],
    cites: ['cloudEvents', 'Limits and paging'],
  },
  {
    question: 'where can i try out fetch api queries in the browser',
    expected: [FETCH_PLAY, FETCH_INTRO],
    cites: ['Fetch Playground', 'How the playground works', 'Endpoint'],
  },
  {
    question: 'does the identity api need an auth token',
    expected: [IDENTITY_INTRO, FAQ, INDEX, IDENTITY_REF],
    cites: ['At a glance', 'Which token does each API need?', 'API catalogue', 'Conventions'],
  },
  {
    question: 'how do i list all cars owned by a wallet adress',
    expected: [IDENTITY_REF, IDENTITY_PLAY, IDENTITY_INTRO],
    cites: [
      'Vehicles owned by an address',
      'GetVehiclesByOwner',
      "Worked example: paging through an owner's vehicles",
    ],
  },
  {
    question: 'how many dimo tokens has a user earned so far',
    expected: [IDENTITY_PLAY, IDENTITY_REF],
    cites: ['GetRewardsByOwner', 'Rewards of a user'],
  },
  {
    question: 'notify me when the fuel levle gets below 15 percent',
    expected: [TRIGGERS, LOW_CODE],
    cites: ['Examples', 'Example: low-fuel alert'],
  },
  {
    question: 'my webhook fires over and over while the car is speeding',
    expected: [TRIGGERS],
    cites: ['Cooldown', 'Examples'],
  },
  {
    question: 'how can i get the make, model and year from a vin number',
    expected: [DEVICE_DEFS, DECODE_VIN_OP],
    cites: ['Decode a VIN', 'Decode a VIN into a device definition ID'],
  },
  {
    question: "can i prove to an insurer what vin my customer's car has",
    expected: [ATTESTATION],
    cites: ['What the Attestation API is for', 'Create a VIN credential'],
  },
  {
    question: 'is there an api to estimate what my car is worth',
    expected: [VALUATIONS, '/changelog/valuations-docs-removed', GET_VALUATIONS_OP],
    cites: [
      'What the Valuations API is for',
      'Valuations API deprecated: no longer in the developer docs',
      "Get a vehicle's valuations",
    ],
  },
  {
    question: 'can i use dimo connect withotu react',
    expected: [CONNECT, FIRST_APP],
    cites: ['DIMO Connect URL', 'React SDK or Connect URL?', 'Step 2: Get a vehicle shared'],
  },
  {
    question: 'how do i log a user out of dimo in my app',
    expected: [CONNECT],
    cites: ['LogoutWithDimo'],
  },
  {
    question: "what's the pip package name for the dimo python sdk",
    expected: [SERVER_SDK, FIRST_APP],
    cites: ['Install and initialize', 'Step 4: Build your backend'],
  },
  {
    question: 'should my code retry when the sdk throws a 403',
    expected: [SERVER_SDK, FIRST_APP, FAQ],
    cites: ['Errors and retries', 'Handle errors', 'How do I stay under the limit and back off?'],
  },
  {
    question: 'how do i hook claude desktop up to my car data',
    expected: [MCP],
    cites: ['Set up Claude Desktop'],
  },
  {
    question: 'can i add the hosted telemetry mcp to cursor',
    expected: [MCP, '/changelog/hosted-mcp-endpoints'],
    cites: ['Cursor', 'Hosted MCP endpoints on the Telemetry, Identity and Fetch APIs'],
  },
  {
    question: 'which env vars does the developer kit need',
    expected: [DEV_KIT],
    cites: ['Step 2: Update the secrets'],
  },
  {
    question: 'does dimo have an activepeices integration',
    expected: [LOW_CODE],
    cites: ['Activepieces'],
  },
  {
    question: 'can my ai coding assistant search these docs',
    expected: [USING_DOCS_WITH_AI],
    cites: ['The docs MCP server'],
  },
  {
    question: 'which api do i use for which kind of vehicle data',
    expected: [BLOCKS, INDEX],
    cites: ['Which API serves each building block', 'API catalogue'],
  },
  {
    question: 'can i build a fleet tracking app on dimo',
    expected: [WHAT],
    cites: ['Fleet management'],
  },
  {
    question: "deviceActivity query doesn't work anymore, what replaced it",
    expected: ['/changelog/telemetry-device-activity-removed', TELEMETRY_INTRO],
    cites: ['Telemetry: deviceActivity and the manufacturer last-seen privilege are removed', 'Root queries'],
  },
  // 2026-11-27: written from the docs by writers who saw no other question and no answer of the engine.
  {
    question: 'how do i get the vin of a car that was shared with me',
    expected: [ATTESTATION, TELEMETRY_INTRO, CREATE_VIN_OP, TELEMETRY_PLAY],
    cites: ['Create a VIN credential', 'VIN credential'],
  },
  {
    question: 'why does my telemetry query return 403 forbidden',
    expected: [FAQ, AUTH, TELEMETRY_INTRO],
    cites: ['Why do I get 403 Forbidden?', 'When a call says a privilege is missing', 'Missing privileges'],
  },
  {
    question: 'how long is a vehicle jwt valid before it expries',
    expected: [AUTH, TOKEN_EXCHANGE, INDEX],
    cites: ['Token lifetimes and refreshing', 'The Vehicle JWT', 'The two tokens'],
  },
  {
    question: 'is there a python sdk i can pip install',
    expected: [SERVER_SDK, FIRST_APP],
    cites: ['Install and initialize', 'Step 4: Build your backend'],
  },
  {
    question: 'how much does a telemetery query cost me',
    expected: [FAQ, TELEMETRY_INTRO],
    cites: ['How are queries billed?', 'Credits and cost estimates'],
  },
  {
    question: "what's the difference between fetch and telemetry api",
    expected: [FETCH_INTRO],
    cites: ['Fetch or Telemetry?'],
  },
  {
    question: "can i get alerted when a car's fuel gets low",
    expected: [TRIGGERS, LOW_CODE],
    cites: ['Examples', 'Example: low-fuel alert'],
  },
  {
    question: 'can i use dimo with claude desktop',
    expected: [MCP],
    cites: ['Set up Claude Desktop'],
  },
  {
    question: 'how do i read the milage on a car',
    expected: [SIGNALS],
    cites: ['Read the odometer'],
  },
  {
    question: 'how can i list every trip a car took last week',
    expected: [SEGMENTS, '/changelog/telemetry-segments', BLOCKS],
    cites: ['Example: a week of trips', 'The segments query', 'Segments'],
  },
  {
    question: 'how can i tell if an electric car is plugged in',
    expected: [SIGNALS],
    cites: ['Is the electric car plugged in?'],
  },
  {
    question: 'where do i find my cleint id',
    expected: [LICENSE],
    cites: ['The Client ID'],
  },
  {
    question: 'how do i genrate an api key for my app',
    expected: [LICENSE],
    cites: ['3. Generate an API key'],
  },
  {
    question: 'how do i see which cars users have shared with my app',
    expected: [FAQ, IDENTITY_REF, FIRST_APP, IDENTITY_PLAY, CONNECT],
    cites: [
      'Which vehicles are shared with my license?',
      'Vehicles shared with my license',
      'Find the vehicles shared with your license',
      'GetVehicleByDevLicense',
      'Check which vehicles were shared',
    ],
  },
  {
    question: 'can i turn a vin into make, model and year',
    expected: [DEVICE_DEFS, DECODE_VIN_OP],
    cites: ['Decode a VIN', 'Decode a VIN into a device definition ID'],
  },
  {
    question: 'how do i get the next page of vehicles from identity',
    expected: [IDENTITY_INTRO, IDENTITY_REF],
    cites: ['Pagination', 'Page through all vehicles'],
  },
  {
    question: 'why did my webhok stop firing',
    expected: [TRIGGERS, '/changelog/vehicle-triggers-failed-status'],
    cites: ['Delivery failures and the failed status'],
  },
  {
    question: 'where did the latitude and longitude signals go',
    expected: ['/changelog/telemetry-location-coordinates', SIGNALS, TELEMETRY_INTRO],
    cites: [
      'Telemetry: location is one coordinates signal; latitude, longitude and five other fields removed',
      'Removed location and device fields',
      'Location',
    ],
  },
  {
    question: 'how do i find harsh breaking events for a car',
    expected: [EVENTS, BLOCKS],
    cites: ['Only braking events', 'Events'],
  },
  {
    question: 'can i find out how much a car is worth',
    expected: [VALUATIONS, GET_VALUATIONS_OP],
    cites: ['Get valuations', "Get a vehicle's valuations"],
  },
  {
    question: 'how do i install the dimo node in n8n',
    expected: [LOW_CODE],
    cites: ['n8n'],
  },
  {
    question: 'how do i sign the chalenge with my api key',
    expected: [AUTH],
    cites: ['Step 2: Sign the challenge with the API key'],
  },
  {
    question: "can i get a token for a user's account instead of one car",
    expected: [TOKEN_EXCHANGE, '/changelog/token-exchange-account-level-access', FETCH_INTRO],
    cites: ['Account-level grants', 'Account-level access'],
  },
  {
    question: 'what do i get in the replit developer kit',
    expected: [DEV_KIT],
    cites: ["What's inside"],
  },
  {
    question: 'how do i sign up for a dimo developer account',
    expected: [ACCOUNT],
    cites: ['Sign up'],
  },
  {
    question: 'what kind of insurance apps can i build with dimo',
    expected: [WHAT, EXAMPLES],
    cites: ['Insurance and finance', 'Insurance & Finance'],
  },
  {
    question: 'how do i download the raw data a device sent',
    expected: [FETCH_INTRO, FETCH_QUERIES, SERVER_SDK],
    cites: ['Fetch API introduction', 'Download a large payload', 'Read raw data with the Fetch API'],
  },
  {
    question: 'how many requests per second do i get on the free plan',
    expected: [FAQ, '/changelog/rate-limits-by-plan'],
    cites: ['Which plans are there?', 'Rate limits'],
  },
  {
    question: 'can i only get signals while the car is inside an area',
    expected: [SIGNALS, TELEMETRY_INTRO],
    cites: ['Geofence filtering', 'Filter by location'],
  },
  {
    question: 'can i try identity queries in the browser first',
    expected: [IDENTITY_PLAY, IDENTITY_INTRO],
    cites: ['Identity Playground', 'Try it in GraphiQL'],
  },
  {
    question: 'how do i make a signed odometer attestation for a car',
    expected: [ATTESTATION, '/docs/api-references/attestation-api/create-odometer-statement', SERVER_SDK],
    cites: ['Create an odometer statement', 'Create attestations'],
  },
  {
    question: 'how can my ai coding assistant read the dimo docs',
    expected: [USING_DOCS_WITH_AI],
    cites: ['Use these docs with AI tools', 'The docs MCP server', 'llms.txt and llms-full.txt'],
  },
  {
    question: 'how long did the car sit idleing today',
    expected: [SEGMENTS],
    cites: ['idling', 'Idling longer than ten minutes'],
  },
  {
    question: 'can i let users share vehicles without using react',
    expected: [CONNECT, FIRST_APP],
    cites: ['DIMO Connect URL', 'React SDK or Connect URL?', 'Step 2: Get a vehicle shared'],
  },
  {
    question: 'does the typescript sdk suport webhooks',
    expected: [SERVER_SDK, '/changelog/data-sdk-vehicle-triggers'],
    cites: ['Manage webhooks with vehicleTriggers'],
  },
  {
    question: "why does source: autopi say it's not a valid ethr did",
    expected: ['/changelog/telemetry-source-did', TELEMETRY_INTRO, FAQ],
    cites: [
      'Telemetry: the source filter takes a connection’s ethr DID',
      'Filter by source',
      'Why is a signal empty for my vehicle?',
    ],
  },
  {
    question: 'how do i check if my car works with the r1 device',
    expected: ['/docs/api-references/device-definitions-api/search-r1-compatibility', DEVICE_DEFS],
    cites: ['Search R1 compatibility', 'More endpoints'],
  },
  {
    question: "what's the difference between developer jwt and vehicle jwt",
    expected: [AUTH, INDEX, TOKEN_EXCHANGE],
    cites: ['Two kinds of tokens', 'The two tokens', 'What the Token Exchange API is for'],
  },
  {
    question: 'how do i become a connection oracle',
    expected: [WHERE, WHAT],
    cites: ['Connection Oracles'],
  },
  // 2026-11-27, second round: written from the docs by two writers who saw no other question and no answer of the
  // engine; their expected pages completed by a third reader who saw neither.
  {
    question: 'creating webhook returns 400 verifcation token mismatch',
    expected: [TRIGGERS, REGISTER_WEBHOOK_OP],
    cites: ['Verify your endpoint', '400 Bad Request', 'Create a webhook'],
  },
  {
    question: 'can i change the metricName on a webhook i already created',
    expected: ['/docs/api-references/vehicle-triggers-api/update-webhook', TRIGGERS],
    cites: ['Update a webhook'],
  },
  {
    question: 'how long is the vehicle token valid before i need a new one',
    expected: [TOKEN_EXCHANGE, AUTH],
    cites: ['The Vehicle JWT', 'Token lifetimes and refreshing'],
  },
  {
    question: 'get a signed mileage proof for a buyer at a specific date',
    expected: ['/docs/api-references/attestation-api/create-odometer-statement', ATTESTATION],
    cites: ['Create an odometer statement', 'Request body'],
  },
  {
    question: 'max time window for the vehicle helth credential',
    expected: ['/docs/api-references/attestation-api/create-vehicle-health-credential', ATTESTATION],
    cites: ['Create a vehicle health credential', 'Request body'],
  },
  {
    question: 'CreateVinVcAsync gets 307 redirect then 401 in .net',
    expected: [ATTESTATION, SERVER_SDK],
    cites: ['Calls to the legacy /v1/vc/vin path', 'Create attestations'],
  },
  {
    question: 'is the valuations api still supported or deprecated',
    expected: [VALUATIONS, '/changelog/valuations-docs-removed'],
    cites: ['Valuations API', 'Valuations API deprecated: no longer in the developer docs'],
  },
  {
    question: 'turn a vin into make model and year',
    expected: [DECODE_VIN_OP, DEVICE_DEFS],
    cites: ['Decode a VIN into a device definition ID', 'Decode a VIN', 'Common workflows'],
  },
  {
    question: 'is the R1 device compatable with a 2019 honda civic',
    expected: [
      '/docs/api-references/device-definitions-api/search-r1-compatibility',
      '/docs/api-references/device-definitions-api/get-r1-compatibility-sheet',
    ],
    cites: ['Search R1 compatibility', 'Get the R1 compatibility sheet'],
  },
  {
    question: 'fetch api /v1/vehicle/latest-object suddenly returns 404',
    expected: [FETCH_INTRO, '/changelog/fetch-api-graphql'],
    cites: ['REST routes removed in February 2026', 'Fetch API: REST routes replaced by a GraphQL endpoint'],
  },
  {
    question: 'cloud event data is empty but there is a dataUrl link',
    expected: [FETCH_QUERIES],
    cites: ['Payloads: data, dataBase64 and dataUrl'],
  },
  {
    question: 'Cannot query field "odometer" on type "Vehicle"',
    expected: [IDENTITY_INTRO],
    cites: ['An invalid query'],
  },
  {
    question: 'telemetry signals interval 1d invalid, how to get daily buckets',
    expected: [TELEMETRY_INTRO],
    cites: ['The interval argument'],
  },
  {
    question: 'how many credits will a telemetry qeury cost before i run it',
    expected: [TELEMETRY_INTRO, FAQ],
    cites: ['Credits and cost estimates', 'How are queries billed?'],
  },
  {
    question: 'how do i read the current mileage of a car in km',
    expected: [SIGNALS],
    cites: ['Read the odometer'],
  },
  {
    question: 'segments query says date range exceeds maximum of 32 days',
    expected: [SEGMENTS],
    cites: ['Time range and the 31-day limit', 'Errors'],
  },
  {
    question: 'what changed with rate limits, hobbyist vs core plan',
    expected: ['/changelog/rate-limits-by-plan', FAQ],
    cites: [
      'Rate limits now depend on your plan: Hobbyist, Core or Enterprise',
      'Rate limits',
      'Which plans are there?',
    ],
  },
  {
    question: 'deviceActivity query stoped working in telemetry',
    expected: ['/changelog/telemetry-device-activity-removed'],
    cites: ['Telemetry: deviceActivity and the manufacturer last-seen privilege are removed'],
  },
  {
    question: 'Invalid service: telemetry.signals when creating a webhook',
    expected: ['/changelog/vehicle-triggers-service-names', TRIGGERS],
    cites: [
      'Vehicle Triggers: new service and metric names, payload version and lower-case location variables',
      'Service and metric names',
    ],
  },
  {
    question: 'why does token exchange give 403 when i am out of credits',
    expected: [FAQ, ACCOUNT, TOKEN_EXCHANGE],
    cites: [
      'Why do I get 403 Forbidden?',
      'What happens when I run out?',
      'Credits and billing',
      'Troubleshooting a refused exchange',
    ],
  },
  {
    question: 'i lost my api key can i view it again in the console',
    expected: [LICENSE],
    cites: ['3. Generate an API key'],
  },
  {
    question: 'does the .net client support webhooks or the fetch api',
    expected: [SERVER_SDK],
    cites: ['The .NET client'],
  },
  {
    question: 'chat with my car data in claude dekstop',
    expected: [MCP],
    cites: ['Choose a server', 'Set up Claude Desktop'],
  },
  {
    question: 'n8n workflow cant get vehicle jwt for a shared car',
    expected: [LOW_CODE],
    cites: ['Pitfalls'],
  },
  {
    question: 'is there an llms.txt so i can feed the docs to chatgpt',
    expected: [USING_DOCS_WITH_AI],
    cites: ['llms.txt and llms-full.txt'],
  },
  {
    question: 'remixed the replit starter kit and location queries fail',
    expected: [DEV_KIT],
    cites: ["What's inside"],
  },
  {
    question: 'how many requests per second can i send on the free plan',
    expected: [FAQ],
    cites: ['Rate limits'],
  },
  {
    question: 'estimate credits cost of a telemetry query before runing it',
    expected: [FAQ, TELEMETRY_INTRO],
    cites: ['How are queries billed?', 'Credits and cost estimates'],
  },
  {
    question: 'is there a sandbox i can test against without real cars',
    expected: [FAQ],
    cites: ['Is there a sandbox?'],
  },
  {
    question: 'harsh braking events query comes back empty',
    expected: [FAQ],
    cites: ['Why does the events query return nothing?'],
  },
  {
    question: 'what is dimo exactly and who owns the car data',
    expected: [INDEX],
    cites: ['What is DIMO'],
  },
  {
    question: 'which apis need a bearer token and which are public',
    expected: [INDEX, FAQ],
    cites: ['API catalogue', 'Which token does each API need?'],
  },
  {
    question: 'login with google fails with a passkey error',
    expected: [ACCOUNT],
    cites: ['Sign up'],
  },
  {
    question: 'can i see my api key again after i close the page',
    expected: [LICENSE],
    cites: ['3. Generate an API key'],
  },
  {
    question: 'redirect uri with trailing slash or different port not matching',
    expected: [LICENSE],
    cites: ['4. Add redirect URIs'],
  },
  {
    question: 'how do i sign the challenge with my api key from a shell script',
    expected: [AUTH],
    cites: ['Step 2: Sign the challenge with the API key'],
  },
  {
    question: 'decode sacd permissions hex string into privilege ids',
    expected: [AUTH, BLOCKS, IDENTITY_REF],
    cites: ['How grants are stored', 'Permissions & Consent Management', 'Decode SACD permissions'],
  },
  {
    question: 'how do i build a connection oracle for a new car data source',
    expected: [WHERE, WHAT],
    cites: ['Connection Oracles'],
  },
  {
    question: 'deploy a storage node with pulumi',
    expected: [WHERE],
    cites: ['Storage Nodes'],
  },
  {
    question: 'vehicle nft contract adress on polygon',
    expected: [BLOCKS],
    cites: ['Vehicles as NFTs'],
  },
  {
    question: 'login with dimo popup blocked and never opens',
    expected: [CONNECT],
    cites: ['Troubleshooting'],
  },
  {
    question: 'what does permissions=11010000 mean in the login link',
    expected: [CONNECT],
    cites: ['The permissions bitstring'],
  },
  {
    question: '.net sdk keeps hitting dev hosts insted of production',
    expected: [SERVER_SDK],
    cites: ['Environments', 'Install and initialize'],
  },
  {
    question: 'python get_daily_signals_autopi throws a validation error',
    expected: [SERVER_SDK, '/changelog/telemetry-source-did'],
    cites: ['Other helpers', 'Telemetry: the source filter takes a connection’s ethr DID'],
  },
  {
    question: 'n8n dimo node webhook operations not working',
    expected: [LOW_CODE],
    cites: ['n8n'],
  },
  {
    question: 'activepieces dimo trigger saved but never fires',
    expected: [LOW_CODE],
    cites: ['Activepieces'],
  },
  {
    question: 'let the ai assistant use every car in my fleet not just my own',
    expected: [MCP],
    cites: ['Fleet mode'],
  },
  {
    question: 'is there an llms.txt for these docs',
    expected: [USING_DOCS_WITH_AI],
    cites: ['llms.txt and llms-full.txt'],
  },
  {
    question: 'example app that calculates how many miles a car drove per month',
    expected: [EXAMPLES],
    cites: ['Insurance & Finance', 'Build something similar'],
  },
  {
    question: 'webhook create returns 400 when my endpoint runs on localhost',
    expected: [TRIGGERS],
    cites: ['Verify your endpoint'],
  },
  {
    question: 'why did my webhook status switch to failed',
    expected: ['/changelog/vehicle-triggers-failed-status', TRIGGERS],
    cites: [
      'Vehicle Triggers: a webhook is marked failed after 10 failed deliveries in a row',
      'Delivery failures and the failed status',
    ],
  },
  {
    question: 'fetch api /v1/vehicle/objects endpoint stopped working',
    expected: [FETCH_INTRO, '/changelog/fetch-api-graphql'],
    cites: ['REST routes removed in February 2026', 'Fetch API: REST routes replaced by a GraphQL endpoint'],
  },
  {
    question: 'segmetns query for 3 months of trips gives an error',
    expected: [SEGMENTS],
    cites: ['Time range and the 31-day limit'],
  },
  {
    question: 'identity query returns data null when one vehicle dosent exist',
    expected: ['/changelog/identity-nullable-queries', IDENTITY_INTRO],
    cites: [
      'Identity: single-object lookups return null instead of wiping out the answer',
      'When a lookup finds nothing',
    ],
  },
  {
    question: 'get every latest signal without naming each field in the query',
    expected: [TELEMETRY_INTRO, '/changelog/telemetry-signals-snapshot', TELEMETRY_PLAY],
    cites: ['Snapshot of every signal', 'Telemetry: signalsSnapshot returns every latest value you may read'],
  },
  {
    question: 'currentLocationLatitude field not found anymore',
    expected: ['/changelog/telemetry-location-coordinates', SIGNALS, TELEMETRY_INTRO],
    cites: [
      'Telemetry: location is one coordinates signal; latitude, longitude and five other fields removed',
      'Removed location and device fields',
      'GraphQL errors',
      'Location',
    ],
  },
  {
    question: 'is the valuation api still suported',
    expected: ['/changelog/valuations-docs-removed', VALUATIONS],
    cites: ['Valuations API deprecated: no longer in the developer docs', 'Valuations API'],
  },
];

export const SECTION_TUNING: readonly RelevanceCase[] = [
  {
    question: 'webhook payload dataversion signals/v1.0',
    expected: [`${TRIGGERS}#delivered-payload`, `${TRIGGERS}#payload-fields`, `${TRIGGERS}#signal-webhooks`],
    cites: ['Delivered payload', 'Payload fields', 'Signal webhooks'],
  },
  {
    question: 'coolDownPeriod 0 means no cooldown',
    expected: [`${TRIGGERS}#cooldown`],
    cites: ['Cooldown'],
  },
  {
    question: 'cel variables for event webhooks',
    expected: [`${TRIGGERS}#variables-for-event-webhooks`],
    cites: ['Variables for event webhooks'],
  },
  {
    question: 'failureCount 10 consecutive failed deliveries',
    expected: [`${TRIGGERS}#failed-status`],
    cites: ['Delivery failures and the failed status'],
  },
  {
    question: 'refuel detection minIncreasePercent',
    expected: [`${SEGMENTS}#refuel`, `${SEGMENTS}#segment-config`],
    cites: ['refuel', 'SegmentConfig'],
  },
  {
    question: 'maxIdleRpm idling threshold',
    expected: [`${SEGMENTS}#idling`, `${SEGMENTS}#example-idling`, `${SEGMENTS}#segment-config`],
    cites: ['idling', 'Idling longer than ten minutes', 'SegmentConfig'],
  },
  {
    question: 'segments after cursor limit 200',
    expected: [`${SEGMENTS}#pagination`, `${SEGMENTS}#segments-query`],
    cites: ['Pagination with after', 'The segments query'],
  },
  {
    question: 'event names behavior.harshBraking list',
    expected: [`${EVENTS}#event-names`],
    cites: ['Event names'],
  },
  {
    question: 'events query needs privileges 1 and 4',
    expected: [
      `${EVENTS}#privileges`,
      `${FAQ}#no-events`,
      `${TELEMETRY_INTRO}#authentication-with-a-vehicle-jwt`,
      `${EVENTS}#events-query`,
    ],
    cites: [
      'Privileges',
      'Why does the events query return nothing?',
      'Authentication with a Vehicle JWT',
      'The events query',
    ],
  },
  {
    question: 'approximate location h3 resolution 6',
    expected: [`${SIGNALS}#approximate-location`, `${TELEMETRY_INTRO}#location`],
    cites: ['Approximate location', 'Location'],
  },
  {
    question: 'geofence inCircle radius km',
    expected: [`${SIGNALS}#circle`, `${TELEMETRY_INTRO}#filter-by-location`],
    cites: ['Circle', 'Filter by location'],
  },
  {
    question: 'signals interval 1d invalid, use 24h',
    expected: [`${TELEMETRY_INTRO}#interval`, `${TELEMETRY_INTRO}#signals`],
    cites: ['The interval argument', 'signals'],
  },
  {
    question: 'fetch includeDeleted tombstoned attestations',
    expected: [`${FETCH_QUERIES}#include-deleted`],
    cites: ['Deleted events'],
  },
  {
    question: 'availableCloudEventTypes count firstSeen lastSeen',
    expected: [
      `${FETCH_QUERIES}#available-cloud-event-types`,
      `${FETCH_QUERIES}#cloud-event-type-summary`,
      `${FETCH_PLAY}#event-types`,
    ],
    cites: ['availableCloudEventTypes', 'CloudEventTypeSummary', 'Event types first'],
  },
  {
    question: 'fetch did must match the token asset',
    expected: [`${FETCH_INTRO}#did`, `${FETCH_QUERIES}#common-arguments`, `${FETCH_INTRO}#authentication`],
    cites: ['Arguments every query shares', 'Authentication'],
  },
  {
    question: 'relay pagination first after pageInfo hasNextPage',
    expected: [
      `${IDENTITY_INTRO}#pagination`,
      `${IDENTITY_REF}#type-pageinfo`,
      `${IDENTITY_INTRO}#worked-example-paging-through-an-owners-vehicles`,
    ],
    cites: ['Pagination', 'PageInfo', "Worked example: paging through an owner's vehicles"],
  },
  {
    question: 'aftermarketDevice by serial imei devEUI',
    expected: [
      `${IDENTITY_REF}#query-aftermarketdevice`,
      `${IDENTITY_REF}#common-pitfalls`,
      `${IDENTITY_REF}#exactly-one-inputs-oneof`,
    ],
    cites: ['aftermarketDevice', 'Common pitfalls', 'Exactly-one inputs (@oneOf)'],
  },
  {
    question: 'decode sacd permissions two bits per privilege',
    expected: [`${IDENTITY_REF}#decode-sacd-permissions`, `${AUTH}#sacd`, `${BLOCKS}#permissions`],
    cites: ['Decode SACD permissions', 'How grants are stored', 'Permissions & Consent Management'],
  },
  {
    question: 'generate_challenge query string parameters',
    expected: [`${AUTH}#generate-challenge`],
    cites: ['Step 1: Request a challenge'],
  },
  {
    question: 'submit_challenge x-www-form-urlencoded body',
    expected: [`${AUTH}#submit-challenge`],
    cites: ['Step 3: Submit the signature'],
  },
  {
    question: 'mcp-dimo fleet mode vehicles i do not own',
    expected: [`${MCP}#fleet-mode`],
    cites: ['Fleet mode'],
  },
  {
    question: 'markdown version of a docs page .md',
    expected: [`${USING_DOCS_WITH_AI}#markdown`],
    cites: ['A Markdown copy of every page'],
  },
  {
    question: 'login button brand logo and colour',
    expected: [`${CONNECT}#brand-theming`],
    cites: ['Brand theming'],
  },
  {
    question: 'decode-vin newTransactionHash empty',
    expected: [`${DEVICE_DEFS}#decode-vin`, `${DECODE_VIN_OP}#status-200`],
    cites: ['Decode a VIN', '200 OK'],
  },
  {
    question: 'health credential window longer than 30 days 400',
    expected: [`${ATTESTATION}#health-vc`, `${ATTESTATION}#errors`],
    cites: ['Create a vehicle health credential', 'Handling errors'],
  },
  {
    question: 'getInstantOffers GET vs POST route',
    expected: [
      `${VALUATIONS}#instant-offer`,
      '/docs/api-references/valuations-api/request-instant-offers#samples',
    ],
    cites: ['Request instant offers', 'Samples'],
  },
  {
    question: '.net DeviceDefinitionsService GetByMmyAsync',
    expected: [`${SERVER_SDK}#dotnet`],
    cites: ['The .NET client'],
  },
  {
    question: 'client id 20-byte ethereum address',
    expected: [`${LICENSE}#client-id`],
    cites: ['The Client ID'],
  },
  {
    question: 'exponential backoff with jitter on 429',
    expected: [`${FAQ}#back-off`, `${SERVER_SDK}#errors-and-retries`],
    cites: ['How do I stay under the limit and back off?', 'Errors and retries'],
  },
  {
    question: 'register webhook 201 created response',
    expected: [`${TRIGGERS}/register-webhook#status-201`, `${TRIGGERS}#create-webhook`],
    cites: ['201 Created', 'Create a webhook'],
  },
  {
    question: 'dailyActivity timezone days cut in local time',
    expected: [`${SEGMENTS}#daily-activity`, `${SEGMENTS}#example-daily`],
    cites: ['Daily activity', 'Example: three days in Berlin'],
  },
  {
    question: 'fetch latestIndex returns null when no event matches',
    expected: [
      `${FETCH_QUERIES}#nullability`,
      `${FETCH_INTRO}#errors`,
      `${FETCH_QUERIES}#overview`,
      `${FETCH_QUERIES}#latest-index`,
    ],
    cites: ['Nullability', 'Errors and limits', 'Overview', 'latestIndex'],
  },
  {
    question: 'identity several vehicles in one request with aliases',
    expected: [`${IDENTITY_PLAY}#combine-questions-in-one-request`],
    cites: ['Combine questions in one request'],
  },
  {
    question: 'lastSeen parked asleep or stopped reporting',
    expected: [`${SIGNALS}#vehicle-status-and-connectivity`],
    cites: ['Vehicle status and connectivity'],
  },
  {
    question: 'account-level token claims without token_id',
    expected: [`${TOKEN_EXCHANGE}#the-vehicle-jwt`],
    cites: ['The Vehicle JWT'],
  },
  {
    question: 'skip duplicate webhook deliveries by id',
    expected: [`${TRIGGERS}#payload-fields`],
    cites: ['Payload fields'],
  },
  {
    question: 'what does a device definition id look like',
    expected: [`${DEVICE_DEFS}#what-the-device-definitions-api-is-for`],
    cites: ['What the Device Definitions API is for'],
  },
  {
    question: 'is the developer license name public',
    expected: [`${LICENSE}#before-you-begin`],
    cites: ['Before you begin'],
  },
  {
    question: 'frontend and backend split for a dimo app, what goes where',
    expected: [`${FIRST_APP}#use-a-client-server-architecture`],
    cites: ['Use a client-server architecture'],
  },
  {
    question: 'forceEmail option to require the driver email',
    expected: [`${CONNECT}#initialize-the-sdk`],
    cites: ['Initialize the SDK'],
  },
  {
    question: 'usage based insurance app which signals and privileges',
    expected: [`${WHAT}#insurance`],
    cites: ['Insurance and finance'],
  },
  {
    question: 'where to get help discord or support email',
    expected: [`${FAQ}#get-help`, `${INDEX}#get-help`],
    cites: ['Where can I get help?', 'Get help'],
  },
  {
    question: 'token exchange 403 and console says account needs dcx',
    expected: [
      `${FAQ}#out-of-credits`,
      `${ACCOUNT}#credits`,
      `${TOKEN_EXCHANGE}#troubleshooting-a-refused-exchange`,
      `${FAQ}#403-forbidden`,
    ],
    cites: [
      'What happens when I run out?',
      'Credits and billing',
      'Troubleshooting a refused exchange',
      'Why do I get 403 Forbidden?',
    ],
  },
  {
    question: 'is there a test environment with fake cars i can try',
    expected: [`${FAQ}#sandbox`],
    cites: ['Is there a sandbox?'],
  },
  {
    question: 'verify a dimo jwt signature against jwks kid',
    expected: [`${AUTH}#verify-tokens`, `${FAQ}#public-keys`],
    cites: ['Verify tokens', 'What is https://auth.dimo.zone/keys for?'],
  },
  {
    question: 'do i need a separate token for every car in my fleet',
    expected: [`${TOKEN_EXCHANGE}#fleet`, `${TELEMETRY_INTRO}#limits`, `${TOKEN_EXCHANGE}#the-vehicle-jwt`],
    cites: ['Tokens for a fleet', 'Limits', 'The Vehicle JWT'],
  },
  {
    question: 'privilege:GetRawData permisions field id 7',
    expected: [`${TOKEN_EXCHANGE}#privileges-you-can-request`, `${AUTH}#privileges`],
    cites: ['Privileges you can request', 'Privileges'],
  },
  {
    question: 'CreateVinVcAsync 307 redirect then 401',
    expected: [`${ATTESTATION}#legacy-vin-path`, `${SERVER_SDK}#attestations`],
    cites: ['Calls to the legacy /v1/vc/vin path', 'Create attestations'],
  },
  {
    question: 'signed proof of mileage i can give a car buyer',
    expected: [`${ATTESTATION}#odometer-vc`],
    cites: ['Create an odometer statement'],
  },
  {
    question: 'upload an insurance or registration document to dimo',
    expected: [`${ATTESTATION}#document-insertion-and-the-extract-api`],
    cites: ['Document Insertion and the Extract API'],
  },
  {
    question: 'does the r1 dongle work with a 2019 honda civic',
    expected: [`${DEVICE_DEFS}#more-endpoints`],
    cites: ['More endpoints'],
  },
  {
    question: 'carvana offers come back as an empty list',
    expected: [`${VALUATIONS}#offers`],
    cites: ['Get offers'],
  },
  {
    question: 'valuations api going away? what should i do',
    expected: ['/changelog/valuations-docs-removed#what-to-do'],
    cites: ['What to do'],
  },
  {
    question: 'webhok saved but never fires metricName speed',
    expected: [`${TRIGGERS}#service-and-metric-names`],
    cites: ['Service and metric names'],
  },
  {
    question: 'what must my webhook url answer with the verificationToken',
    expected: [`${TRIGGERS}#verify-your-endpoint`, `${BLOCKS}#webhooks-and-triggers`],
    cites: ['Verify your endpoint', 'Webhooks and Triggers'],
  },
  {
    question: 'POST subscribe/all 403 insufficient permissions for asset',
    expected: [
      `${TRIGGERS}#subscribe-all`,
      '/docs/api-references/vehicle-triggers-api/subscribe-all-vehicles#status-403',
    ],
    cites: ['Subscribe all shared vehicles', '403 Forbidden'],
  },
  {
    question: "what does identity return when a token id doesn't exist",
    expected: [
      `${IDENTITY_INTRO}#not-found`,
      '/changelog/identity-nullable-queries#after',
      `${IDENTITY_REF}#conventions`,
      `${IDENTITY_REF}#query-vehicle`,
    ],
    cites: ['When a lookup finds nothing', 'After', 'Conventions', 'vehicle'],
  },
  {
    question: 'vehicles filterBy make model yaer',
    expected: [`${IDENTITY_REF}#input-vehiclesfilter`],
    cites: ['VehiclesFilter'],
  },
  {
    question: 'check if a driver shared their whole account with my app',
    expected: [
      `${IDENTITY_REF}#query-account`,
      `${CONNECT}#check-account-grants`,
      `${IDENTITY_PLAY}#getaccountsacds`,
      '/changelog/identity-account-query#after',
    ],
    cites: ['account', 'Check an account-level grant', 'GetAccountSacds', 'After'],
  },
  {
    question: 'how much will a telemetry query cost before running it',
    expected: [`${TELEMETRY_INTRO}#cost-estimates`, `${FAQ}#query-credits`],
    cites: ['Credits and cost estimates', 'How are queries billed?'],
  },
  {
    question: 'car has two connections, only want readings from the r1',
    expected: [`${TELEMETRY_INTRO}#filter-by-source`],
    cites: ['Filter by source'],
  },
  {
    question: 'status 200 but errors array, field not allowed by token',
    expected: [`${TELEMETRY_INTRO}#missing-privileges`, `${AUTH}#missing-privilege`],
    cites: ['Missing privileges', 'When a call says a privilege is missing'],
  },
  {
    question: 'how do i get the current mileage of a car in miles',
    expected: [`${SIGNALS}#odometer`],
    cites: ['Read the odometer'],
  },
  {
    question: 'check engine light trouble codse',
    expected: [
      `${SIGNALS}#engine-fuel-and-obd-diagnostics`,
      `${SIGNALS}#trouble-codes-and-engine-health`,
      `${WHAT}#maintenance`,
    ],
    cites: ['Engine, fuel and OBD diagnostics', 'Trouble codes and engine health', 'Maintenance and repair'],
  },
  {
    question: 'notIn HarshAcceleration still returns acceleration events',
    expected: [`${EVENTS}#name-validation`, `${EVENTS}#everything-except-acceleration`],
    cites: ['How names are validated', 'Everything except acceleration'],
  },
  {
    question: 'trip already under way when my range starts, is it returned',
    expected: [`${SEGMENTS}#time-range`],
    cites: ['Time range and the 31-day limit'],
  },
  {
    question: 'ev chargng sessions with start and end state of charge',
    expected: [`${SEGMENTS}#recharge`, `${SEGMENTS}#example-recharge`],
    cites: ['recharge', 'Charging sessions of an electric vehicle'],
  },
  {
    question: 'POST /v1/vehicle/latest-object stopped working',
    expected: [`${FETCH_INTRO}#rest-removed`, '/changelog/fetch-api-graphql#after'],
    cites: ['REST routes removed in February 2026', 'After'],
  },
  {
    question: 'do i send my bearer token when downloading dataUrl',
    expected: [`${FETCH_QUERIES}#download-data-url`],
    cites: ['Download a large payload'],
  },
  {
    question: 'cloudEvents limit 1000, how to get older events',
    expected: [`${FETCH_QUERIES}#paging`],
    cites: ['Limits and paging'],
  },
  {
    question: 'connect url permissions 10011000 which privileges is that',
    expected: [`${CONNECT}#the-permissions-bitstring`],
    cites: ['The permissions bitstring'],
  },
  {
    question: 'prove a user controls their dimo wallet by signing a nonce',
    expected: [`${CONNECT}#sign-message-with-dimo`, '/changelog/login-sign-message#after'],
    cites: ['SignMessageWithDimo', 'After'],
  },
  {
    question: '.net client WithEnvironment hits dev hosts by default',
    expected: [`${SERVER_SDK}#environments`, `${SERVER_SDK}#install-and-initialize`],
    cites: ['Environments', 'Install and initialize'],
  },
  {
    question: 'python sdk HTTPError status -1 no response',
    expected: [`${SERVER_SDK}#errors-and-retries`],
    cites: ['Errors and retries'],
  },
  {
    question: 'dimo.agents createAgent still ok to use',
    expected: ['/changelog/agents-api-removed-from-docs#what-to-do', `${SERVER_SDK}#agents`],
    cites: ['What to do', 'AI agents'],
  },
  {
    question: 'init_oauth login link never returns, localhost 3333',
    expected: [`${MCP}#choosing-dimo_domain`],
    cites: ['Choosing DIMO_DOMAIN'],
  },
  {
    question: 'run the developer kit locally without replt',
    expected: [`${DEV_KIT}#run-it-outside-replit`],
    cites: ['Run it outside Replit'],
  },
  {
    question: 'entire docs in one file to feed chatgpt',
    expected: [`${USING_DOCS_WITH_AI}#llms-txt`],
    cites: ['llms.txt and llms-full.txt'],
  },
  {
    question: 'does a trailing slash on the redirect uri matter',
    expected: [`${LICENSE}#redirect-uris`],
    cites: ['4. Add redirect URIs'],
  },
  {
    question: 'bring data from my own telematics hardware into dimo',
    expected: [`${WHERE}#oracle-first-steps`, `${WHERE}#connection-oracles`, `${WHAT}#connection-oracles`],
    cites: ['First steps', 'Connection Oracles'],
  },
  {
    question: 'used ev batery health check which signals',
    expected: [`${WHAT}#ev-charging`],
    cites: ['EV charging and energy'],
  },
  {
    question: 'n8n vehicle jwt fails, client id in upper case',
    expected: [`${LOW_CODE}#pitfalls`, `${FAQ}#grantee-case`, `${AUTH}#grantee-case`],
    cites: [
      'Pitfalls',
      "The vehicle is shared, but my code says it isn't",
      'Compare the grantee in lower case',
    ],
  },
];
