import { describe, expect, it } from 'vitest';

import { encodeIndex } from '../../../plugins/search-index/index-files';
import { ORIGIN, pageRecords, referenceRecords, siteRecords } from '../../../tests/fixtures/search-corpus';
import { runQuerySteps, SearchEngine } from './engine';
import { SearchEngineError } from './errors';
import { groupNamingTerms } from './invertedIndex';
import { MAX_QUERY_LENGTH } from './options';
import { ShardedIndex, ShardedSearchEngine } from './shardedIndex';
import type { SearchParams, SearchRecord } from './types';

const engine = new SearchEngine(siteRecords);
const MARK = { highlightPreTag: '<mark>', highlightPostTag: '</mark>' };
const search = (query: string, extra: SearchParams = {}) => engine.search({ query, ...extra }, 'docs');
/** Hit URLs without the origin, e.g. `/docs/faq#rate-limits`. */
const urls = (query: string, extra: SearchParams = {}) =>
  search(query, extra).hits.map((h) => h.url.slice(ORIGIN.length));
const first = (query: string) => urls(query)[0];

/** The browser's index: the compact files the build writes from `records`, read back. */
async function shardedIndexOf(records: readonly SearchRecord[]): Promise<ShardedIndex> {
  const { files } = encodeIndex(records);
  return ShardedIndex.open({ load: async (name) => JSON.parse(files.get(name)!) as unknown });
}

/** Expects the compact files to answer each query exactly as the in-memory engine over the same records. */
async function expectSameAnswersFromFiles(
  records: readonly SearchRecord[],
  memory: SearchEngine,
  queries: readonly string[],
  hitsPerPage = 10,
): Promise<void> {
  const sharded = new ShardedSearchEngine(await shardedIndexOf(records));
  for (const query of queries) {
    const { processingTimeMS: _a, ...ours } = await sharded.search({ query, hitsPerPage });
    const { processingTimeMS: _b, ...theirs } = memory.search({ query, hitsPerPage });
    expect(ours, query).toEqual(theirs);
  }
}

describe('ranking', () => {
  it('ranks the page whose title is the query first', () => {
    expect(first('authentication')).toBe('/docs/getting-started/authentication');
  });

  it('ranks a section whose heading is the query above text that mentions it', () => {
    expect(first('cooldown')).toBe('/docs/api-references/vehicle-triggers-api#cooldown');
  });

  it('ranks a doc page above a changelog entry that says the same', () => {
    const found = urls('trigger fires at most once per period');
    expect(found.slice(0, 2)).toEqual([
      '/docs/api-references/vehicle-triggers-api#cooldown',
      '/changelog/trigger-period',
    ]);
  });

  it('counts the words of the headings above a record (its hierarchy)', () => {
    // "webhook" is only in the page's text, "period" only in the Cooldown section's text,
    // "cooldown" only in its heading: the section's text still matches all three.
    expect(first('trigger period cooldown')).toBe('/docs/api-references/vehicle-triggers-api#cooldown');
  });

  it('ranks records with more of the words first, and still answers when no record has them all', () => {
    const found = urls('odometer zeppelin');
    expect(found[0]).toBe('/docs/api-references/telemetry-api/signals#signal-table');
  });

  it('matches the last word as a prefix, and only the last', () => {
    expect(first('cooldo')).toBe('/docs/api-references/vehicle-triggers-api#cooldown');
    // Not last: "cooldo" must be a whole word, and none is.
    expect(
      search('cooldo trigger').hits.every((h) => !h._highlightResult.hierarchy.lvl2?.value.includes('<')),
    ).toBe(true);
    expect(urls('cooldo ', MARK)).toEqual([]);
  });

  it('finds the parts of camelCase identifiers and the identifier itself', () => {
    expect(first('travelled distance')).toBe('/docs/api-references/telemetry-api/signals#signal-table');
    expect(first('powertrainTransmissionTravelledDistance')).toBe(
      '/docs/api-references/telemetry-api/signals#signal-table',
    );
  });

  it('returns one hit per section', () => {
    const found = urls('vehicle');
    expect(new Set(found).size).toBe(found.length);
  });

  it('cuts the query at the maximum length', () => {
    const long = `${'a'.repeat(MAX_QUERY_LENGTH)}authentication`;
    expect(search(long).query).toHaveLength(MAX_QUERY_LENGTH);
    expect(search(long).nbHits).toBe(0);
  });

  it('answers a query of symbols alone as the empty query, and reads regex syntax as plain text', () => {
    const browse = search('');
    expect(browse.nbHits).toBeGreaterThan(20);
    for (const q of ['(', '.*', '\\', '"', ' ', '🚗🚗']) {
      const answer = search(q);
      expect(answer.nbHits, q).toBe(browse.nbHits);
      expect(
        answer.hits.map((h) => h.objectID),
        q,
      ).toEqual(browse.hits.map((h) => h.objectID));
    }
    expect(urls('(cooldown|period)+')).toEqual(urls('cooldown period '));
    expect(first('(cooldown|period)+')).toBe('/docs/api-references/vehicle-triggers-api#cooldown');
    expect(first('[cooldown]')).toBe('/docs/api-references/vehicle-triggers-api#cooldown');
  });

  it('finds spellings run together with symbols, and nothing for words no record has', () => {
    expect(first('c#c#')).toBe('/docs/build/server-sdk#dotnet');
    expect(first('.net.net')).toBe('/docs/build/server-sdk#dotnet');
    expect(search('مرحبا')).toMatchObject({ query: 'مرحبا', nbHits: 0, hits: [] });
    expect(search('a'.repeat(10_000))).toMatchObject({ query: 'a'.repeat(MAX_QUERY_LENGTH), nbHits: 0 });
  });

  it('rejects an index that is not a record list', () => {
    expect(() => new SearchEngine(null as never)).toThrow(SearchEngineError);
  });
});

describe('matching: stop words, plurals, synonyms, typos', () => {
  it('ignores stop words when the query has other words', () => {
    expect(first('how do i find the cooldown')).toBe(first('find cooldown'));
  });

  it('treats singular and plural as one word', () => {
    expect(first('cooldowns')).toBe('/docs/api-references/vehicle-triggers-api#cooldown');
    expect(first('plugin')).toBe('/docs/api-references/vehicle-triggers-api#plugins');
    // Too far from "box" for a typo (two letters), too long for a prefix: only the singular finds it.
    expect(first('boxes ')).toBe('/docs/faq#devices');
  });

  it('finds a word through the synonyms file: C# and csharp find the .NET client', () => {
    expect(first('c# client')).toBe('/docs/build/server-sdk#dotnet');
    expect(first('csharp')).toBe('/docs/build/server-sdk#dotnet');
    expect(first('dotnet')).toBe('/docs/build/server-sdk#dotnet');
  });

  it('finds a word through the synonyms file: car/vehicle, mileage/odometer, plugged in/charging', () => {
    expect(urls('car signals')[0]).toBe('/docs/api-references/telemetry-api/signals');
    expect(first('mileage')).toBe('/docs/api-references/telemetry-api/signals#signal-table');
    const plugged = search('is the car plugged in', MARK).hits[0]!;
    expect(plugged.url.slice(ORIGIN.length)).toBe('/docs/api-references/telemetry-api/signals#signal-table');
    expect(plugged._highlightResult.content?.value).toContain('<mark>charging</mark>');
  });

  it('ranks the words as typed above their synonyms', () => {
    const hits = search('odometer', MARK).hits;
    expect(hits[0]!._highlightResult.content?.value).toContain('<mark>odometer</mark>');
  });

  it('allows one typo from 4 letters and two from 7, with a swap counting as one', () => {
    // 3 letters: exact only.
    expect(urls('pip')).not.toEqual([]);
    expect(urls('pib ')).toEqual([]);
    // 6 letters ("plugin"): one typo, not two.
    expect(first('plguin ')).toBe('/docs/api-references/vehicle-triggers-api#plugins');
    expect(urls('pkguim ')).toEqual([]);
    // 7 letters ("charger"): two typos.
    expect(first('chragre ')).toBe('/docs/faq#chargers');
    expect(urls('chxrgxx ')).toEqual([]);
    // 8 letters, a swap and a substitution.
    expect(first('odomteor ')).toBe('/docs/api-references/telemetry-api/signals#signal-table');
  });

  it('does not correct a word that is in the index as typed', () => {
    // "charger" is a word of its own: it does not also match "charging".
    expect(
      search('charger ', MARK).hits.every(
        (h) => !JSON.stringify(h._highlightResult).includes('<mark>charging'),
      ),
    ).toBe(true);
  });
});

describe('other forms of a word and the headings of a section', () => {
  const forms = new SearchEngine([
    ...pageRecords('/docs/webhooks', 'Docs', 'Webhooks', [
      ['p', 'Each webhook posts to your endpoint.'],
      ['h', 2, 'Verify your endpoint', 'verify'],
      ['p', 'The service posts a challenge once and waits for the answer.'],
      ['h', 2, 'Privileges', 'privileges'],
      ['p', 'The vehicle owner grants each of them.'],
      ['h', 2, 'Filter by privileged', 'filter-by-privileged'],
      ['p', 'Lists the vehicles shared with your client id.'],
    ]),
    ...pageRecords('/docs/triggers', 'Docs', 'Triggers', [
      ['h', 2, 'CEL conditions', 'cel-conditions'],
      ['p', 'A trigger fires when its CEL condition holds.'],
      ['h', 3, 'Examples', 'examples'],
      ['p', 'value > 120 fires above 120 km/h.'],
      ['h', 3, 'Variables', 'variables'],
      ['p', 'value and previousValue hold the readings.'],
    ]),
    ...pageRecords('/docs/other', 'Docs', 'Other examples', [['p', 'More examples of many things.']]),
  ]);
  const firstOf = (query: string) =>
    forms.search({ query, hitsPerPage: 5 }).hits[0]?.url.slice(ORIGIN.length);

  it('finds a heading through another form of the query word: verification finds "Verify your endpoint"', () => {
    expect(firstOf('endpoint verification')).toBe('/docs/webhooks#verify');
    const [hit] = forms.search({ query: 'verification', ...MARK }).hits;
    expect(hit?._highlightResult.hierarchy.lvl2?.value).toBe('<mark>Verify</mark> your endpoint');
  });

  it('gives a heading with another form of the query word no exact-heading bonus', () => {
    // "Privileges" is nothing but a form of `privileged`, not the word the reader typed.
    expect(firstOf('privileged')).toBe('/docs/webhooks#filter-by-privileged');
  });

  it('ranks a heading made of query words under a heading with the rest of the query above that heading', () => {
    // "Examples" under "CEL conditions" names the whole query; "CEL conditions" lacks `examples`.
    expect(firstOf('cel condition examples')).toBe('/docs/triggers#examples');
    // A heading with other words too ("Variables" is not the query) gets nothing from the headings above it.
    expect(firstOf('cel condition')).toBe('/docs/triggers#cel-conditions');
  });
});

describe('two query words that are synonyms of each other', () => {
  /** An odometer section, a mileage section, and other text so that both words are rare. */
  const odometerAndMileage = (
    odometer: Parameters<typeof pageRecords>[3],
    mileage: Parameters<typeof pageRecords>[3],
  ) => [
    ...pageRecords('/docs/signals', 'Docs', 'Signals', odometer),
    ...pageRecords('/docs/valuations', 'Docs', 'Valuations', mileage),
    ...pageRecords('/docs/webhooks', 'Docs', 'Webhooks', [
      ['p', 'A webhook posts to your endpoint.'],
      ['p', 'Each delivery carries the vehicle.'],
      ['p', 'Failed deliveries are retried.'],
    ]),
  ];
  const hitsOf = (engine: SearchEngine, query: string) =>
    engine.search({ query, hitsPerPage: 5 }).hits.map((h) => h.url.slice(ORIGIN.length));
  const synonymRecords = odometerAndMileage(
    [
      ['h', 2, 'Odometer', 'odometer'],
      ['p', 'The latest reading, in kilometres.'],
    ],
    [
      ['h', 2, 'Mileage', 'mileage'],
      ['p', 'With no odometer signal, the price uses an estimate.'],
    ],
  );
  const synonymEngine = new SearchEngine(synonymRecords);
  const hits = (query: string) => hitsOf(synonymEngine, query);

  it('counts one word of a record for one query word only: a section with mileage and odometer beats a heading with odometer', () => {
    // Alone, `mileage` still finds "Odometer" through its synonym.
    expect(hits('mileage')).toContain('/docs/signals#odometer');
    // Typed together, "Odometer" has one of the two words, not both; "Mileage" and its section's text have both.
    expect(hits('mileage odometer')[0]).toBe('/docs/valuations#mileage');
    expect(hits('odometer mileage')[0]).toBe('/docs/valuations#mileage');
  });

  it('gives a heading with one word that two synonyms reach the heading bonus of one query word, not two', () => {
    const engine = new SearchEngine(
      odometerAndMileage(
        [
          ['h', 2, 'Odometer reading', 'odometer-reading'],
          ['p', 'The latest value, in kilometres.'],
        ],
        [
          ['h', 2, 'Mileage and range', 'mileage-and-range'],
          ['p', 'Read the odometer.'],
        ],
      ),
    );
    const first = (query: string) => hitsOf(engine, query)[0];
    // "Odometer reading" has one word for the two; "Mileage and range" has one and its text the other.
    expect(first('mileage odometer')).toBe('/docs/valuations#mileage-and-range');
    expect(first('odometer mileage')).toBe('/docs/valuations#mileage-and-range');
    expect(first('odometer')).toBe('/docs/signals#odometer-reading');
  });

  it('answers from the compact files as in memory when two query words are synonyms', async () => {
    await expectSameAnswersFromFiles(
      synonymRecords,
      synonymEngine,
      ['mileage odometer', 'odometer mileage'],
      5,
    );
  });
});

describe('words typed next to each other', () => {
  // Page 1 has the three query words apart, page 2 next to each other; the others make each word
  // commoner than the pairs, and ties would go to the earlier page.
  const texts = [
    'Storage size, node count, operator name.',
    'Storage node operators keep vehicle data.',
    'Storage is billed monthly.',
    'A node is one server.',
    'The operator pays the fees.',
    ...Array.from({ length: 5 }, (_, i) => `Unrelated text number ${i}.`),
  ];
  const pairRecords = texts.flatMap((text, i) =>
    pageRecords(`/docs/p${i + 1}`, 'Docs', `Page ${i + 1}`, [['p', text]]),
  );
  const pairEngine = new SearchEngine(pairRecords);
  const pages = (query: string) =>
    pairEngine.search({ query }).hits.map((h) => h.url_without_anchor.slice(ORIGIN.length));

  it('ranks a text where words typed next to each other stand together above one with them apart', () => {
    expect(pages('storage node operator').slice(0, 2)).toEqual(['/docs/p2', '/docs/p1']);
  });

  it('reads words the reader parted with punctuation as apart', () => {
    expect(pages('storage, node, operator').slice(0, 2)).toEqual(['/docs/p1', '/docs/p2']);
  });

  it('answers from the compact files as in memory when query words stand together', async () => {
    await expectSameAnswersFromFiles(pairRecords, pairEngine, [
      'storage node operator',
      'storage, node, operator',
      'node operator',
    ]);
  });
});

describe('a section is its heading and its text', () => {
  const sectionRecords = [
    ...pageRecords(
      '/changelog/rate-limits-by-plan',
      'Changelog',
      'Rate limits now depend on your plan: Hobbyist, Core or Enterprise',
      [['p', 'Each plan has its own limit.']],
      { tag: 'default', pageRank: 0 },
    ),
    ...pageRecords('/docs/faq', 'Docs', 'FAQs', [
      ['h', 2, 'Rate limits', 'rate-limits'],
      ['p', 'Your plan sets your rate limit.'],
      ['p', 'Requests are counted per API service, each second.'],
    ]),
    ...pageRecords('/docs/api', 'Docs', 'An API', [
      ['h', 2, 'Rate limits', 'rate-limits'],
      ['p', 'Requests are counted per API service, each second.'],
    ]),
    // Other text, so that `plan` is as rare as on a real site.
    ...pageRecords('/docs/webhooks', 'Docs', 'Webhooks', [
      ['p', 'A webhook posts to your endpoint.'],
      ['p', 'Each delivery carries the vehicle.'],
      ['p', 'Verify the endpoint once.'],
      ['p', 'Failed deliveries are retried.'],
      ['p', 'Cooldown keeps a trigger quiet.'],
      ['p', 'Signals and events can fire it.'],
    ]),
  ];
  const sections = new SearchEngine(sectionRecords);
  const hits = (query: string) =>
    sections.search({ query, hitsPerPage: 5 }).hits.map((h) => h.url.slice(ORIGIN.length));

  it('ranks a heading with some of the query words whose text has the rest above a title with them all', () => {
    // "Rate limits" is the query's heading and its text names the plan: the section answers it,
    // above the changelog title that has every word and the other "Rate limits" without a plan.
    expect(hits('rate limits per plan').slice(0, 3)).toEqual([
      '/docs/faq#rate-limits',
      '/changelog/rate-limits-by-plan',
      '/docs/api#rate-limits',
    ]);
  });

  it('answers from the compact files as in memory when a heading takes words from its text', async () => {
    await expectSameAnswersFromFiles(sectionRecords, sections, ['rate limits per plan'], 5);
  });
});

describe('a page leads with the section that answers most of the question', () => {
  const pageOrderRecords = [
    ...pageRecords('/docs/low-code', 'Docs', 'Low Code Integrations', [
      ['h', 2, 'n8n', 'n8n'],
      ['p', 'The n8n node gets a vehicle JWT for each call.'],
      ['h', 2, 'Pitfalls', 'pitfalls'],
      ['p', 'Write the client id in lower case: a vehicle JWT with an upper case client id fails.'],
    ]),
    ...pageRecords('/docs/auth', 'Docs', 'Authentication', [
      ['h', 2, 'Client ID', 'client-id'],
      ['p', 'The client id of your license, in lower case.'],
    ]),
    // Other text, so that `n8n` is much rarer than the other words, as on the real site.
    ...pageRecords(
      '/docs/notes',
      'Docs',
      'Notes',
      Array.from({ length: 12 }, (_, i): ['p', string] => [
        'p',
        `Note ${i}: the client id, in upper or lower case, when a vehicle JWT fails.`,
      ]),
    ),
  ];
  const pageOrder = new SearchEngine(pageOrderRecords);
  const hits = (query: string) =>
    pageOrder.search({ query, hitsPerPage: 5 }).hits.map((h) => h.url.slice(ORIGIN.length));

  it("shows first the page's section that answers most of the query, in the page's place", () => {
    // "n8n" scores highest (its heading is the rarest word), but "Pitfalls" answers the rest of the
    // question: it takes the first place, and the page keeps its places around the notes.
    expect(hits('n8n vehicle jwt fails, client id in upper case').slice(0, 3)).toEqual([
      '/docs/low-code#pitfalls',
      '/docs/notes',
      '/docs/low-code#n8n',
    ]);
  });

  it('answers from the compact files as in memory when a page leads with another section', async () => {
    await expectSameAnswersFromFiles(
      pageOrderRecords,
      pageOrder,
      ['n8n vehicle jwt fails, client id in upper case', 'n8n client id'],
      5,
    );
  });
});

describe('a word written as one or as two', () => {
  const compoundRecords = [
    ...pageRecords('/docs/auth', 'Docs', 'Authentication', [
      ['h', 2, 'Compare the grantee in lower case', 'grantee-case'],
      ['p', 'Lower-case both addresses, then compare them.'],
    ]),
    ...pageRecords('/docs/identity', 'Docs', 'Identity API', [
      ['h', 2, 'Grantee', 'grantee'],
      ['p', 'The grantee of a permission, in checksummed mixed case.'],
      ['p', 'Scalars are written as lowercase hex.'],
    ]),
    ...pageRecords('/docs/sdk', 'Docs', 'SDK', [['p', 'The SDK can back off on 429.']]),
  ];
  const compounds = new SearchEngine(compoundRecords);
  const firstOf = (query: string) =>
    compounds.search({ query, hitsPerPage: 5 }).hits[0]?.url.slice(ORIGIN.length);

  it('finds a word typed whole where a text writes it as two words, when another text writes it whole', () => {
    // `lowercase` is a word of the Identity page, so "lower case" and "Lower-case" are that word too.
    expect(firstOf('grantee lowercase')).toBe('/docs/auth#grantee-case');
  });

  it('joins two words into no word that no text writes whole', () => {
    expect(compounds.search({ query: 'backoff' }).nbHits).toBe(0);
  });

  it('answers from the compact files as in memory', async () => {
    await expectSameAnswersFromFiles(compoundRecords, compounds, [
      'grantee lowercase',
      'lowercase',
      'lower case',
    ]);
  });
});

describe('a query that names a page group', () => {
  // The Telemetry API page says `vin` and `identity` itself; the Identity API page has `identity` only in its group.
  const groupRecords = [
    ...pageRecords('/docs/telemetry/decode', 'Telemetry API', 'Decode a VIN', [
      ['p', 'Decode a VIN with the identity service, then query its signals.'],
    ]),
    ...pageRecords('/docs/telemetry/signals', 'Telemetry API', 'Signals', [['p', 'Speed and position.']]),
    ...pageRecords('/docs/identity/lookup', 'Identity API', 'Look up a vehicle', [
      ['p', 'Find a vehicle by its VIN.'],
    ]),
    ...pageRecords('/docs/identity/owners', 'Identity API', 'Owners', [['p', 'Who owns a vehicle.']]),
    ...pageRecords('/docs/ai/tools', 'Building with AI', 'Tools', [['p', 'An assistant can decode a VIN.']]),
    ...pageRecords('/docs/tools/sdk', 'Building with Tools', 'SDK', [['p', 'The SDK decodes a VIN too.']]),
  ];
  const pagesOf = (engine: SearchEngine, query: string) =>
    engine.search({ query, hitsPerPage: 5 }).hits.map((h) => h.url_without_anchor.slice(ORIGIN.length));
  const grouped = new SearchEngine(groupRecords);
  const pages = (query: string) => pagesOf(grouped, query);

  it("ranks the named group's page first: `identity` names the Identity API, whose other words other groups share", () => {
    expect(pages('vin in the identity api')[0]).toBe('/docs/identity/lookup');
    expect(pages('vin identity')[0]).toBe('/docs/identity/lookup');
  });

  it('leaves a query that names no group as it was: `vin` alone, or `api`, which every API group has', () => {
    expect(pages('decode vin')[0]).toBe('/docs/telemetry/decode');
    expect(pages('vin api')[0]).toBe('/docs/telemetry/decode');
  });

  it('names a group only with every word that names it: `token` alone is not "Token Exchange API", `api` not "Identity API"', () => {
    // Three pages alike but for their group, the query's words in a heading above the hit (weight 0.6, more than a
    // group word's 0.25, less than a named group's 1): a tie, which the first page wins unless a group is named.
    const alike = (path: string, group: string) =>
      pageRecords(path, group, 'Token API', [
        ['h', 2, 'Limits', 'limits'],
        ['p', 'Apply per plan.'],
      ]);
    const engine = new SearchEngine([
      ...alike('/docs/start/limits', 'Getting Started'),
      ...alike('/docs/token-exchange/limits', 'Token Exchange API'),
      ...alike('/docs/identity/limits', 'Identity API'),
    ]);
    expect(pagesOf(engine, 'token limits')[0]).toBe('/docs/start/limits');
    expect(pagesOf(engine, 'api limits')[0]).toBe('/docs/start/limits');
    expect(pagesOf(engine, 'token exchange limits')[0]).toBe('/docs/token-exchange/limits');
  });

  it('takes a one-word group name ("Examples", "Docs") for navigation, naming nothing, and `api` for naming no API', () => {
    const naming = groupNamingTerms(new Set(['Examples', 'Docs', 'Identity API', 'Token Exchange API']));
    expect(Object.fromEntries([...naming].map(([name, terms]) => [name, [...terms]]))).toEqual({
      Examples: [],
      Docs: [],
      'Identity API': ['identity'],
      'Token Exchange API': ['token', 'exchange'],
    });
  });

  it('answers from the compact files as in memory when the query names a page group', async () => {
    await expectSameAnswersFromFiles(groupRecords, grouped, [
      'vin in the identity api',
      'vin identity',
      'decode vin',
      'vin api',
      'vin building with ai',
    ]);
  });
});

describe('a question heading is read as a question is', () => {
  const questionRecords = [
    ...pageRecords('/docs/faq', 'Docs', 'FAQs', [
      ['h', 2, 'Is there a sandbox?', 'sandbox'],
      ['p', 'Yes: the development hosts answer like production.'],
    ]),
    ...pageRecords('/docs/api', 'Docs', 'An API', [
      ['h', 2, 'Sandbox hosts', 'sandbox-hosts'],
      ['p', 'The development deployment serves the same paths.'],
    ]),
  ];
  const questions = new SearchEngine(questionRecords);
  const hits = (query: string) =>
    questions.search({ query, hitsPerPage: 5 }).hits.map((h) => h.url.slice(ORIGIN.length));

  it('ranks a heading asked as the query asks it first: its question words are stop words, as in the query', () => {
    // `is there a sandbox` searches `sandbox`, and "Is there a sandbox?" is nothing but it; "Sandbox hosts" is not.
    expect(hits('is there a sandbox')).toEqual(['/docs/faq#sandbox', '/docs/api#sandbox-hosts']);
  });

  it('answers from the compact files as in memory for a question heading', async () => {
    await expectSameAnswersFromFiles(questionRecords, questions, ['is there a sandbox'], 5);
  });
});

describe('hits', () => {
  it('gives exactly hitsPerPage hits when more match', () => {
    expect(search('fleet', { hitsPerPage: 20 }).hits).toHaveLength(20);
    expect(search('fleet', { hitsPerPage: 20 }).nbHits).toBeGreaterThan(20);
    expect(search('fleet', { hitsPerPage: 7 }).hits).toHaveLength(7);
  });

  it('never lists two hits of a page with the same text', () => {
    const hits = search('always code', { hitsPerPage: 20 }).hits;
    const texts = hits.map((h) => `${h.url_without_anchor} ${h.content ?? h.hierarchy[h.type as 'lvl1']}`);
    expect(new Set(texts).size).toBe(texts.length);
    expect(hits.filter((h) => h.content === 'Always code')).toHaveLength(1);
  });

  it('shows a table row as text of its section', () => {
    const hit = search('odometer').hits[0]!;
    expect(hit.type).toBe('content');
    expect(hit.hierarchy.lvl2).toBe('Signal table');
    expect(hit.hierarchy.lvl5).toBeNull();
    expect(hit.content).toBe('powertrainTransmissionTravelledDistance: float · The odometer in kilometres');
  });
});

describe('facet filters', () => {
  it('applies the contextual filters DocSearch sends', () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    expect(urls('véhicules', { facetFilters: filters })).not.toContain('/docs/guides/recherche');
    expect(urls('véhicules', { facetFilters: ['language:fr'] })).toEqual(['/docs/guides/recherche']);
  });

  it('filters by record type, telling text from a level-3 heading on the same page', () => {
    // On the FAQ, "always" is in text records and "plans" in the level-3 heading "Business plans".
    for (const query of ['always plans', 'plans always']) {
      expect(urls(query, { facetFilters: ['type:lvl3'] }), query).toEqual(['/docs/faq#business-plans']);
      const text = search(query, { facetFilters: ['type:content'] }).hits;
      expect(text.length, query).toBeGreaterThan(0);
      expect(new Set(text.map((h) => h.type)), query).toEqual(new Set(['content']));
    }
  });

  it('counts facets over the matching sections', () => {
    const res = search('vehicle jwt lasts', { facets: ['language', 'docusaurus_tag'], hitsPerPage: 0 });
    expect(res.facets?.docusaurus_tag).toEqual({ default: 1, 'docs-default-current': res.nbHits - 1 });
    expect(res.facets?.language).toEqual({ en: res.nbHits });
  });
});

describe('pagination and response shape', () => {
  it('pages with page and hitsPerPage and reports nbPages', () => {
    const all = search('fleet').nbHits;
    const one = search('fleet', { hitsPerPage: 1, page: 0 });
    const two = search('fleet', { hitsPerPage: 1, page: 1 });
    expect(one.nbPages).toBe(all);
    expect(one.hits).toHaveLength(1);
    expect(two.hits[0]?.url).not.toBe(one.hits[0]?.url);
    expect(search('fleet', { hitsPerPage: 0 }).hits).toHaveLength(0);
  });

  it('gives a queryID only when click analytics are asked', () => {
    expect(search('token').queryID).toBeUndefined();
    expect(search('token', { clickAnalytics: true }).queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('browses every section on an empty query, as Algolia does', () => {
    const sections = new Set(siteRecords.map((r) => r.url)).size;
    // Every section, less the repeated texts found on the page shown (here at most the FAQ's two "Always code").
    expect(search('').nbHits).toBeGreaterThanOrEqual(sections - 1);
    expect(search('').nbHits).toBeLessThanOrEqual(sections);
  });
});

describe('highlighting and snippets', () => {
  it('highlights with the tags asked for and reports the match level', () => {
    const hit = search('vehicle jwt', MARK).hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl2?.value).toBe('Get a <mark>Vehicle</mark> <mark>JWT</mark>');
    expect(hit._highlightResult.hierarchy.lvl2?.matchLevel).toBe('full');
    expect(hit._highlightResult.hierarchy.lvl1?.matchLevel).toBe('none');
  });

  it('uses the crawler template tags when none are asked for', () => {
    expect(search('authentication').hits[0]!._highlightResult.hierarchy.lvl1?.value).toBe(
      '<span class="algolia-docsearch-suggestion--highlight">Authentication</span>',
    );
  });

  it('lists only non-null hierarchy levels, in order', () => {
    expect(Object.keys(search('authentication').hits[0]!._highlightResult.hierarchy)).toEqual([
      'lvl0',
      'lvl1',
    ]);
  });

  it('escapes document text before adding tags', () => {
    expect(search('script quotes', MARK).hits[0]!._highlightResult.content?.value).toBe(
      'Use &lt;<mark>script</mark>&gt; &amp; &quot;<mark>quotes</mark>&quot; carefully: a &gt; b',
    );
  });

  it('cuts snippets to the asked number of words, with the ellipsis', () => {
    const hit = search('kilometres', {
      attributesToSnippet: ['content:3'],
      snippetEllipsisText: '…',
      ...MARK,
    }).hits[0]!;
    expect(hit._snippetResult.content?.value).toBe('…odometer in <mark>kilometres</mark>');
  });

  it('highlights C# and .NET as the words they are', () => {
    const hit = search('c# client', MARK).hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl2?.value).toBe('The <mark>.NET</mark> <mark>client</mark>');
  });
});

describe('request lines, names in code and identifier headings', () => {
  const reference = new SearchEngine(referenceRecords);
  const top = (query: string, n = 3) =>
    reference
      .search({ query, hitsPerPage: 10 })
      .hits.slice(0, n)
      .map((h) => h.url.slice(ORIGIN.length));
  const OPS = '/docs/api-references/vehicle-triggers-api';

  it('finds an operation by method and path: its page first, then the guide section, not another method', () => {
    expect(top('GET /v1/webhooks', 2)).toEqual([`${OPS}/list-webhooks`, `${OPS}#list-webhooks`]);
    expect(top('DELETE /v1/webhooks/{webhookId}', 2)).toEqual([
      `${OPS}/delete-webhook`,
      `${OPS}#delete-webhook`,
    ]);
    // Same path, other method: the OpenAPI spelling finds the Express one, and the method decides.
    expect(top('get /v1/webhooks/:id', 1)).toEqual([`${OPS}/list-webhook-vehicles`]);
    expect(top('https://vehicle-triggers-api.dimo.zone/v1/webhooks', 1)[0]).toMatch(/list-webhooks$/);
  });

  it('finds a path the docs name with one more placeholder or under another method', () => {
    expect(top('POST /v1/vc/vin', 1)).toEqual([`${OPS}#delete-webhook`]);
  });

  it('finds a name that appears only in a code sample, and shows the section, not the code', () => {
    const [hit] = reference.search({ query: 'DimoClientBuilder' }).hits;
    expect(hit?.url.slice(ORIGIN.length)).toBe('/docs/build/server-sdk#install');
    expect(hit).not.toHaveProperty('code');
    expect(top('DimoGraphqlException', 1)).toEqual(['/docs/build/server-sdk#errors']);
    expect(top('dimo.telemetry.query', 1)).toEqual(['/docs/build/server-sdk#telemetry']);
    expect(top('pip install dimo', 1)).toEqual(['/docs/build/server-sdk#install']);
    // A JWT in a sample is not a name.
    expect(reference.search({ query: 'eyJhbGciOiJFUzI1NiJ9' }).nbHits).toBe(0);
  });

  it('does not take a heading that is one long identifier for one of its words', () => {
    // "GetSacdForVehicle" has "sacd" as one part of four; "Sacd" is nothing but the query.
    expect(top('sacd', 1)).toEqual(['/docs/api-references/identity-api/identity-reference#type-sacd']);
    // An identifier typed whole finds the heading that is that identifier before the one of its words.
    expect(top('developerLicense', 2)).toEqual([
      '/docs/api-references/identity-api/identity-reference#query-developerlicense',
      '/docs/api-references/identity-api/identity-reference#developer-license',
    ]);
  });

  it('answers these queries from the compact files as in memory', async () => {
    await expectSameAnswersFromFiles(referenceRecords, reference, [
      'GET /v1/webhooks',
      'POST /v1/vc/vin',
      'DimoClientBuilder',
      'dimo.telemetry.query',
      'sacd',
    ]);
  });
});

describe("a section's search questions", () => {
  const withQuestions = (records: SearchRecord[], byAnchor: Record<string, string[]>) =>
    records.map((r) =>
      r.type !== 'content' && byAnchor[r.anchor ?? ''] ? { ...r, questions: byAnchor[r.anchor ?? '']! } : r,
    );
  const keys = pageRecords('/docs/keys', 'Docs', 'Credentials', [
    ['h', 2, 'Generate an API key', 'api-key'],
    ['p', 'The console shows the key once, when you generate it.'],
    ['h', 2, 'Revoke and regenerate a compromised key', 'reset'],
    ['p', 'Generating another key revokes the previous one.'],
  ]);
  const statements = pageRecords('/docs/statements', 'Docs', 'Statements', [
    ['h', 2, 'Signed statements', 'proof'],
    ['p', 'Request a signed statement of the reading.'],
  ]);
  const records = [
    ...withQuestions(keys, {
      '': ['how do i sign requests from my backend'],
      reset: ['i lost my key, how do i get a new one'],
    }),
    ...withQuestions(statements, { proof: ['how do i prove the reading to a buyer'] }),
  ];
  const engine = new SearchEngine(records);
  const without = new SearchEngine([...keys, ...statements]);
  const pathsOf = (query: string, from = engine) =>
    from.search({ query }).hits.map((h) => h.url.slice(ORIGIN.length));

  it('finds the section whose questions have the words its heading and text lack', () => {
    expect(pathsOf('lost my key')[0]).toBe('/docs/keys#reset');
    expect(pathsOf('lost my key', without)[0]).toBe('/docs/keys#api-key');
    expect(pathsOf('prove the reading to a buyer')[0]).toBe('/docs/statements#proof');
    expect(without.search({ query: 'buyer' }).nbHits).toBe(0);
  });

  it('gives the page questions to the title record', () => {
    expect(pathsOf('sign requests backend')[0]).toBe('/docs/keys');
    expect(pathsOf('sign requests backend', without)[0]).not.toBe('/docs/keys');
  });

  it('shows the section, never the questions', () => {
    const [hit] = engine.search({ query: 'buyer', ...MARK }).hits;
    expect(hit?.url.slice(ORIGIN.length)).toBe('/docs/statements#proof');
    expect(hit).not.toHaveProperty('questions');
    expect(JSON.stringify(hit)).not.toMatch(/buyer/i);
  });

  it("does not weaken a question by its section's other questions", () => {
    // The same question on two pages; the first page's section has four more. Equal scores keep page order.
    const alone = withQuestions(pageRecords('/docs/a', 'Docs', 'A', [['h', 2, 'Rotation', 'r']]), {
      r: ['how often should i rotate a key'],
    });
    const many = withQuestions(pageRecords('/docs/b', 'Docs', 'B', [['h', 2, 'Rotation', 'r']]), {
      r: [
        'how often should i rotate a key',
        'what happens to requests signed with the previous secret',
        'can two secrets be valid during the changeover window',
        'does revoking a secret log every session out of the console',
        'where is the audit trail of past secrets kept',
      ],
    });
    const hits = new SearchEngine([...many, ...alone]).search({ query: 'rotate key often' }).hits;
    expect(hits.map((h) => h.url.slice(ORIGIN.length))).toEqual(['/docs/b#r', '/docs/a#r']);
  });

  it('answers from the compact files as in memory, which store no question', async () => {
    await expectSameAnswersFromFiles(records, engine, ['lost my key', 'buyer', 'sign requests backend']);
    const { files } = encodeIndex(records);
    for (const [name, body] of files)
      if (name !== 'records.json') expect(body, name).not.toMatch(/get a new one/);
  });
});

describe('the tasks of a query', () => {
  it('starts in a task after the keystroke, and builds its answer in a task after ranking', async () => {
    const index = await shardedIndexOf(siteRecords);
    const steps: string[] = [];
    const response = await runQuerySteps(index, { query: 'vehicle jw', hitsPerPage: 20 }, 'docs', {
      dictionary: (p) => (steps.push('dictionary'), index.loadDictionary(p)),
      terms: (t) => (steps.push('terms'), index.loadTerms(t)),
      pairs: (p) => (steps.push('pairs'), index.loadPairs(p)),
      prefixes: (p) => (steps.push('prefixes'), index.loadPrefixRanges(p)),
      records: (ids) => (steps.push('records'), index.loadRecords(ids)),
      nextTask: () => (steps.push('nextTask'), new Promise((resolve) => setTimeout(resolve, 0))),
      openers: () => (steps.push('openers'), index.loadOpeners()),
    });
    expect(response.hits.length).toBeGreaterThan(0);
    // Only a one-character query looks for a build-time answer.
    expect(steps).not.toContain('openers');
    expect(steps[0]).toBe('nextTask');
    expect(steps.at(-1)).toBe('nextTask');
    expect(steps.at(-2)).toBe('records');
    expect(steps.filter((s) => s === 'nextTask')).toHaveLength(2);
  });

  it('does not answer within the task that asked, even with every file loaded', async () => {
    const index = await shardedIndexOf(siteRecords);
    const engine = new ShardedSearchEngine(index);
    await engine.search({ query: 'vehicle jwt', hitsPerPage: 20 });
    let answered = false;
    const again = engine.search({ query: 'vehicle jwt', hitsPerPage: 20 }).then(() => (answered = true));
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(answered).toBe(false);
    await again;
    expect(answered).toBe(true);
  });
});
