/**
 * The search engine's public API (./README.md describes it and the index
 * format). Node code (mcp/, scripts/, plugins/) imports from here. Browser
 * code that the page loads at once imports the one module it needs
 * (./types, ./options) instead: this barrel would bring the whole engine into
 * the page's bundle, where only the lazily loaded client wants it.
 */
export { SearchEngine, MemoryIndex, runQuery, runQuerySteps, openerAnswer, type StepLoaders } from './engine';
export { ShardedIndex, ShardedSearchEngine, type IndexFileSource } from './shardedIndex';
export { QueryRun, type OpenerTable } from './queryRun';
export { IndexTablesBase, type IndexView } from './indexView';
export { buildInvertedIndex, type InvertedIndex } from './invertedIndex';
export { compileFacetFilters, type FacetValues } from './facetFilters';
export { SearchEngineError, InvertedIndexError, IndexFormatError, SupersededError } from './errors';
export * from './format';
export * from './options';
export * from './types';
export { floorIndex } from './floorIndex';
export { WORD_PATTERN } from './tokenize';
export { escapeHtml, unescapeHtml } from './escapeHtml';
