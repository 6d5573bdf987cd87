// textlint-plugin-mdx, adapted to Docusaurus MDX: Docusaurus strips explicit heading
// IDs (`## Rate limits {#rate-limits}`) before MDX sees the page, but plain MDX reads
// `{#rate-limits}` as a JavaScript expression and fails the whole file. The IDs are
// blanked with spaces of the same length, so every reported line and column still
// points into the original page.
import type { TextlintPluginCreator, TextlintPluginOptions } from '@textlint/types';
import mdxPluginModule from 'textlint-plugin-mdx';

// Loaded as CommonJS from an ES module, the plugin arrives wrapped in `default`.
const upstream: TextlintPluginCreator =
  'default' in mdxPluginModule ? mdxPluginModule.default : mdxPluginModule;

const HEADING_ID = /^(#{1,6}[ \t].*?)([ \t]*\{#[\w-]+\})[ \t]*$/gm;

export function blankHeadingIds(text: string): string {
  return text.replace(HEADING_ID, (_line, heading: string, id: string) => heading + ' '.repeat(id.length));
}

class DocusaurusMdxProcessor {
  private readonly inner: InstanceType<TextlintPluginCreator['Processor']>;

  constructor(options?: TextlintPluginOptions) {
    this.inner = new upstream.Processor(options);
  }

  availableExtensions(): string[] {
    return this.inner.availableExtensions();
  }

  processor(extension: string): ReturnType<InstanceType<TextlintPluginCreator['Processor']>['processor']> {
    const { preProcess, postProcess } = this.inner.processor(extension);
    return {
      preProcess: (text: string, filePath?: string) => preProcess(blankHeadingIds(text), filePath),
      postProcess,
    };
  }
}

export const docusaurusMdxPlugin: TextlintPluginCreator = { Processor: DocusaurusMdxProcessor };
