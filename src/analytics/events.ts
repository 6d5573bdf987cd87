/**
 * Custom analytics events, sent through the provider WEB_ANALYTICS names
 * (./config.ts). Browser code; with analytics off every call is a no-op that
 * touches nothing, so no event, request or global exists unless a deployer
 * turned a provider on.
 */
import type { AnalyticsConfig } from './config';

/** Event properties: flat, with the value types every provider takes (Vercel's custom events allow these). */
export type AnalyticsEventData = Record<string, string | number | boolean | null>;

export interface AnalyticsEvent {
  name: string;
  data: AnalyticsEventData;
}

/** The globals the providers' scripts read: Vercel's `va` function and the queue it fills until its script loads. */
export interface AnalyticsGlobals {
  va?: (...params: unknown[]) => void;
  vaq?: unknown[][];
}

function browserGlobals(): AnalyticsGlobals | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as AnalyticsGlobals);
}

/**
 * Sends one event when analytics is on; returns whether it was handed to the
 * provider. Never throws: a provider that fails loses the event, not the page.
 */
export function sendAnalyticsEvent(
  config: AnalyticsConfig,
  event: AnalyticsEvent,
  globals: AnalyticsGlobals | undefined = browserGlobals(),
): boolean {
  if (!config.enabled || !globals) return false;
  try {
    switch (config.provider) {
      case 'vercel': {
        // The script is deferred: until it runs, calls wait in `vaq`, which it
        // replays on load (the queue @vercel/analytics sets up the same way).
        globals.va ??= (...params: unknown[]) => {
          (globals.vaq ??= []).push(params);
        };
        globals.va('event', { name: event.name, data: event.data });
        return true;
      }
    }
  } catch (error) {
    console.warn(`Analytics: could not send the event "${event.name}":`, error);
    return false;
  }
}
