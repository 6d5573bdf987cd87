import { expect, test } from '@playwright/test';

import { copyrightLine } from '../../lib/copyright';
import { links } from '../../src/data/links';
import { hydrated, open } from './helpers';

test.describe('navbar', () => {
  test('hides when scrolling down and comes back when scrolling up', async ({ page }) => {
    await open(page, '/docs/api-references/identity-api/identity-reference');
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toBeInViewport();
    // Two downward scrolls: the theme compares each position with the last one.
    await page.mouse.wheel(0, 600);
    await page.mouse.wheel(0, 600);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -400);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await expect(navbar).toBeInViewport();
  });

  test('has the logo home link, Log In, GitHub with a name, search and the colour toggle', async ({
    page,
  }) => {
    await open(page, '/docs/faq');
    await expect(page.locator('a.navbar__brand')).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', links.consoleSignIn);
    await expect(page.getByRole('link', { name: 'DIMO on GitHub' })).toHaveAttribute('href', links.github);
    await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
  });
});

test.describe('colour mode', () => {
  test('defaults to light, cycles light → dark → system and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/docs/');
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    // A first visit is light even though the system prefers dark.
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAccessibleName(/currently light mode/);

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName(/currently dark mode/);
    await page.reload();
    await hydrated(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/currently system mode/);
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    await expect(html).toHaveAttribute('data-theme', 'dark'); // the emulated system preference
    await page.reload();
    await hydrated(page);
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-theme', 'light'); // follows the system live

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/currently light mode/);
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
  });
});

test.describe('announcement bar', () => {
  test('can be dismissed, and stays dismissed after a reload', async ({ page }) => {
    await open(page, '/docs/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toContainText('MCP server');
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  });

  test('comes back when a new announcement replaces the dismissed one', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await open(page, '/docs/');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  });
});

test.describe('keyboard and small screens', () => {
  test('the skip link moves focus into the main content', async ({ page }) => {
    await open(page, '/docs/faq');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const insideMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(insideMain).toBe(true);
  });

  test('at 375 px the hamburger shows the docs sidebar and the navbar menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/docs/getting-started/authentication');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // Primary menu: the docs sidebar.
    await expect(sidebar.getByRole('link', { name: 'Register a Developer License' })).toBeVisible();
    // Secondary menu: the navbar items.
    await sidebar.getByRole('button', { name: /Back to main menu/ }).click();
    await expect(sidebar.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'SDKs' })).toBeVisible();
  });

  test('at 375 px the search button keeps its name and opens the modal', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/');
    await page.getByRole('button', { name: /^Search/ }).click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  });
});

test.describe('doc page furniture', () => {
  test('the sidebar collapses and expands, and diagrams render as SVG', async ({ page }) => {
    await open(page, '/docs/getting-started/authentication');
    await expect(page.locator('figure[data-diagram] svg').first()).toBeVisible();
    const sidebarLink = page.locator('nav.menu').getByRole('link', { name: 'Create Your Account' });
    await expect(sidebarLink).toBeVisible();
    await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
    await expect(sidebarLink).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar', exact: true }).click();
    await expect(sidebarLink).toBeVisible();
  });

  test('the table of contents lists h2 and h3 and jumps to them', async ({ page }) => {
    await open(page, '/docs/getting-started/authentication');
    const toc = page.locator('.table-of-contents').first();
    await expect(toc.getByRole('link', { name: 'Get a Developer JWT' })).toBeVisible();
    await expect(toc.locator('li > ul a').first()).toBeVisible(); // an h3 entry, nested
    await toc.locator('a[href="#privileges"]').click();
    await expect(page).toHaveURL(/#privileges$/);
    await expect(page.locator('#privileges')).toBeInViewport();
  });

  test('an API page ends with what it was checked against, from its front matter', async ({ page }) => {
    await open(page, '/docs/api-references/attestation-api');
    const line = page.locator('article').getByText(/^Checked against /);
    await expect(line).toHaveText(
      'Checked against the Telemetry API schema of 2026-08-05, the Attestation API description at 161afc9, data-sdk 1.6.0 and dimo-python-sdk 1.8.0.',
    );
    // Below the content, outside the Markdown the search records are read from.
    await expect(page.locator('.markdown').getByText(/^Checked against /)).toHaveCount(0);
    await open(page, '/docs/getting-started/create-your-account');
    await expect(page.locator('article').getByText(/^Checked against /)).toHaveCount(0);
  });

  test('a code block copies its text', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/docs/api-references/token-exchange-api');
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  });
});

test.describe('footer and outbound links', () => {
  test('has Learn More, Resources and the social links, and the copyright', async ({ page }) => {
    await open(page, '/');
    const footer = page.locator('footer');
    await expect(footer.getByText('Learn More')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Developer Docs' })).toHaveAttribute('href', '/docs/');
    const blog = footer.getByRole('link', { name: /Developer Blog/ });
    await expect(blog).toHaveAttribute('href', links.blog);
    await expect(blog).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: 'Developer SDKs' })).toHaveAttribute(
      'href',
      '/docs/category/building-with-tools',
    );
    for (const [name, href] of [
      ['Developer Console', links.consoleSignIn],
      ['DIMO University', links.university],
      ['Get Support', links.aiAssistant],
      ['GitHub', links.github],
      ['Discord', links.discord],
      ['X', links.x],
    ] as const) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // "© 2025–<this year> DIMO": the specification's year, then the build's.
    await expect(footer).toContainText(copyrightLine(new Date().getFullYear()));
    await expect(footer).toContainText(/© 2025(–\d{4})? DIMO/);
  });

  test('the platform’s other sites are one click away', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Resources' }).hover();
    for (const href of [
      links.status,
      links.dashboard,
      links.mobileApp,
      links.japan,
      links.aiAssistant,
      links.university,
      links.blog,
    ]) {
      await expect(page.locator(`.navbar a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test('every doc page has an Edit this page link to the repository', async ({ page }) => {
    await open(page, '/docs/faq');
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/DIMO-Network\/dimo-org\/edit\/main\/docs\/faq\.mdx$/,
    );
  });
});
