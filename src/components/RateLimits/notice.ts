/**
 * The rate-limit notice every REST API page shows under `## Rate limits`, as data:
 * the component (./index.tsx) renders it, the Markdown twins (plugins/llms) and the
 * dev search records (plugins/search-index) write the same words, so the three
 * cannot drift apart.
 */

/** A run of text, or a link on the site. */
export type NoticePart = string | { text: string; href: string };

export const RATE_LIMITS_FAQ = '/docs/faq#rate-limits';
export const RATE_LIMITS_CHANGELOG = '/changelog/rate-limits-by-plan';

/** First paragraph: what counts toward the limit and where the figures are. */
export const RATE_LIMITS_RULE: readonly NoticePart[] = [
  "Every request to this API counts toward your plan's rate limit, which applies per API service and per client host. " +
    'Responses carry no header with the number of requests you have left, so pace your calls yourself. See ',
  { text: 'Rate limits', href: RATE_LIMITS_FAQ },
  ' in the FAQ for the limit of each plan.',
];

/** Last paragraph: when the rule changed. */
export const RATE_LIMITS_CHANGE: readonly NoticePart[] = [
  'Changed in January 2026: rate limits depend on your plan instead of one universal figure (',
  { text: 'changelog', href: RATE_LIMITS_CHANGELOG },
  ').',
];

/** The paragraph as plain text, as a reader sees it. */
export function noticeText(parts: readonly NoticePart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}
