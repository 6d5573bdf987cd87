import React from 'react';

import { UNNAMED_PARAMETER_REGION } from '@site/src/a11y/regionNames';

import styles from './styles.module.css';

export interface Param {
  name: string;
  /** Where the value goes: path, query, body or header. */
  in?: 'path' | 'query' | 'body' | 'header' | 'argument';
  type: string;
  required: boolean;
  description: string;
  example?: string;
}

export interface ParamTableProps {
  params: Param[];
  /**
   * The name of the table's scrolling region, unique on the page. In MDX it is
   * set at build time to the heading above the table (plugins/region-names);
   * default "Parameters".
   */
  label?: string;
  /** Whether to show the Required column; off for the fields of a response, which a client only reads. */
  showRequired?: boolean;
}

/** A parameter table with the same columns on every API page. The description
 * comes last: the search indexer reads a table's last column as its text. */
export default function ParamTable({
  params,
  label = UNNAMED_PARAMETER_REGION,
  showRequired = true,
}: ParamTableProps) {
  const showIn = params.some((p) => p.in);
  return (
    // Focusable, so keyboard readers can scroll a wide table.
    <div className={styles.wrap} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            {showIn ? <th scope="col">In</th> : null}
            <th scope="col">Type</th>
            {showRequired ? <th scope="col">Required</th> : null}
            <th scope="col">Example</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {params.map((p) => (
            <tr key={`${p.in ?? ''}:${p.name}`}>
              <td>
                <code>{p.name}</code>
              </td>
              {showIn ? <td>{p.in ?? ''}</td> : null}
              <td>
                <code>{p.type}</code>
              </td>
              {showRequired ? <td>{p.required ? <strong>required</strong> : 'optional'}</td> : null}
              <td>{p.example ? <code>{p.example}</code> : '—'}</td>
              <td>{p.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
