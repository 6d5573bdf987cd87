/**
 * Browser-safe: prefilled new-issue links on the docs repository (page
 * feedback, a sample's problem, a search without results). They carry only
 * what the reader sees in the form: a page's address without its query or
 * fragment, never anything stored.
 */

/** GitHub answers a new-issue URL much beyond 8 KiB with an error page instead of the form. */
export const MAX_ISSUE_URL_LENGTH = 8000;

/** The new-issue form of `docsRepo` (e.g. https://github.com/DIMO-Network/dimo-org), empty. */
export function newIssueForm(docsRepo: string): string {
  return `${docsRepo.replace(/\/+$/, '')}/issues/new`;
}

/** The new-issue form of `docsRepo`, with its fields filled. */
export function newIssueUrl(
  docsRepo: string,
  fields: { title: string; body: string; labels?: string },
): string {
  const params = new URLSearchParams({ title: fields.title, body: fields.body });
  if (fields.labels) params.set('labels', fields.labels);
  return `${newIssueForm(docsRepo)}?${params.toString()}`;
}

/** A page's address as an issue names it: no query string, no fragment. */
export function pageAddress(pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    url.search = '';
    url.hash = '';
    return url.href;
  } catch {
    return pageUrl.replace(/[?#].*$/s, '');
  }
}

/** `text` cut to `max` code points (never inside a surrogate pair), an ellipsis marking the cut. */
export function capped(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
