/**
 * The server render's tokenizer (`#code-tokenizer` under the `node` condition,
 * package.json `imports`): Prism imported synchronously, so every code block
 * is coloured in the HTML.
 */
import * as tokenizer from './tokenize';

export function tokenizerNow(): typeof tokenizer {
  return tokenizer;
}

export function loadTokenizer(): Promise<typeof tokenizer> {
  return Promise.resolve(tokenizer);
}
