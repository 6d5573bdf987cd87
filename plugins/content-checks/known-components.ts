/**
 * Remark plugin (docs, changelog and pages): a JSX element whose component is
 * neither imported or exported in the file nor provided to every page
 * (src/theme/mdxComponentNames.ts) fails the build at compile time; the MDX loader names the
 * file, the message the component and its line. Without it MDX compiles such a page and the build fails only later,
 * while rendering it, with a message that names the URL but not the file.
 */
import type { Node, Parent } from 'unist';
import { visit } from 'unist-util-visit';

import { GLOBAL_MDX_COMPONENTS } from '../../src/theme/mdxComponentNames';

/** An `mdxJsxFlowElement` or `mdxJsxTextElement` (remark-mdx); `name` is null for `<>`. */
interface JsxElement extends Parent {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
}

/** The estree of an `mdxjsEsm` node: the file's import and export statements. */
interface EsmNode extends Node {
  type: 'mdxjsEsm';
  data?: { estree?: { body: EstreeStatement[] } };
}

type Identifier = { type: 'Identifier'; name: string } | { type: string; name?: undefined };

interface EstreeStatement {
  type: string;
  specifiers?: { local?: Identifier; exported?: Identifier }[];
  declaration?: {
    type: string;
    id?: Identifier | null;
    declarations?: { id: Identifier }[];
  } | null;
}

/** Names an ESM block of the page declares: imports, and exported consts, functions and classes. */
export function declaredNames(body: EstreeStatement[]): string[] {
  const names: string[] = [];
  const add = (id: Identifier | null | undefined) => {
    if (id?.type === 'Identifier' && id.name) names.push(id.name);
  };
  for (const statement of body) {
    for (const specifier of statement.specifiers ?? []) add(specifier.local ?? specifier.exported);
    const declaration = statement.declaration;
    if (!declaration) continue;
    add(declaration.id);
    for (const declarator of declaration.declarations ?? []) add(declarator.id);
  }
  return names;
}

/** True for a component reference (`Foo`, `Foo.Bar`, `foo.bar`), false for an HTML element (`div`). */
const isComponent = (name: string) => /^[A-Z]/.test(name) || name.includes('.');

export default function remarkKnownComponents() {
  return (tree: Node) => {
    const declared = new Set<string>();
    visit(tree, 'mdxjsEsm', (node) => {
      for (const name of declaredNames((node as EsmNode).data?.estree?.body ?? [])) declared.add(name);
    });
    visit(
      tree,
      (node): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement',
      (node) => {
        if (!node.name || !isComponent(node.name)) return;
        const root = node.name.split('.')[0]!;
        if (declared.has(root) || GLOBAL_MDX_COMPONENTS.has(root)) return;
        // A plain Error: the MDX loader prints its message after the file name (a
        // VFileMessage would add a dump of the syntax tree).
        const at = node.position
          ? ` (line ${node.position.start.line}, column ${node.position.start.column})`
          : '';
        throw new Error(
          `Unknown MDX component <${node.name}>${at}: it is not imported in this file and not provided to every page. ` +
            `Import it, or use one of: ${[...GLOBAL_MDX_COMPONENTS].sort().join(', ')}.`,
        );
      },
    );
  };
}
