import React, { useId, useLayoutEffect, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import Link from '@docusaurus/Link';
import translations from '@theme/SearchTranslations';

import type { SearchHistory, StoredSearch } from '@site/src/search/storedSearches';

import { modalInput, type ModalWatch } from './useModalWatch';
import { useStartScreenSlot } from './useStartScreen';
import type { SearchHistoryState } from './useSearchHistory';

const text = translations.modal?.startScreen ?? {};

const STAR = <path d="M10 2.5l2.3 4.8 5.2.7-3.8 3.6.9 5.2-4.6-2.5-4.6 2.5.9-5.2L2.5 8l5.2-.7z" />;

/** The icons, drawn on DocSearch's 20-unit grid so its icon styles apply. */
function Icon({ kind }: { kind: 'recent' | 'favorite' | 'save' | 'remove' }) {
  const shape = {
    recent: (
      <>
        <circle cx="10" cy="10" r="7.5" />
        <path d="M10 5.5V10l3 2" />
      </>
    ),
    favorite: STAR,
    save: STAR,
    remove: <path d="M5 5l10 10M15 5L5 15" />,
  }[kind];
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {shape}
    </svg>
  );
}

/** A link opens its page in this tab unless a modifier or the middle button asks for another. */
function opensHere(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

interface Action {
  label: string;
  icon: 'save' | 'remove';
  run(objectID: string): void;
}

function HistoryList({
  list,
  title,
  searches,
  actions,
  onOpen,
}: {
  list: keyof SearchHistory;
  title: string;
  searches: StoredSearch[];
  actions: Action[];
  onOpen(search: StoredSearch, event: MouseEvent): void;
}) {
  const id = useId();
  if (searches.length === 0) return null;
  return (
    <section className="DocSearch-Hits">
      <div className="DocSearch-Hit-source" id={id}>
        {title}
      </div>
      <ul aria-labelledby={id}>
        {searches.map((search) => (
          <li key={search.objectID} className="DocSearch-Hit" data-list={list}>
            <Link to={search.url} onClick={(event: MouseEvent) => onOpen(search, event)}>
              <div className="DocSearch-Hit-Container">
                <div className="DocSearch-Hit-icon">
                  <Icon kind={list === 'recents' ? 'recent' : 'favorite'} />
                </div>
                <div className="DocSearch-Hit-content-wrapper">
                  <span className="DocSearch-Hit-title">{search.hierarchy.lvl1 ?? search.url}</span>
                  {search.hierarchy.lvl0 ? (
                    <span className="DocSearch-Hit-path">{search.hierarchy.lvl0}</span>
                  ) : null}
                </div>
              </div>
            </Link>
            <div className="dimo-start-actions">
              {actions.map((action) => (
                <div className="DocSearch-Hit-action" key={action.label}>
                  <button
                    type="button"
                    className="DocSearch-Hit-action-button"
                    title={action.label}
                    aria-label={`${action.label}: ${search.hierarchy.lvl1 ?? search.url}`}
                    onClick={() => action.run(search.objectID)}
                  >
                    <Icon kind={action.icon} />
                  </button>
                </div>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * After Save or Remove, the entry that held focus is gone (it moved to the
 * other list, or away): focus returns to the search box instead of the page.
 */
function useFocusKeptInModal(history: SearchHistory): void {
  useLayoutEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) {
      modalInput(document)?.focus();
    }
  }, [history]);
}

/**
 * The modal's start screen (empty query): recent and favorite searches, or
 * "No recent searches". Departure from DocSearch 3.9.0, whose start screen is
 * a listbox with the Save and Remove buttons inside its options (interactive
 * content nested in an option, axe `nested-interactive`): here each search is
 * a link with its buttons beside it, reached with ↓ from the search box and
 * Tab (useStartScreenKeys), and styled with DocSearch's own hit classes.
 */
function StartScreen({ searches, onClose }: { searches: SearchHistoryState; onClose(): void }) {
  const { recents, favorites } = searches.history;
  useFocusKeptInModal(searches.history);
  const open = (search: StoredSearch, event: MouseEvent) => {
    searches.choose(search);
    if (opensHere(event)) onClose();
  };
  const removeFrom = (list: keyof SearchHistory, label: string): Action => ({
    label,
    icon: 'remove',
    run: (objectID) => searches.remove(list, objectID),
  });
  if (recents.length === 0 && favorites.length === 0) {
    return (
      <div className="DocSearch-StartScreen dimo-start-screen">
        <p className="DocSearch-Help">{text.noRecentSearchesText ?? 'No recent searches'}</p>
      </div>
    );
  }
  const lists: Omit<Parameters<typeof HistoryList>[0], 'onOpen'>[] = [
    {
      list: 'recents',
      title: text.recentSearchesTitle ?? 'Recent',
      searches: recents,
      actions: [
        { label: text.saveRecentSearchButtonTitle ?? 'Save this search', icon: 'save', run: searches.save },
        removeFrom('recents', text.removeRecentSearchButtonTitle ?? 'Remove this search from history'),
      ],
    },
    {
      list: 'favorites',
      title: text.favoriteSearchesTitle ?? 'Favorite',
      searches: favorites,
      actions: [
        removeFrom('favorites', text.removeFavoriteSearchButtonTitle ?? 'Remove this search from favorites'),
      ],
    },
  ];
  return (
    <div className="DocSearch-Dropdown-Container dimo-start-screen">
      {lists.map((props) => (
        <HistoryList key={props.list} {...props} onOpen={open} />
      ))}
    </div>
  );
}

/**
 * The start screen in its slot while the query is empty. The slot is this
 * component's state, not the search bar's: the first key typed removes the
 * start screen without rendering the search bar, and DocSearch's modal with
 * it, a second time in the same keystroke.
 */
export function StartScreenInSlot({
  watch,
  ...props
}: {
  watch: ModalWatch | null;
  searches: SearchHistoryState;
  onClose(): void;
}) {
  const slot = useStartScreenSlot(watch);
  return slot ? createPortal(<StartScreen {...props} />, slot) : null;
}
