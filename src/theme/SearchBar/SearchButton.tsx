import React, { forwardRef, useEffect, useState, type ComponentProps } from 'react';

import './searchButton.css';

/**
 * The navbar's search button, with DocSearch's classes so its stock styles
 * apply. Unlike DocSearchButton 3.9.0, whose aria-label ("Search (Ctrl+K)")
 * does not contain the key caps it shows (WCAG 2.5.3, label in name), its name
 * is its visible text, and the shortcut is declared with aria-keyshortcuts.
 */
const SearchButton = forwardRef<HTMLButtonElement, ComponentProps<'button'>>(
  function SearchButton(props, ref) {
    const [modifier, setModifier] = useState<'Ctrl' | '⌘' | null>(null);
    useEffect(() => {
      setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
    }, []);
    return (
      <button
        type="button"
        className="DocSearch DocSearch-Button"
        aria-keyshortcuts={modifier === '⌘' ? 'Meta+K /' : 'Control+K /'}
        {...props}
        ref={ref}
      >
        <span className="DocSearch-Button-Container">
          <svg
            width="20"
            height="20"
            className="DocSearch-Search-Icon"
            viewBox="0 0 20 20"
            aria-hidden="true"
          >
            <path
              d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
              stroke="currentColor"
              fill="none"
              fillRule="evenodd"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="DocSearch-Button-Placeholder">Search</span>
        </span>
        <span className="DocSearch-Button-Keys">
          {modifier ? (
            <>
              <kbd className="DocSearch-Button-Key">{modifier}</kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          ) : null}
        </span>
      </button>
    );
  },
);

export default SearchButton;
