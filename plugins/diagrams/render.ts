/**
 * Build time: Mermaid source → SVG, rendered by Mermaid itself in headless
 * Chromium (Debian's, as the browser tests use it), once in the light and once
 * in the dark theme. Results are cached on disk by a hash of the source, the
 * Mermaid version and the options below, so a warm build or a dev-server edit
 * elsewhere never starts the browser. One browser serves a whole build; it
 * closes after {@link IDLE_CLOSE_MS} without work.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Browser, Page } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../lib/chromium';

import { scopeSvgIds } from './svg';

/** One diagram, drawn for each colour mode. */
export interface RenderedDiagram {
  light: string;
  dark: string;
}

/**
 * Mermaid's theme for each colour mode: the pair @docusaurus/theme-mermaid
 * uses by default, so the diagrams look as they did when Mermaid ran in the
 * browser.
 */
export const THEMES = { light: 'default', dark: 'dark' } as const;

/**
 * Mermaid options. `htmlLabels: false` draws labels as SVG text rather than
 * HTML in `<foreignObject>`, so a label is sized and wrapped in the SVG itself
 * and never becomes a paragraph of the page. The font is the site's
 * (src/css/custom.css): boxes are measured with the build machine's fallback
 * (DejaVu Sans, wider than most system UI fonts), so labels fit on readers'
 * machines too. Ids are deterministic so a build is reproducible.
 */
export const MERMAID_OPTIONS = {
  startOnLoad: false,
  securityLevel: 'strict',
  htmlLabels: false,
  flowchart: { htmlLabels: false },
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  deterministicIds: true,
} as const;

/** Close the browser after this long without a diagram to draw: 3 s (a build compiles its pages in one burst). */
export const IDLE_CLOSE_MS = 3000;

/** Bump when the post-processing below changes, so cached SVGs are redrawn. */
const RENDERER_VERSION = 1;

const projectRequire = createRequire(import.meta.url);
const mermaidScript = projectRequire.resolve('mermaid/dist/mermaid.min.js');
const mermaidVersion = (projectRequire('mermaid/package.json') as { version: string }).version;
/**
 * The drawings, committed with the sources they come from: a clone builds with
 * every diagram drawn on any machine, with or without Chromium, and only a new
 * or edited diagram needs the browser. render.test.ts keeps this
 * folder equal to the diagrams the pages hold (none missing, none stale).
 */
export const DRAWINGS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'drawn');
const cacheDir = DRAWINGS_DIR;

/** Stable key of a diagram: source, Mermaid version, options and renderer version. */
export function diagramKey(source: string): string {
  return createHash('sha256')
    .update(JSON.stringify([RENDERER_VERSION, mermaidVersion, THEMES, MERMAID_OPTIONS, source]))
    .digest('hex')
    .slice(0, 16);
}

interface Session {
  browser: Browser;
  page: Page;
}

let session: Promise<Session> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let idleTimer: NodeJS.Timeout | null = null;

/** Thrown when there is no Chromium to draw with; the page then keeps the diagram's source as a code block. */
export class ChromiumMissingError extends Error {
  constructor() {
    super(
      `Mermaid diagrams are drawn at build time in Chromium, and ${CHROMIUM_PATH} is missing: the pages show the diagrams' source instead. Install Debian's chromium package (npx tsx scripts/ensure-chromium.ts).`,
    );
    this.name = 'ChromiumMissingError';
  }
}

async function openSession(): Promise<Session> {
  if (!existsSync(CHROMIUM_PATH)) throw new ChromiumMissingError();
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  await page.addScriptTag({ path: mermaidScript });
  return { browser, page };
}

function scheduleClose(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const closing = session;
    session = null;
    idleTimer = null;
    void closing?.then(({ browser }) => browser.close()).catch(() => undefined);
  }, IDLE_CLOSE_MS);
}

async function drawInBrowser(source: string, key: string): Promise<RenderedDiagram> {
  if (idleTimer) clearTimeout(idleTimer);
  session ??= openSession();
  const { page } = await session;
  const draw = (theme: string, id: string) =>
    page.evaluate(
      async ({ source, theme, id, options }) => {
        const mermaid = (
          window as unknown as {
            mermaid: {
              initialize(config: object): void;
              render(id: string, text: string): Promise<{ svg: string }>;
            };
          }
        ).mermaid;
        mermaid.initialize({ ...options, theme });
        return (await mermaid.render(id, source)).svg;
      },
      { source, theme, id, options: MERMAID_OPTIONS },
    );
  try {
    const light = await draw(THEMES.light, `diagram-${key}-light`);
    const dark = await draw(THEMES.dark, `diagram-${key}-dark`);
    return { light: scopeSvgIds(light), dark: scopeSvgIds(dark) };
  } finally {
    scheduleClose();
  }
}

const inProcess = new Map<string, Promise<RenderedDiagram>>();

/**
 * The SVGs of one Mermaid diagram, from the cache or drawn now. Rejects with
 * Mermaid's own message when the source does not parse.
 */
export function renderMermaid(source: string): Promise<RenderedDiagram> {
  const key = diagramKey(source);
  const known = inProcess.get(key);
  if (known) return known;
  const file = path.join(cacheDir, `${key}.json`);
  const result = (async () => {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as RenderedDiagram;
    // One diagram at a time: Mermaid's global configuration is per page.
    const drawn = queue.then(() => drawInBrowser(source, key));
    queue = drawn.catch(() => undefined);
    const svgs = await drawn;
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(file, JSON.stringify(svgs));
    return svgs;
  })();
  inProcess.set(key, result);
  result.catch(() => inProcess.delete(key));
  return result;
}
