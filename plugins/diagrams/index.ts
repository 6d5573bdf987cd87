/**
 * Remark plugin (docs, changelog and pages): every ```mermaid code block
 * becomes a `<Diagram>` element (src/components/Diagram) holding the diagram
 * drawn at build time as inline SVG, in the light and the dark theme, and its
 * source as a text alternative.
 *
 * Why at build time: the reader gets the diagram in the HTML, drawn before any
 * script runs and in the right colours for either mode, and no page loads
 * Mermaid (about 190 KiB of gzipped JavaScript with a sequence diagram, and a
 * few hundred ms of main-thread work on a phone); the drawing is
 * plugins/diagrams/render.ts.
 */
import type { Code } from 'mdast';
import type { Node, Parent } from 'unist';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { ChromiumMissingError, renderMermaid, type RenderedDiagram } from './render';

/** The MDX component the diagrams become (registered in src/theme/MDXComponents.tsx). */
export const DIAGRAM_COMPONENT = 'Diagram';

export interface DiagramsOptions {
  /** Draws one diagram; default {@link renderMermaid}. Tests pass a stub. */
  render?: (source: string) => Promise<RenderedDiagram>;
}

interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string;
}

interface JsxFlowElement extends Parent {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: JsxAttribute[];
}

function attribute(name: string, value: string): JsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** Whether the missing-Chromium warning was printed (once per build). */
let warned = false;

export default function remarkDiagrams(options: DiagramsOptions = {}) {
  const render = options.render ?? renderMermaid;
  return async (tree: Node, file: VFile) => {
    const found: { node: Code; parent: Parent; index: number }[] = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang === 'mermaid' && parent && index !== undefined) found.push({ node, parent, index });
    });
    // Later blocks first, so the indexes of earlier ones stay valid while replacing.
    for (const { node, parent, index } of found.reverse()) {
      let svgs: RenderedDiagram;
      try {
        svgs = await render(node.value);
      } catch (error) {
        if (error instanceof ChromiumMissingError) {
          // A host without Chromium still builds: the page shows the source, which reads as text.
          if (!warned) console.warn(`[diagrams] ${error.message}`);
          warned = true;
          continue;
        }
        const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
        throw new Error(
          `The Mermaid diagram at ${where} could not be drawn: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const element: JsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: DIAGRAM_COMPONENT,
        attributes: [
          attribute('light', svgs.light),
          attribute('dark', svgs.dark),
          attribute('source', node.value),
        ],
        children: [],
        ...(node.position ? { position: node.position } : {}),
      };
      parent.children.splice(index, 1, element as unknown as Parent['children'][number]);
    }
  };
}
