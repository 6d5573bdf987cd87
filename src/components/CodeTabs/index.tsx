import React, { type ComponentProps } from 'react';
import Tabs from '@theme/Tabs';

export interface CodeTabsProps {
  children: ComponentProps<typeof Tabs>['children'];
}

/**
 * Language tabs for request samples. Every CodeTabs on the site shares the
 * `language` group: picking Python once shows Python everywhere, and the choice
 * is remembered across pages. Children are `<TabItem value="curl|ts|python|csharp">`.
 */
export default function CodeTabs({ children }: CodeTabsProps) {
  return <Tabs groupId="language">{children}</Tabs>;
}
