import { getVariableValues, Kind, parse, print, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';

import { loadSchema } from '../../../schema';
import {
  buildIdentityQuery,
  playgroundLink,
  QueryBuilderError,
  ROOTS,
  validateArgument,
  type RootOption,
} from './queries';

const schema = loadSchema('identity');
const root = (id: string) => ROOTS.find((r) => r.id === id)!;

/** Validation errors of `query`, and of `variables` against the operation's variable types. */
function check(query: string, variables: Record<string, unknown>): string[] {
  const document = parse(query);
  const errors = validate(schema, document).map((e) => e.message);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) errors.push(...coerced.errors.map((e) => e.message));
  return errors;
}

const combinations = ROOTS.flatMap((r: RootOption) => [
  [r.id, 'initial fields', r.fields.filter((f) => f.initial).map((f) => f.selection)] as const,
  [r.id, 'all fields', r.fields.map((f) => f.selection)] as const,
  ...r.fields.map((f) => [r.id, `only "${f.label}"`, [f.selection]] as const),
]);

describe('buildIdentityQuery against the Identity schema', () => {
  it('offers the six roots, each with initial fields', () => {
    expect(ROOTS.map((r) => r.id)).toEqual([
      'vehicle',
      'shared',
      'owned',
      'license',
      'rewards',
      'definition',
    ]);
    for (const r of ROOTS) expect(r.fields.filter((f) => f.initial).length, r.id).toBeGreaterThan(0);
  });

  it.each(combinations)('%s with %s validates, variables included', (rootId, _, fields) => {
    const r = root(rootId);
    expect(validateArgument(r, r.argument.example)).toBeNull();
    const built = buildIdentityQuery(rootId, r.argument.example, [...fields]);
    expect(check(built.query, built.variables)).toEqual([]);
    expect(Object.keys(built.variables)).toEqual([r.argument.name]);
  });

  it('builds the vehicle query with its initial fields, the token ID as a number', () => {
    const r = root('vehicle');
    const built = buildIdentityQuery(
      'vehicle',
      ' 12345 ',
      r.fields.filter((f) => f.initial).map((f) => f.selection),
    );
    expect(built).toEqual({
      query: [
        'query GetVehicle($tokenId: Int!) {',
        '  vehicle(tokenId: $tokenId) {',
        '    tokenId',
        '    owner',
        '    definition { id make model year }',
        '  }',
        '}',
      ].join('\n'),
      variables: { tokenId: 12345 },
    });
  });

  it('puts the fields of a connection inside nodes, next to totalCount, in catalogue order', () => {
    const r = root('owned');
    const built = buildIdentityQuery('owned', r.argument.example, ['owner', 'tokenId']);
    expect(built.query).toBe(
      [
        'query GetOwnedVehicles($owner: Address!) {',
        '  vehicles(first: 50, filterBy: { owner: $owner }) {',
        '    totalCount',
        '    nodes {',
        '      tokenId',
        '      owner',
        '    }',
        '  }',
        '}',
      ].join('\n'),
    );
    expect(built.variables).toEqual({ owner: '0x1f0e2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b' });
  });

  it('keeps string arguments as strings', () => {
    expect(buildIdentityQuery('definition', 'ford_escape_2020', ['model']).variables).toEqual({
      id: 'ford_escape_2020',
    });
  });

  it.each(ROOTS.map((r) => [r.id, r] as const))(
    'names the %s operation and declares one variable of the argument type',
    (_, r) => {
      const built = buildIdentityQuery(r.id, r.argument.example, [r.fields[0]!.selection]);
      const [operation, ...rest] = parse(built.query).definitions as OperationDefinitionNode[];
      expect(rest).toEqual([]);
      expect(operation!.name?.value).toBe(r.operation);
      expect(
        operation!.variableDefinitions?.map((v) => `$${v.variable.name.value}: ${print(v.type)}`),
      ).toEqual([`$${r.argument.name}: ${r.argument.type}`]);
    },
  );

  it('the schema check catches a variable of the wrong type', () => {
    const built = buildIdentityQuery('vehicle', '12345', ['tokenId']);
    expect(check(built.query, { tokenId: 'twelve' })).toEqual([
      'Variable "$tokenId" got invalid value "twelve"; Int cannot represent non-integer value: "twelve"',
    ]);
    const misspelt = check(built.query.replace('tokenId\n', 'tokenIdd\n'), built.variables);
    expect(misspelt).toHaveLength(1);
    expect(misspelt[0]).toMatch(/^Cannot query field "tokenIdd" on type "Vehicle"\./);
  });
});

describe('validateArgument', () => {
  it('requires a value', () => {
    expect(validateArgument(root('vehicle'), '')).toBe('Vehicle token ID is required.');
    expect(validateArgument(root('owned'), '   ')).toBe('Owner address is required.');
  });

  it.each(['12a', '-1', '1.5', '1e3', '12345678901', '0x10'])('rejects %s as a token ID', (raw) => {
    expect(validateArgument(root('vehicle'), raw)).toBe('Vehicle token ID must be a whole number.');
    expect(validateArgument(root('license'), raw)).toBe('License token ID must be a whole number.');
  });

  it('accepts whole numbers up to ten digits, trimmed', () => {
    expect(validateArgument(root('vehicle'), ' 0 ')).toBeNull();
    expect(validateArgument(root('vehicle'), '1234567890')).toBeNull();
  });

  it.each([
    '0x123',
    '1f0e2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b',
    '0x1f0e2a3b4c5d6e7f8091a2b3c4d5e6f708192a3', // 39 hex characters
    '0x1f0e2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b0', // 41
    '0xZZ0e2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b',
    'vitalik.eth',
  ])('rejects %s as an address', (raw) => {
    expect(validateArgument(root('rewards'), raw)).toBe(
      'User address must be a 0x address of 40 hexadecimal characters.',
    );
    expect(validateArgument(root('shared'), raw)).toBe(
      'Developer License client ID must be a 0x address of 40 hexadecimal characters.',
    );
  });

  it.each(['ford escape 2020', 'ford/escape', 'a"b', '{id}', 'x'.repeat(201)])(
    'rejects %s as a slug',
    (raw) => {
      expect(validateArgument(root('definition'), raw)).toBe(
        'Device definition ID may hold letters, digits, "_", "-" and "." only.',
      );
    },
  );

  it('accepts every example', () => {
    for (const r of ROOTS) expect(validateArgument(r, r.argument.example), r.id).toBeNull();
  });
});

describe('buildIdentityQuery errors', () => {
  it('throws QueryBuilderError for an unknown root', () => {
    expect(() => buildIdentityQuery('vehicles', '1', ['tokenId'])).toThrow(
      new QueryBuilderError('Unknown root query "vehicles"'),
    );
  });

  it('throws QueryBuilderError for a field of another root', () => {
    expect(() =>
      buildIdentityQuery('rewards', root('rewards').argument.example, ['totalTokens', 'owner']),
    ).toThrow(new QueryBuilderError('"owner" is not a field of Rewards of a user'));
  });

  it('throws QueryBuilderError without fields', () => {
    expect(() => buildIdentityQuery('vehicle', '1', [])).toThrow(
      new QueryBuilderError('Pick at least one field.'),
    );
  });

  it('throws QueryBuilderError with the argument message for a bad argument', () => {
    const error = (() => {
      try {
        buildIdentityQuery('vehicle', 'abc', ['tokenId']);
      } catch (e) {
        return e as Error;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(QueryBuilderError);
    expect(error?.name).toBe('QueryBuilderError');
    expect(error?.message).toBe('Vehicle token ID must be a whole number.');
  });
});

describe('playgroundLink', () => {
  it('opens the Identity playground with the query and pretty-printed variables, exactly encoded', () => {
    const built = buildIdentityQuery('vehicle', '12345', ['tokenId', 'owner']);
    expect(playgroundLink(built)).toBe(
      '/docs/api-references/identity-api/identity-playground' +
        '?query=query%20GetVehicle(%24tokenId%3A%20Int!)%20%7B%0A%20%20vehicle(tokenId%3A%20%24tokenId)%20%7B%0A%20%20%20%20tokenId%0A%20%20%20%20owner%0A%20%20%7D%0A%7D' +
        '&variables=%7B%0A%20%20%22tokenId%22%3A%2012345%0A%7D',
    );
  });

  it.each(ROOTS.map((r) => [r.id, r] as const))(
    'carries the %s query and variables back out of the URL unchanged, without an endpoint',
    (_, r) => {
      const built = buildIdentityQuery(r.id, r.argument.example, [r.fields[0]!.selection]);
      const url = new URL(playgroundLink(built), 'http://127.0.0.1');
      expect(url.pathname).toBe('/docs/api-references/identity-api/identity-playground');
      expect([...url.searchParams.keys()]).toEqual(['query', 'variables']);
      expect(url.searchParams.get('query')).toBe(built.query);
      expect(JSON.parse(url.searchParams.get('variables')!)).toEqual(built.variables);
      expect(check(url.searchParams.get('query')!, built.variables)).toEqual([]);
    },
  );
});
