/**
 * Every code sample the site shows (docs and changelog), with where it is and the
 * attributes of its fence (`title="…"`, `api=…`, `prelude=…`). The one list the
 * sample checks (TypeScript, Python, .NET, HTTP) read. The REST reference pages are
 * generated at build time and not committed, so their samples are rendered here from
 * openapi/ (plugins/openapi-reference/render.ts): the checks read them in a clean
 * clone, and copies a build left in docs/ are not read twice.
 */
import path from 'node:path';

import { GENERATED_SUFFIX, renderReference } from '../plugins/openapi-reference/render';
import { listDocFiles, parseDocSource, readDocPage, type CodeBlock } from '../lib/docs';

export interface Sample extends CodeBlock {
  /** Source file relative to the repository root, e.g. docs/faq.mdx. */
  file: string;
  /** The fence's `key=value` and `key="value"` attributes. */
  attributes: Record<string, string>;
}

/** The repository root. */
export const ROOT = path.resolve(__dirname, '..');

/** `title="Share button" prelude=dimo-client` → { title: 'Share button', prelude: 'dimo-client' }. */
export function fenceAttributes(meta: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of meta.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)) {
    out[m[1]!] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

let generated: Sample[] | undefined;

/** The blocks of the generated REST reference pages, as the build writes them (rendered once per process). */
export function generatedSamples(): Sample[] {
  generated ??= renderReference().flatMap(({ file, source }) =>
    parseDocSource(file, source).codeBlocks.map((b) => ({ ...b, file, attributes: fenceAttributes(b.meta) })),
  );
  return generated;
}

/**
 * Every fenced block of every doc page and changelog entry, in file order, then those of the generated
 * reference pages (only for the repository itself: a fixture root has no openapi/ of its own).
 */
export function allSamples(root = ROOT): Sample[] {
  const files = [...listDocFiles(root, 'docs'), ...listDocFiles(root, 'changelog')].filter(
    (file) => !file.endsWith(GENERATED_SUFFIX),
  );
  const written = files.flatMap((file) =>
    readDocPage(root, file).codeBlocks.map((b) => ({ ...b, file, attributes: fenceAttributes(b.meta) })),
  );
  return root === ROOT ? [...written, ...generatedSamples()] : written;
}

/** Blocks in any of the given languages. */
export function samplesIn(langs: readonly string[], root = ROOT): Sample[] {
  return allSamples(root).filter((s) => langs.includes(s.lang));
}

/** `docs/faq.mdx:42`: where a sample starts, for messages. */
export function where(s: Pick<Sample, 'file' | 'line'>): string {
  return `${s.file}:${s.line}`;
}
