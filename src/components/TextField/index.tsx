import React from 'react';

import styles from './styles.module.css';

export interface TextFieldProps {
  /** Id of the input; its hint and error get `<id>-hint` and `<id>-error`. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message shown under the input while its value is wrong. */
  error?: string | undefined;
  /** Help shown under the input at all times. */
  hint?: React.ReactNode;
  placeholder?: string;
  /** Default `text`. */
  type?: 'text' | 'url' | 'date';
  inputMode?: 'numeric' | 'decimal' | 'text' | 'url';
  disabled?: boolean;
}

/**
 * A labelled input with its hint and error under it, both tied to the input
 * with aria-describedby; `aria-invalid` is set while the error shows.
 */
export default function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
  type = 'text',
  inputMode,
  disabled = false,
}: TextFieldProps) {
  const describedBy = [hint !== undefined ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        placeholder={placeholder}
        inputMode={inputMode}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
      />
      {hint !== undefined ? (
        <small id={`${id}-hint`} className={styles.hint}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className={styles.error}>
          {error}
        </small>
      ) : null}
    </div>
  );
}
