/**
 * The inline scripts of the built site, as CSP hash sources.
 *
 * A browser runs an inline `<script>` under `script-src` only when the SHA-256
 * of its text (UTF-8, exactly as parsed) is listed. Docusaurus's own inline
 * scripts (colour mode, announcement bar, base-URL banner) and our head scripts
 * (src/inlineScripts.ts) are minified into the HTML at build, so the hashes are
 * taken from the built HTML files, never from the sources.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import * as cheerio from 'cheerio';

/**
 * `type` values of a script the browser executes (HTML § "prepare the script
 * element"): none or empty, a JavaScript MIME type, `module`; import maps and
 * speculation rules are inline scripts under `script-src` too. Data blocks
 * such as `application/ld+json` are never run and need no hash.
 */
const JAVASCRIPT_MIME = /^(application|text)\/(x-)?(java|ecma)script$|^text\/(jscript|livescript)$/;
const EXECUTED_NON_MIME = new Set(['', 'module', 'importmap', 'speculationrules']);

/** Attributes whose value a browser navigates to or loads: a `javascript:` URL there is inline script. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

export class InlineScriptError extends Error {
  override name = 'InlineScriptError';
}

/** True when an inline script with this `type` attribute runs (and so needs a hash). */
export function isExecutedScriptType(type: string | undefined): boolean {
  const t = (type ?? '').trim().toLowerCase();
  return EXECUTED_NON_MIME.has(t) || JAVASCRIPT_MIME.test(t);
}

/** The CSP hash source of a script's text: `'sha256-<base64>'`. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Hash sources of the inline scripts of one HTML page, in document order
 * (repeats kept). Throws for what no hash can allow: an inline event handler
 * attribute (`onclick="…"`) or a `javascript:` URL.
 */
export function inlineScriptHashes(html: string): string[] {
  const $ = cheerio.load(html);
  const handler = $('*')
    .toArray()
    .flatMap((el) => ('attribs' in el ? Object.entries(el.attribs) : []))
    .find(
      ([name, value]) => /^on/i.test(name) || (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value)),
    );
  if (handler) {
    throw new InlineScriptError(
      `inline handler ${handler[0]}="${handler[1].slice(0, 40)}" would be blocked by the Content-Security-Policy; attach the listener from a script instead`,
    );
  }
  return $('script:not([src])')
    .toArray()
    .filter((el) => isExecutedScriptType($(el).attr('type')))
    .map((el) => cspHash($(el).text()));
}

export interface SiteInlineScripts {
  /** Distinct hash sources, sorted, so the policy is stable between identical builds. */
  hashes: string[];
  /** HTML files read. */
  pages: number;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Reads every HTML file under `outDir`; a page that fails the handler check is named in the error. */
export async function collectInlineScripts(outDir: string): Promise<SiteInlineScripts> {
  const files = await htmlFiles(outDir);
  const hashes = new Set<string>();
  for (const file of files) {
    try {
      for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
    } catch (error) {
      throw new InlineScriptError(`${path.relative(outDir, file)}: ${(error as Error).message}`);
    }
  }
  return { hashes: [...hashes].sort(), pages: files.length };
}
