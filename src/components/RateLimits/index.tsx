import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

import { RATE_LIMITS_CHANGE, RATE_LIMITS_RULE, type NoticePart } from './notice';

export interface RateLimitsProps {
  /** Advice for this API, e.g. "Cache each Vehicle JWT …"; Markdown, shown between the rule and the change note. */
  children?: ReactNode;
}

function Paragraph({ parts }: { parts: readonly NoticePart[] }) {
  return (
    <p>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <React.Fragment key={i}>{part}</React.Fragment>
        ) : (
          <Link key={i} to={part.href}>
            {part.text}
          </Link>
        ),
      )}
    </p>
  );
}

/**
 * The rate-limit notice of an API page. Place it under the page's own
 * `## Rate limits` heading, which carries the anchor; the page's advice goes in
 * as children.
 */
export default function RateLimits({ children }: RateLimitsProps) {
  return (
    <>
      <Paragraph parts={RATE_LIMITS_RULE} />
      {children}
      <Paragraph parts={RATE_LIMITS_CHANGE} />
    </>
  );
}
