/**
 * Runs `task` once the main thread is idle, or after `timeout` ms at the
 * latest; where the browser has no idle callbacks, on a timer.
 */
export function whenIdle(task: () => void, timeout = 1000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else window.setTimeout(task, 50);
}
