import React, { useId } from 'react';

import CopyButton from '@site/src/components/CopyButton';
import TextField from '@site/src/components/TextField';

import { ENTRY_STATES, makesApply, PRIVILEGES } from './connectUrl';
import BuilderFrame, { BuilderRow } from '../BuilderFrame';
import styles from './styles.module.css';
import { useConnectUrlBuilder } from './useConnectUrlBuilder';

/**
 * Builds a DIMO Connect login URL from a Client ID, a Redirect URI, an entry
 * state, the privileges to request and the optional expiration and make
 * filter. Runs in the page: nothing is sent, and login.dimo.org is only
 * contacted if the reader opens the link they copied.
 *
 * No p, li or td elements: the search index would take them for content records.
 */
export default function ConnectUrlBuilder() {
  const id = useId();
  const { options, update, togglePermission, errors, url, bitstring } = useConnectUrlBuilder();
  const vehicles = makesApply(options.entryState);

  return (
    <BuilderFrame id={id} title="DIMO Connect URL builder">
      <BuilderRow>
        <TextField
          id={`${id}-client`}
          label="Client ID"
          value={options.clientId}
          error={errors.clientId}
          hint="The 0x address shown as Client ID in the Developer Console."
          onChange={(clientId) => update({ clientId })}
        />
        <TextField
          id={`${id}-redirect`}
          label="Redirect URI"
          type="url"
          inputMode="url"
          value={options.redirectUri}
          error={errors.redirectUri}
          hint="One registered on the license, character for character."
          onChange={(redirectUri) => update({ redirectUri })}
        />
      </BuilderRow>

      <fieldset className={styles.group}>
        <legend>Entry state</legend>
        {ENTRY_STATES.map((state) => (
          <label key={state.value} className={styles.check}>
            <input
              type="radio"
              name={`${id}-entry`}
              value={state.value}
              checked={options.entryState === state.value}
              onChange={() => update({ entryState: state.value })}
            />
            {state.label}
          </label>
        ))}
        <small className={styles.hint}>
          {vehicles
            ? 'Opens vehicle sharing after login: the flow this page documents.'
            : 'Opens account sharing, as ShareAccountWithDimo does in redirect mode; DIMO does not document it for hand-built links.'}
        </small>
      </fieldset>

      <fieldset
        className={styles.group}
        aria-describedby={errors.permissions ? `${id}-permissions-error` : `${id}-bits`}
        aria-invalid={errors.permissions ? true : undefined}
      >
        <legend>Permissions</legend>
        <div role="list" className={styles.permissions}>
          {PRIVILEGES.map((p) => (
            <div role="listitem" key={p.id}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={options.permissions.includes(p.id)}
                  onChange={() => togglePermission(p.id)}
                />
                <span className={styles.privilegeId}>{p.id}</span> {p.label}
              </label>
            </div>
          ))}
        </div>
        {errors.permissions ? (
          <small id={`${id}-permissions-error`} className={styles.error}>
            {errors.permissions}
          </small>
        ) : (
          <small id={`${id}-bits`} className={styles.hint}>
            Bitstring <code>{bitstring}</code>: character n is 1 when privilege n is requested.
          </small>
        )}
      </fieldset>

      <BuilderRow>
        <TextField
          id={`${id}-expires`}
          label="Expiration date (optional)"
          type="date"
          value={options.expirationDate ?? ''}
          error={errors.expirationDate}
          hint="The grant ends at 00:00 UTC on this day. Empty: no end date."
          onChange={(expirationDate) => update({ expirationDate })}
        />
        <TextField
          id={`${id}-makes`}
          label="Vehicle makes (optional)"
          value={options.vehicleMakes ?? ''}
          error={vehicles ? errors.vehicleMakes : undefined}
          disabled={!vehicles}
          placeholder="Tesla, Ford"
          hint={
            vehicles
              ? 'Offer only vehicles of these makes, separated by commas.'
              : 'Account sharing offers no vehicles to filter.'
          }
          onChange={(vehicleMakes) => update({ vehicleMakes })}
        />
      </BuilderRow>

      <div className={styles.outputLabel}>DIMO Connect URL</div>
      {url !== null ? (
        <>
          <pre className={styles.url}>
            <code>{url}</code>
          </pre>
          <div className={styles.actions}>
            <CopyButton
              text={url}
              label="Copy URL"
              copiedMessage="The DIMO Connect URL is on the clipboard."
            />
          </div>
        </>
      ) : (
        <div className={styles.invalid}>The URL appears here once the fields marked above are fixed.</div>
      )}
    </BuilderFrame>
  );
}
