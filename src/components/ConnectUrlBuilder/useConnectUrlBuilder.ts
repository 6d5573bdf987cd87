import { useMemo, useState } from 'react';

import {
  buildConnectUrl,
  EXAMPLE_OPTIONS,
  toPermissionBitstring,
  validateConnectOptions,
  type ConnectErrors,
  type ConnectUrlOptions,
} from './connectUrl';

export interface ConnectUrlBuilderModel {
  options: ConnectUrlOptions;
  /** Replaces some options. */
  update: (patch: Partial<ConnectUrlOptions>) => void;
  /** Ticks or unticks one privilege. */
  togglePermission: (id: number) => void;
  errors: ConnectErrors;
  /** The login URL, or null while an input is wrong. */
  url: string | null;
  /** The bitstring of the ticked privileges, shown next to the checkboxes. */
  bitstring: string;
}

/** The form's state and the URL it makes. Runs in the page; nothing is sent. */
export function useConnectUrlBuilder(): ConnectUrlBuilderModel {
  const [options, setOptions] = useState<ConnectUrlOptions>(EXAMPLE_OPTIONS);
  const derived = useMemo(() => {
    const now = Date.now();
    const errors = validateConnectOptions(options, now);
    return {
      errors,
      url: Object.keys(errors).length === 0 ? buildConnectUrl(options, now) : null,
      bitstring: toPermissionBitstring(options.permissions),
    };
  }, [options]);
  return {
    options,
    update: (patch) => setOptions((current) => ({ ...current, ...patch })),
    togglePermission: (id) =>
      setOptions((current) => ({
        ...current,
        permissions: current.permissions.includes(id)
          ? current.permissions.filter((p) => p !== id)
          : [...current.permissions, id].sort((a, b) => a - b),
      })),
    ...derived,
  };
}
