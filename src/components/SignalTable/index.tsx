import React, { useId, useMemo } from 'react';

import SignalCategorySelect from '@site/src/components/SignalCategorySelect';
import { signals } from '@site/src/data/signals';

import { signalRowsHtml, type RowClasses } from './rowsHtml';
import styles from './styles.module.css';
import { useSignalFilter } from './useSignalFilter';

/** The CSS module's class names the row markup uses. */
const rowClasses: RowClasses = {
  groupRow: styles.groupRow ?? '',
  name: styles.name ?? '',
  agg: styles.agg ?? '',
  privilege: styles.privilege ?? '',
  privilegeId: styles.privilegeId ?? '',
};

/**
 * Searchable table of every Telemetry API signal. The server render contains
 * every row (search engines and the site's search index see them all). The
 * rows are one block of markup React adopts without walking it (see
 * rowsHtml.ts); as the reader types or picks a category, the filter hides the
 * rows that do not match.
 */
export default function SignalTable() {
  const { query, category, shown, onQuery, onCategory, tableRef } = useSignalFilter();
  const searchId = useId();
  const categoryId = useId();
  const hintId = useId();
  const rows = useMemo(() => ({ __html: signalRowsHtml(signals, rowClasses) }), []);
  const trimmed = query.trim();

  return (
    <div className={styles.signalTable}>
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={searchId}>Filter signals</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={onQuery}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
          />
          <span id={hintId} className={styles.hint}>
            Name, unit or word, e.g. <code>tire pressure</code> or <code>kWh</code>
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor={categoryId}>Category</label>
          <SignalCategorySelect id={categoryId} value={category} onChange={onCategory} />
        </div>
      </div>

      <p className={styles.count} aria-live="polite">
        {`Showing ${shown} of ${signals.length} signals`}
      </p>

      {shown === 0 ? (
        <p className={styles.empty}>
          No signal matches “{trimmed || category}”. Try a shorter word, a unit such as <code>kPa</code>, or
          another category.
        </p>
      ) : null}
      <div className={styles.wrap} tabIndex={0} role="region" aria-label="Signals" hidden={shown === 0}>
        <table ref={tableRef} className={styles.table} dangerouslySetInnerHTML={rows} />
      </div>
    </div>
  );
}
