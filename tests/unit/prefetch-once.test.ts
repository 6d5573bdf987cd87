import { describe, expect, it } from 'vitest';

import { createPrefetcher, PREFETCH_APPENDS_PER_TASK, type PrefetchHost } from '../../src/lib/prefetchOnce';

/** A page whose idle tasks run only when the test says so. */
function fakeHost() {
  const appended: string[] = [];
  const settle = new Map<string, () => void>();
  const tasks: (() => void)[] = [];
  const host: PrefetchHost = {
    append(url, settled) {
      appended.push(url);
      settle.set(url, settled);
    },
    later: (task) => tasks.push(task),
  };
  const runTask = () => tasks.shift()?.();
  return { host, appended, settle, tasks, runTask };
}

describe('prefetchOnce (src/lib/prefetchOnce.ts)', () => {
  it('adds nothing in the task that asks, then a few elements per idle task, in the order asked', () => {
    const page = fakeHost();
    const prefetch = createPrefetcher(page.host);
    const urls = ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js'];
    for (const url of urls) void prefetch(url);
    expect(page.appended).toEqual([]);
    expect(page.tasks).toHaveLength(1);

    page.runTask();
    expect(page.appended).toEqual(urls.slice(0, PREFETCH_APPENDS_PER_TASK));
    page.runTask();
    expect(page.appended).toEqual(urls.slice(0, 2 * PREFETCH_APPENDS_PER_TASK));
    while (page.tasks.length > 0) page.runTask();
    expect(page.appended).toEqual(urls);
    expect(PREFETCH_APPENDS_PER_TASK).toBeGreaterThanOrEqual(1);
    expect(PREFETCH_APPENDS_PER_TASK).toBeLessThanOrEqual(4);
  });

  it('requests each URL once, and every caller waits for the same element', async () => {
    const page = fakeHost();
    const prefetch = createPrefetcher(page.host);
    const first = prefetch('/shared.js');
    const again = prefetch('/shared.js');
    expect(again).toBe(first);
    while (page.tasks.length > 0) page.runTask();
    expect(page.appended).toEqual(['/shared.js']);
    expect(page.tasks).toHaveLength(0);

    let done = false;
    void first.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    page.settle.get('/shared.js')!();
    await first;
    expect(done).toBe(true);
    // Asked again after it loaded: no new element, no new task.
    await prefetch('/shared.js');
    expect(page.appended).toEqual(['/shared.js']);
    expect(page.tasks).toHaveLength(0);
  });
});
