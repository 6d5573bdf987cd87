import { describe, expect, it } from 'vitest';

import { singular } from './tokenize';

describe('singular', () => {
  it('takes the singular by suffix rules, and leaves -ss, -us and -is words alone', () => {
    expect(singular('queries')).toBe('query');
    expect(singular('addresses')).toBe('address');
    expect(singular('batches')).toBe('batch');
    expect(singular('vehicles')).toBe('vehicle');
    expect(singular('status')).toBe('status');
    expect(singular('access')).toBe('access');
  });
});
