// Wraps the theme's desktop table of contents (not ejected) in a navigation
// landmark named "On this page". On changelog entries the TOC column sits
// beside <main>, and content outside every landmark is missed by readers who
// move by landmark (axe `region`); on doc pages it is a shortcut to the list.
import React from 'react';
import type { Props } from '@theme/TOC';
import TOC from '@theme-original/TOC';

import styles from './styles.module.css';

/** The landmark's name; distinct from the site's other navigation landmarks. */
export const TOC_LANDMARK_NAME = 'On this page';

export default function TOCWrapper(props: Props) {
  return (
    <nav aria-label={TOC_LANDMARK_NAME} className={styles.toc}>
      <TOC {...props} />
    </nav>
  );
}
