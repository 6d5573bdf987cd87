/**
 * The words search treats specially, in one file a contributor can edit. The
 * embedded engine reads it in the browser, in `npm start` and in the Node
 * tools alike (./matching.ts applies it), so a change here changes
 * every search the same way. After an edit, run `npx vitest run
 * tests/unit/relevance-set.test.ts` and `npm run bench:search`.
 *
 *   SPELLINGS   words whose symbols matter, read as one term
 *   SYNONYMS    groups of words or phrases that mean the same to a reader:
 *               searching any of them finds the others
 *   STOP_WORDS  words ignored when the query has other words
 */

/** Symbolic spellings and the term each is indexed and searched as (lower case). */
export const SPELLINGS: Readonly<Record<string, string>> = {
  'c#': 'csharp',
  '.net': 'dotnet',
  'f#': 'fsharp',
  'c++': 'cpp',
  'node.js': 'nodejs',
  'next.js': 'nextjs',
};

/**
 * Each group lists words or phrases a developer may type for the same thing.
 * A phrase matches when its words (other than stop words) are all in one
 * section; one-word entries also match as a prefix or with typos. Keep groups
 * small and specific: a broad group (`data`, `api`) would blur every ranking.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  // Languages and SDKs
  ['c#', 'csharp', '.net', 'dotnet'],
  ['javascript', 'js', 'typescript', 'ts', 'node.js', 'nodejs'],
  ['python', 'py', 'pip'],
  // "Is there a Python library": the docs say SDK; they use "library" only for third-party code.
  ['sdk', 'library', 'client library'],
  // Vehicles and what they report
  ['car', 'vehicle', 'automobile'],
  ['mileage', 'odometer', 'travelled distance', 'traveled distance', 'kilometres driven', 'miles driven'],
  ['plugged in', 'charging', 'is charging', 'charger connected'],
  ['state of charge', 'soc', 'battery level', 'charge level'],
  ['electric car', 'electric vehicle', 'ev'],
  ['fuel', 'gas', 'petrol', 'gasoline'],
  ['tire', 'tyre'],
  ['location', 'position', 'gps', 'coordinates', 'where is'],
  ['trouble code', 'dtc', 'diagnostic code', 'check engine', 'engine light'],
  ['trip', 'journey', 'drive', 'segment'],
  ['harsh braking', 'hard braking', 'hard brake', 'sudden stop'],
  ['ignition', 'engine on', 'engine running'],
  ['speed', 'velocity', 'how fast'],
  // Access and accounts
  ['permission', 'privilege', 'sacd', 'consent'],
  ['login', 'log in', 'sign in', 'log users in'],
  // Typed as a phrase before `out` goes as a stop word: "log out" is the component, "log a user out" the verb.
  ['logout', 'log out', 'sign out', 'log off'],
  ['signup', 'sign up', 'register'],
  ['api key', 'private key', 'secret key'],
  ['jwt', 'bearer token', 'access token'],
  ['expired', 'expires', 'expiry', 'lifetime', 'how long', 'valid for', 'stopped working'],
  // Errors, limits, money
  ['rate limit', 'rate limited', 'too many requests', '429', 'throttle', 'throttling'],
  ['403', 'forbidden'],
  ['401', 'unauthorized', 'unauthorised'],
  ['price', 'pricing', 'cost', 'billing', 'fee', 'paid', 'how much'],
  ['sandbox', 'test environment', 'staging'],
  // Features
  ['webhook', 'vehicle trigger', 'notification', 'notify', 'callback', 'alert'],
  ['low code', 'no code', 'automation', 'automate', 'workflow', 'without writing code'],
  ['pagination', 'paging', 'paginate', 'next page'],
  ['vin', 'vehicle identification number'],
  ['valuation', 'worth', 'resale value', 'market value'],
];

/**
 * English words that carry no topic. Ignored when the query has other words
 * (`how do i read the odometer` searches `read odometer`); kept when the
 * query has nothing else (`is it`). A question heading is counted without
 * them too ("Is there a sandbox?" is one word: ./tokenize.ts rankedWordCount).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'about',
  'all',
  'am',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'been',
  'but',
  'by',
  'can',
  'could',
  'did',
  'do',
  'does',
  'each',
  'every',
  'find',
  'for',
  'from',
  'get',
  'got',
  'had',
  'has',
  'have',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'just',
  'me',
  'mean',
  'means',
  'my',
  'need',
  'of',
  'on',
  'one',
  'or',
  'our',
  // A particle ("find out how much", "run out", "log a user out"): the verb before it carries the topic.
  'out',
  'over',
  'per',
  'possible',
  'should',
  'so',
  'some',
  'than',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'to',
  'use',
  'using',
  'want',
  'was',
  'we',
  'what',
  'when',
  'where',
  'whether',
  'which',
  'who',
  'why',
  'will',
  'with',
  'without',
  'would',
  'you',
  'your',
]);
