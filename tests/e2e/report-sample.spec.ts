import { type BrowserContext, type Locator, type Page, expect, test } from '@playwright/test';

import { MAX_ISSUE_URL_LENGTH } from '../../src/lib/newIssue';
import { STORAGE_KEY } from '../../src/values/store';
import { axeViolations } from './axe';
import { docsRepoOf, interceptGithub, open, openInTheme } from './helpers';

/**
 * "Report a problem with this sample" under every code block
 * (src/theme/CodeBlock/ReportLink): a prefilled new-issue link on the docs
 * repository with the page, the block's language and title, and its first
 * lines. github.com is out of reach of the test browser: navigations there are
 * aborted and the requested URL read back.
 */

const PAGE = '/docs/getting-started/authentication';
const FIRST_APP = '/docs/build/building-your-first-app';
const FIRST_APP_TITLE = 'Building Your First App';
/** A titled TypeScript block of FIRST_APP, longer than the 15 lines an issue quotes. */
const BLOCK_TITLE = 'server.ts';

/** The block with this title, and the report link of its action row. */
function titledBlock(page: Page, title: string): { block: Locator; report: Locator } {
  const wrapper = page.locator('div:has(> .theme-code-block)').filter({
    has: page.locator('.theme-code-block').filter({ has: page.getByText(title, { exact: true }) }),
  });
  return {
    block: wrapper.locator('.theme-code-block'),
    report: wrapper.getByRole('link', { name: /^Report a problem with this sample/ }),
  };
}

/** Opens the report link with the keyboard and returns the issue URL the new tab asked for. */
async function openReport(page: Page, context: BrowserContext, report: Locator, asked: string[]) {
  const before = asked.length;
  const opened = context.waitForEvent('page');
  await report.focus();
  await page.keyboard.press('Enter');
  const tab = await opened;
  await expect.poll(() => asked.length).toBe(before + 1);
  await tab.close();
  return new URL(asked[before]!);
}

test('every code block has a report link to a new issue, opened in a new tab', async ({ page }) => {
  await open(page, PAGE);
  const blocks = await page.locator('.theme-code-block').count();
  expect(blocks).toBeGreaterThan(5);
  // Blocks in tab panels not shown count too.
  const links = page.getByRole('link', { name: /^Report a problem with this sample/, includeHidden: true });
  await expect(links).toHaveCount(blocks);
  const repo = await docsRepoOf(page);
  for (const link of (await links.all()).slice(0, 3)) {
    await expect(link).toHaveText('Report a problem with this sample');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    // Before the reader points at it: only the repository's new-issue page (the page stays light).
    await expect(link).toHaveAttribute('href', `${repo}/issues/new`);
  }
});

test('the issue names the page, the language and the title, and quotes the first 15 lines', async ({
  page,
  context,
  baseURL,
}) => {
  const asked = await interceptGithub(context);
  await open(page, FIRST_APP);
  const repo = await docsRepoOf(page);
  const { block, report } = titledBlock(page, BLOCK_TITLE);
  await expect(report).toHaveAccessibleName(
    `Report a problem with this sample: “${BLOCK_TITLE}” (opens a new issue on GitHub in a new tab)`,
  );
  const lines = (await block.locator('pre code').innerText()).replace(/\n+$/, '').split('\n');
  expect(lines.length).toBeGreaterThan(15);

  const issue = await openReport(page, context, report, asked);
  expect(`${issue.origin}${issue.pathname}`).toBe(`${repo}/issues/new`);
  expect(issue.searchParams.get('title')).toBe(
    `Problem with a sample: "${BLOCK_TITLE}" on ${FIRST_APP_TITLE}`,
  );
  const body = issue.searchParams.get('body') ?? '';
  expect(body).toContain(`- **Page:** ${baseURL}${FIRST_APP}\n`);
  expect(body).toContain(`- **Page title:** ${FIRST_APP_TITLE}\n`);
  expect(body).toContain('- **Language:** ts\n');
  expect(body).toContain(`- **Block title:** ${BLOCK_TITLE}\n`);
  expect(body).toContain(
    `**First 15 of ${lines.length} lines**\n\n\`\`\`ts\n${lines.slice(0, 15).join('\n')}\n\`\`\`\n`,
  );
  expect(issue.href.length).toBeLessThanOrEqual(MAX_ISSUE_URL_LENGTH);
  // The link the reader hovers is the one that opened.
  expect(new URL((await report.getAttribute('href'))!).href).toBe(issue.href);
});

test("the issue quotes the sample's placeholders, never the reader's own values", async ({
  page,
  context,
}) => {
  const asked = await interceptGithub(context);
  await page.addInitScript(([key, state]) => window.localStorage.setItem(key, state), [
    STORAGE_KEY,
    JSON.stringify({ enabled: true, values: { vehicleTokenId: '4242' } }),
  ] as const);
  await open(page, '/docs/api-references/telemetry-api/introduction');
  const { block, report } = titledBlock(page, 'Latest speed, odometer and fuel level');
  await expect(block).toContainText('tokenId: 4242');
  const issue = await openReport(page, context, report, asked);
  const body = issue.searchParams.get('body') ?? '';
  expect(body).toContain('tokenId: 12345');
  expect(body).not.toContain('4242');
  expect(body).toContain('- **Language:** graphql\n');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the action rows are axe-clean in ${theme} mode`, async ({ page }) => {
    await openInTheme(page, PAGE, theme);
    expect(await axeViolations(page, page.locator('article'))).toEqual([]);
  });
}
