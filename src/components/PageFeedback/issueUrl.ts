/**
 * The new-issue link of "Was this page helpful?": a prefilled issue on the docs
 * repository. It carries only what the reader can see in the form (the page,
 * its title, the section they were reading, their answer and their comment),
 * never a query string, a fragment of the reader's address or anything stored.
 */

import { MAX_ISSUE_URL_LENGTH, capped, newIssueUrl, pageAddress } from '../../lib/newIssue';

export type Answer = 'yes' | 'no';

/** A heading of the page: its text and the anchor a link to it uses. */
export interface Section {
  text: string;
  id: string;
}

export interface FeedbackReport {
  /** The docs repository, e.g. https://github.com/DIMO-Network/dimo-org. */
  docsRepo: string;
  /** Address of the page; its query and fragment are dropped. */
  pageUrl: string;
  title: string;
  /** The section the reader was reading when they answered; null at the top of the page. */
  section: Section | null;
  answer: Answer;
  comment: string;
}

export interface FeedbackIssue {
  url: string;
  /** Characters (code points) of the comment the link carries, and of the comment as typed. */
  keptChars: number;
  totalChars: number;
}

/** Titles and headings are short; a cap keeps a freak one from crowding out the comment. */
const MAX_FIELD_CHARS = 300;

export const ANSWER_LABEL: Record<Answer, string> = { yes: 'Yes', no: 'No' };

function field(text: string): string {
  return capped(text.replace(/\s+/g, ' ').trim(), MAX_FIELD_CHARS);
}

function issueUrl(report: FeedbackReport, comment: string, cutNote: string): string {
  const page = pageAddress(report.pageUrl);
  const title = field(report.title);
  const answer = ANSWER_LABEL[report.answer];
  const section = report.section
    ? `${field(report.section.text)} (${page}#${encodeURIComponent(report.section.id)})`
    : 'top of page';
  const body = [
    `- **Page:** ${page}`,
    `- **Title:** ${title}`,
    `- **Section in view:** ${section}`,
    `- **Was this page helpful?** ${answer}`,
    '',
    '**Comment**',
    '',
    comment,
    ...(cutNote ? ['', cutNote] : []),
    '',
  ].join('\n');
  return newIssueUrl(report.docsRepo, { title: `Page feedback (${answer}): ${title}`, body });
}

function cutNote(kept: number, total: number): string {
  return `_The comment was cut to fit a new-issue link: its first ${kept} of ${total} characters are above._`;
}

/**
 * The new-issue URL for a report. A comment too long for `maxLength` is cut
 * (at a code point, never inside a surrogate pair) to the longest start that
 * fits, and the body says how much was kept.
 */
export function feedbackIssue(report: FeedbackReport, maxLength = MAX_ISSUE_URL_LENGTH): FeedbackIssue {
  const chars = Array.from(report.comment.trim());
  const total = chars.length;
  const whole = issueUrl(report, chars.join(''), '');
  if (whole.length <= maxLength) return { url: whole, keptChars: total, totalChars: total };

  const withFirst = (kept: number) => issueUrl(report, chars.slice(0, kept).join(''), cutNote(kept, total));
  // The URL only grows with the characters kept, so the longest start that fits is found by bisection.
  let low = 0;
  let high = total - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (withFirst(mid).length <= maxLength) low = mid;
    else high = mid - 1;
  }
  return { url: withFirst(low), keptChars: low, totalChars: total };
}
