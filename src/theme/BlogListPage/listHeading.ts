// The changelog's list pages (/changelog, /changelog/page/2…) have no <h1> of
// their own; BlogListPage provides its title here and BlogPostItems shows it
// above the entries, inside <main>. Tag pages use BlogPostItems too, but have
// their own <h1> and no provider.
import { createContext } from 'react';

export interface ListHeading {
  title: string;
  description: string;
  /** 1 for the first page. */
  page: number;
  totalPages: number;
}

export const ListHeadingContext = createContext<ListHeading | null>(null);
