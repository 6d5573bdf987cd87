// Replaces the theme's Tabs, for one reason: the theme gives its tab group
// `key={String(isBrowser)}`, so every group, with every code block in every
// panel, is thrown away and built again right after hydration (21 doc pages
// hold language tabs; the authentication page re-built 11 code blocks). The
// re-mount dates from before the theme's `useTabs` kept the first render equal
// to the server's (default tab first, the reader's stored or linked choice in
// a layout effect), so it is no longer needed. Selection, grouping, storage
// and query string are the theme's own `useTabs`; panels are the theme's
// TabItem; only the markup and the keyboard handling below are this file's.
import React, { cloneElement, useRef, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { sanitizeTabsChildren, useScrollPositionBlocker, useTabs } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/Tabs';

import styles from './styles.module.css';

/** The tab that a key moves focus to, by index, or null for keys tabs leave alone. */
function tabAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Arrow keys, Home and End move focus along the tab list; Enter and Space choose the focused tab. */
function useTabListKeys(choose: (index: number, tab: HTMLElement) => void) {
  const tabs = useRef<(HTMLElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(index, event.currentTarget);
      return;
    }
    const next = tabAfterKey(event.key, index, tabs.current.length);
    if (next === null) return;
    event.preventDefault();
    tabs.current[next]?.focus();
  };
  return { tabs, onKeyDown };
}

export default function Tabs(props: Props) {
  const { className, block, lazy } = props;
  const items = sanitizeTabsChildren(props.children);
  const { selectedValue, selectValue, tabValues } = useTabs({ ...props, children: items });
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();
  const choose = (index: number, tab: HTMLElement) => {
    const value = tabValues[index]?.value;
    if (value === undefined || value === selectedValue) return;
    // Panels of different heights must not move the tab the reader just used.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };
  const { tabs, onKeyDown } = useTabListKeys(choose);
  tabs.current.length = tabValues.length;

  return (
    <div className={clsx('tabs-container', styles.container)}>
      <ul
        role="tablist"
        aria-orientation="horizontal"
        className={clsx('tabs', block && 'tabs--block', className)}
      >
        {tabValues.map(({ value, label, attributes }, index) => {
          const selected = value === selectedValue;
          return (
            <li
              key={value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              role="tab"
              tabIndex={selected ? 0 : -1}
              aria-selected={selected}
              onClick={(event) => choose(index, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, index)}
              {...attributes}
              className={clsx('tabs__item', styles.tab, attributes?.className as string | undefined, {
                'tabs__item--active': selected,
              })}
            >
              {label ?? value}
            </li>
          );
        })}
      </ul>
      {lazy ? (
        items
          .filter((item) => item.props.value === selectedValue)
          .map((item) =>
            cloneElement(item, {
              key: item.props.value,
              className: clsx('margin-top--md', item.props.className),
            }),
          )
      ) : (
        <div className="margin-top--md">
          {items.map((item) =>
            cloneElement(item, { key: item.props.value, hidden: item.props.value !== selectedValue }),
          )}
        </div>
      )}
    </div>
  );
}
