// A second validation half: questions written on 2026-11-26, after the last ranking change, from the docs and
// changelog alone, by people who had seen neither the engine's answers nor the other halves' misses. Never tuned
// on: it measures how search does on questions nobody has looked at, as the drawn validation half once did. Its
// expected answers were completed on 2026-11-27 as the validation half's were (relevance.ts).
import * as P from './pages';
import type { RelevanceCase } from './relevance';

// ── keywords (writer: keywords) ──
export const KEYWORD_HOLDOUT: readonly RelevanceCase[] = [
  {
    question: 'dimo discord support email',
    expected: [P.FAQ, P.INDEX],
    cites: ['Where can I get help?', 'Get help'],
  },
  {
    question: 'hobbyist plan price per vehicle',
    expected: [P.FAQ, P.ACCOUNT],
    cites: ['Which plans are there?', 'Credits and billing'],
  },
  {
    question: '429 too many requests',
    expected: [P.FAQ, P.SERVER_SDK],
    cites: ['Rate limits', 'How do I stay under the limit and back off?', 'Errors and retries'],
  },
  {
    question: 'dimo.tokenexchange.getVehicleJwt',
    expected: [P.SERVER_SDK, P.AUTH, P.TOKEN_EXCHANGE, P.FIRST_APP],
    cites: ['Get a Vehicle JWT', 'Exchange a Developer JWT for a Vehicle JWT'],
  },
  {
    question: 'eip-191 signature challenge',
    expected: [P.AUTH],
    cites: ['Step 2: Sign the challenge with the API key'],
  },
  {
    question: 'vehicle jwt expried 401',
    expected: [P.AUTH, P.FAQ, P.TELEMETRY_INTRO],
    cites: ['Token lifetimes and refreshing', 'Why do I get 401 Unauthorized?', 'Missing or expired token'],
  },
  {
    question: 'grantee checksum case mismatch',
    expected: [P.AUTH, P.FAQ],
    cites: ['Compare the grantee in lower case', "The vehicle is shared, but my code says it isn't"],
  },
  { question: 'fleet vehicle jwt per car', expected: [P.TOKEN_EXCHANGE], cites: ['Tokens for a fleet'] },
  {
    question: 'health report credential date range',
    expected: [P.ATTESTATION, '/docs/api-references/attestation-api/create-vehicle-health-credential'],
    cites: ['Create a vehicle health credential'],
  },
  {
    question: 'privilege:GetRawData',
    expected: [P.TOKEN_EXCHANGE, P.AUTH],
    cites: ['Privileges you can request', 'Privileges'],
  },
  {
    question: 'account level token did:ethr',
    expected: [
      P.TOKEN_EXCHANGE,
      '/changelog/token-exchange-account-level-access',
      P.FETCH_INTRO,
      P.EXCHANGE_OP,
    ],
    cites: ['Account-level grants', 'Account-level access', 'Request body'],
  },
  { question: 'signals interval 1d', expected: [P.TELEMETRY_INTRO], cites: ['The interval argument'] },
  {
    question: "source 'autopi' is not a valid ethr DID",
    expected: [P.TELEMETRY_INTRO, '/changelog/telemetry-source-did'],
    cites: ['Filter by source', 'Invalid arguments'],
  },
  {
    question: 'signalsSnapshot all signals one call',
    expected: [P.TELEMETRY_INTRO, '/changelog/telemetry-signals-snapshot', P.TELEMETRY_PLAY],
    cites: ['Snapshot of every signal'],
  },
  { question: 'odometer signal miles', expected: [P.SIGNALS], cites: ['Read the odometer'] },
  {
    question: 'ev plugged in chargng cable',
    expected: [P.SIGNALS],
    cites: ['Is the electric car plugged in?', 'Battery & charging'],
  },
  {
    question: 'pomVCLatest proof of movement',
    expected: ['/changelog/telemetry-pom-vc-removed', P.TELEMETRY_INTRO],
    cites: ['Telemetry: the POM credential query pomVCLatest is removed', 'VIN credential'],
  },
  {
    question: 'geofence radius km',
    expected: [P.SIGNALS, P.TELEMETRY_INTRO],
    cites: ['Geofence filtering', 'Circle', 'Filter by location'],
  },
  {
    question: 'event filter startsWith',
    expected: [P.EVENTS, '/changelog/telemetry-event-names'],
    cites: [
      'StringValueFilter',
      'All driving-behaviour events',
      'Telemetry: event names are namespaced and name filters are validated',
    ],
  },
  {
    question: 'event name does not match namespace pattern',
    expected: [P.EVENTS, '/changelog/telemetry-event-names', P.TELEMETRY_INTRO],
    cites: ['How names are validated', 'Invalid arguments'],
  },
  {
    question: 'segmnets more than 31 days',
    expected: [P.SEGMENTS],
    cites: ['Time range and the 31-day limit'],
  },
  {
    question: 'fetch api /v1/vehicle not found',
    expected: [P.FETCH_INTRO, '/changelog/fetch-api-graphql'],
    cites: ['REST routes removed in February 2026'],
  },
  {
    question: 'dataUrl presigned download',
    expected: [P.FETCH_QUERIES],
    cites: ['Download a large payload', 'Payloads: data, dataBase64 and dataUrl'],
  },
  {
    question: 'dimo.fetch.query python',
    expected: ['/changelog/python-sdk-fetch', P.SERVER_SDK],
    cites: ['Python SDK 1.8.0: dimo.fetch speaks GraphQL', 'Read raw data with the Fetch API'],
  },
  {
    question: 'filterBy privileged client id',
    expected: [P.IDENTITY_REF, P.FAQ, P.IDENTITY_PLAY, P.FIRST_APP, P.CONNECT],
    cites: [
      'Vehicles shared with my license',
      'Which vehicles are shared with my license?',
      'GetVehicleByDevLicense',
      'Find the vehicles shared with your license',
      'Check which vehicles were shared',
    ],
  },
  {
    question: 'identity api paginaton endCursor',
    expected: [P.IDENTITY_INTRO, P.IDENTITY_REF],
    cites: ['Pagination', 'Page through all vehicles'],
  },
  {
    question: 'connection nft sacd grantees',
    expected: ['/changelog/identity-connection-sacds', P.IDENTITY_REF, P.IDENTITY_PLAY],
    cites: ['SACDs on a connection', 'GetConnectionSacds'],
  },
  {
    question: 'decod vin device definition id',
    expected: [P.DEVICE_DEFS, P.DECODE_VIN_OP],
    cites: ['Decode a VIN', 'Decode a VIN into a device definition ID'],
  },
  {
    question: 'createVinVc is not a function',
    expected: [P.ATTESTATION],
    cites: ['Create a VIN credential'],
  },
  {
    question: 'carvana instant offer',
    expected: [P.VALUATIONS, '/docs/api-references/valuations-api/request-instant-offers'],
    cites: ['Request instant offers'],
  },
  {
    question: 'Invalid service: telemetry.signals',
    expected: [P.TRIGGERS, '/changelog/vehicle-triggers-service-names'],
    cites: ['Service and metric names'],
  },
  {
    question: 'webhook verificationToken',
    expected: [P.TRIGGERS, P.REGISTER_WEBHOOK_OP],
    cites: ['Verify your endpoint', 'Register a webhook'],
  },
  {
    question: 'webhook failed status delivries',
    expected: [P.TRIGGERS, '/changelog/vehicle-triggers-failed-status'],
    cites: ['Delivery failures and the failed status'],
  },
  {
    question: 'dotnet nuget Dimo.Client',
    expected: [P.SERVER_SDK],
    cites: ['Install and initialize', 'The .NET client'],
  },
  {
    question: 'initializeDimoSDK configurationId',
    expected: [P.CONNECT, '/changelog/login-share-account'],
    cites: ['Configuration IDs are not in the released SDK'],
  },
  { question: 'mcp-dimo claude desktop', expected: [P.MCP], cites: ['Set up Claude Desktop'] },
  {
    question: 'dimo replit template',
    expected: [P.DEV_KIT],
    cites: ['Developer Kit', 'Step 1: Remix the app'],
  },
  { question: 'n8n dimo node instal', expected: [P.LOW_CODE], cites: ['n8n'] },
  { question: 'lost api key regenerate', expected: [P.LICENSE], cites: ['3. Generate an API key'] },
  {
    question: 'docs as markdown .md',
    expected: [P.USING_DOCS_WITH_AI],
    cites: ['A Markdown copy of every page'],
  },
];
// ── end keywords ──

// ── natural (writer: natural) ──
export const NATURAL_HOLDOUT: readonly RelevanceCase[] = [
  {
    question: 'how much does it cost per vehicle, is there a free tier',
    expected: [P.FAQ, P.ACCOUNT],
    cites: ['Which plans are there?', 'Is it free to build on DIMO?', 'Credits and billing'],
  },
  {
    question: 'why do my api calls start failing with 401 after about 10 mins',
    expected: [P.FAQ, P.AUTH, P.TOKEN_EXCHANGE, P.TELEMETRY_INTRO, P.FIRST_APP],
    cites: [
      'Why do I get 401 Unauthorized?',
      'Token lifetimes and refreshing',
      'The Vehicle JWT',
      'Missing or expired token',
      'Handle errors',
    ],
  },
  {
    question: 'token exchange 403 forbiden but the owner shared the car',
    expected: [P.TOKEN_EXCHANGE, P.FAQ, P.ACCOUNT],
    cites: ['Troubleshooting a refused exchange', 'Why do I get 403 Forbidden?', 'Credits and billing'],
  },
  {
    question: 'how can my backend verify that a jwt was really signed by dimo',
    expected: [P.AUTH, P.FAQ],
    cites: ['Verify tokens', 'What is https://auth.dimo.zone/keys for?'],
  },
  {
    question: 'how do i get a developer jwt using just curl without an sdk',
    expected: [P.AUTH, P.FIRST_APP],
    cites: ['Get a Developer JWT'],
  },
  {
    question: 'i lost my api key, can i view it again in the console',
    expected: [P.LICENSE],
    cites: ['3. Generate an API key'],
  },
  {
    question: 'can i sign up for the developer console with my github account',
    expected: [P.ACCOUNT],
    cites: ['Sign up'],
  },
  {
    question: 'how do i exhange a developer jwt for a vehicle jwt in python',
    expected: [P.SERVER_SDK, P.TOKEN_EXCHANGE, P.AUTH, P.EXCHANGE_OP, P.FIRST_APP],
    cites: [
      'Get a Vehicle JWT',
      'Exchange a Developer JWT for a Vehicle JWT',
      'Get a Vehicle JWT for one vehicle',
    ],
  },
  {
    question: 'how do i list all the cars owned by a wallet adress',
    expected: [P.IDENTITY_REF, P.IDENTITY_PLAY, P.IDENTITY_INTRO],
    cites: [
      'Vehicles owned by an address',
      'GetVehiclesByOwner',
      "Worked example: paging through an owner's vehicles",
    ],
  },
  {
    question: "how do i add dimo's telemetry mcp endpoint to cursor",
    expected: [P.MCP],
    cites: ['Cursor', 'Add a hosted endpoint to your client'],
  },
  {
    question: 'identity api only returns the first page, how do i get the rest',
    expected: [P.IDENTITY_INTRO, P.IDENTITY_REF],
    cites: ['Pagination', "Worked example: paging through an owner's vehicles", 'Page through all vehicles'],
  },
  {
    question: 'get the make, model and year of a vehicle from its token id',
    expected: [P.IDENTITY_PLAY, P.IDENTITY_REF, P.IDENTITY_INTRO, P.BLOCKS],
    cites: ['GetVehicleMMYByTokenId', 'A vehicle by token ID', 'Send your first query', 'Vehicles as NFTs'],
  },
  {
    question: "what's the car's current mileage, which signal is the odometer",
    expected: [P.SIGNALS],
    cites: ['Read the odometer'],
  },
  {
    question: 'how can i tell if an electric car is pluged in and charging',
    expected: [P.SIGNALS],
    cites: ['Is the electric car plugged in?'],
  },
  {
    question: 'how do i get the gps location of a car, latitude and longitude',
    expected: [P.SIGNALS, P.TELEMETRY_INTRO],
    cites: ['Location'],
  },
  {
    question: 'currentLocationLatitude stopped working, query fails validation',
    expected: ['/changelog/telemetry-location-coordinates', P.TELEMETRY_INTRO, P.SIGNALS, P.FAQ],
    cites: [
      'Telemetry: location is one coordinates signal; latitude, longitude and five other fields removed',
      'Location',
      'Removed location and device fields',
      'Why is a signal empty for my vehicle?',
    ],
  },
  {
    question: 'why does interval "1d" give me an error in the signals query',
    expected: [P.TELEMETRY_INTRO],
    cites: ['The interval argument'],
  },
  {
    question: 'how do i get the vin number of a car that was shared with my app',
    expected: [P.ATTESTATION, P.TELEMETRY_INTRO, P.CREATE_VIN_OP, P.TELEMETRY_PLAY],
    cites: ['Create a VIN credential', 'VIN credential'],
  },
  {
    question: 'where can i try telemetry queries in the browser before coding',
    expected: [P.TELEMETRY_PLAY, P.TELEMETRY_INTRO],
    cites: ['Telemetry Playground', 'Endpoint'],
  },
  {
    question: 'how do i find all the harsh braking events for a car last month',
    expected: [P.EVENTS, P.BLOCKS],
    cites: ['Only braking events', 'Events'],
  },
  {
    question: 'can i detect when a car was refuled and how much fuel was added',
    expected: [P.SEGMENTS],
    cites: ['refuel', 'Refuels in December'],
  },
  {
    question: 'find cars left idling with the engine on for over 10 minutes',
    expected: [P.SEGMENTS],
    cites: ['Idling longer than ten minutes', 'idling'],
  },
  {
    question: 'how do i get the raw data a device sent, not decoded signals',
    expected: [P.FETCH_INTRO, P.BLOCKS],
    cites: ['Fetch or Telemetry?', 'Raw data'],
  },
  {
    question: 'fetch api /v1/vehicle/latest-object returns 404 now',
    expected: ['/changelog/fetch-api-graphql', P.FETCH_INTRO],
    cites: ['Fetch API: REST routes replaced by a GraphQL endpoint', 'REST routes removed in February 2026'],
  },
  {
    question: 'how to downlaod a large payload from the fetch api using dataUrl',
    expected: [P.FETCH_QUERIES],
    cites: ['Download a large payload'],
  },
  {
    question: "can i give an insurer signed proof of a car's odometer reading",
    expected: [P.ATTESTATION, '/docs/api-references/attestation-api/create-odometer-statement'],
    cites: ['Create an odometer statement'],
  },
  {
    question: 'decode a vin to get the make, model and year',
    expected: [P.DEVICE_DEFS, P.DECODE_VIN_OP],
    cites: ['Decode a VIN', 'Decode a VIN into a device definition ID'],
  },
  {
    question: 'is the r1 device compatible with my car',
    expected: ['/docs/api-references/device-definitions-api/search-r1-compatibility', P.DEVICE_DEFS],
    cites: ['Search R1 compatibility', 'More endpoints'],
  },
  {
    question: 'is the valuations api still supported? car trade-in value',
    expected: [P.VALUATIONS, '/changelog/valuations-docs-removed'],
    cites: ['Valuations API', 'Valuations API deprecated: no longer in the developer docs'],
  },
  {
    question: 'webhook create fails with 400, what must my endpoint reply',
    expected: [P.TRIGGERS, P.REGISTER_WEBHOOK_OP],
    cites: ['Verify your endpoint', 'Register a webhook'],
  },
  {
    question: 'set up a webhok that fires when a car goes over 120 km/h',
    expected: [P.TRIGGERS, P.REGISTER_WEBHOOK_OP, P.SERVER_SDK],
    cites: ['Examples', 'CEL conditions', 'Register a webhook', 'Manage webhooks with vehicleTriggers'],
  },
  {
    question: 'dimo.vehicleEvents is undefined after upgrading the ts sdk',
    expected: ['/changelog/data-sdk-vehicle-triggers', P.SERVER_SDK, P.TRIGGERS],
    cites: [
      'TypeScript data SDK 1.4.0: the webhook client is now dimo.vehicleTriggers',
      'Manage webhooks with vehicleTriggers',
    ],
  },
  {
    question: "is there a python sdk and what's the pip package called",
    expected: [P.SERVER_SDK],
    cites: ['Install and initialize'],
  },
  {
    question: 'how do i add a login with dimo button to my react app',
    expected: [P.CONNECT],
    cites: ['LoginWithDimo'],
  },
  {
    question: 'my frontend is vue not react, how do users share there car',
    expected: [P.CONNECT, P.FIRST_APP],
    cites: ['DIMO Connect URL', 'Step 2: Get a vehicle shared'],
  },
  {
    question: 'how do i connect claude dekstop to my dimo vehicles',
    expected: [P.MCP],
    cites: ['Set up Claude Desktop'],
  },
  {
    question: 'is there a starter app i can remix on replit and extend with ai',
    expected: [P.DEV_KIT],
    cites: ['Developer Kit'],
  },
  {
    question: 'do these docs have an llms.txt i can feed to chatgpt or cursor',
    expected: [P.USING_DOCS_WITH_AI],
    cites: ['llms.txt and llms-full.txt'],
  },
  {
    question: 'slack alert when fuel is low without writng any code',
    expected: [P.LOW_CODE],
    cites: ['Example: low-fuel alert'],
  },
  {
    question: 'what apps can i build for insurance with connected car data',
    expected: [P.WHAT, P.EXAMPLES],
    cites: ['Insurance and finance', 'Insurance & Finance'],
  },
];
// ── end natural ──

// ── sections (writer: sections) ──
export const SECTION_HOLDOUT: readonly RelevanceCase[] = [
  {
    question: 'rate limit core plan requests per second',
    expected: [`${P.FAQ}#rate-limits`, `${P.FAQ}#plans`],
    cites: ['Rate limits', 'Which plans are there?'],
  },
  {
    question: 'token exchange 403 even though the car is shared with my app',
    expected: [`${P.FAQ}#403-forbidden`, `${P.TOKEN_EXCHANGE}#troubleshooting-a-refused-exchange`],
    cites: ['Why do I get 403 Forbidden?', 'Troubleshooting a refused exchange'],
  },
  {
    question: 'how long before a vehicle jwt expires',
    expected: [`${P.AUTH}#token-lifetimes`, `${P.TOKEN_EXCHANGE}#the-vehicle-jwt`, `${P.AUTH}#jwt-types`],
    cites: ['Token lifetimes and refreshing', 'The Vehicle JWT', 'Two kinds of tokens'],
  },
  {
    question: 'sacd permissions 0xfcc which privileges does that mean',
    expected: [`${P.AUTH}#sacd`, `${P.IDENTITY_REF}#decode-sacd-permissions`],
    cites: ['How grants are stored', 'Decode SACD permissions'],
  },
  {
    question: 'lost my api key, can the console show it again',
    expected: [`${P.LICENSE}#api-key`],
    cites: ['3. Generate an API key'],
  },
  {
    question: 'passkey error signing in to the developer console with google',
    expected: [`${P.ACCOUNT}#sign-up`],
    cites: ['Sign up'],
  },
  { question: 'car milage in miles', expected: [`${P.SIGNALS}#odometer`], cites: ['Read the odometer'] },
  {
    question: 'check if an ev has the charging cable connected',
    expected: [`${P.SIGNALS}#plugged-in`, `${P.SIGNALS}#battery--charging`],
    cites: ['Is the electric car plugged in?', 'Battery & charging'],
  },
  {
    question: 'only count gps points within a 2 km radius of our depot',
    expected: [
      `${P.SIGNALS}#circle`,
      `${P.SIGNALS}#geofence-filtering`,
      `${P.TELEMETRY_INTRO}#filter-by-location`,
    ],
    cites: ['Circle', 'Geofence filtering', 'Filter by location'],
  },
  {
    question: 'how many credits a telemetry query costs before running it',
    expected: [`${P.TELEMETRY_INTRO}#cost-estimates`, `${P.FAQ}#query-credits`],
    cites: ['Credits and cost estimates', 'How are queries billed?'],
  },
  {
    question: 'not enough points in geofence filter',
    expected: [
      `${P.TELEMETRY_INTRO}#invalid-arguments`,
      `${P.SIGNALS}#polygon`,
      `${P.TELEMETRY_INTRO}#filter-by-location`,
    ],
    cites: ['Invalid arguments', 'Polygon', 'Filter by location'],
  },
  {
    question: 'driving behaviour event names like harsh cornering or collision',
    expected: [`${P.EVENTS}#event-names`],
    cites: ['Event names'],
  },
  {
    question: 'segmets query over 2 months fails date range exceeds maximum',
    expected: [`${P.SEGMENTS}#time-range`, `${P.SEGMENTS}#errors`, `${P.TELEMETRY_INTRO}#limits`],
    cites: ['Time range and the 31-day limit', 'Errors', 'Limits'],
  },
  {
    question: 'detect the engine left running while the vehicle is parked',
    expected: [`${P.SEGMENTS}#idling`, `${P.SEGMENTS}#example-idling`],
    cites: ['idling', 'Idling longer than ten minutes'],
  },
  {
    question: 'fetch api /v1/vehicle/latest-object returns 404',
    expected: [`${P.FETCH_INTRO}#rest-removed`, '/changelog/fetch-api-graphql#after'],
    cites: ['REST routes removed in February 2026', 'After'],
  },
  {
    question: 'dataUrl presigned link, do i need the bearer token to download',
    expected: [`${P.FETCH_QUERIES}#download-data-url`],
    cites: ['Download a large payload'],
  },
  {
    question: 'can i find a vehicle by its VIN in the identity api',
    expected: [`${P.IDENTITY_INTRO}#at-a-glance`],
    cites: ['At a glance'],
  },
  {
    question: 'list every vehicle connected through smartcar',
    expected: [
      `${P.IDENTITY_REF}#example-vehicles-of-a-connection`,
      `${P.IDENTITY_PLAY}#getvehiclesbyconnection`,
      '/changelog/identity-vehicles-connection-filter#after',
    ],
    cites: ['Vehicles of a connection', 'GetVehiclesByConnection', 'After'],
  },
  {
    question: 'signed odometer reading that a buyer can verify',
    expected: [`${P.ATTESTATION}#odometer-vc`],
    cites: ['Create an odometer statement'],
  },
  {
    question: 'device definitions search for make model year dropdown, no token',
    expected: [`${P.DEVICE_DEFS}#search`, `${P.DEVICE_DEFS}#common-workflows`],
    cites: ['Search device definitions', 'Common workflows'],
  },
  {
    question: 'valuations getInstantOffers wrong http method',
    expected: [
      `${P.VALUATIONS}#instant-offer`,
      '/docs/api-references/valuations-api/request-instant-offers#samples',
    ],
    cites: ['Request instant offers'],
  },
  {
    question: 'webhook status changed to failed and stopped delivering',
    expected: [`${P.TRIGGERS}#failed-status`, '/changelog/vehicle-triggers-failed-status#what-to-do'],
    cites: ['Delivery failures and the failed status', 'What to do'],
  },
  {
    question: 'what does my endpoint have to respond when i create a webhok',
    expected: [`${P.TRIGGERS}#verify-your-endpoint`],
    cites: ['Verify your endpoint'],
  },
  {
    question: 'webhook created fine but never fires for speed',
    expected: [`${P.TRIGGERS}#service-and-metric-names`],
    cites: ['Service and metric names'],
  },
  {
    question: 'login with dimo button with my own brand logo and colours',
    expected: [`${P.CONNECT}#brand-theming`],
    cites: ['Brand theming'],
  },
  {
    question: '.net sdk vehicle triggers webhooks support',
    expected: [
      `${P.SERVER_SDK}#dotnet`,
      `${P.SERVER_SDK}#sdk-properties-and-the-apis-they-call`,
      `${P.SERVER_SDK}#vehicle-triggers`,
    ],
    cites: [
      'The .NET client',
      'SDK properties and the APIs they call',
      'Manage webhooks with vehicleTriggers',
    ],
  },
  {
    question: 'mcp-dimo shows my own cars, not the fleet shared with my license',
    expected: [`${P.MCP}#fleet-mode`],
    cites: ['Fleet mode'],
  },
  {
    question: 'replit developer kit which secrets to set, VITE_ variables',
    expected: [`${P.DEV_KIT}#step-2-update-the-secrets`],
    cites: ['Step 2: Update the secrets'],
  },
  { question: 'install the dimo node in n8n', expected: [`${P.LOW_CODE}#n8n`], cites: ['n8n'] },
  {
    question: 'should my react frontend call dimo apis directly or via backend',
    expected: [`${P.FIRST_APP}#use-a-client-server-architecture`],
    cites: ['Use a client-server architecture'],
  },
];
// ── end sections ──
