// Our own /search page (the theme's 550-line page hard-codes Algolia's client):
// reads ?q=, keeps the query in the URL while the reader types so a link can be
// shared, and pages through results from the same client as the modal.
import React, { useCallback, useEffect, useRef, useState } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import { MAX_QUERY_LENGTH, SEARCH_PAGE_HITS_PER_PAGE } from '@site/src/search/constants';
import { sanitizeHighlight } from '@site/src/search/highlight';
import type { SearchHit } from '@site/src/search/types';
import { HIERARCHY_LEVELS } from '@site/src/search/types';
import { useSearchClient, useSearchConfig } from '@site/src/search/useSearchClient';
import { useStableFacetFilters } from '@site/src/search/useStableFacetFilters';

import styles from './styles.module.css';

type Status = 'idle' | 'loading' | 'done' | 'error';

interface Results {
  query: string;
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

function readQuery(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
}

function Highlighted({ html, className }: { html: string; className?: string }) {
  return <span className={className} dangerouslySetInnerHTML={{ __html: sanitizeHighlight(html) }} />;
}

function ResultItem({ hit, url }: { hit: SearchHit; url: string }) {
  const levels = HIERARCHY_LEVELS.filter((l) => hit._highlightResult.hierarchy[l]);
  const title = levels[levels.length - 1];
  const trail = levels.slice(0, -1);
  const snippet = hit._snippetResult.content?.value;
  return (
    <li className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={url}>
          <Highlighted html={title ? hit._highlightResult.hierarchy[title]!.value : hit.url} />
        </Link>
      </Heading>
      {trail.length > 0 ? (
        <nav aria-label="Location" className={styles.trail}>
          {trail.map((l, i) => (
            <React.Fragment key={l}>
              {i > 0 ? <span aria-hidden="true"> › </span> : null}
              <Highlighted html={hit._highlightResult.hierarchy[l]!.value} />
            </React.Fragment>
          ))}
        </nav>
      ) : null}
      {snippet ? (
        <p className={styles.snippet}>
          <Highlighted html={snippet} />
        </p>
      ) : null}
    </li>
  );
}

function SearchPageContent() {
  const location = useLocation();
  const history = useHistory();
  const client = useSearchClient();
  const config = useSearchConfig();
  const facetFilters = useStableFacetFilters(useAlgoliaContextualFacetFilters());
  const processUrl = useSearchResultUrlProcessor();
  const [query, setQuery] = useState(() => readQuery(location.search));
  const [results, setResults] = useState<Results | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string>('');
  const latest = useRef(0);

  // The URL is the source of truth for a shared link or the back button.
  useEffect(() => {
    const fromUrl = readQuery(location.search);
    setQuery((current) => (current === fromUrl ? current : fromUrl));
  }, [location.search]);

  const run = useCallback(
    async (q: string, page: number) => {
      const ticket = ++latest.current;
      if (!q.trim()) {
        setResults(null);
        setStatus('idle');
        return;
      }
      setStatus('loading');
      try {
        const {
          results: [res],
        } = await client.search([
          {
            indexName: config.indexName,
            params: {
              query: q,
              page,
              hitsPerPage: SEARCH_PAGE_HITS_PER_PAGE,
              facetFilters,
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              attributesToSnippet: ['content:24'],
              snippetEllipsisText: '…',
            },
          },
        ]);
        if (ticket !== latest.current || !res) return;
        setResults((prev) => ({
          query: q,
          hits: page > 0 && prev?.query === q ? [...prev.hits, ...res.hits] : res.hits,
          nbHits: res.nbHits,
          page: res.page,
          nbPages: res.nbPages,
        }));
        setStatus('done');
      } catch (e) {
        if (ticket !== latest.current) return;
        setError(e instanceof Error ? e.message : String(e));
        setStatus('error');
      }
    },
    [client, config.indexName, facetFilters],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => void run(query, 0), 120);
    return () => window.clearTimeout(timer);
  }, [query, run]);

  const onChange = (value: string) => {
    const q = value.slice(0, MAX_QUERY_LENGTH);
    setQuery(q);
    const params = new URLSearchParams(location.search);
    if (q) params.set('q', q);
    else params.delete('q');
    const search = params.toString();
    history.replace({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };

  const title = query ? `Search results for “${query}”` : 'Search the documentation';
  return (
    <>
      <Head>
        <title>{`${title} | DIMO Build`}</title>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="search-page-input" className={styles.label}>
            Search the docs
          </label>
          <input
            id="search-page-input"
            type="search"
            name="q"
            className={styles.input}
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            autoFocus
            placeholder="e.g. vehicle JWT, signalsLatest, webhooks"
            onChange={(e) => onChange(e.target.value)}
          />
        </form>
        <div aria-live="polite" className={styles.status}>
          {status === 'idle' && !query.trim() ? (
            <p>Type a word or a phrase: an API name, a signal, an error code.</p>
          ) : null}
          {status === 'loading' && !results ? <p>Searching…</p> : null}
          {status === 'error' ? (
            <div role="alert" className={styles.error}>
              <p>
                <strong>Search is unavailable right now.</strong> {error}
              </p>
              <button type="button" className="button button--secondary" onClick={() => void run(query, 0)}>
                Try again
              </button>
            </div>
          ) : null}
          {status === 'done' && results && results.nbHits === 0 ? (
            <p>
              No results for “{results.query}”. Try fewer or different words, or browse the{' '}
              <Link to="/docs/category/api-references">API references</Link>.
            </p>
          ) : null}
          {results && results.nbHits > 0 && status !== 'error' ? (
            <p className={styles.count}>
              {results.nbHits === 1 ? '1 result' : `${results.nbHits} results`} for “{results.query}”
            </p>
          ) : null}
        </div>
        {results && results.nbHits > 0 && status !== 'error' ? (
          <>
            <ol className={styles.results}>
              {results.hits.map((hit) => (
                <ResultItem key={hit.objectID} hit={hit} url={processUrl(hit.url)} />
              ))}
            </ol>
            {results.page + 1 < results.nbPages ? (
              <button
                type="button"
                className="button button--primary"
                disabled={status === 'loading'}
                onClick={() => void run(results.query, results.page + 1)}
              >
                Show more results
              </button>
            ) : null}
          </>
        ) : null}
      </main>
    </>
  );
}

export default function SearchPage() {
  return (
    <Layout title="Search" description="Search the DIMO developer documentation.">
      <SearchPageContent />
    </Layout>
  );
}
