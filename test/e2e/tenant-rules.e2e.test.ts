import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { applyThroughApi } from '../support/api-applicant.ts';
import { launchBrowser, newPage, siteUrl } from '../support/browser.ts';

/**
 * Tenant rules in Chromium, on the demo tenants as `npm start` loads them: Tenant F's social-diversity proof question
 * appears for '해당' and goes again, and a Next with it unanswered shows the required message; Tenant C's (as B's) military
 * period appears for 복무중 (serving) and the veteran-grade disability option narrows the level select.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let seq = 0;
async function openForm(page: Page, tenant: string, projectId: number, taskId: number, agreementIds: number[]) {
  const n = `${Date.now() % 100000000}`.padStart(8, '0').slice(-6) + String(seq++).padStart(2, '0');
  const a = await applyThroughApi(inject('portalPort'), tenant, { projectId, taskId, name: '김지원', phone: `010${n}`, email: `rules${n}@example.com`, password: 'jiwon-apply-26', agreementIds });
  await page.goto(siteUrl(tenant, '/'));
  await page.evaluate(
    ([t, task, project]) => {
      sessionStorage.setItem('applicant_token', t as string);
      sessionStorage.setItem('task', JSON.stringify({ id: task, project_id: project, name: '지원분야' }));
      sessionStorage.setItem('project', JSON.stringify({ id: project }));
    },
    [a.token, taskId, projectId] as const,
  );
  await page.goto(siteUrl(tenant, '/form/0'));
  await page.locator('.fe-form').waitFor();
}

describe('tenant rules in Chromium', () => {
  it("Tenant F: the livelihood proof question follows '해당'", async () => {
    const page = await newPage(browser);
    await openForm(page, 'tenant-f', 360, 3601, [36001, 36099]);
    const proof = page.getByText('수급자 증명서를 제출할 수 있으십니까?');
    expect(await proof.count()).toBe(0);
    const livelihood = page.locator('.fe-questions').first().locator('fieldset, [role="group"]').first();
    await livelihood.getByLabel('해당', { exact: true }).check();
    await proof.waitFor();
    // The rules form has one page: its submit button reads 미리보기 (preview).
    await page.getByRole('button', { name: '미리보기' }).click();
    await expect.poll(() => page.locator('.fe-error', { hasText: '필수 입력항목입니다.' }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(tmpdir(), 'tenant-f-social-diversity.png'), fullPage: true });
    await livelihood.getByLabel('비해당', { exact: true }).check();
    await expect.poll(() => proof.count()).toBe(0);
  });

  it("Tenant C: 복무중 shows the military period and the veteran grade shows the disability fields, without Tenant B's narrowing (spec 4)", async () => {
    const page = await newPage(browser);
    await openForm(page, 'tenant-c', 860, 8601, [86001, 86099]);
    expect(await page.getByText('복무기간').count()).toBe(0);
    await page.getByLabel(/^병역사항/).selectOption({ label: '복무중' });
    await page.getByText('복무기간').first().waitFor();
    await page.getByLabel(/^장애 여부/).selectOption({ label: '대상(보훈 상이등급)' });
    const level = page.getByLabel(/^장애 정도/);
    await level.waitFor();
    // Only Tenant B narrows the levels and hides the type for the veteran grade (spec part 1 section 4).
    const options = await level.locator('option').allTextContents();
    expect(options).toEqual(expect.arrayContaining(['중증', '경증', '상이 1~3급', '상이 4~7급']));
    expect(await page.getByLabel(/^장애 유형/).count()).toBe(1);
    await page.screenshot({ path: join(tmpdir(), 'tenant-c-additional-info.png'), fullPage: true });
  });
});
