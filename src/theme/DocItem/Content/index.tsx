// Wraps the theme's doc content (not ejected) to add two things around it: the
// "Copy page" button and the link to the page's Markdown twin (plugins/llms) above,
// and the line saying what the page was checked against (its front matter) below.
import React from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { Props } from '@theme/DocItem/Content';
import Content from '@theme-original/DocItem/Content';

import CopyPage from '@site/src/components/CopyPage';
import { checkedAgainstLine, readCheckedAgainst } from '@site/src/data/checkedAgainst';
import { twinPath } from '@site/src/llms/twinPath';

import styles from './styles.module.css';

export default function ContentWrapper(props: Props) {
  const { metadata, frontMatter } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const twinUrl = useBaseUrl(twinPath(metadata.permalink, siteConfig.baseUrl));
  const checked = checkedAgainstLine(readCheckedAgainst(frontMatter).value);
  return (
    <>
      <CopyPage twinUrl={twinUrl} />
      <Content {...props} />
      {checked && <p className={styles.checkedAgainst}>{checked}</p>}
    </>
  );
}
