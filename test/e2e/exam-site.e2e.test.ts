import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyThroughApi } from '../support/api-applicant.ts';
import { toasts, unique } from '../support/application-form-pages.ts';
import { launchBrowser, newPage, siteUrl } from '../support/browser.ts';

/**
 * Tenant N's exam-site selection in Chromium (spec 2.12, 4 'Exam-site rows'): project 1242's proctor form, page 2,
 * detail 124232 with a 30-seat site, a one-seat site (인천), a closed site (대전) and a fourth one.
 */
const TENANT = 'tenant-n';
const PROJECT = 1242;
const TASK = 12421;
const DETAIL = 124232;
const GANGNAM = '서울 강남 시험장 (역삼중학교)';
const INCHEON = '인천 시험장 (구월중학교)';
const DAEJEON = '대전 시험장 (둔산중학교)';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function newProctor() {
  const n = unique();
  return applyThroughApi(inject('portalPort'), TENANT, {
    projectId: PROJECT,
    taskId: TASK,
    name: '이감독',
    phone: `0108${n}`,
    email: `proctor${n}${Math.floor(Math.random() * 1000)}@example.com`,
    password: 'jiwon-apply-26',
    agreementIds: [124201],
  });
}

/** Puts the applicant's session in the page (as the consent step leaves it) and opens form/{pageIndex}. */
async function openForm(page: Page, token: string, pageIndex: number) {
  await page.goto(siteUrl(TENANT, '/'));
  await page.evaluate(
    ({ t, task, project }) => {
      sessionStorage.setItem('applicant_token', t);
      sessionStorage.setItem('task', JSON.stringify({ id: task, project_id: project, name: '시험감독관' }));
      sessionStorage.setItem('project', JSON.stringify({ id: project }));
    },
    { t: token, task: TASK, project: PROJECT },
  );
  await page.goto(siteUrl(TENANT, `/form/${pageIndex}`));
  await page.locator('.fe-form').waitFor();
}

const section = (page: Page) => page.locator(`[data-exam-site="${DETAIL}"]`);
const button = (page: Page, place: string, label: string) => section(page).getByRole('button', { name: `${place} ${label}`, exact: true });
const row = (page: Page, place: string) => section(page).locator('tbody tr', { has: page.getByRole('rowheader', { name: new RegExp(`^${place.replace(/[()]/g, '\\$&')}`) }) });
const footer = (page: Page) => section(page).locator('.es__footer').textContent();
/** Settled: no save or re-fetch in flight. */
const settled = (page: Page) => section(page).locator('.es__overlay').waitFor({ state: 'detached' });

describe('exam-site selection in Chromium (Tenant N)', () => {
  it('applies, cancels by keyboard, takes the last seat, and a second applicant is waitlisted; a closed site cannot be chosen', async () => {
    const a = await newProctor();
    const page = await newPage(browser);
    await openForm(page, a.token, 0);
    // Page 1 as a person fills it, then Next to the exam-site page.
    await page.getByLabel(/^영문 성명\*?$/).fill('LEE GAMDOK');
    await page.getByLabel(/^생년월일 년\*?$/).fill('1985');
    await page.getByLabel(/^생년월일 월\*?$/).fill('7');
    await page.getByLabel(/^생년월일 일\*?$/).fill('21');
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/form/1');
    await section(page).waitFor();
    await settled(page);

    expect(await section(page).getByText('지원하실 시험장을 선택해 주세요.').count()).toBe(1);
    expect(await section(page).getByRole('columnheader').allTextContents()).toEqual(['No.', '시험장명', '주소', '지원자 / 모집인원', '마감 여부', '지원']);
    expect(await section(page).locator('tbody tr').count()).toBe(4);
    expect(await footer(page)).toBe('현재 지원한 시험장: -');
    // The closed site: its button reads 마감 and is disabled.
    expect(await button(page, DAEJEON, '마감').isDisabled()).toBe(true);
    expect(await row(page, DAEJEON).locator('td').nth(3).textContent()).toBe('접수마감');
    // The classroom and corridor proctor variants are their own tables on the same page.
    expect(await page.locator('[data-exam-site="124233"] tbody tr').count()).toBe(2);
    expect(await page.locator('[data-exam-site="124234"]').getByRole('button', { name: /대구 시험장 복도 감독 \(경운중학교\) 마감/ }).isDisabled()).toBe(true);

    // Apply: saved at once, 'Application completed', the row highlighted, the footer names it, the others disabled.
    await button(page, GANGNAM, '지원하기').click();
    await expect.poll(() => toasts(page)).toContain('지원이 완료되었습니다.');
    await settled(page);
    await button(page, GANGNAM, '지원 취소').waitFor();
    expect(await row(page, GANGNAM).getAttribute('class')).toContain('is-chosen');
    expect(await row(page, GANGNAM).locator('td').nth(2).textContent()).toBe('1 / 30');
    expect(await footer(page)).toBe(`현재 지원한 시험장: ${GANGNAM}`);
    expect(await button(page, INCHEON, '지원하기').isDisabled()).toBe(true);
    // Spec 4 'Exam-site rows': with a choice every other row is pending and disabled, the closed one too.
    expect(await button(page, DAEJEON, '지원하기').isDisabled()).toBe(true);
    const highlight = await row(page, GANGNAM).locator('td').first().evaluate((td) => getComputedStyle(td).backgroundColor);
    expect(highlight).not.toBe('rgba(0, 0, 0, 0)');
    // The section at the top of the viewport, so the footer is clear of the sticky form buttons.
    await page.locator('.fe-section', { has: section(page) }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(tmpdir(), 'portal-exam-site-applied.png') });

    // A reload finds the choice back from the server.
    await page.reload();
    await section(page).waitFor();
    await settled(page);
    await button(page, GANGNAM, '지원 취소').waitFor();

    // Cancel with the keyboard: focus the button and press Enter; the confirm (issue 41 item 18) has the focus on
    // keeping the seat, so Tab moves to giving it up and Enter confirms.
    await button(page, GANGNAM, '지원 취소').focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`${GANGNAM} 지원을 취소하시겠습니까?`, { exact: false }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('유지하기');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('취소하기');
    await page.keyboard.press('Enter');
    await expect.poll(() => toasts(page)).toContain('지원이 취소되었습니다.');
    await settled(page);
    await button(page, GANGNAM, '지원하기').waitFor();
    expect(await footer(page)).toBe('현재 지원한 시험장: -');
    expect(await row(page, GANGNAM).getAttribute('class')).not.toContain('is-chosen');
    expect(await button(page, INCHEON, '지원하기').isEnabled()).toBe(true);
    expect(await button(page, DAEJEON, '마감').isDisabled()).toBe(true);

    // The one-seat site: this applicant takes the seat.
    await button(page, INCHEON, '지원하기').click();
    await expect.poll(() => toasts(page)).toContain('지원이 완료되었습니다.');
    await settled(page);
    await button(page, INCHEON, '지원 취소').waitFor();
    expect(await row(page, INCHEON).locator('td').nth(2).textContent()).toBe('1 / 1');

    // A second applicant finds it full and is waitlisted.
    const b = await newProctor();
    const saved = await b.send('POST', `/api/app/applicant/update/${b.id}`, { pageIndex: 0, saveType: 'save', version: 0, values: { english_name: 'PARK DAEGI', applicant_personal_infos: { birthdate_year: '1990', birthdate_month: '01', birthdate_day: '02' } } }, { applicanttoken: b.token });
    expect(saved.status).toBe(200);
    const other = await newPage(browser);
    await openForm(other, b.token, 1);
    await section(other).waitFor();
    await settled(other);
    expect(await row(other, INCHEON).locator('td').nth(3).textContent()).toBe('정원 마감(예비 접수)');
    await button(other, INCHEON, '지원하기').click();
    await expect.poll(() => toasts(other)).toContain('예비(대기) 지원이 완료되었습니다.');
    await settled(other);
    await button(other, INCHEON, '대기 취소').waitFor();
    expect(await row(other, INCHEON).getAttribute('class')).toContain('is-chosen');
    expect(await footer(other)).toBe(`현재 지원한 시험장: ${INCHEON}`);
    expect(await button(other, GANGNAM, '지원하기').isDisabled()).toBe(true);
    expect(await row(other, INCHEON).locator('td').nth(2).textContent()).toBe('1 / 1대기 1');
    await other.locator('.fe-section', { has: section(other) }).screenshot({ path: join(tmpdir(), 'portal-exam-site-waiting.png') });

    // 'Refresh data' on the first page shows the new closing status of the full site.
    await button(page, INCHEON, '지원 취소').waitFor();
    await section(page).getByRole('button', { name: '데이터 새로고침' }).click();
    await settled(page);
    await expect.poll(() => row(page, INCHEON).locator('td').nth(3).textContent()).toBe('정원 마감(예비 접수)');
    await page.close();
    await other.close();
  });

  it('the final submission asks for an exam site while none is chosen', async () => {
    const a = await newProctor();
    const headers = { applicanttoken: a.token };
    const page0 = { english_name: 'CHOI SIHEOM', applicant_personal_infos: { birthdate_year: '1988', birthdate_month: '03', birthdate_day: '04' } };
    expect((await a.send('POST', `/api/app/applicant/update/${a.id}`, { pageIndex: 0, saveType: 'save', version: 0, values: page0 }, headers)).status).toBe(200);
    expect((await a.send('POST', `/api/app/applicant/update/${a.id}`, { pageIndex: 1, saveType: 'save', version: 0, values: {} }, headers)).status).toBe(200);
    const refused = await a.send('POST', `/api/app/applicant/complete/${a.id}`, {}, headers);
    expect(refused.json).toMatchObject({ result: 'impossible', pageIndex: 1, error: '시험장을 선택하여 주세요.' });
  });
});
