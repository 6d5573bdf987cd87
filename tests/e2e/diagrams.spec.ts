import { expect, test, type Page } from '@playwright/test';

import { open } from './helpers';

/** A page with a sequence diagram, one with a flowchart, and one with none. */
const SEQUENCE_PAGE = '/docs/getting-started/authentication';
const FLOWCHART_PAGE = '/docs/build/building-your-first-app';
const PLAIN_PAGE = '/docs/faq';

/** A string only Mermaid's library holds (its API object); our diagrams are SVG and never contain it. */
const MERMAID_LIBRARY_MARK = 'mermaidAPI';

/** Opens a page and returns the text of every script it loaded. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await open(page, path);
  await page.waitForLoadState('networkidle');
  return Promise.all(bodies);
}

test.describe('diagrams', () => {
  test('no page loads Mermaid: not with a diagram, not without one', async ({ page }) => {
    for (const path of [SEQUENCE_PAGE, PLAIN_PAGE]) {
      const scripts = await scriptsOf(page, path);
      expect(scripts.length).toBeGreaterThan(2);
      expect(scripts.filter((body) => body.includes(MERMAID_LIBRARY_MARK))).toEqual([]);
    }
  });

  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('a sequence diagram and a flowchart are drawn in the served HTML, with their text', async ({
      page,
    }) => {
      await page.goto(SEQUENCE_PAGE);
      const light = page.locator('figure[data-diagram] [data-diagram-mode="light"] svg');
      await expect(light).toBeVisible();
      await expect(light).toHaveAttribute('aria-roledescription', 'sequence');
      await expect(light.getByText('Token Exchange API').first()).toBeVisible();
      const box = await light.boundingBox();
      expect(box!.width).toBeGreaterThan(300);
      expect(box!.height).toBeGreaterThan(150);
      await page.goto(FLOWCHART_PAGE);
      const flow = page.locator('figure[data-diagram] [data-diagram-mode="light"] svg');
      await expect(flow).toBeVisible();
      await expect(flow.getByText('DIMO Connect URL', { exact: true })).toBeVisible();
    });
  });

  test('each colour mode shows its own drawing, switching without reloading', async ({ page }) => {
    await open(page, SEQUENCE_PAGE);
    const figure = page.locator('figure[data-diagram]').first();
    const light = figure.locator('[data-diagram-mode="light"] svg');
    const dark = figure.locator('[data-diagram-mode="dark"] svg');
    await expect(light).toBeVisible();
    await expect(dark).toBeHidden();
    const textColour = (svg: typeof light) =>
      svg
        .locator('text.messageText')
        .first()
        .evaluate((el) => getComputedStyle(el).fill);
    const lightText = await textColour(light);
    await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(dark).toBeVisible();
    await expect(light).toBeHidden();
    const darkText = await textColour(dark);
    expect(darkText).not.toBe(lightText);
    // Light text on the dark page: every channel of the message text is bright.
    const channels = darkText.match(/\d+/g)!.slice(0, 3).map(Number);
    expect(Math.min(...channels)).toBeGreaterThan(150);
  });

  test('the page holds no id twice, so each copy draws its own arrowheads', async ({ page }) => {
    await open(page, SEQUENCE_PAGE);
    const duplicates = await page.evaluate(() => {
      const seen = new Map<string, number>();
      document.querySelectorAll('[id]').forEach((el) => seen.set(el.id, (seen.get(el.id) ?? 0) + 1));
      return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
    });
    expect(duplicates).toEqual([]);
    const marker = await page
      .locator('[data-diagram-mode="dark"] svg [marker-end]')
      .first()
      .getAttribute('marker-end');
    expect(marker).toMatch(/^url\(#diagram-[0-9a-f]+-dark-/);
  });

  test('the diagram’s source opens as text from the keyboard', async ({ page }) => {
    await open(page, SEQUENCE_PAGE);
    const summary = page.getByText('Diagram as text', { exact: true });
    await summary.focus();
    await page.keyboard.press('Enter');
    const source = page.locator('figure[data-diagram] details pre');
    await expect(source).toBeVisible();
    await expect(source).toContainText('participant TX as Token Exchange API');
    await expect(source).toContainText('sequenceDiagram');
  });
});
