/**
 * The tokenizer in the browser: loaded on demand, never on page load. A page
 * served as HTML already holds its coloured code, which hydration adopts as
 * it is; only code rendered in the browser (a page reached by client-side
 * navigation, a query builder's output) needs Prism, and shows as plain text
 * until it has loaded. The server build imports loadTokenizer.server.ts
 * instead (package.json `imports`, `#code-tokenizer`), where Prism is
 * imported synchronously.
 */
import type * as TokenizerModule from './tokenize';

type Tokenizer = typeof TokenizerModule;

let loaded: Tokenizer | null = null;
let loading: Promise<Tokenizer> | null = null;

/** The tokenizer if it has loaded, else null. */
export function tokenizerNow(): Tokenizer | null {
  return loaded;
}

/** Loads the tokenizer once; the chunk is prefetched at idle priority when this module loads. */
export function loadTokenizer(): Promise<Tokenizer> {
  loading ??= import(/* webpackChunkName: "code-tokenizer", webpackPrefetch: true */ './tokenize').then(
    (module) => {
      loaded = module;
      return module;
    },
  );
  return loading;
}
