/**
 * Imported by src/theme/MDXComponents.tsx (its type) and by build-time code
 * (plugins/content-checks/known-components.ts): the names of the components every
 * MDX page may use without an import. MDXComponents.tsx checks its map against
 * PROJECT_MDX_COMPONENTS, so the two cannot drift apart.
 */

/** The project's own MDX building blocks, provided by src/theme/MDXComponents.tsx. */
export const PROJECT_MDX_COMPONENTS = [
  'Tabs',
  'TabItem',
  'CodeTabs',
  // Written by plugins/diagrams for each Mermaid code block, before this check runs.
  'Diagram',
  'Endpoint',
  'ParamTable',
  'RateLimits',
  'Response',
  // Written by the REST reference generator on each operation's page.
  'TryIt',
] as const;

export type ProjectMdxComponent = (typeof PROJECT_MDX_COMPONENTS)[number];

/**
 * Capitalised components Docusaurus 3.8.1's classic theme provides to every MDX page
 * (@docusaurus/theme-classic/lib/theme/MDXComponents: Head and Details; the other
 * keys there are lower-case HTML element overrides).
 */
export const THEME_MDX_COMPONENTS = ['Head', 'Details'] as const;

/** Every component an MDX page may use without importing it. */
export const GLOBAL_MDX_COMPONENTS: ReadonlySet<string> = new Set([
  ...THEME_MDX_COMPONENTS,
  ...PROJECT_MDX_COMPONENTS,
]);
