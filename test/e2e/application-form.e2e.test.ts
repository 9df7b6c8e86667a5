import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { applyThroughApi } from '../support/api-applicant.ts';
import { launchBrowser, newPage, siteUrl } from '../support/browser.ts';

/**
 * The demo tenant's application form in Chromium: every page filled, a photo and two files uploaded with
 * progress, temporary saves, reloads that find everything back, and the save refusals a person can meet.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\n${'x'.repeat(40_000)}\n%%EOF\n`);
const unique = () => String(Date.now()).slice(-7);

const toasts = (page: Page) => page.$$eval('.toast-region .toast__message', (ns) => ns.map((n) => n.textContent ?? ''));

async function openFormAs(page: Page, token: string, pageIndex = 0) {
  await page.goto(siteUrl('demo', '/'));
  await page.evaluate((t) => {
    sessionStorage.setItem('applicant_token', t);
    sessionStorage.setItem('task', JSON.stringify({ id: 9011, project_id: 901, name: '사무직(행정)' }));
    sessionStorage.setItem('project', JSON.stringify({ id: 901 }));
  }, token);
  await page.goto(siteUrl('demo', `/form/${pageIndex}`));
  await page.locator('.fe-form').waitFor();
}

/** A field by its label; the required mark '*' after the title is decoration. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

async function newApplicant() {
  const n = unique();
  return applyThroughApi(inject('portalPort'), 'demo', {
    projectId: 901,
    taskId: 9011,
    name: '김지원',
    phone: `0107${n}`,
    email: `form${n}@example.com`,
    password: 'pass1234',
    agreementIds: [90101, 90102, 90103],
  });
}

/** Counts progress bars as they appear (uploads of small files finish quickly). */
async function watchForProgressBars(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __progressSeen: number };
    w.__progressSeen = 0;
    new MutationObserver(() => {
      w.__progressSeen = Math.max(w.__progressSeen, document.querySelectorAll('[role=progressbar]').length);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

async function fillPage0(page: Page) {
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
  expect(await page.evaluate(() => (window as unknown as { __progressSeen: number }).__progressSeen)).toBeGreaterThan(0);
}

describe('the application form in Chromium', () => {
  it('fills every page with uploads, temp-saves, reloads and finds everything back', async () => {
    const a = await newApplicant();
    const page = await newPage(browser);
    page.on('dialog', (d) => void d.accept());
    await openFormAs(page, a.token);
    expect(await page.getByRole('navigation', { name: '지원서 작성 단계' }).getByRole('listitem').count()).toBe(5);

    // Page 1: an incomplete Next shows the spec's messages and sends nothing.
    await page.getByRole('button', { name: '다음' }).click();
    await expect.poll(() => toasts(page)).toContain('입력값을 확인해 주세요.');
    expect(await page.locator('.fe-error', { hasText: '필수 입력항목입니다.' }).count()).toBeGreaterThan(5);

    await fillPage0(page);
    await page.getByRole('button', { name: '임시저장' }).click();
    await expect.poll(() => toasts(page)).toContain('임시저장되었습니다.');
    await page.reload();
    await page.locator('.fe-form').waitFor();
    expect(await field(page, '영문 성명').inputValue()).toBe('KIM JIWON');
    expect(await field(page, '주소 상세주소').inputValue()).toBe('3층 301호');
    expect(await field(page, '주소').inputValue()).toContain('세종대로');
    expect(await page.getByLabel('위 자격요건을 확인하였습니다.').isChecked()).toBe(true);
    await page.locator('.photo-field img').waitFor();

    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/form/1');

    // Page 2: the required university row, a major from its picker, a date range.
    await page.getByRole('group', { name: /대학교 1번째 항목/ }).waitFor();
    const uni = page.getByRole('group', { name: /대학교 1번째 항목/ });
    await uni.getByLabel('학교명').fill('한국대학교');
    await uni.getByRole('button', { name: /전공 찾기/ }).click();
    await page.getByRole('dialog', { name: '전공' }).getByRole('button', { name: /이공계열/ }).click();
    await uni.getByLabel('재학기간 시작일').fill('2017-03-02');
    await uni.getByLabel('재학기간 종료일').fill('2021-02-20');
    await uni.getByLabel('학점').fill('3.8');
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/form/2');

    // Page 3: a certificate from the picker.
    await page.getByRole('button', { name: '추가' }).first().click();
    const cert = page.getByRole('group', { name: /자격증 1번째 항목/ });
    await cert.getByRole('button', { name: '자격증명 자격증 찾기' }).click();
    const certDialog = page.getByRole('dialog', { name: '자격증' });
    await certDialog.getByRole('button', { name: /정보처리기사/ }).first().click();
    expect(await cert.getByRole('textbox', { name: /^자격증명/ }).inputValue()).toBe('정보처리기사');
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/form/3');

    // Page 4: nothing required; the ratio shows its computed value.
    await page.getByLabel('참여인원').fill('200');
    await page.getByLabel('순위').fill('12');
    expect(await page.getByLabel('석차비율').textContent()).toBe('6%');
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/form/4');

    // Page 5: two files with progress, the self-introduction with its counter, then a reload.
    await field(page, '지원동기').fill('데모 공사의 공공 서비스 혁신에 기여하고 싶어 지원하였습니다.');
    await watchForProgressBars(page);
    await page.locator('.file-field input[type=file]').setInputFiles([
      { name: '경력증명서.pdf', mimeType: 'application/pdf', buffer: pdf('career') },
      { name: '자격증사본.pdf', mimeType: 'application/pdf', buffer: pdf('license') },
    ]);
    await page.getByRole('link', { name: /경력증명서\.pdf/ }).waitFor();
    await page.getByRole('link', { name: /자격증사본\.pdf/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __progressSeen: number }).__progressSeen)).toBeGreaterThan(0);
    await page.screenshot({ path: join(tmpdir(), 'portal-form-files.png'), fullPage: true });
    await page.getByRole('button', { name: '임시저장' }).click();
    await expect.poll(() => toasts(page)).toContain('임시저장되었습니다.');
    await page.reload();
    await page.locator('.fe-form').waitFor();
    await page.getByRole('link', { name: /자격증사본\.pdf/ }).waitFor();
    expect(await field(page, '지원동기').inputValue()).toContain('공공 서비스');
    await page.getByRole('button', { name: '미리보기' }).click();
    await page.waitForURL('**/form/preview');

    // Earlier pages come back as saved, from the server.
    await openFormAs(page, a.token, 1);
    expect(await page.getByRole('group', { name: /대학교 1번째 항목/ }).getByRole('textbox', { name: /^전공/ }).inputValue()).toBe('이공계열');
    await page.close();
  });

  it('keeps typing through a dropped connection and offers it back after a reload', async () => {
    const a = await newApplicant();
    const page = await newPage(browser);
    await openFormAs(page, a.token);
    await field(page, '영문 성명').fill('OFFLINE TYPIST');
    await page.context().setOffline(true);
    await page.getByRole('button', { name: '임시저장' }).click();
    await expect.poll(() => toasts(page)).toContain('네트워크 연결이 끊겼습니다. 입력하신 내용은 이 브라우저에 보관되어 있으니 연결 후 다시 저장해 주세요.');
    await page.context().setOffline(false);
    await page.reload();
    await page.getByText('저장되지 않은 입력 내용이 이 브라우저에 남아 있습니다. 불러올까요?').waitFor();
    await page.getByRole('button', { name: '불러오기' }).click();
    expect(await field(page, '영문 성명').inputValue()).toBe('OFFLINE TYPIST');
    await page.close();
  });

  it('never lets a second tab silently overwrite the first', async () => {
    const a = await newApplicant();
    const one = await newPage(browser);
    const two = await newPage(browser);
    await openFormAs(one, a.token);
    await openFormAs(two, a.token);
    await field(one, '영문 성명').fill('FIRST TAB');
    await one.getByRole('button', { name: '임시저장' }).click();
    await expect.poll(() => toasts(one)).toContain('임시저장되었습니다.');
    await field(two, '영문 성명').fill('SECOND TAB');
    await two.getByRole('button', { name: '임시저장' }).click();
    const dialog = two.getByRole('alertdialog', { name: '다른 창에서 저장된 내용이 있습니다' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '저장된 내용 불러오기' }).click();
    expect(await field(two, '영문 성명').inputValue()).toBe('FIRST TAB');
    await one.close();
    await two.close();
  });

  it('refuses a fake image even when the browser checks are bypassed', async () => {
    const a = await newApplicant();
    const page = await newPage(browser);
    await openFormAs(page, a.token);
    await page.locator('.photo-field input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image at all') });
    await expect.poll(() => toasts(page)).toContain('사진은 JPG, PNG, GIF 형식의 이미지 파일만 올릴 수 있습니다.');
    expect(await page.locator('.photo-field img').count()).toBe(0);
    await page.close();
  });
});
