/**
 * Relevance set for `scripts/bench-search.ts`: what developers type into the
 * docs search box, each with the page(s) that truly answer it. Expected pages
 * are `url_without_anchor` paths; a question is found at rank r when the r-th
 * distinct page among the hits is one of them. Every expectation was chosen by
 * reading the MDX under docs/; `why` names the section that answers it.
 * tests/unit/relevance-set.test.ts checks that the set is well formed.
 */
export interface RelevanceCase {
  /** The query, as typed into the search box. */
  question: string;
  /** Paths of the pages that answer it, e.g. `/docs/getting-started/authentication`. */
  expected: readonly string[];
  /** Where on the page the answer is. */
  why: string;
}

const AUTH = '/docs/getting-started/authentication';
const LICENSE = '/docs/getting-started/register-a-license';
const ACCOUNT = '/docs/getting-started/create-your-account';
const FAQ = '/docs/faq';
const TOKEN_EXCHANGE = '/docs/api-references/token-exchange-api';
const DEVICE_DEFS = '/docs/api-references/device-definitions-api';
const ATTESTATION = '/docs/api-references/attestation-api';
const VALUATIONS = '/docs/api-references/valuations-api';
const TRIGGERS = '/docs/api-references/vehicle-triggers-api';
const IDENTITY_INTRO = '/docs/api-references/identity-api/introduction';
const IDENTITY_REF = '/docs/api-references/identity-api/identity-reference';
const IDENTITY_PLAY = '/docs/api-references/identity-api/identity-playground';
const TELEMETRY_INTRO = '/docs/api-references/telemetry-api/introduction';
const SIGNALS = '/docs/api-references/telemetry-api/signals';
const EVENTS = '/docs/api-references/telemetry-api/events';
const TELEMETRY_PLAY = '/docs/api-references/telemetry-api/telemetry-playground';
const SEGMENTS = '/docs/api-references/telemetry-api/segments';
const FETCH_INTRO = '/docs/api-references/fetch-api/introduction';
const FETCH_QUERIES = '/docs/api-references/fetch-api/queries';
const BLOCKS = '/docs/build/building-blocks';
const FIRST_APP = '/docs/build/building-your-first-app';
const CONNECT = '/docs/build/building-with-tools/client-sdk-dimo-connect';
const SERVER_SDK = '/docs/build/building-with-tools/server-sdk';
const LOW_CODE = '/docs/build/building-with-tools/low-code-integrations';
const DEV_KIT = '/docs/build/building-with-ai/developer-kit';
const MCP = '/docs/build/building-with-ai/dimo-mcp-server';
const EXAMPLES = '/docs/examples/build-examples';
const WHAT = '/docs/introduction/what-can-you-build';
const WHERE = '/docs/introduction/where-can-you-start';

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Authentication and tokens
  {
    question: 'vehicle jwt',
    expected: [AUTH, TOKEN_EXCHANGE],
    why: 'Get a Vehicle JWT; Exchange a Developer JWT for a Vehicle JWT',
  },
  { question: 'developer jwt', expected: [AUTH], why: 'Get a Developer JWT (challenge, sign, submit)' },
  {
    question: 'sign challenge api key',
    expected: [AUTH],
    why: 'Step 2: Sign the challenge with the API key',
  },
  { question: 'generate_challenge', expected: [AUTH], why: 'Step 1: POST /auth/web3/generate_challenge' },
  {
    question: 'token expires 10 minutes',
    expected: [AUTH, FAQ],
    why: 'Token lifetimes and refreshing; FAQ 401 Unauthorized',
  },
  {
    question: 'verify jwt public keys',
    expected: [AUTH, FAQ],
    why: 'Verify tokens; FAQ What is auth.dimo.zone/keys for?',
  },
  {
    question: 'privileges',
    expected: [AUTH, TOKEN_EXCHANGE],
    why: 'Privileges table; Privileges you can request',
  },
  {
    question: 'exchange token 403',
    expected: [TOKEN_EXCHANGE, FAQ],
    why: 'Troubleshooting a 403; FAQ Why do I get 403 Forbidden?',
  },
  {
    question: 'grantee lowercase',
    expected: [AUTH, FAQ],
    why: 'Compare the grantee in lower case (both pages)',
  },
  {
    question: 'which token does each api need',
    expected: [FAQ, AUTH],
    why: 'FAQ Which token does each API need?; Two kinds of tokens',
  },

  // Account and license
  { question: 'register developer license', expected: [LICENSE], why: 'Register and configure a license' },
  {
    question: 'api key',
    expected: [LICENSE, AUTH],
    why: '3. Generate an API key; the API key signs the challenge',
  },
  { question: 'redirect uri', expected: [LICENSE], why: '4. Add redirect URIs' },
  { question: 'client id', expected: [LICENSE], why: 'The Client ID' },
  { question: 'credits billing', expected: [ACCOUNT, FAQ], why: 'Credits and billing (both pages)' },
  { question: 'is it free', expected: [FAQ], why: 'Is it free to build on DIMO?' },
  { question: 'developer console sign up', expected: [ACCOUNT], why: 'The Developer Console; Sign up' },

  // Errors, limits, environments
  {
    question: 'rate limit',
    expected: [FAQ],
    why: 'Rate limits: 10 requests per second per service per host',
  },
  {
    question: '401 unauthorized',
    expected: [FAQ, TELEMETRY_INTRO],
    why: 'Why do I get 401 Unauthorized?; 401 Unauthorized: missing or expired token',
  },
  { question: 'status codes', expected: [FAQ], why: 'Status codes table' },
  { question: 'sandbox', expected: [FAQ], why: 'Is there a sandbox?' },
  {
    question: 'dev environment hosts',
    expected: [FAQ, SERVER_SDK],
    why: 'Which hosts are production and which are development?; SDK Environments',
  },
  {
    question: 'retry backoff',
    expected: [FAQ, SERVER_SDK],
    why: 'How do I stay under the limit and back off?; Errors and retries',
  },

  // Identity API
  {
    question: 'identity api no token',
    expected: [IDENTITY_INTRO],
    why: 'The Identity API is public: no token is passed',
  },
  {
    question: 'pagination endCursor',
    expected: [IDENTITY_INTRO, IDENTITY_REF],
    why: 'Pagination; Page through all vehicles',
  },
  {
    question: 'vehicles owned by address',
    expected: [IDENTITY_REF, IDENTITY_PLAY],
    why: 'Vehicles owned by an address; GetVehiclesByOwner',
  },
  {
    question: 'vehicles shared with my license',
    expected: [IDENTITY_REF, FAQ, FIRST_APP],
    why: 'Vehicles shared with my license; FAQ shared vehicles; Find the vehicles shared with your license',
  },
  { question: 'sacd permissions decode', expected: [IDENTITY_REF], why: 'Decode SACD permissions' },
  { question: 'GetVehiclesByOwner', expected: [IDENTITY_PLAY], why: 'Common queries: GetVehiclesByOwner' },
  {
    question: 'rewards query',
    expected: [IDENTITY_REF, IDENTITY_PLAY],
    why: 'rewards root query; GetRewardsByOwner',
  },
  {
    question: 'aftermarket device',
    expected: [IDENTITY_REF],
    why: 'aftermarketDevice query and AftermarketDevice type',
  },
  {
    question: 'graphiql identity',
    expected: [IDENTITY_PLAY, IDENTITY_INTRO],
    why: 'Run the queries: In GraphiQL; Try it in GraphiQL',
  },

  // Telemetry API
  {
    question: 'odometer signal',
    expected: [SIGNALS],
    why: 'Signal table: powertrainTransmissionTravelledDistance',
  },
  {
    question: 'signalsLatest',
    expected: [TELEMETRY_INTRO, SIGNALS],
    why: 'Root queries: signalsLatest; signalsLatest: the current state',
  },
  {
    question: 'aggregation interval',
    expected: [TELEMETRY_INTRO, SIGNALS],
    why: 'The interval argument; Aggregations; signals: history in time buckets',
  },
  {
    question: 'available signals',
    expected: [TELEMETRY_INTRO, TELEMETRY_PLAY, SIGNALS],
    why: 'availableSignals and dataSummary; Available signals; How signals work (AvailableSignals query)',
  },
  { question: 'geofence filter', expected: [SIGNALS], why: 'Geofence filtering (circle, polygon)' },
  { question: 'tire pressure', expected: [SIGNALS], why: 'Tires & wheels; Weekly tire check' },
  { question: 'battery charging', expected: [SIGNALS], why: 'Battery & charging; Charging sessions' },
  { question: 'trouble codes dtc', expected: [SIGNALS], why: 'Trouble codes and engine health' },
  {
    question: 'privacy zone approximate location',
    expected: [SIGNALS],
    why: 'Approximate location; Privacy zones and redaction',
  },
  { question: 'events harsh braking', expected: [EVENTS], why: 'Event names; Only braking events' },
  { question: 'event filter by tag', expected: [EVENTS], why: 'EventFilter; Events by tag' },
  {
    question: 'events query returns nothing',
    expected: [FAQ, EVENTS],
    why: 'Why does the events query return nothing?; events need R1 device and privileges',
  },
  { question: 'signal empty', expected: [FAQ], why: 'Why is a signal empty for my vehicle?' },
  {
    question: 'vin credential',
    expected: [ATTESTATION, TELEMETRY_INTRO],
    why: 'Create a VIN credential; VIN and POM credentials',
  },
  {
    question: 'proof of movement',
    expected: [TELEMETRY_INTRO],
    why: 'pomVCLatest: a proof-of-movement credential',
  },
  { question: 'odometer statement', expected: [ATTESTATION], why: 'Create an odometer statement' },

  // Other APIs
  { question: 'decode vin', expected: [DEVICE_DEFS], why: 'Decode a VIN' },
  { question: 'device definition search', expected: [DEVICE_DEFS], why: 'Search device definitions' },
  { question: 'instant offer', expected: [VALUATIONS], why: 'Request instant offers' },
  { question: 'trade-in value', expected: [VALUATIONS], why: 'Get valuations: trade-in and retail' },
  {
    question: 'webhook verification token',
    expected: [TRIGGERS],
    why: 'Webhook configuration: verificationToken; Verify your endpoint',
  },
  { question: 'cel condition', expected: [TRIGGERS], why: 'CEL conditions' },
  { question: 'webhook cooldown', expected: [TRIGGERS], why: 'Cooldown' },
  { question: 'subscribe vehicle webhook', expected: [TRIGGERS], why: 'Subscribe a vehicle' },
  { question: 'webhook payload cloudevent', expected: [TRIGGERS], why: 'Delivered payload' },

  // Build guides and tools
  {
    question: 'share vehicles react',
    expected: [CONNECT, FIRST_APP],
    why: 'ShareVehiclesWithDimo; A complete React example; Step 2: Get a vehicle shared (ShareButton.tsx)',
  },
  { question: 'permissions bitstring', expected: [CONNECT], why: 'The permissions bitstring' },
  { question: 'dimo connect url', expected: [CONNECT], why: 'DIMO Connect URL' },
  { question: 'login with dimo button', expected: [CONNECT], why: 'Components: LoginWithDimo' },
  {
    question: 'python sdk install',
    expected: [SERVER_SDK],
    why: 'Install and initialize (pip install dimo-python-sdk)',
  },
  { question: '.net sdk', expected: [SERVER_SDK], why: 'Install and initialize: Dimo.Client for .NET' },
  { question: 'first app backend', expected: [FIRST_APP], why: 'Step 4: Build your backend' },
  {
    question: 'mcp server claude config',
    expected: [MCP],
    why: 'Set up Claude Desktop: claude_desktop_config.json',
  },
  { question: 'fleet mode', expected: [MCP], why: 'Fleet mode' },
  { question: 'replit developer kit', expected: [DEV_KIT], why: 'Step 1: Remix the app on Replit' },
  { question: 'n8n node', expected: [LOW_CODE], why: 'n8n community node' },
  { question: 'low fuel alert', expected: [LOW_CODE], why: 'Example: low-fuel alert' },

  // Concepts
  { question: 'vehicle nft', expected: [BLOCKS], why: 'Vehicles as NFTs' },
  {
    question: 'connection oracle',
    expected: [WHAT, WHERE],
    why: 'Builder roles: Connection Oracles; first steps for oracles',
  },
  {
    question: 'storage node',
    expected: [WHAT, WHERE],
    why: 'Builder roles: Storage Nodes; first steps for storage nodes',
  },
  {
    question: 'insurance app examples',
    expected: [EXAMPLES, WHAT],
    why: 'Insurance & Finance examples; App ideas: Insurance and finance',
  },

  // The 2026 platform: new pages and changed behaviour
  { question: 'trip segments', expected: [SEGMENTS], why: 'The segments query; Example: a week of trips' },
  {
    question: 'daily activity timezone',
    expected: [SEGMENTS],
    why: 'Daily activity; Example: three days in Berlin',
  },
  {
    question: 'detect refuel',
    expected: [SEGMENTS],
    why: 'Detection mechanisms: refuel; Refuels in December',
  },
  {
    question: 'idling detection rpm',
    expected: [SEGMENTS],
    why: 'Detection mechanisms: idling; SegmentConfig',
  },
  {
    question: 'fetch api',
    expected: [FETCH_INTRO, FETCH_QUERIES],
    why: 'What the Fetch API is for; Overview',
  },
  {
    question: 'raw cloudevents',
    expected: [FETCH_INTRO, FETCH_QUERIES],
    why: 'Fetch or Telemetry?; Event queries',
  },
  {
    question: 'presigned dataUrl download',
    expected: [FETCH_QUERIES],
    why: 'CloudEvent: dataUrl; Download a large payload',
  },
  { question: 'latestCloudEvent', expected: [FETCH_QUERIES], why: 'Event queries: latestCloudEvent' },
  {
    question: 'signalsSnapshot',
    expected: [TELEMETRY_INTRO, TELEMETRY_PLAY],
    why: 'Snapshot of every signal',
  },
  {
    question: 'source filter did',
    expected: [TELEMETRY_INTRO],
    why: 'Filter by source: a connection’s ethr DID replaces the old names',
  },
  { question: 'webhook vss prefix', expected: [TRIGGERS], why: 'Service and metric names' },
  { question: 'webhook failed status', expected: [TRIGGERS], why: 'Delivery failures and the failed status' },
  {
    question: 'hosted mcp endpoint',
    expected: [MCP, TELEMETRY_INTRO, IDENTITY_INTRO, FETCH_INTRO],
    why: 'Hosted MCP endpoints; MCP endpoint sections of each GraphQL API',
  },
  {
    question: 'account level sharing',
    expected: [TOKEN_EXCHANGE, CONNECT, FETCH_INTRO],
    why: 'Account-level grants; ShareAccountWithDimo; Account-level access',
  },
];
