import { describe, expect, it } from 'vitest';

import { readAnalyticsConfig } from '../../analytics/config';
import { type AnalyticsGlobals, sendAnalyticsEvent } from '../../analytics/events';
import { feedbackEvent } from './usePageFeedback';

describe('the analytics event of an answer', () => {
  it('names the page and the answer, and nothing the reader typed', () => {
    expect(feedbackEvent('/docs/faq', 'no')).toEqual({
      name: 'Page feedback',
      data: { page: '/docs/faq', helpful: 'No' },
    });
    expect(feedbackEvent('/docs/', 'yes').data).toEqual({ page: '/docs/', helpful: 'Yes' });
  });

  it('reaches Vercel’s queue when WEB_ANALYTICS=vercel, and nothing when analytics is off', () => {
    const on: AnalyticsGlobals = {};
    sendAnalyticsEvent(
      readAnalyticsConfig({ WEB_ANALYTICS: 'vercel' }),
      feedbackEvent('/docs/faq', 'yes'),
      on,
    );
    expect(on.vaq).toEqual([
      ['event', { name: 'Page feedback', data: { page: '/docs/faq', helpful: 'Yes' } }],
    ]);
    const off: AnalyticsGlobals = {};
    sendAnalyticsEvent(readAnalyticsConfig({}), feedbackEvent('/docs/faq', 'yes'), off);
    expect(off).toEqual({});
  });
});
