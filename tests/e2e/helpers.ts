import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so keys and clicks are handled. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/** Every doc route of the site, with the H1 a reader sees there. */
export const DOC_ROUTES: [path: string, h1: string | RegExp][] = [
  ['/docs/', 'DIMO Build'],
  ['/docs/api-references/attestation-api', 'Attestation API'],
  ['/docs/api-references/device-definitions-api', 'Device Definitions API'],
  ['/docs/api-references/fetch-api/introduction', 'Introduction'],
  ['/docs/api-references/fetch-api/queries', 'Queries'],
  ['/docs/api-references/identity-api/introduction', 'Introduction'],
  ['/docs/api-references/identity-api/identity-reference', 'Query Reference'],
  ['/docs/api-references/identity-api/identity-playground', 'Identity Playground'],
  ['/docs/api-references/telemetry-api/introduction', 'Introduction'],
  ['/docs/api-references/telemetry-api/signals', 'Vehicle Signals'],
  ['/docs/api-references/telemetry-api/segments', 'Segments and Daily Activity'],
  ['/docs/api-references/telemetry-api/events', 'Vehicle Events'],
  ['/docs/api-references/telemetry-api/telemetry-playground', 'Telemetry Playground'],
  ['/docs/api-references/token-exchange-api', 'Token Exchange API'],
  ['/docs/api-references/valuations-api', 'Valuations API'],
  ['/docs/api-references/vehicle-triggers-api', 'Vehicle Triggers API'],
  ['/docs/build/building-blocks', 'Building Blocks'],
  ['/docs/build/building-with-ai/developer-kit', 'Developer Kit'],
  ['/docs/build/building-with-ai/dimo-mcp-server', 'DIMO MCP Server'],
  ['/docs/build/building-with-tools/client-sdk-dimo-connect', 'Client SDK - DIMO Connect'],
  ['/docs/build/building-with-tools/low-code-integrations', 'Low Code Integrations'],
  ['/docs/build/building-with-tools/server-sdk', 'Server SDK'],
  ['/docs/build/building-your-first-app', 'Building Your First App'],
  ['/docs/examples/build-examples', 'Build Examples'],
  ['/docs/faq', 'FAQs'],
  ['/docs/getting-started/authentication', 'Authentication'],
  ['/docs/getting-started/create-your-account', 'Create Your Account'],
  ['/docs/getting-started/register-a-license', 'Register a Developer License'],
  ['/docs/introduction/what-can-you-build', 'What Can You Build?'],
  ['/docs/introduction/where-can-you-start', 'Where Can You Start?'],
];

export const CATEGORY_ROUTES: [path: string, h1: string, child: string][] = [
  ['/docs/category/introduction', 'Introduction', 'What Can You Build?'],
  ['/docs/category/getting-started', 'Getting Started', 'Authentication'],
  ['/docs/category/build', 'Build', 'Building Blocks'],
  ['/docs/category/building-with-tools', 'Building with Tools', 'Server SDK'],
  ['/docs/category/building-with-ai', 'Building with AI', 'DIMO MCP Server'],
  ['/docs/category/api-references', 'API References', 'Token Exchange API'],
  ['/docs/category/identity-api', 'Identity API', 'Query Reference'],
  ['/docs/category/telemetry-api', 'Telemetry API', 'Vehicle Signals'],
  ['/docs/category/fetch-api', 'Fetch API', 'Queries'],
  ['/docs/category/examples', 'Examples', 'Build Examples'],
];
