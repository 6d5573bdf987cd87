// Usage: tsx lint/prose/run.ts [file or glob ...]
// Lints the prose of docs/**/*.mdx and changelog/**/*.{md,mdx} (or the files given)
// with the research-voice, filler and terminology rules. Prints one line per problem,
// `file:line:col  message  (rule)`, and exits 1 when there is any.
import path from 'node:path';

import { createProseLinter } from './linter';

const DEFAULT_TARGETS = ['docs/**/*.mdx', 'changelog/**/*.md', 'changelog/**/*.mdx'];

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log('Usage: tsx lint/prose/run.ts [file or glob ...]');
    return 0;
  }
  const started = Date.now();
  const results = await createProseLinter().lintFiles(args.length > 0 ? args : DEFAULT_TARGETS);
  let problems = 0;
  for (const result of results.sort((a, b) => a.filePath.localeCompare(b.filePath))) {
    const file = path.relative(process.cwd(), result.filePath);
    for (const m of result.messages) {
      problems += 1;
      console.log(`${file}:${m.line}:${m.column}  ${m.message.replace(/\s+/g, ' ').trim()}  (${m.ruleId})`);
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const summary = `prose lint: ${problems} problem(s) in ${results.length} file(s), ${seconds} s`;
  if (problems > 0) {
    console.error(summary);
    return 1;
  }
  console.log(summary);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
