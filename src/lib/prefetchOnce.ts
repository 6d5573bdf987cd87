/**
 * Replaces @docusaurus/core 3.8.1's client/prefetch.js (see
 * plugins/client-patches), with the same contract: prefetch one chunk URL with
 * a `<link rel="prefetch">` in <head>, resolve when it has loaded or failed.
 *
 * What Docusaurus prefetches, and when it asks (a link scrolled into view), is
 * unchanged. Two differences:
 *
 * - Its routes share chunks, and the stock helper adds one `<link>` per route
 *   per chunk, so a doc page with 60 links added 242 prefetch elements for 25
 *   files. Here each URL is requested once per page life.
 * - Each append costs a style and resource-loader pass (0.1–5 ms each in
 *   Chromium, unthrottled), and the links that come into view together ask in
 *   one task: 19 appends, 10 ms, in one task after the signals page hydrates.
 *   Here the elements are added PREFETCH_APPENDS_PER_TASK at a time, when the
 *   main thread is idle, in the order asked.
 */
import { whenIdle } from './whenIdle';

/** `<link rel="prefetch">` elements added per idle task. */
export const PREFETCH_APPENDS_PER_TASK = 2;

/** What the prefetcher needs from the page; the browser's in `prefetch`, a fake in unit tests. */
export interface PrefetchHost {
  /** Adds the prefetch element for `url`; calls `settled` once it has loaded or failed. */
  append(url: string, settled: () => void): void;
  /** Runs `task` in a later task, when the main thread is idle. */
  later(task: () => void): void;
}

/** A prefetch function over `host`: one element per URL, a few per idle task. */
export function createPrefetcher(host: PrefetchHost): (url: string) => Promise<void> {
  const requested = new Map<string, Promise<void>>();
  const queue: { url: string; settled: () => void }[] = [];
  let scheduled = false;
  const appendSome = () => {
    scheduled = false;
    for (const { url, settled } of queue.splice(0, PREFETCH_APPENDS_PER_TASK)) host.append(url, settled);
    schedule();
  };
  const schedule = () => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    host.later(appendSome);
  };
  return (url) => {
    const known = requested.get(url);
    if (known) return known;
    const done = new Promise<void>((settled) => {
      queue.push({ url, settled });
      schedule();
    });
    requested.set(url, done);
    return done;
  };
}

const browserHost: PrefetchHost = {
  append(url, settled) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    // A failed prefetch is harmless: the chunk loads for real when its page opens.
    link.onload = settled;
    link.onerror = settled;
    document.head.appendChild(link);
  },
  later: whenIdle,
};

let prefetcher: ((url: string) => Promise<void>) | null = null;

export default function prefetch(url: string): Promise<void> {
  prefetcher ??= createPrefetcher(browserHost);
  return prefetcher(url);
}
