import { type BrowserContext, type Locator, type Page, expect, test } from '@playwright/test';

import { MAX_ISSUE_URL_LENGTH } from '../../src/lib/newIssue';
import { COMMENT_LABEL, THANKS, TOO_LONG, VERDICT } from '../../src/components/PageFeedback/text';
import { answerKey } from '../../src/components/PageFeedback/storage';
import { DEVELOPER_TOKEN_STORAGE_KEY } from '../../src/components/TryIt/constants';
import { TOKEN_STORAGE_KEY } from '../../src/playground/constants';
import { axeViolations } from './axe';
import { docsRepoOf, hydrated, interceptGithub, open, openInTheme, watchErrors } from './helpers';

/**
 * "Was this page helpful?" at the end of every doc page
 * (src/components/PageFeedback): Yes / No, thanks and an optional comment that
 * Send turns into a prefilled issue on the docs repository; the answer is
 * remembered per page. The docs repository is on github.com, which the test
 * browser cannot reach: its navigation is aborted and the request URL read
 * back instead.
 */

const PAGE = '/docs/getting-started/authentication';
const TITLE = 'Authentication';
/** A token the reader has in storage from a playground: it must never reach the issue. */
const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.page-feedback-test.c2lnbmF0dXJl';
/** Characters a URL must encode, a newline and text beyond ASCII. */
const COMMENT = 'The "Vehicle JWT" step needs a curl line & a 100% clear scope: ?a=b#c\nSecond line — üñï 🚗';

const feedbackOf = (page: Page): Locator => page.getByRole('region', { name: 'Page feedback' });
const choice = (page: Page, name: 'Yes' | 'No'): Locator =>
  feedbackOf(page).getByRole('button', { name, exact: true });

/** Every http(s) request the context makes, from any of its pages. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (r) => {
    if (r.url().startsWith('http')) urls.push(r.url());
  });
  return urls;
}

/** The h2/h3 of the page's text whose top is the last one above the viewport's top third, now. */
function headingAtTopThird(page: Page): Promise<{ text: string; id: string } | null> {
  return page.evaluate(() => {
    let found: { text: string; id: string } | null = null;
    for (const h of Array.from(
      document.querySelectorAll<HTMLElement>('.theme-doc-markdown :is(h2, h3)[id]'),
    )) {
      if (h.getClientRects().length > 0 && h.getBoundingClientRect().top <= window.innerHeight / 3) {
        found = { text: (h.textContent ?? '').replace(/\u200b/g, '').trim(), id: h.id };
      }
    }
    return found;
  });
}

test('No with the keyboard, a comment, and Send opens the prefilled issue; nothing else leaves the site', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addInitScript(
    ({ token, keys }) => {
      try {
        for (const key of keys) window.sessionStorage.setItem(key, token);
        window.localStorage.setItem('dimo.test.token', token);
      } catch {
        // The aborted GitHub tab has no storage; the docs page does.
      }
    },
    { token: TOKEN, keys: [DEVELOPER_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY] },
  );
  const requests = recordRequests(context);
  const issueRequests = await interceptGithub(context);
  const errors = watchErrors(page);
  // A query string on the reader's address stays out of the issue.
  await open(page, `${PAGE}?from=page-feedback-test`);
  const docsRepo = await docsRepoOf(page);
  const feedback = feedbackOf(page);

  // Keys only: focus Yes, Tab to No, Enter.
  await choice(page, 'Yes').focus();
  await page.keyboard.press('Tab');
  await expect(choice(page, 'No')).toBeFocused();
  await page.waitForLoadState('networkidle');
  const section = await headingAtTopThird(page);
  const sentWhileAnswering: string[] = [];
  const onRequest = (r: { resourceType(): string; method(): string; url(): string }) => {
    if (
      r.method() !== 'GET' ||
      ['fetch', 'xhr', 'ping', 'eventsource', 'websocket'].includes(r.resourceType())
    ) {
      sentWhileAnswering.push(`${r.method()} ${r.resourceType()} ${r.url()}`);
    }
  };
  page.on('request', onRequest);
  await page.keyboard.press('Enter');

  await expect(feedback.getByRole('status')).toHaveText(THANKS);
  await expect(feedback).toContainText(VERDICT.no);
  const comment = feedback.getByRole('textbox', { name: COMMENT_LABEL.no });
  await expect(comment).toBeFocused();
  await page.keyboard.type(COMMENT);
  await expect(comment).toHaveValue(COMMENT);
  page.off('request', onRequest);
  // With analytics off, answering sends nothing and sets up no analytics global.
  expect(sentWhileAnswering).toEqual([]);
  expect(await page.evaluate(() => 'va' in window || 'vaq' in window)).toBe(false);

  const send = feedback.getByRole('link', { name: 'Send' });
  await expect(send).toHaveAttribute('target', '_blank');
  await expect(send).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(send).toHaveAccessibleDescription(/new issue on GitHub in a new tab/);
  const opened = context.waitForEvent('page');
  await send.click();
  const tab = await opened;
  await expect.poll(() => issueRequests.length).toBe(1);
  await tab.close();

  const issue = new URL(issueRequests[0]!);
  expect(`${issue.origin}${issue.pathname}`).toBe(`${docsRepo}/issues/new`);
  expect(issue.searchParams.get('title')).toBe(`Page feedback (No): ${TITLE}`);
  const body = issue.searchParams.get('body') ?? '';
  const pageUrl = `${baseURL}${PAGE}`;
  expect(body).toContain(`- **Page:** ${pageUrl}\n`);
  expect(body).toContain(`- **Title:** ${TITLE}\n`);
  expect(body).toContain(
    `- **Section in view:** ${section ? `${section.text} (${pageUrl}#${section.id})` : 'top of page'}\n`,
  );
  expect(body).toContain('- **Was this page helpful?** No\n');
  expect(body).toContain(`**Comment**\n\n${COMMENT}\n`);
  expect(issueRequests[0]).not.toContain(TOKEN);
  expect(issueRequests[0]).not.toContain('page-feedback-test');
  // The link the reader hovers is the one that opened.
  expect(new URL((await send.getAttribute('href'))!).href).toBe(issueRequests[0]);

  // The issue form is the only request that left 127.0.0.1, and only because Send was pressed.
  expect(requests.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual(issueRequests);
  expect(errors).toEqual([]);
});

test('Yes with a click is remembered per page: a reload shows the answer, which can be changed', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page, PAGE);
  const feedback = feedbackOf(page);
  await choice(page, 'Yes').click();
  await expect(feedback.getByRole('status')).toHaveText(THANKS);
  await expect(feedback.getByRole('textbox', { name: COMMENT_LABEL.yes })).toBeFocused();
  const stored = await page.evaluate(
    (prefix) => Object.entries(window.localStorage).filter(([key]) => key.startsWith(prefix)),
    answerKey(''),
  );
  expect(stored).toEqual([[expect.stringMatching(new RegExp(`${PAGE}$`)), 'yes']]);

  // A returning reader sees their answer, not the question, and no thanks.
  await page.reload();
  await hydrated(page);
  await expect(feedback).toContainText(VERDICT.yes);
  await expect(choice(page, 'Yes')).toHaveCount(0);
  await expect(feedback.getByRole('status')).toHaveText('');
  await expect(feedback.getByRole('textbox')).toHaveCount(0);

  // Change answer: the question again, focus on Yes; Tab, Space answers No.
  await feedback.getByRole('button', { name: 'Change answer' }).click();
  await expect(choice(page, 'Yes')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(feedback.getByRole('status')).toHaveText(THANKS);
  await expect(feedback.getByRole('textbox', { name: COMMENT_LABEL.no })).toBeFocused();
  await page.reload();
  await hydrated(page);
  await expect(feedback).toContainText(VERDICT.no);

  // Another page, reached by a client-side navigation, asks its own question.
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.locator('h1').first()).toHaveText('FAQs');
  await expect(choice(page, 'Yes')).toBeVisible();
  await expect(feedback).not.toContainText('You found this page');
  expect(errors).toEqual([]);
});

test('a comment too long for a link is cut to fit, and the reader is told', async ({ page }) => {
  await open(page, PAGE);
  const feedback = feedbackOf(page);
  await choice(page, 'Yes').click();
  const comment = feedback.getByRole('textbox', { name: COMMENT_LABEL.yes });
  await comment.fill('All good. '.repeat(1000));
  await expect(feedback.getByText(TOO_LONG)).toBeVisible();
  const href = (await feedback.getByRole('link', { name: 'Send' }).getAttribute('href')) ?? '';
  expect(href.length).toBeLessThanOrEqual(MAX_ISSUE_URL_LENGTH);
  expect(new URL(href).searchParams.get('body')).toMatch(
    /The comment was cut to fit a new-issue link: its first \d+ of 9999 characters are above\./,
  );
  // Short again: the note goes.
  await comment.fill('All good.');
  await expect(feedback.getByText(TOO_LONG)).toHaveCount(0);
});

test('a generated REST operation page ends with the question too', async ({ page }) => {
  await open(page, '/docs/api-references/token-exchange-api/exchange-token');
  await expect(choice(page, 'Yes')).toBeVisible();
  await expect(choice(page, 'No')).toBeVisible();
});

test('with storage disabled, answering works for the visit and nothing breaks', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const errors = watchErrors(page);
  await open(page, PAGE);
  await choice(page, 'No').click();
  await expect(feedbackOf(page).getByRole('status')).toHaveText(THANKS);
  await expect(feedbackOf(page).getByRole('textbox')).toBeFocused();
  // Nothing could be stored: the next visit asks again.
  await page.reload();
  await hydrated(page);
  await expect(choice(page, 'Yes')).toBeVisible();
  expect(errors).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing in the question, the comment box or the remembered answer, ${mode} mode`, async ({
    page,
  }) => {
    await openInTheme(page, PAGE, mode);
    const feedback = feedbackOf(page);
    await feedback.scrollIntoViewIfNeeded();
    const found: Record<string, string[]> = { question: await axeViolations(page, feedback) };
    await choice(page, 'No').click();
    await expect(feedback.getByRole('textbox')).toBeFocused();
    await page.keyboard.type('A comment.');
    found.comment = await axeViolations(page, feedback);
    await page.reload();
    await expect(feedback).toContainText(VERDICT.no);
    found.remembered = await axeViolations(page, feedback);
    expect(found).toEqual({ question: [], comment: [], remembered: [] });
  });
}
