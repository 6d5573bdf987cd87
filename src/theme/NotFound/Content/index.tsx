// Ejected (the stock component is a short "Page Not Found" paragraph with no
// way forward): a reader who lands on a dead link gets a search box and the
// main sections of the docs instead.
import React, { useState, type FormEvent } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import type { Props } from '@theme/NotFound/Content';

import styles from './styles.module.css';

const sections = [
  { to: '/docs/', label: 'Documentation home', hint: 'Start here' },
  {
    to: '/docs/category/getting-started',
    label: 'Getting started',
    hint: 'Account, license, authentication',
  },
  {
    to: '/docs/category/api-references',
    label: 'API references',
    hint: 'Identity, Telemetry, Token Exchange and more',
  },
  {
    to: '/docs/category/building-with-tools',
    label: 'SDKs',
    hint: 'TypeScript, Python, .NET and DIMO Connect',
  },
  { to: '/docs/category/building-with-ai', label: 'Building with AI', hint: 'Developer Kit and MCP server' },
  { to: '/docs/faq', label: 'FAQ', hint: 'Rate limits, status codes, token errors' },
];

export default function NotFoundContent({ className }: Props) {
  const [query, setQuery] = useState('');
  const history = useHistory();
  const createSearchLink = useSearchLinkCreator();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    history.push(createSearchLink(query.trim()));
  };
  return (
    <main className={className ?? 'container margin-vert--xl'}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            We could not find what you were looking for. The page may have moved when the docs were
            reorganised. Search for it, or pick a section below.
          </p>
          <form role="search" className={styles.search} onSubmit={onSubmit}>
            <label htmlFor="not-found-search" className={styles.label}>
              Search the docs
            </label>
            <div className={styles.row}>
              <input
                id="not-found-search"
                type="search"
                value={query}
                maxLength={64}
                placeholder="e.g. vehicle JWT"
                onChange={(e) => setQuery(e.target.value)}
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <Heading as="h2">Main sections</Heading>
          <ul className={styles.sections}>
            {sections.map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{s.label}</Link> <span className={styles.hint}>{s.hint}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
