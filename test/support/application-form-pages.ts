import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { applyThroughApi } from './api-applicant.ts';
import { siteUrl } from './browser.ts';

/**
 * The demo tenant's application form as a person fills it in Chromium (project 901, task 9011): opening the form
 * with an applicant token, finding fields by label, and one helper per page. Shared by the form and submission suites.
 */

export const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\n${'x'.repeat(40_000)}\n%%EOF\n`);
export const unique = () => String(Date.now()).slice(-7);

export const toasts = (page: Page) => page.$$eval('.toast-region .toast__message', (ns) => ns.map((n) => n.textContent ?? ''));

/** The demo's first task, where most form suites apply. */
const DEMO_TASK = { tenant: 'demo', task: { id: 9011, project_id: 901, name: '사무직(행정)' } };

/** Puts the applicant's session in the page (as the auth step leaves it) and opens form/{pageIndex} of its task. */
export async function openFormAs(page: Page, token: string, pageIndex = 0, where: { tenant: string; task: { id: number; project_id: number; name: string } } = DEMO_TASK) {
  await page.goto(siteUrl(where.tenant, '/'));
  await page.evaluate(
    ({ t, task }) => {
      sessionStorage.setItem('applicant_token', t);
      sessionStorage.setItem('task', JSON.stringify(task));
      sessionStorage.setItem('project', JSON.stringify({ id: task.project_id }));
    },
    { t: token, task: where.task },
  );
  await page.goto(siteUrl(where.tenant, `/form/${pageIndex}`));
  await page.locator('.fe-form').waitFor();
}

/** A field by its label; the required mark '*' after the title is decoration. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

/** A demo applicant made through the auth step's API (e-mail code from the outbox). */
export async function newApplicant(prefix = 'form') {
  const n = unique();
  return applyThroughApi(inject('portalPort'), 'demo', {
    projectId: 901,
    taskId: 9011,
    name: '김지원',
    phone: `0107${n}`,
    email: `${prefix}${n}@example.com`,
    password: 'jiwon-apply-26',
    agreementIds: [90101, 90102, 90103],
  });
}

/** Counts progress bars as they appear (uploads of small files finish quickly). */
export async function watchForProgressBars(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __progressSeen: number };
    w.__progressSeen = 0;
    new MutationObserver(() => {
      w.__progressSeen = Math.max(w.__progressSeen, document.querySelectorAll('[role=progressbar]').length);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}
export const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { __progressSeen: number }).__progressSeen);

/** Page 1 (인적사항): qualification, names, birthdate, an address from the picker, military and target choices, a photo. */
export async function fillPage0(page: Page) {
  await page.getByLabel('학력·경력 제한 없음(신입)').check();
  await page.getByLabel('위 자격요건을 확인하였습니다.').check();
  await field(page, '영문 성명').fill('KIM JIWON');
  await field(page, '생년월일 년').fill('1998');
  await field(page, '생년월일 월').fill('3');
  await field(page, '생년월일 일').fill('14');
  await page.getByRole('button', { name: '주소 우편번호 찾기' }).click();
  const dialog = page.getByRole('dialog', { name: '우편번호 찾기' });
  await dialog.getByRole('textbox').fill('세종대로');
  await dialog.getByRole('textbox').press('Enter');
  await dialog.locator('.picker-address').first().click();
  await field(page, '주소 상세주소').fill('3층 301호');
  await field(page, '병역사항').selectOption({ label: '군필' });
  await page.getByRole('group', { name: /취업지원대상자/ }).getByLabel('비대상').check();
  await page.getByRole('group', { name: /장애 여부/ }).getByLabel('비대상').check();
  await page.getByLabel('해당', { exact: true }).check();
  // The photo: chosen, uploaded through the presigned URL with a progress bar, then checked by the server.
  await watchForProgressBars(page);
  const photo = page.locator('.photo-field input[type=file]');
  await photo.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await page.locator('.photo-field img').waitFor();
  expect(await progressSeen(page)).toBeGreaterThan(0);
}

/** Page 2 (학력·교육): the required university row, a major from its picker, a date range. */
export async function fillPage1(page: Page) {
  await page.getByRole('group', { name: /대학교 1번째 항목/ }).waitFor();
  const uni = page.getByRole('group', { name: /대학교 1번째 항목/ });
  await uni.getByLabel('학교명').fill('한국대학교');
  await uni.getByRole('button', { name: /전공 찾기/ }).click();
  await page.getByRole('dialog', { name: '전공' }).getByRole('button', { name: /이공계열/ }).click();
  await uni.getByLabel('재학기간 시작일').fill('2017-03-02');
  await uni.getByLabel('재학기간 종료일').fill('2021-02-20');
  await uni.getByLabel('학점').fill('3.8');
}

/** Page 3 (자격·어학): a certificate from the picker. */
export async function fillPage2(page: Page) {
  await page.getByRole('button', { name: '추가' }).first().click();
  const cert = page.getByRole('group', { name: /자격증 1번째 항목/ });
  await cert.getByRole('button', { name: '자격증명 자격증 찾기' }).click();
  const certDialog = page.getByRole('dialog', { name: '자격증' });
  await certDialog.getByRole('button', { name: /정보처리기사/ }).first().click();
  expect(await cert.getByRole('textbox', { name: /^자격증명/ }).inputValue()).toBe('정보처리기사');
}

/** Page 4 (경력·활동): nothing required; the ratio shows its computed value. */
export async function fillPage3(page: Page) {
  await page.getByLabel('참여인원').fill('200');
  await page.getByLabel('순위').fill('12');
  expect(await page.getByLabel('석차비율').textContent()).toBe('6%');
}

/** Page 5 (자기소개서): the motivation and two files, uploaded with progress. */
export async function fillPage4(page: Page, motivation = '데모 공사의 공공 서비스 혁신에 기여하고 싶어 지원하였습니다.') {
  await field(page, '지원동기').fill(motivation);
  await watchForProgressBars(page);
  await page.locator('.file-field input[type=file]').setInputFiles([
    { name: '경력증명서.pdf', mimeType: 'application/pdf', buffer: pdf('career') },
    { name: '자격증사본.pdf', mimeType: 'application/pdf', buffer: pdf('license') },
  ]);
  await page.getByRole('link', { name: /경력증명서\.pdf/ }).waitFor();
  await page.getByRole('link', { name: /자격증사본\.pdf/ }).waitFor();
  expect(await progressSeen(page)).toBeGreaterThan(0);
}
