// Our own /search page (the theme's 550-line page hard-codes Algolia's
// client): the query lives in the URL, results come from the same client as
// the modal, and each concern is a hook of this folder.
import React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import { MAX_QUERY_LENGTH } from '@site/src/search/engine/options';

import ResultItem from './ResultItem';
import { useQueryInUrl } from './useQueryInUrl';
import { useSearchResults } from './useSearchResults';
import styles from './styles.module.css';

function SearchPageContent() {
  const [query, setQuery] = useQueryInUrl();
  const { status, results, error, retry, showMore } = useSearchResults(query);
  const processUrl = useSearchResultUrlProcessor();
  const shown = results && results.nbHits > 0 && status !== 'error' ? results : null;
  const title = query ? `Search results for “${query}”` : 'Search the documentation';
  return (
    <>
      <Head>
        <title>{`${title} | DIMO Build`}</title>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
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
            onChange={(e) => setQuery(e.target.value)}
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
              <button type="button" className="button button--secondary" onClick={retry}>
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
          {shown ? (
            <p className={styles.count}>
              {shown.nbHits === 1 ? '1 result' : `${shown.nbHits} results`} for “{shown.query}”
            </p>
          ) : null}
        </div>
        {shown ? (
          <>
            <ol className={styles.results}>
              {shown.hits.map((hit) => (
                <ResultItem key={hit.objectID} hit={hit} url={processUrl(hit.url)} />
              ))}
            </ol>
            {shown.page + 1 < shown.nbPages ? (
              <button
                type="button"
                className="button button--primary"
                disabled={status === 'loading'}
                onClick={showMore}
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
