/**
 * "Report a problem with this sample": a prefilled new-issue link on the docs
 * repository naming the page, the block's language and title, and its first
 * lines. It carries the sample as the page prints it (the placeholders, never
 * the reader's own values) and the page's address without query or fragment.
 */

import { MAX_ISSUE_URL_LENGTH, capped, newIssueUrl, pageAddress } from '../../../lib/newIssue';

export interface SampleReport {
  /** The docs repository, e.g. https://github.com/DIMO-Network/dimo-org. */
  docsRepo: string;
  /** Address of the page; its query and fragment are dropped. */
  pageUrl: string;
  /** The page's title, as the browser tab shows it. */
  pageTitle: string;
  /** The fence's language; empty when it names none. */
  language: string;
  /** The fence's `title=`, if any. */
  title?: string;
  /** The sample's text; null for a block written with elements inside. */
  code: string | null;
}

/** Lines of the sample the issue quotes at most. */
export const QUOTED_LINES = 15;

/** A quoted line longer than this is cut: a minified line must not crowd out the rest. */
const MAX_LINE_CHARS = 200;

const MAX_FIELD_CHARS = 150;

/** A Markdown fence longer than any run of backticks in the lines it holds. */
function fenceFor(lines: readonly string[]): string {
  const longest = Math.max(0, ...lines.flatMap((l) => (l.match(/`+/g) ?? []).map((run) => run.length)));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** The block as the issue title and body name it: its title, else its language. */
function blockName(report: SampleReport): string {
  if (report.title) return `"${capped(report.title.trim(), MAX_FIELD_CHARS)}"`;
  return report.language ? `${report.language} sample` : 'sample';
}

function issueUrl(report: SampleReport, lines: readonly string[], total: number): string {
  const page = pageAddress(report.pageUrl);
  const pageTitle = capped(report.pageTitle.replace(/\s+/g, ' ').trim(), MAX_FIELD_CHARS);
  const language = report.language.replace(/[^\w+#.-]/g, '');
  const quoted =
    lines.length === 0
      ? []
      : [
          '',
          lines.length === total
            ? `**The sample** (${total} ${total === 1 ? 'line' : 'lines'})`
            : `**First ${lines.length} of ${total} lines**`,
          '',
          `${fenceFor(lines)}${language}`,
          ...lines,
          fenceFor(lines),
        ];
  const body = [
    `- **Page:** ${page}`,
    `- **Page title:** ${pageTitle}`,
    `- **Language:** ${language || 'none'}`,
    ...(report.title ? [`- **Block title:** ${capped(report.title.trim(), MAX_FIELD_CHARS)}`] : []),
    ...quoted,
    '',
    '**What is wrong**',
    '',
    '',
  ].join('\n');
  return newIssueUrl(report.docsRepo, {
    title: `Problem with a sample: ${blockName(report)} on ${pageTitle}`,
    body,
  });
}

/**
 * The new-issue URL for a sample: its first lines (at most QUOTED_LINES, each
 * cut at MAX_LINE_CHARS), fewer when the link would exceed `maxLength`.
 */
export function sampleIssueUrl(report: SampleReport, maxLength = MAX_ISSUE_URL_LENGTH): string {
  const all = report.code === null ? [] : report.code.replace(/\n+$/, '').split('\n');
  const lines = all.slice(0, QUOTED_LINES).map((line) => capped(line, MAX_LINE_CHARS));
  for (let count = lines.length; count > 0; count--) {
    const url = issueUrl(report, lines.slice(0, count), all.length);
    if (url.length <= maxLength) return url;
  }
  return issueUrl(report, [], all.length);
}
