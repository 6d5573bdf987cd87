/** Algolia facet filters over a record's facets: language, docusaurus_tag and type. */
import type { FacetFilters } from './types';

/** The facets a filter reads, by attribute name. */
export type FacetValues = Record<string, string>;

function parseFilter(filter: string): (attrs: FacetValues) => boolean {
  const colon = filter.indexOf(':');
  if (colon < 0) return () => false;
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  return (attrs) => (attrs[attribute] === value) !== negated;
}

/** Compiles facet filters as Algolia reads them: strings are ANDed, nested arrays ORed, `attr:-value` negates. */
export function compileFacetFilters(filters: FacetFilters | undefined): (attrs: FacetValues) => boolean {
  if (filters === undefined) return () => true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const clauses = list.map((f) => (Array.isArray(f) ? f.map(parseFilter) : [parseFilter(f)]));
  return (attrs) => clauses.every((any) => any.length === 0 || any.some((test) => test(attrs)));
}
