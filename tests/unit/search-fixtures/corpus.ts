/**
 * A small site's records, made by the indexers' own record builder, for the
 * engine, format and client tests: pages as the build writes them, each
 * starting with its title record.
 */
import { RecordBuilder, type PageInfo } from '../../../plugins/search-index/record-builder';
import type { SearchRecord } from '../../../src/search/types';

export const ORIGIN = 'https://build.example';

type Item = ['h', number, string, string] | ['p', string] | ['row', string[]];

function page(
  path: string,
  lvl0: string,
  title: string,
  items: Item[],
  extra: Partial<PageInfo> = {},
): SearchRecord[] {
  const builder = new RecordBuilder(
    { pageUrl: `${ORIGIN}${path}`, lvl0, language: 'en', tag: 'docs-default-current', pageRank: 1, ...extra },
    title,
  );
  for (const item of items) {
    if (item[0] === 'h') builder.heading(item[1], item[2], item[3]);
    else if (item[0] === 'p') builder.text(item[1]);
    else builder.tableRow(item[1]);
  }
  return builder.records();
}

/** Thirty sections that all mention "fleet", for the limits. */
const fleetSections: Item[] = Array.from({ length: 30 }, (_, i): Item[] => [
  ['h', 2, `Fleet report ${i + 1}`, `fleet-report-${i + 1}`],
  ['p', `Fleet figures number ${i + 1} for the month.`],
]).flat();

export const siteRecords: SearchRecord[] = [
  ...page(
    '/changelog/tokens-last-longer',
    'Changelog',
    'Vehicle JWT lifetime',
    [['p', 'A Vehicle JWT now lasts 10 minutes.']],
    {
      pageRank: 0,
      tag: 'default',
    },
  ),
  ...page(
    '/changelog/trigger-period',
    'Changelog',
    'Changes',
    [['p', 'A trigger fires at most once per period.']],
    {
      pageRank: 0,
      tag: 'default',
    },
  ),
  ...page('/docs/api-references/telemetry-api/signals', 'Telemetry API', 'Vehicle Signals', [
    ['p', 'Every signal a vehicle reports.'],
    ['h', 2, 'Signal table', 'signal-table'],
    ['row', ['powertrainTransmissionTravelledDistance', 'float', 'The odometer in kilometres']],
    ['row', ['powertrainTractionBatteryChargingIsCharging', 'bool', 'Whether the battery is charging']],
    ['row', ['speed', 'float', '—', 'Speed in km/h']],
  ]),
  ...page('/docs/api-references/vehicle-triggers-api', 'API References', 'Vehicle Triggers API', [
    ['p', 'Webhooks call your server when a condition holds.'],
    ['h', 2, 'Cooldown', 'cooldown'],
    ['p', 'A trigger fires at most once per period.'],
    ['h', 2, 'Plugins', 'plugins'],
    ['p', 'Our plugin for n8n calls the API.'],
  ]),
  ...page('/docs/build/server-sdk', 'Building with Tools', 'Server SDK', [
    ['h', 2, 'The .NET client', 'dotnet'],
    ['p', 'Install Dimo.Client from NuGet.'],
    ['h', 2, 'Python', 'python'],
    ['p', 'Install the Python package with pip.'],
  ]),
  ...page('/docs/faq', 'Docs', 'FAQs', [
    ['h', 2, 'Rate limits', 'rate-limits'],
    ['p', 'The rate limit is 10 requests per second per service.'],
    ['h', 2, 'Plans', 'plans'],
    ['p', 'Always code'],
    ['h', 3, 'Business plans', 'business-plans'],
    ['p', 'Always code'],
    ['h', 2, 'Escaping', 'escaping'],
    ['p', 'Use <script> & "quotes" carefully: a > b.'],
    ['h', 2, 'Chargers', 'chargers'],
    ['p', 'Any charger works with the chargepoint.'],
    ['h', 2, 'Devices', 'devices'],
    ['p', 'Each box holds one device.'],
  ]),
  ...page('/docs/fleets', 'Docs', 'Fleets', fleetSections),
  ...page('/docs/getting-started/authentication', 'Getting Started', 'Authentication', [
    ['p', 'Your backend gets tokens from DIMO.'],
    ['h', 2, 'Get a Vehicle JWT', 'get-a-vehicle-jwt'],
    ['p', 'Exchange your Developer JWT for a Vehicle JWT that lasts 10 minutes.'],
    ['p', 'The token carries the privileges the owner shared with your license.'],
  ]),
  ...page('/docs/guides/recherche', 'Guides', 'Véhicules électriques', [['p', 'Données du véhicule.']], {
    language: 'fr',
  }),
];
