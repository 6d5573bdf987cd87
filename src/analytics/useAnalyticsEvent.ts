import { useCallback } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type { AnalyticsConfig } from './config';
import { type AnalyticsEvent, sendAnalyticsEvent } from './events';

/** A function that sends an analytics event with the site's configuration (customFields.analytics); a no-op when off. */
export function useAnalyticsEvent(): (event: AnalyticsEvent) => void {
  const { analytics } = useDocusaurusContext().siteConfig.customFields as { analytics: AnalyticsConfig };
  return useCallback((event: AnalyticsEvent) => void sendAnalyticsEvent(analytics, event), [analytics]);
}
