// Usage: tsx scripts/check-links.ts [--dir build]
// The build's link check (lib/link-check.ts) on a build folder, as the build
// itself runs it (plugins/content-checks): every internal link, `#fragment`,
// asset and own-site URL of every page, and every URL of sitemap.xml and
// llms.txt, must reach a file of the folder. The site's root (SITE_URL +
// BASE_URL) is read from the home page's canonical link; other hosts are
// listed, not requested (the check needs no network).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { brokenLinksMessage, checkBuiltLinks, siteRootFromHomePage } from '../lib/link-check';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'build' } } });
  const started = Date.now();
  const home = path.join(values.dir, 'index.html');
  let siteRoot: string | null;
  try {
    siteRoot = siteRootFromHomePage(readFileSync(home, 'utf8'));
  } catch {
    throw new Error(`No build in ${values.dir}: run \`npx docusaurus build --out-dir ${values.dir}\` first.`);
  }
  if (!siteRoot) throw new Error(`${home} has no <link rel="canonical">: cannot tell the site's own URLs.`);
  const report = await checkBuiltLinks({ dir: values.dir, siteRoot });
  console.log(`Skipped ${report.external.length} URLs on other hosts (not requested):`);
  for (const url of report.external) console.log(`  skipped  ${url}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (report.broken.length > 0) {
    console.error(
      `\n${brokenLinksMessage(report.broken)}\n\nLink check of ${values.dir} failed (${seconds} s).`,
    );
    process.exit(1);
  }
  console.log(
    `\n${report.pages} pages of ${values.dir}; ${report.checked} links, fragments and assets on ${siteRoot} reach a file, none broken (${seconds} s).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
