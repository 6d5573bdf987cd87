import React, { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import Button from '../Button';
import type { ValueName } from '../../values/placeholders';
import { EMPTY_STATE, valuesStore } from '../../values/store';
import type { YourValues } from '../../values/substitute';
import { useValuesState } from '../../values/useYourValues';
import { checkField } from '../../values/validate';

import styles from './panel.module.css';

export interface PanelProps {
  /** Called once the dialog has closed (Close, Escape). */
  onClose: () => void;
}

interface FieldSpec {
  name: ValueName;
  label: string;
  hint: string;
  inputMode: 'text' | 'url' | 'numeric';
}

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'clientId',
    label: 'Client ID',
    hint: 'Your Developer License’s Client ID: 0x and 40 hex characters.',
    inputMode: 'text',
  },
  {
    name: 'redirectUri',
    label: 'Redirect URI',
    hint: 'A redirect URI registered on your license, starting with http:// or https://.',
    inputMode: 'url',
  },
  {
    name: 'vehicleTokenId',
    label: 'Vehicle token ID',
    hint: 'The token ID of a vehicle shared with your license, such as 12345.',
    inputMode: 'numeric',
  },
];

type Texts = Record<ValueName, string>;
type Errors = Partial<Record<ValueName, string>>;

const textsOf = (values: YourValues): Texts => ({
  clientId: values.clientId ?? '',
  redirectUri: values.redirectUri ?? '',
  vehicleTokenId: values.vehicleTokenId ?? '',
});

const MEMORY_ONLY = ' This browser refuses localStorage, so they last until you leave this page.';

/**
 * The "Your values" dialog: three fields, a switch, Save and Clear. Values are
 * checked on Save and kept only when all are valid; a token or key in any
 * field is refused and removed from the field, never stored.
 */
export default function Panel({ onClose }: PanelProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const inputs = useRef<Partial<Record<ValueName, HTMLInputElement | null>>>({});
  const state = useValuesState();
  const [texts, setTexts] = useState<Texts>(() => textsOf(valuesStore.get().values));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  const hasValues = Object.keys(state.values).length > 0;

  // The latest onClose, so a new function from the caller never closes and reopens the dialog.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!element.open) element.showModal();
    const closed = () => onCloseRef.current();
    element.addEventListener('close', closed);
    return () => {
      element.removeEventListener('close', closed);
      if (element.open) element.close();
    };
  }, []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal: its events would otherwise bubble to the React parents of its opener.
    event.stopPropagation();
    const values: YourValues = {};
    const found: Errors = {};
    const cleared: Partial<Texts> = {};
    for (const { name } of FIELDS) {
      const check = checkField(name, texts[name]);
      if (check.kind === 'valid') values[name] = check.value;
      else if (check.kind === 'invalid') found[name] = check.message;
      else if (check.kind === 'secret') {
        found[name] = check.message;
        cleared[name] = '';
      }
    }
    setTexts((current) => ({ ...current, ...cleared }));
    setErrors(found);
    const firstInvalid = FIELDS.find((f) => found[f.name] !== undefined);
    if (firstInvalid) {
      setStatus('Nothing was saved: correct the fields that show a message.');
      inputs.current[firstInvalid.name]?.focus();
      return;
    }
    if (Object.keys(values).length === 0) {
      valuesStore.set(EMPTY_STATE);
      setStatus('No values to save: samples show the example values.');
      return;
    }
    const persisted = valuesStore.set({ enabled: true, values });
    setStatus(`Saved. Samples on every page now show your values.${persisted ? '' : MEMORY_ONLY}`);
  };

  const toggle = () => {
    const enabled = !state.enabled;
    valuesStore.set({ ...state, enabled });
    setStatus(
      enabled
        ? hasValues
          ? 'Samples show your values.'
          : 'Samples will show your values once you save some.'
        : 'Samples show the example values. Your values are kept: turn the switch on to show them again.',
    );
  };

  const clear = () => {
    valuesStore.set(EMPTY_STATE);
    setTexts(textsOf({}));
    setErrors({});
    setStatus('Your values are deleted from this browser; samples show the example values.');
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      // Keys typed here are not the page's: the playground runs its query on Ctrl+Enter.
      onKeyDown={(e) => e.stopPropagation()}
    >
      <form className={styles.form} onSubmit={save} noValidate>
        <h2 id={`${id}-title`} className={styles.title}>
          Your values
        </h2>
        <p className={styles.intro}>
          Samples on every page show these in place of the example values, and their copy buttons copy them.
          They stay in this browser (localStorage) and are sent nowhere. Never enter a JWT or an API key here:
          the panel refuses both.
        </p>
        <div className={styles.switchRow}>
          <button
            type="button"
            role="switch"
            aria-checked={state.enabled}
            className={styles.switch}
            onClick={toggle}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            Show my values in samples
          </button>
        </div>
        {FIELDS.map((field) => {
          const error = errors[field.name];
          const fieldId = `${id}-${field.name}`;
          return (
            <div key={field.name} className={styles.field}>
              <label htmlFor={fieldId} className={styles.label}>
                {field.label}
              </label>
              <input
                id={fieldId}
                ref={(element) => {
                  inputs.current[field.name] = element;
                }}
                className={styles.input}
                type="text"
                inputMode={field.inputMode}
                value={texts[field.name]}
                onChange={(e) => setTexts((current) => ({ ...current, [field.name]: e.target.value }))}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={error !== undefined}
                aria-describedby={`${fieldId}-hint${error !== undefined ? ` ${fieldId}-error` : ''}`}
              />
              <p id={`${fieldId}-hint`} className={styles.hint}>
                {field.hint}
              </p>
              {error !== undefined ? (
                <p id={`${fieldId}-error`} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <p className={styles.status} role="status">
          {status}
        </p>
        <div className={styles.actions}>
          <Button type="submit">Save</Button>
          <Button variant="secondary" onClick={clear}>
            Clear all
          </Button>
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            Close
          </Button>
        </div>
      </form>
    </dialog>
  );
}
