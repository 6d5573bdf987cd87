/**
 * Runs `task` once the main thread is idle, or after a second at the latest;
 * where the browser has no idle callbacks, on a timer.
 */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 1000 });
  else window.setTimeout(task, 50);
}
