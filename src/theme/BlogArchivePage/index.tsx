// Our changelog archive (/changelog/archive): every entry, newest first, by
// year. It replaces the theme's page, which puts its <h1> in a <header> outside
// <main> (a second banner landmark beside the announcement bar) and skips from
// that <h1> to <h3> year headings.
import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { ArchiveBlogPost, Props } from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import styles from './styles.module.css';

const TITLE = 'Changelog archive';
const DESCRIPTION = 'Every entry of the DIMO platform changelog, newest first.';

interface Year {
  year: string;
  posts: ArchiveBlogPost[];
}

/** Groups the posts by the year of their date, keeping their order (the plugin gives them newest first). */
function byYear(posts: readonly ArchiveBlogPost[]): Year[] {
  const years: Year[] = [];
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    const last = years[years.length - 1];
    if (last?.year === year) last.posts.push(post);
    else years.push({ year, posts: [post] });
  }
  return years;
}

export default function BlogArchivePage({ archive }: Props) {
  const { i18n } = useDocusaurusContext();
  const format = new Intl.DateTimeFormat(i18n.currentLocale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{TITLE}</Heading>
        <p>{DESCRIPTION}</p>
        <div className={styles.years}>
          {byYear(archive.blogPosts).map(({ year, posts }) => (
            <section key={year}>
              <Heading as="h2" id={`year-${year}`}>
                {year}
              </Heading>
              <ul>
                {posts.map((post) => (
                  <li key={post.metadata.permalink}>
                    <time dateTime={post.metadata.date}>{format.format(new Date(post.metadata.date))}</time>
                    {' – '}
                    <Link to={post.metadata.permalink}>{post.metadata.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}
