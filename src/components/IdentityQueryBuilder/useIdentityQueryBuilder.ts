import { useMemo, useState } from 'react';

import {
  buildIdentityQuery,
  QueryBuilderError,
  ROOTS,
  validateArgument,
  type BuiltQuery,
  type RootOption,
} from './queries';

function initialFields(root: RootOption): string[] {
  return root.fields.filter((f) => f.initial).map((f) => f.selection);
}

export interface IdentityQueryBuilderModel {
  root: RootOption;
  argument: string;
  fields: string[];
  /** The query and variables, or null while the choice is not valid. */
  built: BuiltQuery | null;
  /** Why there is no query, or null. */
  error: string | null;
  /** The message under the argument input, or null when it is valid. */
  argumentError: string | null;
  chooseRoot: (id: string) => void;
  setArgument: (value: string) => void;
  toggleField: (selection: string) => void;
}

/** The builder's state: a root query, its argument and the picked fields. Nothing here calls the API. */
export function useIdentityQueryBuilder(): IdentityQueryBuilderModel {
  const [rootId, setRootId] = useState(ROOTS[0]!.id);
  const root = ROOTS.find((r) => r.id === rootId) ?? ROOTS[0]!;
  const [argument, setArgument] = useState(root.argument.example);
  const [fields, setFields] = useState<string[]>(() => initialFields(root));

  const result = useMemo(() => {
    try {
      return { built: buildIdentityQuery(rootId, argument, fields), error: null };
    } catch (e) {
      return { built: null, error: e instanceof QueryBuilderError ? e.message : String(e) };
    }
  }, [rootId, argument, fields]);

  return {
    root,
    argument,
    fields,
    ...result,
    argumentError: validateArgument(root, argument),
    chooseRoot: (next) => {
      const r = ROOTS.find((x) => x.id === next) ?? ROOTS[0]!;
      setRootId(r.id);
      setArgument(r.argument.example);
      setFields(initialFields(r));
    },
    setArgument,
    toggleField: (selection) =>
      setFields((current) =>
        current.includes(selection) ? current.filter((f) => f !== selection) : [...current, selection],
      ),
  };
}
