import { describe, expect, it } from 'vitest';

import { copyrightLine } from './copyright';

describe('copyrightLine', () => {
  it('names 2025 alone when the build is in 2025', () => {
    expect(copyrightLine(2025)).toBe('© 2025 DIMO');
  });

  it('names 2025 to the build year, with an en dash, after 2025', () => {
    expect(copyrightLine(2026)).toBe('© 2025–2026 DIMO');
    expect(copyrightLine(2031)).toBe('© 2025–2031 DIMO');
  });
});
