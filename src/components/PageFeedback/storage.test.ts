import { describe, expect, it } from 'vitest';

import { type StorageSource, answerKey, readAnswer, writeAnswer } from './storage';

/** A Map-backed Storage. */
function memoryStorage(): { source: StorageSource; items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    source: () => ({
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    }),
  };
}

const refused: StorageSource = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

const full: StorageSource = () => ({
  getItem: () => {
    throw new DOMException('Denied.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
});

describe('the remembered answer', () => {
  it('is stored per page, under a key naming the page path', () => {
    const { source, items } = memoryStorage();
    expect(writeAnswer('/docs/faq', 'no', source)).toBe(true);
    expect(writeAnswer('/docs/getting-started/authentication', 'yes', source)).toBe(true);
    expect(items.get('dimo.pageFeedback:/docs/faq')).toBe('no');
    expect(answerKey('/docs/faq')).toBe('dimo.pageFeedback:/docs/faq');
    expect(readAnswer('/docs/faq', source)).toBe('no');
    expect(readAnswer('/docs/getting-started/authentication', source)).toBe('yes');
    expect(readAnswer('/docs/other', source)).toBeNull();
  });

  it('a later answer replaces the earlier one', () => {
    const { source } = memoryStorage();
    writeAnswer('/docs/faq', 'no', source);
    writeAnswer('/docs/faq', 'yes', source);
    expect(readAnswer('/docs/faq', source)).toBe('yes');
  });

  it('reads anything but "yes" or "no" as no answer', () => {
    const { source, items } = memoryStorage();
    for (const value of ['YES', 'true', '', '{"answer":"yes"}']) {
      items.set(answerKey('/docs/faq'), value);
      expect(readAnswer('/docs/faq', source)).toBeNull();
    }
  });

  it('storage that is disabled, throws or is missing reads as no answer and refuses the write without throwing', () => {
    for (const source of [refused, full, () => undefined]) {
      expect(readAnswer('/docs/faq', source)).toBeNull();
      expect(writeAnswer('/docs/faq', 'yes', source)).toBe(false);
    }
  });

  it('outside a browser (the server render) there is no answer', () => {
    expect(readAnswer('/docs/faq')).toBeNull();
    expect(writeAnswer('/docs/faq', 'yes')).toBe(false);
  });
});
