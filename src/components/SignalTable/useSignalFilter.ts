import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type RefObject } from 'react';

import { filterSignals, signals, type SignalCategory } from '@site/src/data/signals';

import { GROUP_ATTRIBUTE, ROW_ATTRIBUTE } from './rowsHtml';

export interface SignalFilter {
  query: string;
  category: SignalCategory | '';
  /** How many signals match. */
  shown: number;
  onQuery(event: ChangeEvent<HTMLInputElement>): void;
  onCategory(category: SignalCategory | ''): void;
  /** The `<table>` whose rows the filter shows and hides. */
  tableRef: RefObject<HTMLTableElement>;
}

/**
 * Shows only the rows `names` lists, by the `hidden` attribute, and hides a
 * category's group (its heading row included) when none of its rows is left.
 * Hidden rows leave the accessibility tree too.
 */
function applyFilter(table: HTMLTableElement, names: ReadonlySet<string>): void {
  table.querySelectorAll<HTMLTableSectionElement>(`tbody[${GROUP_ATTRIBUTE}]`).forEach((group) => {
    let visible = 0;
    group.querySelectorAll<HTMLTableRowElement>(`tr[${ROW_ATTRIBUTE}]`).forEach((row) => {
      const show = names.has(row.getAttribute(ROW_ATTRIBUTE) ?? '');
      if (row.hidden === show) row.hidden = !show;
      if (show) visible += 1;
    });
    if (group.hidden !== (visible === 0)) group.hidden = visible === 0;
  });
}

/**
 * The signal table's filter: the query and category are React state; the rows
 * are server-rendered markup that this hook shows and hides in place, so
 * typing never re-renders 118 rows.
 */
export function useSignalFilter(): SignalFilter {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<SignalCategory | ''>('');
  const tableRef = useRef<HTMLTableElement>(null);
  const matches = useMemo(() => filterSignals(signals, query, category), [query, category]);
  const filtered = query.trim() !== '' || category !== '';

  useEffect(() => {
    const table = tableRef.current;
    // Unfiltered, every row is already shown: hydration does no DOM work at all.
    if (!table || (!filtered && !table.querySelector('[hidden]'))) return;
    applyFilter(table, new Set(matches.map((s) => s.name)));
  }, [matches, filtered]);

  const onQuery = useCallback((event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value), []);

  return { query, category, shown: matches.length, onQuery, onCategory: setCategory, tableRef };
}
