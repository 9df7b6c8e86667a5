import { ownDataMessages } from '@portal/shared/messages/own-data';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@portal/shared';
import type { ApplicantDataDocument } from '@portal/shared/schemas/applicant-data';
import { applyThroughApi } from '../support/api-applicant.ts';
import { unique } from '../support/application-form-pages.ts';
import { submitIdentify } from '../support/identify.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

/**
 * '내 정보 내려받기' on R5-1 in Chromium (PIPA §35, issue 46 item 7): the SMS check on the phone given at application,
 * then the JSON document saved by the browser and the uploads listed as links, at 1280 and 375 px (the second by
 * keyboard). Screenshots go to test-results/own-data-*.png; the ones looked at are kept in docs/ui.
 */
const TENANT = 'tenant-n';
const PROJECT = 1242;
const m = ownDataMessages;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PDF = Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% own data ${Date.now()}\n`);
let serial = 0;

/** An applicant of tenant N with one checked upload (a Q&A attachment, through the API as the Q&A page sends it). */
async function applicant() {
  const n = String((Number(unique()) + serial++ * 7919 + 4242) % 10_000_000).padStart(7, '0');
  const person = { name: '정내려', phone: `0106${n}`, email: `own${n}${Math.floor(Math.random() * 1000)}@example.com`, password: 'jiwon-apply-26' };
  const a = await applyThroughApi(inject('portalPort'), TENANT, { projectId: PROJECT, taskId: 12421, ...person, agreementIds: [124201] });
  const auth = { applicanttoken: a.token as string };
  const url = await a.send('POST', '/api/app/board/upload-url', { filename: '경력증명서.pdf', size: PDF.length, contentType: 'application/pdf' }, auth);
  expect(url.status, JSON.stringify(url.json)).toBe(200);
  const { url: put, headers, key } = url.json as { url: string; headers: Record<string, string>; key: string };
  expect((await fetch(put, { method: 'PUT', headers, body: new Uint8Array(PDF) })).status).toBe(200);
  const confirmed = await a.send('POST', '/api/app/board/upload', { key, filename: '경력증명서.pdf' }, auth);
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  return { ...person, id: a.id as number, token: a.token as string, send: a.send };
}
type Applicant = Awaited<ReturnType<typeof applicant>>;

const smsToMe = (a: Applicant, outbox: { to: string; body?: string }[]) => outbox.filter((e) => e.to === a.phone || e.to === `+82${a.phone.slice(1)}`);
const smsCount = async (a: Applicant) => smsToMe(a, (await a.send('GET', '/dev/outbox.json')).json).length;
/** The newest SMS code sent to the applicant's phone, from the local outbox (as a tester reads it). */
async function smsCode(a: Applicant, after: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const hits = smsToMe(a, (await a.send('GET', '/dev/outbox.json')).json);
    if (hits.length > after) return /(\d{6})/.exec(hits[0]?.body ?? '')?.[1] ?? '';
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS for ${a.phone}`);
}

/** Code, confirm, download: the file the browser saved, parsed; the dialog then lists the uploads. */
async function download(page: Page, p: Applicant, width: number, keyboard: boolean) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const submit = dialog.getByRole('button', { name: m.submit, exact: true });
  expect(await submit.isDisabled()).toBe(true);
  expect(await page.getByTestId('own-data-phone').inputValue()).toBe(p.phone);
  const before = await smsCount(p);
  if (keyboard) {
    await page.getByTestId('own-data-send').focus();
    await page.keyboard.press('Enter');
  } else await page.getByTestId('own-data-send').click();
  await page.getByTestId('own-data-code').waitFor();
  // The viewport (the dialog's view): a full-page shot of a scroll-locked page draws the sticky header mid-page.
  await page.screenshot({ path: `test-results/own-data-code-${width}.png` });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByTestId('own-data-code').fill(await smsCode(p, before));
  if (keyboard) await page.getByTestId('own-data-code').press('Enter');
  else await page.getByTestId('own-data-confirm').click();
  await page.getByTestId('own-data-verified').waitFor();
  expect(await submit.isEnabled()).toBe(true);
  const saved = page.waitForEvent('download');
  if (keyboard) {
    await submit.focus();
    await page.keyboard.press('Enter');
  } else await submit.click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe(m.fileName(String(p.id)));
  // The browser runs as a server of its own: the saved file comes over as a copy.
  const copy = join(await mkdtemp(join(tmpdir(), 'own-data-')), file.suggestedFilename());
  await file.saveAs(copy);
  const data = JSON.parse(await readFile(copy, 'utf8')) as ApplicantDataDocument;
  await page.getByTestId('own-data-done').waitFor();
  // The confirmation takes the focus, so a screen reader hears it.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('fa-download-done');
  await page.screenshot({ path: `test-results/own-data-done-${width}.png` });
  expect(await seriousA11yViolations(page)).toEqual([]);
  return data;
}

describe("the applicant's own data on the history (PIPA §35)", () => {
  it('downloads the JSON document and lists the upload, whose link gives its bytes, at 1280 px', async () => {
    const p = await applicant();
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await submitIdentify(page, TENANT, PROJECT, p);
    await page.waitForURL(/\/check\/history$/);
    await page.getByTestId('history-download').click();
    const data = await download(page, p, 1280, false);
    expect(data.format).toBe('recruit-portal/applicant-data@1');
    expect(data.applicant).toMatchObject({ id: p.id, name: p.name, phone: p.phone, email: p.email, projectId: PROJECT });
    expect(JSON.stringify(data)).not.toContain('passwordHash');
    expect(data.uploads.map((u) => u.filename)).toEqual(['경력증명서.pdf']);
    const link = page.getByTestId('own-data-files').getByRole('link', { name: '경력증명서.pdf' });
    const href = (await link.getAttribute('href'))!;
    const got = await fetch(href);
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF)).toBe(true);
    // The code was used: a second download needs a new one (the button stays off).
    expect(await page.getByRole('dialog').getByRole('button', { name: m.submit, exact: true }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('offers the download on a phone too, and works by keyboard, at 375 px', async () => {
    const p = await applicant();
    const page = await newPage(browser, { mobile: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await submitIdentify(page, TENANT, PROJECT, p);
    await page.waitForURL(/\/check\/history$/);
    await page.getByTestId('history-download').waitFor();
    await page.screenshot({ path: 'test-results/own-data-history-375.png', fullPage: true });
    await page.getByTestId('history-download').focus();
    await page.keyboard.press('Enter');
    const data = await download(page, p, 375, true);
    expect(data.applicant).toMatchObject({ id: p.id, name: p.name });
    // Esc closes the dialog and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});
