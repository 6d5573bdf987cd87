import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { usePluginData } from '@docusaurus/useGlobalData';

import { REFERENCE_PLUGIN, referenceKey, type ReferenceData, type ReferenceLink } from './reference';
import styles from './styles.module.css';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointProps {
  /** HTTP method, shown as a coloured badge. */
  method: HttpMethod;
  /** Path relative to the host, with `:name` placeholders, e.g. `/v1/webhooks/:webhookId`. */
  path: string;
  /** Production base URL of the service, e.g. `https://token-exchange-api.dimo.zone`. */
  host: string;
  /** The token the call takes: `none`, `developer` or `vehicle`. */
  auth: 'none' | 'developer' | 'vehicle';
  /** Privileges the Vehicle JWT must carry, e.g. `1` or `1 and 4`. */
  privileges?: string;
  /**
   * The operation's reference page. By default it is looked up from the pages plugins/openapi-reference
   * generates, by method, host and path; `false` shows no link (the reference page itself).
   */
  reference?: ReferenceLink | false;
}

const authLabel: Record<EndpointProps['auth'], string> = {
  none: 'No token',
  developer: 'Developer JWT',
  vehicle: 'Vehicle JWT',
};

/** The request line of an endpoint: method badge, path, host, the token it needs and its reference page.
 * Place it right under the endpoint's markdown heading, which carries the anchor. */
export default function Endpoint({ method, path, host, auth, privileges, reference }: EndpointProps) {
  const published = usePluginData(REFERENCE_PLUGIN) as ReferenceData | undefined;
  const link =
    reference === false ? undefined : (reference ?? published?.links[referenceKey(method, host, path)]);
  return (
    <div className={styles.endpoint} data-method={method}>
      <p className={styles.line}>
        <span className={clsx(styles.method, styles[method.toLowerCase()])}>{method}</span>
        <code className={styles.path}>
          <span className={styles.host}>{host}</span>
          {path}
        </code>
      </p>
      <p className={styles.meta}>
        <span className={styles.auth}>
          Auth: <strong>{authLabel[auth]}</strong>
        </span>
        {privileges ? (
          <span className={styles.auth}>
            Privileges: <strong>{privileges}</strong>
          </span>
        ) : null}
        {link ? (
          <span className={styles.auth}>
            Reference: <Link to={link.to}>{link.title}</Link>
          </span>
        ) : null}
      </p>
    </div>
  );
}
