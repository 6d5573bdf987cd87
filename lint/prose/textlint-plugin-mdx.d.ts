// The plugin ships JavaScript only; this is the shape textlint's kernel expects of it.
declare module 'textlint-plugin-mdx' {
  import type { TextlintPluginCreator } from '@textlint/types';

  const plugin: TextlintPluginCreator | { default: TextlintPluginCreator };
  export default plugin;
}
