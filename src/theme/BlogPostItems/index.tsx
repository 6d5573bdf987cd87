// Wraps the theme's list of blog entries (not ejected): on the blog's list
// pages, the page's title and description come first, as its <h1>.
import React, { useContext } from 'react';
import type { Props } from '@theme/BlogPostItems';
import BlogPostItems from '@theme-original/BlogPostItems';
import Heading from '@theme/Heading';

import { ListHeadingContext } from '@site/src/theme/BlogListPage/listHeading';

export default function BlogPostItemsWrapper(props: Props) {
  const heading = useContext(ListHeadingContext);
  return (
    <>
      {heading ? (
        <header className="margin-bottom--xl">
          <Heading as="h1">{heading.title}</Heading>
          <p>
            {heading.description}
            {heading.totalPages > 1 ? ` Page ${heading.page} of ${heading.totalPages}.` : null}
          </p>
        </header>
      ) : null}
      <BlogPostItems {...props} />
    </>
  );
}
