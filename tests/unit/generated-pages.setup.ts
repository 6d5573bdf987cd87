// Vitest global setup: the generated REST reference pages (docs/**/*.api.mdx, ignored by git) exist before any
// test reads docs/, as the build would write them. A clean checkout has none until its first build.
import path from 'node:path';

import { docsRepoUrl } from '../../lib/docs-repo';
import { generateReferencePages } from '../../plugins/openapi-reference';

export default async function setup(): Promise<void> {
  await generateReferencePages(path.resolve(import.meta.dirname, '../..'), docsRepoUrl(process.env));
}
