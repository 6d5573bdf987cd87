/**
 * Every code sample the site shows (docs and changelog), with where it is and the
 * attributes of its fence (`title="…"`, `api=…`, `prelude=…`). The one list the
 * sample checks (TypeScript, Python, .NET, HTTP) read.
 */
import path from 'node:path';

import { listDocFiles, readDocPage, type CodeBlock } from '../scripts/lib/docs';

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

/** Every fenced block of every doc page and changelog entry, in file order. */
export function allSamples(root = ROOT): Sample[] {
  const files = [...listDocFiles(root, 'docs'), ...listDocFiles(root, 'changelog')];
  return files.flatMap((file) =>
    readDocPage(root, file).codeBlocks.map((b) => ({ ...b, file, attributes: fenceAttributes(b.meta) })),
  );
}

/** Blocks in any of the given languages. */
export function samplesIn(langs: readonly string[], root = ROOT): Sample[] {
  return allSamples(root).filter((s) => langs.includes(s.lang));
}

/** `docs/faq.mdx:42`: where a sample starts, for messages. */
export function where(s: Pick<Sample, 'file' | 'line'>): string {
  return `${s.file}:${s.line}`;
}
