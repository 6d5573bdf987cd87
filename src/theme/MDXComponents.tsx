// Wraps the theme's MDX component map (not ejected) to make the API-page
// building blocks available in every MDX file without an import.
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

import CodeTabs from '@site/src/components/CodeTabs';
import Diagram from '@site/src/components/Diagram';
import Endpoint from '@site/src/components/Endpoint';
import ParamTable from '@site/src/components/ParamTable';
import RateLimits from '@site/src/components/RateLimits';
import Response from '@site/src/components/Response';
import TryIt from '@site/src/components/TryIt';

import { REGION_NAME_PROP, UNNAMED_TABLE_REGION } from '@site/src/a11y/regionNames';
import type { ProjectMdxComponent } from './mdxComponentNames';

import React, { type ComponentProps } from 'react';

interface TableProps extends ComponentProps<'table'> {
  /** The region's name, set at build time by plugins/region-names (the heading above the table). */
  [REGION_NAME_PROP]?: string;
}

/**
 * Markdown tables scroll sideways on small screens; the scroller is focusable so
 * the keyboard can scroll it, and is a region named after the heading above it.
 */
function Table({ [REGION_NAME_PROP]: name, ...props }: TableProps) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={name ?? UNNAMED_TABLE_REGION}>
      <table {...props} />
    </div>
  );
}

/**
 * The components every MDX page may use without an import. The build's
 * unknown-component check (plugins/content-checks) reads the same names;
 * `satisfies` fails the typecheck when the two lists differ.
 */
const projectComponents = {
  Tabs,
  TabItem,
  CodeTabs,
  // Mermaid diagrams drawn at build time (plugins/diagrams).
  Diagram,
  Endpoint,
  ParamTable,
  RateLimits,
  Response,
  // A REST operation's request form; its code loads only when the reader opens it.
  TryIt,
} satisfies Record<ProjectMdxComponent, unknown>;

export default {
  ...MDXComponents,
  table: Table,
  ...projectComponents,
};
