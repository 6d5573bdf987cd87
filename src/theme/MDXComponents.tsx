// Wraps the theme's MDX component map (not ejected) to make the API-page
// building blocks available in every MDX file without an import.
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

import CodeTabs from '@site/src/components/CodeTabs';
import Endpoint from '@site/src/components/Endpoint';
import ParamTable from '@site/src/components/ParamTable';
import Response from '@site/src/components/Response';

import React, { type ComponentProps } from 'react';

/** Markdown tables scroll sideways on small screens; the scroller is focusable so the keyboard can scroll it. */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  );
}

export default {
  ...MDXComponents,
  table: Table,
  Tabs,
  TabItem,
  CodeTabs,
  Endpoint,
  ParamTable,
  Response,
};
