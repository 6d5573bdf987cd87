/**
 * Build-time plugin: the REST reference pages, one per operation of openapi/*.yaml (./render.ts).
 *
 *   constructor      renders the pages and writes the changed ones to docs/api-references/<service>/*.api.mdx,
 *                    removing any such file no operation renders any more. Docusaurus awaits every plugin's
 *                    constructor (core's initPlugins) before any plugin's loadContent, so the docs plugin finds
 *                    the pages when it reads docs/.
 *   loadContent      renders again and rewrites what changed: `npm start` reloads this plugin when a description
 *                    changes (getPathsToWatch), and the docs plugin then reloads on the rewritten pages.
 *   contentLoaded    publishes each operation's page as global data, which `<Endpoint>` on the guide pages
 *                    links to (src/components/Endpoint/reference.ts).
 *
 * The descriptions are read from disk on every render, not from openapi/index.ts's per-process cache, so a
 * running dev server sees an edit.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import {
  SERVICES,
  descriptionPath,
  parseDescription,
  type OpenApiDocument,
  type ServiceKey,
} from '../../openapi';
import { REFERENCE_PLUGIN, type ReferenceData } from '../../src/components/Endpoint/reference';
import {
  GENERATED_SUFFIX,
  REFERENCE_DIR,
  referenceLinks,
  renderReference,
  type GeneratedPage,
} from './render';

/** The five descriptions as they are on disk now, each checked against the project's conventions. */
export function readDescriptions(): Record<ServiceKey, OpenApiDocument> {
  return Object.fromEntries(
    SERVICES.map((s) => [s.key, parseDescription(readFileSync(descriptionPath(s.key), 'utf8'), s.key)]),
  ) as Record<ServiceKey, OpenApiDocument>;
}

/**
 * When each description was last committed, as ISO 8601: its pages' "Last updated" date, since the pages are
 * generated and git has no history of their own. A description git does not know (no git, or not committed yet)
 * is left out, and its pages show no date.
 */
export function descriptionDates(): Partial<Record<ServiceKey, string>> {
  const dates: Partial<Record<ServiceKey, string>> = {};
  for (const s of SERVICES) {
    const file = descriptionPath(s.key);
    try {
      const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', path.basename(file)], {
        cwd: path.dirname(file),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
      if (seconds) dates[s.key] = new Date(Number(seconds) * 1000).toISOString();
    } catch {
      // Not a git checkout, or git is not installed.
    }
  }
  return dates;
}

/**
 * Writes the pages whose text differs from the file on disk and removes the generated files no page claims.
 * Unchanged files are left alone, so a dev server watching docs/ does not reload for nothing.
 */
export async function writePages(
  siteDir: string,
  pages: GeneratedPage[],
): Promise<{ written: string[]; removed: string[] }> {
  const written: string[] = [];
  const removed: string[] = [];
  const wanted = new Set(pages.map((p) => p.file));
  for (const page of pages) {
    const file = path.join(siteDir, page.file);
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current === page.source) continue;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page.source);
    written.push(page.file);
  }
  for (const s of SERVICES) {
    const dir = `${REFERENCE_DIR}/${s.key}`;
    const names = await readdir(path.join(siteDir, dir)).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith(GENERATED_SUFFIX))) {
      if (wanted.has(`${dir}/${name}`)) continue;
      await rm(path.join(siteDir, dir, name));
      removed.push(`${dir}/${name}`);
    }
  }
  return { written, removed };
}

/**
 * Renders the pages from the descriptions on disk and writes what changed under siteDir. The plugin calls it;
 * so does the unit tests' global setup, since a clean checkout has no generated page before its first build.
 */
export async function generateReferencePages(
  siteDir: string,
  docsRepo: string | undefined,
  lastUpdated: Partial<Record<ServiceKey, string>> = descriptionDates(),
): Promise<GeneratedPage[]> {
  // An operation's page is edited through its description: the Edit link points there.
  const editBase = docsRepo === undefined ? undefined : `${docsRepo}/edit/main/`;
  const pages = renderReference(readDescriptions(), { editBase, lastUpdated });
  const { written, removed } = await writePages(siteDir, pages);
  if (written.length || removed.length)
    console.log(
      `[openapi-reference] ${pages.length} reference pages: ${written.length} written, ${removed.length} removed`,
    );
  return pages;
}

export default async function openapiReferencePlugin(context: LoadContext): Promise<Plugin<ReferenceData>> {
  const { siteDir, siteConfig } = context;
  const docsRepo = siteConfig.customFields?.docsRepo;
  // The dates change only with a commit: read from git once, not on every reload of a description.
  const lastUpdated = descriptionDates();
  const generate = () =>
    generateReferencePages(siteDir, typeof docsRepo === 'string' ? docsRepo : undefined, lastUpdated);

  await generate();

  return {
    name: REFERENCE_PLUGIN,

    getPathsToWatch() {
      return [path.join(siteDir, 'openapi', '*.yaml')];
    },

    async loadContent() {
      return { links: referenceLinks(await generate()) };
    },

    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
  };
}
