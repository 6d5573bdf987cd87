// Wraps the theme's blog list page (not ejected) to give it a visible <h1>
// (axe `page-has-heading-one`): the title travels by context to BlogPostItems,
// which renders inside the page's <main>.
import React from 'react';
import type { Props } from '@theme/BlogListPage';
import BlogListPage from '@theme-original/BlogListPage';

import { ListHeadingContext } from './listHeading';

export default function BlogListPageWrapper(props: Props) {
  const { blogTitle, blogDescription, page, totalPages } = props.metadata;
  return (
    <ListHeadingContext.Provider value={{ title: blogTitle, description: blogDescription, page, totalPages }}>
      <BlogListPage {...props} />
    </ListHeadingContext.Provider>
  );
}
