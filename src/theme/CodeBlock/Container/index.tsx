// Replaces the theme's code block container, for one reason: the theme's reads
// the colour mode (usePrismTheme) to inline the Prism theme's text and
// background colours, so every code block on the page rendered again when the
// colour mode settled after hydration, on every page load. Here those colours
// are CSS for both modes (plugins/code-blocks, scoped to the same
// `theme-code-block` class), so the container reads no state at all.
import React, { type ComponentProps } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';

import styles from './styles.module.css';

type Props<T extends 'div' | 'pre'> = { as: T } & ComponentProps<T>;

export default function CodeBlockContainer<T extends 'div' | 'pre'>({ as: As, ...props }: Props<T>) {
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.container, ThemeClassNames.common.codeBlock)}
    />
  );
}
