import React from 'react';
import Link from '@docusaurus/Link';
import { useSearchLinkCreator } from '@docusaurus/theme-common';

/** "See all N results": the /search page for the query (a Docusaurus addition, not DocSearch's). */
export default function ResultsFooter({
  query,
  nbHits,
  onClose,
}: {
  query: string;
  nbHits: number;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(query)} onClick={onClose}>
      {`See all ${nbHits} results`}
    </Link>
  );
}
