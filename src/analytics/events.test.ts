import { describe, expect, it, vi } from 'vitest';

import { readAnalyticsConfig } from './config';
import { type AnalyticsGlobals, sendAnalyticsEvent } from './events';

const EVENT = { name: 'Page feedback', data: { page: '/docs/faq', helpful: 'No' } };
const OFF = readAnalyticsConfig({});
const VERCEL = readAnalyticsConfig({ WEB_ANALYTICS: 'vercel' });

describe('sendAnalyticsEvent', () => {
  it('with analytics off does nothing: no call, no queue, no global', () => {
    const va = vi.fn();
    const withScript: AnalyticsGlobals = { va };
    expect(sendAnalyticsEvent(OFF, EVENT, withScript)).toBe(false);
    expect(va).not.toHaveBeenCalled();
    const bare: AnalyticsGlobals = {};
    expect(sendAnalyticsEvent(OFF, EVENT, bare)).toBe(false);
    expect(bare).toEqual({});
  });

  it('with Vercel and its script loaded, calls va("event", { name, data })', () => {
    const va = vi.fn();
    expect(sendAnalyticsEvent(VERCEL, EVENT, { va })).toBe(true);
    expect(va).toHaveBeenCalledWith('event', {
      name: 'Page feedback',
      data: { page: '/docs/faq', helpful: 'No' },
    });
  });

  it('with Vercel before its deferred script ran, queues the event in vaq for the script to replay', () => {
    const globals: AnalyticsGlobals = {};
    expect(sendAnalyticsEvent(VERCEL, EVENT, globals)).toBe(true);
    expect(sendAnalyticsEvent(VERCEL, { ...EVENT, data: { page: '/docs/', helpful: 'Yes' } }, globals)).toBe(
      true,
    );
    expect(globals.vaq).toEqual([
      ['event', { name: 'Page feedback', data: { page: '/docs/faq', helpful: 'No' } }],
      ['event', { name: 'Page feedback', data: { page: '/docs/', helpful: 'Yes' } }],
    ]);
  });

  it('a provider function that throws loses the event, not the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const va = () => {
      throw new Error('blocked');
    };
    expect(sendAnalyticsEvent(VERCEL, EVENT, { va })).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      'Analytics: could not send the event "Page feedback":',
      expect.any(Error),
    );
    warn.mockRestore();
  });

  it('outside a browser (the server render) sends nothing', () => {
    expect(sendAnalyticsEvent(VERCEL, EVENT)).toBe(false);
  });
});
