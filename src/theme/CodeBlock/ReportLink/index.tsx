import React, { type SyntheticEvent } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { newIssueForm } from '../../../lib/newIssue';
import { sampleIssueUrl } from './issueUrl';

export interface ReportLinkProps {
  /** The sample's text as the page prints it; null for a block written with elements inside. */
  code: string | null;
  language: string;
  title: string | undefined;
  className?: string;
}

/**
 * "Report a problem with this sample": opens a prefilled issue on the docs
 * repository in a new tab. The server writes only the repository's new-issue
 * address (a page can hold dozens of samples); the full link, with the page and
 * the sample's first lines, is filled in when the reader points at, focuses or
 * activates the link, so the address they see is the one that opens.
 */
export default function ReportLink({ code, language, title, className }: ReportLinkProps) {
  const { siteConfig } = useDocusaurusContext();
  const { docsRepo } = siteConfig.customFields as { docsRepo?: string };
  if (!docsRepo) return null;

  const fill = (event: SyntheticEvent<HTMLAnchorElement>) => {
    const suffix = `${siteConfig.titleDelimiter ?? '|'} ${siteConfig.title}`;
    const pageTitle = document.title.endsWith(` ${suffix}`)
      ? document.title.slice(0, -suffix.length - 1)
      : document.title;
    event.currentTarget.href = sampleIssueUrl({
      docsRepo,
      pageUrl: window.location.href,
      pageTitle,
      language,
      title,
      code,
    });
  };
  const name = title ? `“${title}”` : language ? `${language} sample` : 'sample';

  return (
    <a
      className={className}
      href={newIssueForm(docsRepo)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Report a problem with this sample: ${name} (opens a new issue on GitHub in a new tab)`}
      onPointerEnter={fill}
      onFocus={fill}
      onClick={fill}
      onAuxClick={fill}
      onContextMenu={fill}
    >
      Report a problem with this sample
    </a>
  );
}
