import {
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { useCallback, useEffect, useState } from 'react';

import { executeGraphql, type RunOutcome } from '@site/src/playground/request';
import { loadLocalSchema } from '@site/src/playground/sdl';
import type { PlaygroundApi } from '@site/src/playground/url';

/** Where the schema in use comes from. */
export type SchemaSource =
  { kind: 'loading' } | { kind: 'local' } | { kind: 'live'; url: string } | { kind: 'failed' };

/** What happened to the last "Load the live schema". */
export type LiveSchemaStatus =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed'; outcome: RunOutcome | undefined; reason: string | undefined };

/**
 * The schema that drives completion, validation and the docs: the project's
 * SDL (loaded from the site on mount, no request elsewhere), or the
 * endpoint's own schema when the reader asks for it with "Load the live
 * schema" (an introspection query, sent like Run).
 */
export function useSchema(api: PlaygroundApi) {
  const [local, setLocal] = useState<GraphQLSchema>();
  const [live, setLive] = useState<{ schema: GraphQLSchema; url: string }>();
  const [localFailed, setLocalFailed] = useState(false);
  const [liveStatus, setLiveStatus] = useState<LiveSchemaStatus>({ kind: 'idle' });

  useEffect(() => {
    let cancelled = false;
    loadLocalSchema(api).then(
      (schema) => !cancelled && setLocal(schema),
      () => !cancelled && setLocalFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [api]);

  const loadLive = useCallback(
    async (url: string, headers: Record<string, string>): Promise<LiveSchemaStatus> => {
      setLiveStatus({ kind: 'loading' });
      const outcome = await executeGraphql({ url, query: getIntrospectionQuery(), headers });
      let status: LiveSchemaStatus;
      if (outcome.kind !== 'ok') status = { kind: 'failed', outcome, reason: undefined };
      else {
        try {
          const body = JSON.parse(outcome.text) as { data: IntrospectionQuery };
          setLive({ schema: buildClientSchema(body.data), url });
          status = { kind: 'idle' };
        } catch (e) {
          status = {
            kind: 'failed',
            outcome: undefined,
            reason: `The answer is not an introspection result: ${e instanceof Error ? e.message : String(e)}`,
          };
        }
      }
      setLiveStatus(status);
      return status;
    },
    [],
  );

  const resetToLocal = useCallback(() => {
    setLive(undefined);
    setLiveStatus({ kind: 'idle' });
  }, []);

  const source: SchemaSource = live
    ? { kind: 'live', url: live.url }
    : local
      ? { kind: 'local' }
      : localFailed
        ? { kind: 'failed' }
        : { kind: 'loading' };
  return { schema: live?.schema ?? local, source, liveStatus, loadLive, resetToLocal };
}
