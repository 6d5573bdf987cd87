import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import { sanitizeHighlight } from '@site/src/search/sanitizeHighlight';
import { HIERARCHY_LEVELS, type SearchHit } from '@site/src/search/engine/types';

import styles from './styles.module.css';

function Highlighted({ html, className }: { html: string; className?: string }) {
  return <span className={className} dangerouslySetInnerHTML={{ __html: sanitizeHighlight(html) }} />;
}

/** One result: its deepest heading as a link, the headings above it, and a snippet of its text. */
export default function ResultItem({ hit, url }: { hit: SearchHit; url: string }) {
  const levels = HIERARCHY_LEVELS.filter((l) => hit._highlightResult.hierarchy[l]);
  const title = levels[levels.length - 1];
  const trail = levels.slice(0, -1);
  const snippet = hit._snippetResult.content?.value;
  return (
    <li className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={url}>
          <Highlighted html={title ? hit._highlightResult.hierarchy[title]!.value : hit.url} />
        </Link>
      </Heading>
      {trail.length > 0 ? (
        // Plain text, not a navigation landmark: it holds no links, and twenty
        // landmarks of one name would be noise (axe `landmark-unique`).
        <p className={styles.trail}>
          {trail.map((l, i) => (
            <React.Fragment key={l}>
              {i > 0 ? <span aria-hidden="true"> › </span> : null}
              <Highlighted html={hit._highlightResult.hierarchy[l]!.value} />
            </React.Fragment>
          ))}
        </p>
      ) : null}
      {snippet ? (
        <p className={styles.snippet}>
          <Highlighted html={snippet} />
        </p>
      ) : null}
    </li>
  );
}
