import type { Page } from 'playwright-core';
import { DEMO_HISTORY_PROJECT, type DemoApplicant } from '../../functions/src/local/seed-demo-applicants.ts';
import { siteUrl } from './browser.ts';

/** Fills R5-0 (/check) of a tenant's site for one person and submits it; the caller waits for what it expects. */
export async function submitIdentify(page: Page, tenant: string, projectId: number, p: { name: string; phone: string; email: string; password: string }): Promise<void> {
  await page.goto(siteUrl(tenant, '/check'));
  await page.getByTestId('identify-notice').selectOption(String(projectId));
  await page.getByTestId('identify-name').fill(p.name);
  await page.getByTestId('identify-phone').fill(p.phone);
  await page.getByTestId('identify-email').fill(p.email);
  await page.getByTestId('identify-password').fill(p.password);
  await page.getByTestId('identify-submit').click();
}

/** A README demo applicant identified on the demo tenant (notice '2026년 청년 체험형 인턴'), on R5-1 with its steps. */
export async function identifyDemoApplicant(page: Page, p: DemoApplicant): Promise<void> {
  await submitIdentify(page, 'demo', DEMO_HISTORY_PROJECT, p);
  await page.waitForURL(/\/check\/history$/);
  await page.getByTestId('selection-progress').waitFor();
}
