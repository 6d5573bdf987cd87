/**
 * Replaces @docusaurus/core 3.8.1's client/prefetch.js (see
 * plugins/client-patches), with the same contract: prefetch one chunk URL with
 * a `<link rel="prefetch">` in <head>, resolve when it has loaded or failed.
 *
 * What Docusaurus prefetches, and when (a link scrolled into view), is
 * unchanged. The difference: its routes share chunks, and the stock helper
 * adds one `<link>` per route per chunk, so a doc page with 60 links added
 * 242 prefetch elements for 25 files, each append costing a style and
 * resource-loader pass (the longest task after load at 4× CPU on the signals
 * page). Here each URL is requested once per page life.
 */
const requested = new Map<string, Promise<void>>();

export default function prefetch(url: string): Promise<void> {
  const known = requested.get(url);
  if (known) return known;
  const done = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    // A failed prefetch is harmless: the chunk loads for real when its page opens.
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
  requested.set(url, done);
  return done;
}
