import React, { useId, useMemo, useState, type ChangeEvent } from 'react';

import {
  SIGNAL_CATEGORIES,
  aggregationEnum,
  filterSignals,
  isSignalCategory,
  signals,
  type Signal,
  type SignalCategory,
  type SignalPrivilege,
} from '@site/src/data/signals';

import styles from './styles.module.css';

/** Privilege ids as the Developer Console and the token exchange show them. */
const privilegeIds: Record<SignalPrivilege, string> = {
  VEHICLE_NON_LOCATION_DATA: '1',
  VEHICLE_ALL_TIME_LOCATION: '4',
  'VEHICLE_APPROXIMATE_LOCATION or VEHICLE_ALL_TIME_LOCATION': '8 or 4',
  'Any Vehicle JWT': 'any',
};

interface Group {
  category: SignalCategory;
  rows: Signal[];
}

/** Splits the matches into category groups, in the order of SIGNAL_CATEGORIES. */
function groupByCategory(list: readonly Signal[]): Group[] {
  return SIGNAL_CATEGORIES.map((category) => ({
    category,
    rows: list.filter((s) => s.category === category),
  })).filter((g) => g.rows.length > 0);
}

function PrivilegeCell({ privilege }: { privilege: SignalPrivilege }) {
  if (privilege === 'Any Vehicle JWT') {
    return <span>Any Vehicle JWT</span>;
  }
  const names = privilege.split(' or ');
  return (
    <span>
      <span className={styles.privilegeId}>{privilegeIds[privilege]}</span>{' '}
      {names.map((name, i) => (
        <React.Fragment key={name}>
          {i > 0 ? ' or ' : null}
          <code>{name}</code>
        </React.Fragment>
      ))}
    </span>
  );
}

/**
 * Searchable table of every Telemetry API signal. The server render contains
 * every row (search engines and the site's search index see them all); in the
 * browser the rows narrow as the reader types or picks a category.
 */
export default function SignalTable() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<SignalCategory | ''>('');
  const searchId = useId();
  const categoryId = useId();
  const hintId = useId();

  const matches = useMemo(() => filterSignals(signals, query, category), [query, category]);
  const groups = useMemo(() => groupByCategory(matches), [matches]);
  const trimmed = query.trim();

  const onCategory = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    setCategory(isSignalCategory(value) ? value : '');
  };

  return (
    <div className={styles.signalTable}>
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={searchId}>Filter signals</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
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
          <select id={categoryId} value={category} onChange={onCategory}>
            <option value="">All categories</option>
            {SIGNAL_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p className={styles.count} aria-live="polite">
        {`Showing ${matches.length} of ${signals.length} signals`}
      </p>

      {matches.length === 0 ? (
        <p className={styles.empty}>
          No signal matches “{trimmed || category}”. Try a shorter word, a unit such as <code>kPa</code>, or
          another category.
        </p>
      ) : (
        <div className={styles.wrap} tabIndex={0} role="region" aria-label="Signals">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Signal</th>
                <th scope="col">Type</th>
                <th scope="col">Unit</th>
                <th scope="col">Description</th>
                <th scope="col">Privilege</th>
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.category}>
                <tr className={styles.groupRow}>
                  <th scope="rowgroup" colSpan={5}>
                    {group.category}
                  </th>
                </tr>
                {group.rows.map((s) => (
                  <tr key={s.name}>
                    <td className={styles.name}>
                      <code>{s.name}</code>
                    </td>
                    <td>
                      {s.type}
                      {s.type !== 'time' ? (
                        <span className={styles.agg}>{aggregationEnum[s.type]}</span>
                      ) : null}
                    </td>
                    <td>{s.unit || '—'}</td>
                    <td>{s.description}</td>
                    <td className={styles.privilege}>
                      <PrivilegeCell privilege={s.privilege} />
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </div>
  );
}
