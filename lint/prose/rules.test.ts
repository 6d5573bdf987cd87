// The prose rules run through the real textlint pipeline (MDX plugin included) on
// small pages: each banned family fires with its advice, and the correct term,
// code, inline code, URLs and JSX attributes stay silent.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { createProseLinter } from './linter';
import { blankHeadingIds } from './mdx-plugin';

const linter = createProseLinter();

interface Problem {
  rule: string;
  message: string;
  line: number;
  column: number;
  text: string;
}

async function lint(mdx: string, file = 'page.mdx'): Promise<Problem[]> {
  const result = await linter.lintText(mdx, path.join(process.cwd(), 'docs', file));
  return result.messages.map((m) => ({
    rule: m.ruleId,
    message: m.message,
    line: m.line,
    column: m.column,
    text: mdx.slice(m.range[0], m.range[1]),
  }));
}

async function expectOne(mdx: string, rule: string, message: string | RegExp, text?: string): Promise<void> {
  const problems = await lint(mdx);
  expect(problems, JSON.stringify(problems, null, 2)).toHaveLength(1);
  const [problem] = problems;
  expect(problem?.rule).toBe(rule);
  if (typeof message === 'string') expect(problem?.message).toBe(message);
  else expect(problem?.message).toMatch(message);
  if (text !== undefined) expect(problem?.text).toBe(text);
}

async function expectClean(mdx: string): Promise<void> {
  expect(await lint(mdx)).toEqual([]);
}

const STATE =
  'state what the platform does, or tell the reader how to check it themselves (for example: read the `exp` claim, handle a 404).';

describe('research-voice', () => {
  it.each([
    ['We could not confirm the lifetime in the token service.', 'We could not confirm'],
    ['The figure is set elsewhere, and we were unable to verify it.', 'we were unable to verify'],
    ['Whether it still runs is open: we did not call the live host.', 'we did not call'],
    ["We haven't checked the production deduction.", "We haven't checked"],
  ])('"we could not confirm" and its variants fire: %s', async (mdx, text) => {
    await expectOne(mdx, 'research-voice', `Research narrative ("we could not confirm"): ${STATE}`, text);
  });

  it.each([
    ['These terms could not be checked against anything else.', 'could not be checked'],
    ['The fee cannot be confirmed from the console.', 'cannot be confirmed'],
    ['The names could not be verified against the service.', 'could not be verified'],
  ])('the passive "could not be confirmed" family fires: %s', async (mdx, text) => {
    await expectOne(mdx, 'research-voice', `Research narrative ("could not be confirmed"): ${STATE}`, text);
  });

  it.each([
    ['In the source we checked, the `template` field is null.', 'source we checked'],
    ['Nothing settles it, and no source we read says so.', 'source we read'],
    ['The version I tested returns an empty list.', 'version I tested'],
  ])('"the source we checked" fires: %s', async (mdx, text) => {
    await expectOne(mdx, 'research-voice', `Research narrative ("the source we checked"): ${STATE}`, text);
  });

  it.each([
    ['The latest release we found is v1.5.1.', 'we found'],
    ['We read that value type in the code.', 'We read'],
    ['We checked the schema in June.', 'We checked'],
  ])('"we found" / "we checked" fires: %s', async (mdx, text) => {
    await expectOne(mdx, 'research-voice', `Research narrative ("we found", "we checked"): ${STATE}`, text);
  });

  it.each([
    ["In the service's source, `account` returns an account for any address.", "In the service's source"],
    ['The lifetime is not set in the Token Exchange API’s source.', 'in the Token Exchange API’s source'],
    ['In the service source, the timestamp is the first sample.', 'In the service source'],
    ['The names do not appear in any service’s source code.', 'in any service’s source code'],
  ])('"in the service\'s source" fires: %s', async (mdx, text) => {
    await expectOne(mdx, 'research-voice', `Research narrative ("in the service's source"): ${STATE}`, text);
  });

  it.each([
    ["DIMO's documentation says the token lasts 10 minutes.", "DIMO's documentation"],
    ['DIMO’s official FAQ states that payment goes through Stripe.', 'DIMO’s official FAQ'],
    ["These terms come from DIMO's docs.", "DIMO's docs"],
    ['The lifetime is 10 minutes, according to the documentation.', 'according to the documentation'],
  ])('citing "DIMO\'s documentation" fires: %s', async (mdx, text) => {
    await expectOne(
      mdx,
      'research-voice',
      /^Citing "DIMO's documentation": these pages are DIMO's documentation/,
      text,
    );
  });

  it.each([
    ['Earlier versions of this page listed `DecodeVinAsync`.', 'Earlier versions of this page'],
    ["Older versions of DIMO's docs said so.", "Older versions of DIMO's docs"],
    ['This page used to ask you to unsubscribe every vehicle.', 'This page used to'],
  ])('page history fires: %s', async (mdx, text) => {
    await expectOne(mdx, 'research-voice', /^Page history: describe the platform as it is now/, text);
  });

  it.each([
    ['How sure we are: the check is in the service.', 'How sure we are'],
    ['Vehicles report these names (medium confidence).', 'medium confidence'],
    ['This is a high-confidence finding.', 'high-confidence'],
  ])('confidence labels fire: %s', async (mdx, text) => {
    await expectOne(mdx, 'research-voice', `Confidence label: ${STATE}`, text);
  });

  it('"at the time of writing" fires and says to give a version or date', async () => {
    await expectOne(
      'At the time of writing, the SDK is at 1.6.0.',
      'research-voice',
      /^Dated narration \("at the time of writing"\): .*\("since v1\.6\.0", "from June 2026"\)\.$/,
      'At the time of writing',
    );
  });

  it.each([
    ['As far as we know, the service still runs.', 'As far as we know'],
    ['To our knowledge the host is live.', 'To our knowledge'],
    ['We believe the limit is per license.', 'We believe'],
    ['What we know of it comes from its repository.', 'What we know of'],
  ])('hedged narration fires: %s', async (mdx, text) => {
    await expectOne(mdx, 'research-voice', `Hedged narration ("as far as we know"): ${STATE}`, text);
  });

  it('"unconfirmed" fires as a research status', async () => {
    await expectOne(
      'Whether the API is still served is **unconfirmed**.',
      'research-voice',
      `Research status ("unconfirmed"): ${STATE}`,
      'unconfirmed',
    );
  });

  it('a research phrase in the front matter description is reported on its own line', async () => {
    const problems = await lint(
      '---\ntitle: Valuations\ndescription: Prices, which we could not confirm.\n---\n\nBody.\n',
    );
    expect(problems).toMatchObject([
      { rule: 'research-voice', line: 3, column: 28, text: 'we could not confirm' },
    ]);
  });

  it.each([
    [
      'a platform statement with "could not be determined"',
      'A position that could not be determined is returned as `0`.',
    ],
    [
      'a platform statement with "could not be verified"',
      'A request whose signature could not be verified gets a 401.',
    ],
    [
      '"against the source" meaning a data source',
      'Your backend authenticates against the source and maps what it receives.',
    ],
    ['"source" naming a platform field', 'The device is in the event’s source DID.'],
    ['the platform speaking as "we"', 'We recommend rotating API keys every 90 days.'],
    ['a fenced code block', '```text\nwe could not confirm this\n```'],
    ['inline code', 'Search the log for `we found no` lines.'],
    ['a link URL', 'See [the status page](https://status.example.com/unconfirmed-incidents).'],
    ['a JSX attribute value', '<Note title="we could not confirm">Read the `exp` claim.</Note>'],
  ])('stays silent on %s', async (_name, mdx) => {
    await expectClean(mdx);
  });
});

describe('filler', () => {
  const NARRATION =
    'Page narration ("This page explains"): start with what the reader can do or what the thing is; the title already says what the page is about.';

  it.each([
    ['This page explains what a segment is.', 'This page explains'],
    ['This page covers both ways to open it.', 'This page covers'],
    ['This page describes the four builder roles.', 'This page describes'],
    ['This page is the reference for the Fetch API.', 'This page is the reference'],
    ['This guide walks you through signing up.', 'This guide walks'],
  ])('page narration fires: %s', async (mdx, text) => {
    await expectOne(mdx, 'filler', NARRATION, text);
  });

  it.each([
    [
      'In this guide, we build a fleet dashboard.',
      'Page narration ("In this guide, we"): address the reader directly and start with the first step.',
      'In this guide, we',
    ],
    [
      "Let's create a license.",
      'Drop "let\'s": give the instruction in the second person ("Create a license", "Run the query").',
      "Let's",
    ],
    [
      'Then simply call the endpoint.',
      'Drop "simply": it adds nothing, and a step called simple may not be simple for the reader.',
      'simply',
    ],
    [
      'Obviously the JWT must be fresh.',
      'Drop "obviously" / "needless to say": state the fact; if it is obvious, it needs no flag.',
      'Obviously',
    ],
    [
      'Needless to say, keep the key secret.',
      'Drop "obviously" / "needless to say": state the fact; if it is obvious, it needs no flag.',
      'Needless to say',
    ],
    [
      'It is worth noting that the list is paged.',
      'Drop "it is worth noting that": state the point directly.',
      'It is worth noting that',
    ],
    [
      'Please note that the key is shown once.',
      'Drop "please note that": state the point directly, or use a :::note admonition if it must stand out.',
      'Please note that',
    ],
  ])('filler fires: %s', async (mdx, message, text) => {
    await expectOne(mdx, 'filler', message, text);
  });

  it.each([
    ['Just call `getVehicleJwt` with the token ID.', 'Just call'],
    ['Send it with cURL; just swap in your own addresses.', 'just swap'],
    ['You can just pass the Developer JWT.', 'just pass'],
    ['You just need to add a Redirect URI.', 'just need to add'],
  ])('"just" in an instruction fires: %s', async (mdx, text) => {
    await expectOne(
      mdx,
      'filler',
      'Drop "just" from the instruction: say what to do ("call X", not "just call X").',
      text,
    );
  });

  it.each([
    ['the temporal "just"', 'The definition was just written to Tableland.'],
    ['"just" after "you" in the past', 'Pass the cursor of the page you just read.'],
    ['"just as"', 'The owner grants permissions, just as a vehicle owner does.'],
    ['a page stating what it leaves out', 'This page does not document a development host.'],
    ['a code block', "```ts\n// simply call it; let's go\nconst x = 1;\n```"],
    ['a JSX attribute value', '<TabItem value="x" label="Let\'s go, simply">Run the query.</TabItem>'],
  ])('stays silent on %s', async (_name, mdx) => {
    await expectClean(mdx);
  });
});

describe('terminology', () => {
  it.each([
    ['Get a developer JWT first.', 'Write "Developer JWT", not "developer JWT".'],
    ['Paste your Dev JWT here.', 'Write "Developer JWT", not "Dev JWT".'],
    ['Exchange the developer token.', 'Write "Developer JWT", not "developer token".'],
    ['Each vehicle jwt lasts minutes.', 'Write "Vehicle JWT", not "vehicle jwt".'],
    ['Send the vehicle tokens to your backend.', 'Write "Vehicle JWTs", not "vehicle tokens".'],
    [
      'Exchange it for a privilege token.',
      'Write "Vehicle JWT", not "privilege token" (the Token Exchange API returns a Vehicle JWT).',
    ],
    ['Drivers share through Dimo Connect.', 'Write "DIMO Connect", not "Dimo Connect".'],
    ['Open DIMO connect in a popup.', 'Write "DIMO Connect", not "DIMO connect".'],
    ['Sign in to the developer console.', 'Write "Developer Console", not "developer console".'],
    ['Open the Dev Console.', 'Write "Developer Console", not "Dev Console".'],
    ['Register a developer license.', 'Write "Developer License", not "developer license".'],
    ['Developer licenses are free.', 'Write "Developer Licenses", not "Developer licenses".'],
    ['Replace it with your token id.', 'Write "token ID", not "token id".'],
    ['Pass the tokenID of the vehicle.', 'Write "token ID", not "tokenID".'],
    ['Token ids are integers.', 'Write "Token IDs", not "Token ids".'],
    ['Copy the client id from the console.', 'Write "Client ID", not "client id".'],
    ['Dimo runs the network.', 'Write "DIMO", not "Dimo".'],
  ])('fires: %s', async (mdx, message) => {
    await expectOne(mdx, 'terminology', message);
  });

  it('"Login with DIMO" used as the name of the flow fires with the product name', async () => {
    await expectOne(
      'Send drivers to Login with DIMO to share their vehicles.',
      'terminology',
      'Write "DIMO Connect", not "Login with DIMO" (DIMO Connect is the login and sharing flow; "Login with DIMO" names only its React SDK, so write "the Login with DIMO SDK" or "the DIMO Connect React SDK" for the package).',
      'Login with DIMO',
    );
  });

  it('a misspelled term in the front matter title is reported', async () => {
    const problems = await lint('---\ntitle: Get a Dev JWT\n---\n\nBody.\n');
    expect(problems).toMatchObject([{ rule: 'terminology', line: 2, column: 14, text: 'Dev JWT' }]);
  });

  it('a heading in prose is checked, but a heading that quotes an API field name is not', async () => {
    const problems = await lint('## Finding a token id\n\n## tokenID\n\n### `tokenId` and clientID\n');
    expect(problems.map((p) => p.text)).toEqual(['token id']);
  });

  it.each([
    [
      'the canonical spellings',
      'Exchange your Developer JWT for Vehicle JWTs in the Developer Console with your Developer License, its Client ID and the token ID. Token IDs are integers. DIMO Connect is run by DIMO.',
    ],
    ['a vehicle token ID (the NFT, not the JWT)', 'Pass the vehicle token ID to the exchange.'],
    ['inline code', 'Call `get_dev_jwt` with the `tokenID`, `client id` and `Dimo` values.'],
    [
      'a code block',
      '```python\ndev_jwt = dimo.auth.get_dev_jwt(client_id=CLIENT_ID)  # Dev JWT, token id\n```',
    ],
    [
      'link URLs',
      'See [the client SDK](/docs/build/building-with-tools/client-sdk-dimo-connect) and https://dev-console.example.org/dev-jwt.',
    ],
    ['JSX attribute values', '<TabItem value="dev-jwt" label="Dev JWT">Get a Developer JWT.</TabItem>'],
    [
      'package and component names',
      'Install Dimo.Client or @dimo-network/login-with-dimo, render LoginWithDimo, and read dev-console-api.',
    ],
    ['the bare field name', 'Every vehicle has a tokenId and every license a clientId.'],
    ['"Login with DIMO" naming the SDK by version', 'Login with DIMO v0.0.32 adds a button.'],
    [
      '"Login with DIMO" naming the SDK in a link',
      'Use the `ShareAccountWithDimo` button of [Login with DIMO](/docs/build/x).',
    ],
    [
      '"Login with DIMO SDK" and the Console label',
      'Install the Login with DIMO SDK, or use the Developer Console’s "Login With DIMO Configurator".',
    ],
    ['a quoted button label', 'The SDK renders a "Login with DIMO" button.'],
  ])('stays silent on %s', async (_name, mdx) => {
    await expectClean(mdx);
  });
});

describe('Docusaurus MDX', () => {
  it('a heading with an explicit ID parses, and problems after it keep their columns', async () => {
    const problems = await lint('## Rate limits {#rate-limits}\n\nThe limit applies per token id.\n');
    expect(problems).toMatchObject([{ rule: 'terminology', line: 3, column: 23, text: 'token id' }]);
  });

  it('heading IDs are blanked with spaces of the same length', () => {
    const page = '# Title {#title}\n\nText {#not-a-heading}\n';
    const blanked = blankHeadingIds(page);
    expect(blanked).toBe('# Title         \n\nText {#not-a-heading}\n');
    expect(blanked).toHaveLength(page.length);
  });

  it('a page MDX cannot parse is reported, not skipped', async () => {
    const problems = await lint('Text with a broken {expression\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/Failed to parse/);
  });

  it('changelog entries (.md) are read as MDX too', async () => {
    const problems = await lint(
      '---\ntitle: Entry\n---\n\nWe found a Dev JWT.\n',
      '../changelog/2026-01-01-entry.md',
    );
    expect(problems.map((p) => p.rule).sort()).toEqual(['research-voice', 'terminology']);
  });
});

describe('run.ts', () => {
  const run = (...files: string[]) =>
    spawnSync(path.join('node_modules', '.bin', 'tsx'), ['lint/prose/run.ts', ...files], {
      encoding: 'utf8',
    });

  it('prints file:line:col, the message and the rule per problem, and exits 1', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prose-lint-'));
    const page = path.join(dir, 'page.mdx');
    writeFileSync(page, '# Page\n\nFirst get a Dev JWT.\n');
    const result = run(page);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `${path.relative(process.cwd(), page)}:3:13  Write "Developer JWT", not "Dev JWT".  (terminology)`,
    );
  });

  it('exits 0 on a clean page', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prose-lint-'));
    const page = path.join(dir, 'page.mdx');
    writeFileSync(page, '# Page\n\nFirst get a Developer JWT.\n');
    const result = run(page);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^prose lint: 0 problem\(s\) in 1 file\(s\)/m);
  });
});
