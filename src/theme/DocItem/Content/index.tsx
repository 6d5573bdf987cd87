// Wraps the theme's doc content (not ejected) to add one thing above it: the
// "Copy page" button and the link to the page's Markdown twin (plugins/llms).
import React from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { Props } from '@theme/DocItem/Content';
import Content from '@theme-original/DocItem/Content';

import CopyPage from '@site/src/components/CopyPage';
import { twinPath } from '@site/src/llms/twinPath';

export default function ContentWrapper(props: Props) {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const twinUrl = useBaseUrl(twinPath(metadata.permalink, siteConfig.baseUrl));
  return (
    <>
      <CopyPage twinUrl={twinUrl} />
      <Content {...props} />
    </>
  );
}
