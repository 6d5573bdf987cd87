import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

import { loadSchema } from '../../schema';
import { DEFAULT_QUERIES } from './defaults';
import { PLAYGROUND_APIS } from './url';

describe('default queries', () => {
  it.each(PLAYGROUND_APIS)('the %s playground opens with a query that validates against the SDL', (api) => {
    expect(validate(loadSchema(api), parse(DEFAULT_QUERIES[api])).map((e) => e.message)).toEqual([]);
  });
});
