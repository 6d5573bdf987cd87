// The textlint setup shared by the runner and the tests: the three prose rules and
// the MDX plugin, which also parses the changelog's .md entries (Docusaurus reads
// those as MDX too).
import { TextlintKernelDescriptor } from '@textlint/kernel';
import { createLinter } from 'textlint';

import { docusaurusMdxPlugin } from './mdx-plugin';

import filler from './rules/filler';
import researchVoice from './rules/research-voice';
import terminology from './rules/terminology';

export const proseRules = {
  'research-voice': researchVoice,
  filler,
  terminology,
} as const;

export function createProseLinter(cwd: string = process.cwd()): ReturnType<typeof createLinter> {
  const descriptor = new TextlintKernelDescriptor({
    rules: Object.entries(proseRules).map(([ruleId, rule]) => ({ ruleId, rule })),
    filterRules: [],
    plugins: [{ pluginId: 'mdx', plugin: docusaurusMdxPlugin, options: { extensions: ['.md'] } }],
  });
  return createLinter({ descriptor, cwd });
}
