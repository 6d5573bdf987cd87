import { describe, expect, it } from 'vitest';

import { MAX_ISSUE_URL_LENGTH } from '../../../lib/newIssue';
import { QUOTED_LINES, sampleIssueUrl, type SampleReport } from './issueUrl';

const REPO = 'https://github.com/DIMO-Network/dimo-org';

const report = (over: Partial<SampleReport> = {}): SampleReport => ({
  docsRepo: REPO,
  pageUrl: 'https://build.dimo.org/docs/getting-started/authentication?tab=py#step-2',
  pageTitle: 'Authentication',
  language: 'python',
  title: 'Get a Developer JWT',
  code: 'from dimo import DIMO\n\ndimo = DIMO("Production")\n',
  ...over,
});

function read(url: string) {
  const parsed = new URL(url);
  return {
    target: `${parsed.origin}${parsed.pathname}`,
    title: parsed.searchParams.get('title') ?? '',
    body: parsed.searchParams.get('body') ?? '',
  };
}

describe('sampleIssueUrl', () => {
  it('opens a new issue on the docs repository naming the page, the language and the title, with the sample', () => {
    const { target, title, body } = read(sampleIssueUrl(report()));
    expect(target).toBe(`${REPO}/issues/new`);
    expect(title).toBe('Problem with a sample: "Get a Developer JWT" on Authentication');
    expect(body).toContain('- **Page:** https://build.dimo.org/docs/getting-started/authentication\n');
    expect(body).toContain('- **Language:** python\n');
    expect(body).toContain('- **Block title:** Get a Developer JWT\n');
    expect(body).toContain(
      '**The sample** (3 lines)\n\n```python\nfrom dimo import DIMO\n\ndimo = DIMO("Production")\n```\n',
    );
    expect(body).toMatch(/\*\*What is wrong\*\*\n\n$/);
  });

  it('names the language when the block has no title, and drops the query and fragment of the page', () => {
    const url = sampleIssueUrl(report({ title: undefined, language: 'bash' }));
    const { title, body } = read(url);
    expect(title).toBe('Problem with a sample: bash sample on Authentication');
    expect(body).not.toContain('Block title');
    expect(url).not.toContain('step-2');
    expect(url).not.toContain('tab%3Dpy');
  });

  it(`quotes the first ${QUOTED_LINES} lines of a longer sample and says how many there are`, () => {
    const code = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`).join('\n');
    const { body } = read(sampleIssueUrl(report({ code })));
    expect(body).toContain(`**First ${QUOTED_LINES} of 40 lines**`);
    expect(body).toContain(`line ${QUOTED_LINES}\n\`\`\``);
    expect(body).not.toContain(`line ${QUOTED_LINES + 1}`);
  });

  it('fences the sample with more backticks than any run inside it', () => {
    const { body } = read(sampleIssueUrl(report({ language: 'md', code: 'Run:\n```bash\nls\n````\n' })));
    expect(body).toContain('`````md\nRun:\n```bash\nls\n````\n`````');
  });

  it(`stays under ${MAX_ISSUE_URL_LENGTH} characters: long lines are cut and lines dropped from the end, at least one kept`, () => {
    const wide = Array.from({ length: 30 }, () => '€'.repeat(5000)).join('\n');
    const url = sampleIssueUrl(report({ code: wide }));
    expect(url.length).toBeLessThanOrEqual(MAX_ISSUE_URL_LENGTH);
    const { body } = read(url);
    expect(body).toMatch(/\*\*First \d+ of 30 lines\*\*/);
    expect(body).toContain(`${'€'.repeat(199)}…`);
    const many = Array.from({ length: 15 }, () => 'x'.repeat(200)).join('\n');
    const short = sampleIssueUrl(report({ code: many }), 2000);
    expect(short.length).toBeLessThanOrEqual(2000);
    expect(read(short).body).toMatch(/\*\*First [1-9]\d* of 15 lines\*\*/);
  });

  it('quotes nothing for a block written with elements inside, and takes a docs repository with a trailing slash', () => {
    const { target, body } = read(sampleIssueUrl(report({ code: null, docsRepo: `${REPO}/` })));
    expect(target).toBe(`${REPO}/issues/new`);
    expect(body).not.toContain('```');
  });

  it('keeps characters a URL must encode intact through the round trip', () => {
    const code = 'curl "https://a.test/?x=1&y=2#z" -d \'{"q": "100% ✓"}\'';
    expect(read(sampleIssueUrl(report({ code }))).body).toContain(`\n${code}\n`);
  });
});
