import { newIssueUrl } from '../lib/newIssue';
import { MAX_QUERY_LENGTH } from './engine/options';

/** The "Let us know." link of the no-results screen: a prefilled issue on the docs repository. */
export function missingResultsUrl(docsRepo: string, query: string): string {
  const q = query.slice(0, MAX_QUERY_LENGTH);
  return newIssueUrl(docsRepo, {
    title: `Search: no results for "${q}"`,
    body: `I searched the docs for "${q}" and expected results.\n\nWhat I was looking for:\n`,
    labels: 'search',
  });
}
