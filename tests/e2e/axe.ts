import path from 'node:path';

import type { Locator, Page } from '@playwright/test';

const AXE_PATH = path.join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js');

/** The rule sets the site promises: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** How many failing nodes of one rule a line names (the rest are counted). */
const NODES_SHOWN = 3;

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
}

/**
 * Runs axe-core on the page, or only inside `scope`, and returns one line per
 * violated rule ("rule (impact) ×count: selector | selector"), so a failure
 * reads as a list of what a reader meets.
 */
export async function axeViolations(page: Page, scope?: Locator): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  // A colour change animates some elements (links, the navbar); contrast is
  // only meaningful once those transitions have ended.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const element = scope ? await scope.elementHandle() : null;
  const result = await page.evaluate(
    ([el, tags]) =>
      (
        window as unknown as { axe: { run: (ctx: Element | Document, opts: object) => Promise<AxeResult> } }
      ).axe.run(el ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        // Media only (for no-autoplay-audio): no rule of these tags reads the
        // CSSOM, and preloading it re-fetches every stylesheet on each run.
        preload: { assets: ['media'] },
      }),
    [element, AXE_TAGS] as const,
  );
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes
        .slice(0, NODES_SHOWN)
        .map((n) => n.target.map(String).join(' '))
        .join(' | ')}`,
  );
}
