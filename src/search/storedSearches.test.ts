import { describe, expect, it } from 'vitest';

import {
  FAVORITE_SEARCHES_LIMIT,
  RECENT_SEARCHES_LIMIT,
  RECENT_SEARCHES_WITH_FAVORITES_LIMIT,
} from './constants';
import {
  EMPTY_HISTORY,
  pageOfHit,
  readHistory,
  repairStoredSearches,
  storedSearchKeys,
  withChosen,
  withFavorite,
  without,
  writeHistory,
  type ChosenHit,
} from './storedSearches';

const INDEX = 'dimo-docs';
const RECENT = `__DOCSEARCH_RECENT_SEARCHES__${INDEX}`;
const FAVORITE = `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX}`;

/** An in-memory Storage with the two methods repairStoredSearches uses. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

const validList = JSON.stringify([
  {
    objectID: '/docs/faq#3',
    url: 'https://build.dimo.org/docs/faq#rate-limits',
    hierarchy: { lvl0: 'Documentation' },
  },
  { objectID: '/docs/overview#0' },
]);

describe('repairStoredSearches', () => {
  it('uses the keys DocSearch stores recent and favorite searches under', () => {
    expect(storedSearchKeys(INDEX)).toEqual([RECENT, FAVORITE]);
  });

  it('keeps valid lists, including empty ones, and removes nothing', () => {
    const storage = memoryStorage({ [RECENT]: validList, [FAVORITE]: '[]', other: '{corrupt' });
    expect(repairStoredSearches(storage, INDEX)).toEqual([]);
    expect(storage.items.get(RECENT)).toBe(validList);
    expect(storage.items.get(FAVORITE)).toBe('[]');
    expect(storage.items.get('other')).toBe('{corrupt');
  });

  it('leaves absent keys alone', () => {
    const storage = memoryStorage({});
    expect(repairStoredSearches(storage, INDEX)).toEqual([]);
  });

  it.each([
    ['corrupt JSON', '[{"objectID": "a"'],
    ['an empty string', ''],
    ['undefined written as text', 'undefined'],
    ['JSON null', 'null'],
    ['an object', '{"objectID": "a"}'],
    ['a string', '"recent"'],
    ['a list of numbers', '[1, 2]'],
    ['a list with null', '[null]'],
    ['a hit without objectID', '[{"url": "https://build.dimo.org/"}]'],
    ['a hit with a numeric objectID', '[{"objectID": 3}]'],
  ])('removes %s under both keys and returns them', (_, raw) => {
    const storage = memoryStorage({ [RECENT]: raw, [FAVORITE]: raw });
    expect(repairStoredSearches(storage, INDEX)).toEqual([RECENT, FAVORITE]);
    expect(storage.items.has(RECENT)).toBe(false);
    expect(storage.items.has(FAVORITE)).toBe(false);
  });

  it('removes only the broken key', () => {
    const storage = memoryStorage({ [RECENT]: validList, [FAVORITE]: '{not json' });
    expect(repairStoredSearches(storage, INDEX)).toEqual([FAVORITE]);
    expect(storage.items.get(RECENT)).toBe(validList);
    expect(storage.items.has(FAVORITE)).toBe(false);
  });

  it('checks only the keys of the given index', () => {
    const storage = memoryStorage({ __DOCSEARCH_RECENT_SEARCHES__other: '{bad' });
    expect(repairStoredSearches(storage, INDEX)).toEqual([]);
    expect(storage.items.has('__DOCSEARCH_RECENT_SEARCHES__other')).toBe(true);
  });

  it('tolerates storage that throws on getItem', () => {
    const storage = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      removeItem: () => {
        throw new Error('removeItem must not be reached');
      },
    };
    expect(repairStoredSearches(storage, INDEX)).toEqual([]);
  });

  it('does not report a key it could not remove', () => {
    const storage = {
      getItem: () => '{bad',
      removeItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(repairStoredSearches(storage, INDEX)).toEqual([]);
  });

  it('does nothing without storage', () => {
    expect(repairStoredSearches(undefined, INDEX)).toEqual([]);
  });
});

/** A full in-memory Storage for the search history. */
function fullStorage(initial: Record<string, unknown[]> = {}) {
  const items = new Map(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    items,
    list: (key: string) =>
      JSON.parse(items.get(key) ?? '[]') as { objectID: string; url: string; type: string }[],
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

/** A hit as the modal hands it over: its URL already a site path, its page's absolute URL beside it. */
function hit(page: string, type: string, anchor: string | null, position: number): ChosenHit {
  return {
    objectID: `/docs/${page}#${position}`,
    url: anchor ? `/docs/${page}#${anchor}` : `/docs/${page}`,
    url_without_anchor: `https://build.example/docs/${page}`,
    type,
    hierarchy: { lvl0: 'Docs', lvl1: `Page ${page}`, lvl2: type === 'lvl1' ? null : 'Section', lvl3: null },
  };
}

/** Chooses the hits in order, as the SearchBar does: read, add each page, write. */
function storeChosenPages(storage: ReturnType<typeof fullStorage>, hits: ChosenHit[]) {
  let history = readHistory(storage, INDEX)!;
  for (const chosen of hits) history = withChosen(history, chosen);
  expect(writeHistory(storage, INDEX, history)).toBe(true);
}

describe('search history: recents', () => {
  it('stores the page of a text hit, of a section hit and of a page hit', () => {
    for (const chosen of [
      hit('faq', 'content', 'rate-limits', 7),
      hit('faq', 'lvl2', 'rate-limits', 6),
      hit('faq', 'lvl1', null, 0),
    ]) {
      const storage = fullStorage();
      storeChosenPages(storage, [chosen]);
      expect(storage.list(RECENT)).toEqual([
        {
          objectID: '/docs/faq#0',
          url: '/docs/faq',
          url_without_anchor: 'https://build.example/docs/faq',
          anchor: null,
          type: 'lvl1',
          hierarchy: {
            lvl0: 'Docs',
            lvl1: 'Page faq',
            lvl2: null,
            lvl3: null,
            lvl4: null,
            lvl5: null,
            lvl6: null,
          },
          content: null,
        },
      ]);
    }
  });

  it("replaces an older entry for the hit itself (as DocSearch stored a section) with the hit's page, newest first", () => {
    const section = hit('faq', 'lvl2', 'rate-limits', 6);
    const older = pageOfHit(hit('auth', 'lvl1', null, 0));
    const storage = fullStorage({ [RECENT]: [{ ...section }, older] });
    storeChosenPages(storage, [section]);
    expect(storage.list(RECENT).map((r) => r.objectID)).toEqual(['/docs/faq#0', '/docs/auth#0']);
  });

  it('moves a page chosen again to the front instead of listing it twice', () => {
    const storage = fullStorage();
    storeChosenPages(storage, [
      hit('a', 'content', 'x', 3),
      hit('b', 'lvl2', 'y', 2),
      hit('a', 'lvl2', 'z', 5),
    ]);
    expect(storage.list(RECENT).map((r) => r.objectID)).toEqual(['/docs/a#0', '/docs/b#0']);
  });

  it('does not store a page that is a favorite', () => {
    const favorite = pageOfHit(hit('faq', 'lvl1', null, 0));
    const storage = fullStorage({ [FAVORITE]: [favorite] });
    storeChosenPages(storage, [hit('faq', 'content', 'rate-limits', 7)]);
    expect(storage.list(RECENT)).toEqual([]);
    expect(storage.list(FAVORITE)).toEqual([favorite]);
  });

  it(`keeps exactly ${RECENT_SEARCHES_LIMIT} recents without favorites and ${RECENT_SEARCHES_WITH_FAVORITES_LIMIT} with them`, () => {
    const pages = Array.from({ length: RECENT_SEARCHES_LIMIT + 2 }, (_, i) =>
      hit(`p${i}`, 'content', 'a', 1),
    );
    const none = fullStorage();
    storeChosenPages(none, pages);
    expect(none.list(RECENT)).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(none.list(RECENT)[0]!.objectID).toBe(`/docs/p${pages.length - 1}#0`);
    const short = fullStorage();
    storeChosenPages(short, pages.slice(0, RECENT_SEARCHES_LIMIT - 1));
    expect(short.list(RECENT)).toHaveLength(RECENT_SEARCHES_LIMIT - 1);

    const some = fullStorage({ [FAVORITE]: [pageOfHit(hit('fav', 'lvl1', null, 0))] });
    storeChosenPages(some, pages);
    expect(some.list(RECENT)).toHaveLength(RECENT_SEARCHES_WITH_FAVORITES_LIMIT);
    const fewer = fullStorage({ [FAVORITE]: [pageOfHit(hit('fav', 'lvl1', null, 0))] });
    storeChosenPages(fewer, pages.slice(0, RECENT_SEARCHES_WITH_FAVORITES_LIMIT - 1));
    expect(fewer.list(RECENT)).toHaveLength(RECENT_SEARCHES_WITH_FAVORITES_LIMIT - 1);
  });

  it('reads longer stored lists cut to the limits, and corrupt ones as empty', () => {
    const pages = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => pageOfHit(hit(`${prefix}${i}`, 'lvl1', null, 0)));
    const long = fullStorage({ [RECENT]: pages(RECENT_SEARCHES_LIMIT + 5, 'r') });
    expect(readHistory(long, INDEX)!.recents).toHaveLength(RECENT_SEARCHES_LIMIT);
    const both = fullStorage({
      [RECENT]: pages(RECENT_SEARCHES_LIMIT + 5, 'r'),
      [FAVORITE]: pages(FAVORITE_SEARCHES_LIMIT + 4, 'f'),
    });
    const read = readHistory(both, INDEX)!;
    expect([read.recents.length, read.favorites.length]).toEqual([
      RECENT_SEARCHES_WITH_FAVORITES_LIMIT,
      FAVORITE_SEARCHES_LIMIT,
    ]);
    const corrupt = fullStorage();
    corrupt.items.set(RECENT, '{not json');
    corrupt.items.set(FAVORITE, '{"a":1}');
    expect(readHistory(corrupt, INDEX)).toEqual(EMPTY_HISTORY);
  });

  it('reports storage that throws, or none, instead of throwing', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('insecure', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(readHistory(throwing, INDEX)).toBeNull();
    expect(readHistory(undefined, INDEX)).toBeNull();
    expect(writeHistory(throwing, INDEX, EMPTY_HISTORY)).toBe(false);
    expect(writeHistory(undefined, INDEX, EMPTY_HISTORY)).toBe(false);
  });
});

describe('search history: favorites', () => {
  const page = (name: string) => pageOfHit(hit(name, 'lvl1', null, 0));

  it('"Save this search" moves a recent to the front of the favorites', () => {
    const saved = withFavorite(
      { recents: [page('a'), page('b')], favorites: [page('c')] },
      page('b').objectID,
    );
    expect(saved).toEqual({ recents: [page('a')], favorites: [page('b'), page('c')] });
  });

  it('saving a search that is not a recent changes nothing', () => {
    const history = { recents: [page('a')], favorites: [] };
    expect(withFavorite(history, page('z').objectID)).toBe(history);
  });

  it(`keeps ${FAVORITE_SEARCHES_LIMIT} favorites, and ${RECENT_SEARCHES_WITH_FAVORITES_LIMIT} recents once one exists`, () => {
    const favorites = Array.from({ length: FAVORITE_SEARCHES_LIMIT }, (_, i) => page(`f${i}`));
    const recents = Array.from({ length: RECENT_SEARCHES_LIMIT }, (_, i) => page(`r${i}`));
    const saved = withFavorite({ recents, favorites }, recents[0]!.objectID);
    expect(saved.favorites).toHaveLength(FAVORITE_SEARCHES_LIMIT);
    expect(saved.favorites[0]).toEqual(recents[0]);
    expect(saved.favorites.at(-1)).toEqual(favorites.at(-2));
    expect(saved.recents).toEqual(recents.slice(1, 1 + RECENT_SEARCHES_WITH_FAVORITES_LIMIT));
  });

  it('removes a search from the recents or from the favorites only', () => {
    const history = { recents: [page('a'), page('b')], favorites: [page('c')] };
    expect(without(history, 'recents', page('a').objectID)).toEqual({
      recents: [page('b')],
      favorites: [page('c')],
    });
    expect(without(history, 'favorites', page('c').objectID)).toEqual({
      recents: [page('a'), page('b')],
      favorites: [],
    });
    expect(without(history, 'favorites', page('a').objectID).recents).toHaveLength(2);
  });
});
