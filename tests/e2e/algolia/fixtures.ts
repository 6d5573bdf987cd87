import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

import { ALGOLIA_TEST_PORTS } from '../../../lib/algolia-test-env';
import type { Fault } from '../../../scripts/algolia-local-server';

export interface HostState {
  hits: number;
  events: { eventType: string; eventName: string; objectIDs?: string[]; queryID?: string }[];
}

/** Drives the two local Algolia-compatible endpoints (first, second) that the site's client uses. */
export class Hosts {
  constructor(private readonly request: APIRequestContext) {}
  private url(i: 0 | 1) {
    return `http://127.0.0.1:${ALGOLIA_TEST_PORTS[i]}/__control`;
  }
  async set(i: 0 | 1, fault: Fault): Promise<void> {
    const res = await this.request.post(this.url(i), { data: fault });
    expect(res.ok()).toBe(true);
  }
  async reset(): Promise<void> {
    await this.set(0, { mode: 'ok' });
    await this.set(1, { mode: 'ok' });
  }
  async state(i: 0 | 1): Promise<HostState> {
    return (await (await this.request.get(this.url(i))).json()) as HostState;
  }
}

export const test = base.extend<{ hosts: Hosts }>({
  hosts: async ({ request }, provide) => {
    const hosts = new Hosts(request);
    await hosts.reset();
    await provide(hosts);
    await hosts.reset();
  },
});

// The endpoints keep state, so these tests run one at a time.
test.describe.configure({ mode: 'serial' });

export async function openSearch(page: Page, query: string): Promise<void> {
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
}

export { expect };
