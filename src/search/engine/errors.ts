/** The errors the engine throws; callers tell them apart by class (or by `name` across bundles). */

/** A record list or a query the engine cannot work with. */
export class SearchEngineError extends Error {
  override name = 'SearchEngineError';
}

/** Records the inverted index cannot hold (not a list, or pages on more than one origin). */
export class InvertedIndexError extends Error {
  override name = 'InvertedIndexError';
}

/** A file of the index (./format.ts) that is not what the format says; the message names the part. */
export class IndexFormatError extends Error {
  override name = 'IndexFormatError';
}

/** Thrown by a step-by-step query that a newer one replaced before it fetched what it needed. */
export class SupersededError extends Error {
  override name = 'SupersededError';
}
