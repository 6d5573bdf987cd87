import { describe, expect, it } from 'vitest';

import { MAX_ISSUE_URL_LENGTH } from '../../lib/newIssue';
import { type FeedbackReport, feedbackIssue } from './issueUrl';

const REPORT: FeedbackReport = {
  docsRepo: 'https://github.com/DIMO-Network/dimo-org',
  pageUrl: 'https://build.dimo.org/docs/getting-started/authentication',
  title: 'Authentication',
  section: { text: 'Get a Developer JWT', id: 'get-a-developer-jwt' },
  answer: 'no',
  comment: 'The refresh step is missing.',
};

/** The issue form's fields as GitHub reads them from the link. */
function fields(url: string) {
  const parsed = new URL(url);
  return {
    form: `${parsed.origin}${parsed.pathname}`,
    title: parsed.searchParams.get('title') ?? '',
    body: parsed.searchParams.get('body') ?? '',
    keys: [...parsed.searchParams.keys()],
  };
}

describe('feedbackIssue', () => {
  it('opens the new-issue form of the docs repository with a title naming the answer and the page', () => {
    const { form, title, keys } = fields(feedbackIssue(REPORT).url);
    expect(form).toBe('https://github.com/DIMO-Network/dimo-org/issues/new');
    expect(title).toBe('Page feedback (No): Authentication');
    expect(keys).toEqual(['title', 'body']);
    // A trailing slash on DOCS_REPO_URL does not double the separator.
    expect(fields(feedbackIssue({ ...REPORT, docsRepo: `${REPORT.docsRepo}/` }).url).form).toBe(form);
  });

  it('writes the page, its title, the section with its anchor, the answer and the comment into the body', () => {
    const { body } = fields(feedbackIssue(REPORT).url);
    expect(body).toBe(
      [
        '- **Page:** https://build.dimo.org/docs/getting-started/authentication',
        '- **Title:** Authentication',
        '- **Section in view:** Get a Developer JWT (https://build.dimo.org/docs/getting-started/authentication#get-a-developer-jwt)',
        '- **Was this page helpful?** No',
        '',
        '**Comment**',
        '',
        'The refresh step is missing.',
        '',
      ].join('\n'),
    );
  });

  it('says "top of page" when no section was in view, and Yes for a helpful page', () => {
    const { title, body } = fields(feedbackIssue({ ...REPORT, section: null, answer: 'yes' }).url);
    expect(title).toBe('Page feedback (Yes): Authentication');
    expect(body).toContain('- **Section in view:** top of page\n');
    expect(body).toContain('- **Was this page helpful?** Yes\n');
  });

  it('drops the query string and fragment of the page address (a token or a code may ride there)', () => {
    const pageUrl = `${REPORT.pageUrl}?code=abc123&state=xyz#access_token=eyJhbGciOi`;
    const { url } = feedbackIssue({ ...REPORT, pageUrl });
    expect(fields(url).body).toContain(`- **Page:** ${REPORT.pageUrl}\n`);
    for (const secret of ['abc123', 'xyz', 'access_token', 'eyJhbGciOi']) expect(url).not.toContain(secret);
  });

  it('encodes every character of the comment, so &, #, =, +, % and newlines arrive as typed', () => {
    const comment = 'a & b #c =d +e 100% "q" <tag>\nsecond line ?x=y — ü 🚗';
    const { url } = feedbackIssue({ ...REPORT, comment });
    expect(fields(url).body).toContain(`**Comment**\n\n${comment}\n`);
    // Nothing of the comment is left raw in the query: no second field, no fragment.
    expect(new URL(url).hash).toBe('');
    expect(fields(url).keys).toEqual(['title', 'body']);
  });

  it('keeps a comment that fits whole, and counts it in characters, not UTF-16 units', () => {
    const issue = feedbackIssue({ ...REPORT, comment: '  🚗🚗 ok  ' });
    expect(issue).toMatchObject({ keptChars: 5, totalChars: 5 });
    expect(fields(issue.url).body).toContain('**Comment**\n\n🚗🚗 ok\n');
    expect(fields(issue.url).body).not.toContain('cut');
  });

  it(`cuts a long comment so the link stays within ${MAX_ISSUE_URL_LENGTH} characters, and says so in the body`, () => {
    const comment = 'word '.repeat(4000).trim();
    const issue = feedbackIssue({ ...REPORT, comment });
    expect(issue.url.length).toBeLessThanOrEqual(MAX_ISSUE_URL_LENGTH);
    // The longest start that fits: a few characters more would not.
    expect(issue.url.length).toBeGreaterThan(MAX_ISSUE_URL_LENGTH - 10);
    expect(issue.totalChars).toBe(comment.length);
    expect(issue.keptChars).toBeGreaterThan(1000);
    expect(issue.keptChars).toBeLessThan(comment.length);
    const { body } = fields(issue.url);
    expect(body).toContain(`\n\n${comment.slice(0, issue.keptChars)}\n\n`);
    expect(body).toContain(
      `The comment was cut to fit a new-issue link: its first ${issue.keptChars} of ${issue.totalChars} characters are above.`,
    );
  });

  it('cuts between characters, never inside an emoji or an encoded byte sequence', () => {
    const comment = '🚗é'.repeat(3000);
    const issue = feedbackIssue({ ...REPORT, comment });
    expect(issue.url.length).toBeLessThanOrEqual(MAX_ISSUE_URL_LENGTH);
    const { body } = fields(issue.url);
    const kept = Array.from(comment).slice(0, issue.keptChars).join('');
    expect(body).toContain(`\n\n${kept}\n\n`);
    // A lone surrogate would decode to U+FFFD.
    expect(body).not.toContain('\uFFFD');
  });

  it('honours a smaller limit too', () => {
    const issue = feedbackIssue({ ...REPORT, comment: 'x'.repeat(2000) }, 1500);
    expect(issue.url.length).toBeLessThanOrEqual(1500);
    expect(issue.keptChars).toBeGreaterThan(0);
  });

  it('caps a very long title or heading, so the comment keeps its room', () => {
    const long = 'T'.repeat(5000);
    const issue = feedbackIssue({
      ...REPORT,
      title: long,
      section: { text: long, id: 'x' },
      comment: 'kept',
    });
    expect(issue.keptChars).toBe(4);
    expect(fields(issue.url).title.length).toBeLessThan(350);
  });
});
