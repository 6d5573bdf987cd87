import React, { useId, useRef } from 'react';
import CodeBlock from '@theme/CodeBlock';
import useBaseUrl from '@docusaurus/useBaseUrl';

import CopyButton from '@site/src/components/CopyButton';
import SignalCategorySelect from '@site/src/components/SignalCategorySelect';
import TextField from '@site/src/components/TextField';
import { SIGNAL_CATEGORIES, signals as SIGNALS, type Signal } from '@site/src/data/signals';
import { playgroundHref, PLAYGROUND_PATHS } from '@site/src/playground/url';

import {
  AGGREGATIONS,
  DEFAULT_AGGREGATION,
  FLOAT_FILTER_OPERATORS,
  MANY_ROWS,
  OPERATOR_LABELS,
  availableIn,
  firstError,
  type AggregatedType,
  type FloatFilterOperator,
  type Geofence,
  type TelemetryErrors,
  type TelemetryField,
} from './queries';
import BuilderFrame, { BuilderRow } from '../BuilderFrame';
import styles from './styles.module.css';
import { useTelemetryQueryBuilder, type BuilderAction } from './useTelemetryQueryBuilder';

interface ChosenRowProps {
  signal: Signal;
  mode: 'latest' | 'history';
  aggregation: string | undefined;
  valueFilter: { operator: FloatFilterOperator; value: string } | undefined;
  error: string | undefined;
  idPrefix: string;
  dispatch: (action: BuilderAction) => void;
  onRemove: () => void;
}

/** One picked signal: its aggregation and value filter (history) and a Remove button. */
function ChosenRow({
  signal,
  mode,
  aggregation,
  valueFilter,
  error,
  idPrefix,
  dispatch,
  onRemove,
}: ChosenRowProps) {
  const history = mode === 'history' && signal.type !== 'time';
  const type = signal.type as AggregatedType;
  const valueId = `${idPrefix}-value-${signal.name}`;
  return (
    <div role="listitem" className={styles.chosenRow}>
      <code className={styles.chosenName}>{signal.name}</code>
      {history ? (
        <select
          aria-label={`Aggregation of ${signal.name}`}
          value={aggregation ?? DEFAULT_AGGREGATION[type]}
          onChange={(e) => dispatch({ type: 'aggregation', name: signal.name, aggregation: e.target.value })}
        >
          {AGGREGATIONS[type].map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      ) : null}
      {history && signal.type === 'float' ? (
        <span className={styles.valueFilter}>
          <select
            aria-label={`Value filter of ${signal.name}`}
            value={valueFilter?.operator ?? ''}
            onChange={(e) =>
              dispatch({
                type: 'filterOperator',
                name: signal.name,
                operator: (FLOAT_FILTER_OPERATORS as readonly string[]).includes(e.target.value)
                  ? (e.target.value as FloatFilterOperator)
                  : '',
              })
            }
          >
            <option value="">all values</option>
            {FLOAT_FILTER_OPERATORS.map((op) => (
              <option key={op} value={op}>
                {OPERATOR_LABELS[op]}
              </option>
            ))}
          </select>
          {valueFilter ? (
            <input
              id={valueId}
              className={styles.number}
              aria-label={`Compare ${signal.name} with${signal.unit ? ` (${signal.unit})` : ''}`}
              value={valueFilter.value}
              onChange={(e) => dispatch({ type: 'filterValue', name: signal.name, value: e.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${valueId}-error` : undefined}
              inputMode="decimal"
              autoComplete="off"
            />
          ) : null}
          {valueFilter && signal.unit ? <span className={styles.unit}>{signal.unit}</span> : null}
        </span>
      ) : null}
      {mode === 'history' && signal.type === 'time' ? (
        <span className={styles.hint}>latest only: left out of a history query</span>
      ) : null}
      <button
        type="button"
        className={`button button--sm button--outline button--secondary ${styles.remove}`}
        aria-label={`Remove ${signal.name}`}
        onClick={onRemove}
      >
        Remove
      </button>
      {error ? (
        <small id={`${valueId}-error`} className={`${styles.error} ${styles.rowError}`}>
          {error}
        </small>
      ) : null}
    </div>
  );
}

function GeofenceInputs({
  id,
  geofence,
  errors,
  dispatch,
}: {
  id: string;
  geofence: Geofence | null;
  errors: TelemetryErrors;
  dispatch: (action: BuilderAction) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>Geofence for currentLocationCoordinates</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={geofence !== null}
          onChange={(e) => dispatch({ type: 'geofence', on: e.target.checked })}
        />
        Only positions inside a circle
      </label>
      {geofence ? (
        <BuilderRow>
          <TextField
            id={`${id}-lat`}
            label="Centre latitude"
            value={geofence.latitude}
            inputMode="decimal"
            error={errors.latitude}
            onChange={(value) => dispatch({ type: 'geofenceField', field: 'latitude', value })}
          />
          <TextField
            id={`${id}-lon`}
            label="Centre longitude"
            value={geofence.longitude}
            inputMode="decimal"
            error={errors.longitude}
            onChange={(value) => dispatch({ type: 'geofenceField', field: 'longitude', value })}
          />
          <TextField
            id={`${id}-radius`}
            label="Radius (km)"
            value={geofence.radiusKm}
            inputMode="decimal"
            error={errors.radius}
            onChange={(value) => dispatch({ type: 'geofenceField', field: 'radiusKm', value })}
          />
        </BuilderRow>
      ) : null}
    </fieldset>
  );
}

/**
 * Builds a Telemetry API query from signals picked in the signal list:
 * latest values or aggregated history, with filters. Runs entirely in the
 * page; the result is copied or opened in the Telemetry playground, which
 * sends nothing until the reader presses Run.
 *
 * Text is in divs (with list roles where it is a list), never in p, li or td:
 * the search index takes those from the built page as content records, and
 * the builder's controls are not content.
 */
export default function TelemetryQueryBuilder() {
  const id = useId();
  const { state, dispatch, matches, picked, errors, query, privileges, rows, geofenceAvailable } =
    useTelemetryQueryBuilder();
  const { options } = state;
  const chosenRef = useRef<HTMLDivElement>(null);
  const playground = useBaseUrl(
    query === null ? PLAYGROUND_PATHS.telemetry : playgroundHref('telemetry', { query }),
  );
  const history = options.mode === 'history';
  const pickedNames = new Set(options.signals.map((c) => c.name));
  const chosen = SIGNALS.filter((s) => pickedNames.has(s.name));
  const choiceOf = (name: string) => options.signals.find((c) => c.name === name);
  const groups = SIGNAL_CATEGORIES.map((category) => ({
    category,
    rows: matches.filter((s) => s.category === category),
  })).filter((g) => g.rows.length > 0);
  const text = (field: 'tokenId' | 'interval' | 'from' | 'to' | 'source') => (value: string) =>
    dispatch({ type: 'text', field, value });
  const remove = (name: string) => {
    dispatch({ type: 'removeSignal', name });
    // The button disappears with its row: keep the keyboard in the list of chosen signals.
    chosenRef.current?.focus();
  };

  return (
    <BuilderFrame id={id} title="Telemetry query builder">
      <BuilderRow>
        <TextField
          id={`${id}-token`}
          label="Vehicle token ID"
          value={options.tokenId}
          inputMode="numeric"
          error={errors.tokenId}
          onChange={text('tokenId')}
        />
        <fieldset className={styles.modes}>
          <legend>Query</legend>
          <label className={styles.check}>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={!history}
              onChange={() => dispatch({ type: 'mode', mode: 'latest' })}
            />
            Latest values (<code>signalsLatest</code>)
          </label>
          <label className={styles.check}>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={history}
              onChange={() => dispatch({ type: 'mode', mode: 'history' })}
            />
            History (<code>signals</code>)
          </label>
        </fieldset>
      </BuilderRow>

      {history ? (
        <BuilderRow>
          <TextField
            id={`${id}-interval`}
            label="Interval"
            value={options.interval}
            error={errors.interval}
            hint={
              rows !== null && rows > MANY_ROWS
                ? `About ${rows.toLocaleString('en-US')} rows: a wider interval answers faster.`
                : `Units ms, s, m, h (24h for a day).${rows !== null ? ` About ${rows} rows.` : ''}`
            }
            onChange={text('interval')}
          />
          <TextField
            id={`${id}-from`}
            label="From (UTC)"
            value={options.from}
            error={errors.from}
            placeholder="2025-09-01T00:00:00Z"
            onChange={text('from')}
          />
          <TextField
            id={`${id}-to`}
            label="To (UTC)"
            value={options.to}
            error={errors.to}
            placeholder="2025-09-02T00:00:00Z"
            onChange={text('to')}
          />
        </BuilderRow>
      ) : null}

      <BuilderRow>
        <TextField
          id={`${id}-source`}
          label="Source (optional)"
          value={options.source}
          error={errors.source}
          hint="One connection’s DID, e.g. did:ethr:137:0x…; empty for all."
          onChange={text('source')}
        />
      </BuilderRow>

      <fieldset className={styles.group}>
        <legend>Signals</legend>
        <BuilderRow>
          <div className={styles.field}>
            <label htmlFor={`${id}-search`}>Search signals</label>
            <input
              id={`${id}-search`}
              type="search"
              value={state.search}
              onChange={(e) => dispatch({ type: 'search', search: e.target.value })}
              aria-describedby={`${id}-count`}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-category`}>Category</label>
            <SignalCategorySelect
              id={`${id}-category`}
              value={state.category}
              onChange={(category) => dispatch({ type: 'category', category })}
            />
          </div>
        </BuilderRow>
        <div id={`${id}-count`} className={`${styles.hint} ${styles.count}`} aria-live="polite">
          {`${matches.length} of ${SIGNALS.length} signals`}
        </div>
        <div className={styles.list} role="group" aria-label="Signal list">
          {groups.length === 0 ? (
            <div className={styles.hint}>No signal matches. Try a shorter word.</div>
          ) : null}
          {groups.map((g) => (
            <div
              key={g.category}
              role="group"
              aria-labelledby={`${id}-cat-${SIGNAL_CATEGORIES.indexOf(g.category)}`}
            >
              <div id={`${id}-cat-${SIGNAL_CATEGORIES.indexOf(g.category)}`} className={styles.category}>
                {g.category}
              </div>
              <div role="list" className={styles.checks}>
                {g.rows.map((s) => (
                  <div role="listitem" key={s.name}>
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        checked={pickedNames.has(s.name)}
                        disabled={!availableIn(s, options.mode) && !pickedNames.has(s.name)}
                        onChange={() => dispatch({ type: 'toggleSignal', name: s.name })}
                      />
                      <code>{s.name}</code>
                      {s.unit ? <span className={styles.unit}>{s.unit}</span> : null}
                      {!availableIn(s, options.mode) ? (
                        <span className={styles.unit}>latest only</span>
                      ) : null}
                    </label>
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
      </fieldset>

      <div
        ref={chosenRef}
        tabIndex={-1}
        className={styles.chosen}
        aria-labelledby={`${id}-chosen`}
        role="group"
      >
        <div id={`${id}-chosen`} className={styles.category}>
          {`Chosen signals (${chosen.length})`}
        </div>
        {chosen.length > 0 ? (
          <div role="list" className={styles.chosenList}>
            {chosen.map((s) => {
              const choice = choiceOf(s.name);
              return (
                <ChosenRow
                  key={s.name}
                  signal={s}
                  mode={options.mode}
                  aggregation={choice?.aggregation}
                  valueFilter={choice?.valueFilter}
                  error={errors[`value:${s.name}` as TelemetryField]}
                  idPrefix={id}
                  dispatch={dispatch}
                  onRemove={() => remove(s.name)}
                />
              );
            })}
          </div>
        ) : null}
        {errors.signals ? (
          <div className={styles.error} id={`${id}-signals-error`}>
            {errors.signals}
          </div>
        ) : null}
      </div>

      {geofenceAvailable ? (
        <GeofenceInputs id={id} geofence={options.geofence} errors={errors} dispatch={dispatch} />
      ) : null}

      <div className={styles.privileges}>
        <div className={styles.category}>Privileges the Vehicle JWT needs</div>
        {privileges.length === 0 ? (
          <div>{picked.length > 0 ? 'Any Vehicle JWT for the vehicle.' : 'None yet: pick a signal.'}</div>
        ) : (
          <div role="list" className={styles.privilegeList}>
            {privileges.map((p) => (
              <div role="listitem" key={p.name}>
                <strong>{p.ids}</strong> <code>{p.name}</code>, for {p.signals.join(', ')}
              </div>
            ))}
          </div>
        )}
      </div>

      {query !== null ? (
        <>
          <CodeBlock language="graphql" title="Query">
            {query}
          </CodeBlock>
          <div className={styles.actions}>
            <CopyButton text={query} label="Copy query" copiedMessage="The query is on the clipboard." />
            <a className="button button--primary" href={playground}>
              Open in playground
            </a>
          </div>
        </>
      ) : (
        <div className={styles.invalid}>
          The query appears here once every field is valid. {firstError(errors)}
        </div>
      )}
    </BuilderFrame>
  );
}
