import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@portal/shared/api/endpoints';
import { launchBrowser, newPage, siteUrl } from '../support/browser.ts';

/** The local server's API reference: the OpenAPI document of the contracts, rendered for people at /api/docs. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the API reference page', () => {
  it('renders every endpoint of the contracts at /api/docs, with its Korean summary', async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(siteUrl('demo', '/api/docs'));
    await page.getByText('채용 포털 API', { exact: false }).first().waitFor();
    await page.locator('.opblock').first().waitFor();
    const paths = await page.locator('.opblock-summary-path').allTextContents();
    const expected = allEndpoints.flatMap((e) => e.scopes.map((s) => `/api/${s}${e.path}`));
    expect(new Set(paths.map((p) => p.replace(/\u200b/g, '').trim()))).toEqual(new Set(expected));
    await expect.poll(() => page.getByText(allEndpoints.find((e) => e.id === 'GetBoard')!.summary).count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/api-docs.png' });
    expect(errors).toEqual([]);
  });
});
