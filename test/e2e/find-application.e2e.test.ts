import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@portal/shared';
import { applyThroughApi } from '../support/api-applicant.ts';
import { toasts, unique } from '../support/application-form-pages.ts';
import { DEMO_HISTORY_PROJECT, demoApplicants } from '../../functions/src/local/seed-demo-applicants.ts';
import { submitIdentify } from '../support/identify.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { hostSend, launchBrowser, newPage, siteUrl } from '../support/browser.ts';
import { kstDate } from '@portal/shared/retention';
import { retentionMessages } from '@portal/shared/messages/retention';
import { qnaMessages } from '@portal/shared/messages/qna';

/** Find my application in Chromium (issue 18 items 1–2): R5-0 identification, then the R5-1 history. Screenshots go to test-results/; the ones looked at are kept in docs/ui. */
const TENANT = 'tenant-n';
const PROJECT = 1242;
const m = messages.findApplication;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let serial = 0;
async function applicant() {
  // Each applicant its own number: the SMS outbox is read by recipient.
  const n = String((Number(unique()) + serial++ * 7919) % 10_000_000).padStart(7, '0');
  const person = { name: '이확인', phone: `0107${n}`, email: `check${n}${Math.floor(Math.random() * 1000)}@example.com`, password: 'jiwon-apply-26' };
  const a = await applyThroughApi(inject('portalPort'), TENANT, { projectId: PROJECT, taskId: 12421, ...person, agreementIds: [124201] });
  return { ...person, id: a.id, token: a.token, send: a.send };
}

type Applicant = Awaited<ReturnType<typeof applicant>>;

/** The newest SMS code sent to the applicant's phone, from the local outbox (as a tester reads it). */
async function smsCode(a: Applicant, after: number): Promise<string> {
  const intl = `+82${a.phone.slice(1)}`;
  for (let i = 0; i < 50; i++) {
    const outbox = (await a.send('GET', '/dev/outbox.json')).json as { to: string; body?: string; at?: string }[];
    const hits = outbox.filter((e) => e.to === a.phone || e.to === intl);
    if (hits.length > after) return /(\d{6})/.exec(hits[0]?.body ?? '')?.[1] ?? '';
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS for ${a.phone}`);
}
const smsCount = async (a: Applicant) => ((await a.send('GET', '/dev/outbox.json')).json as { to: string }[]).filter((e) => e.to === a.phone || e.to === `+82${a.phone.slice(1)}`).length;

/** Whether every field message on the page sits wholly below its field's input (the layout settled after a submit). */
function messagesBelowInputs(): boolean {
  return [...document.querySelectorAll('[id$="-validationMessage"]')].every((msg) => {
    const input = msg.closest('form > *, .fa-form > *')?.querySelector('input, select');
    return !input || msg.getBoundingClientRect().top >= input.getBoundingClientRect().bottom - 0.5;
  });
}

const identify = (page: Page, p: { name: string; phone: string; email: string; password: string }) => submitIdentify(page, TENANT, PROJECT, p);

describe('find my application', () => {
  it('identifies an applicant on R5-0 and shows the history with its status, at 1280 and 375 px', async () => {
    const p = await applicant();
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl(TENANT, '/check'));
    await page.getByTestId('identify-notice').waitFor();
    await page.screenshot({ path: 'test-results/find-application-identify-1280.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await identify(page, p);
    await page.waitForURL(/\/check\/history$/);
    expect(await page.getByTestId('history-name').innerText()).toBe(p.name);
    expect(await page.getByTestId('history-status').innerText()).toBe(m.history.statusText('N'));
    // Not submitted: View is off, Modify leads back to the form.
    expect(await page.getByTestId('history-view').isDisabled()).toBe(true);
    expect(await page.getByTestId('history-modify').isEnabled()).toBe(true);
    await page.screenshot({ path: 'test-results/find-application-history-1280.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A reload keeps the history (the token is stored); R5-0 with a stored token goes straight to it.
    await page.goto(siteUrl(TENANT, '/check'));
    await page.waitForURL(/\/check\/history$/);
    await page.getByTestId('history-name').waitFor();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByTestId('history-name').waitFor();
    expect(await page.getByTestId('history-modify').isVisible()).toBe(false);
    expect(await page.getByTestId('history-view').isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/find-application-history-375.png', fullPage: true });
    await page.context().close();
  });

  it('shows the one answer for a wrong password, and field messages for a half-filled form', async () => {
    const p = await applicant();
    const page = await newPage(browser, { mobile: true });
    await page.goto(siteUrl(TENANT, '/check'));
    await page.getByTestId('identify-submit').click();
    await expect.poll(() => page.getByText(m.required(m.labels.notice), { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(m.required(m.labels.name), { exact: true }).isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/find-application-identify-375.png', fullPage: true });
    await identify(page, { ...p, password: 'wrong-password-1' });
    await expect.poll(() => toasts(page)).toContain(m.notFound);
    expect(page.url()).toMatch(/\/check$/);
    await page.context().close();
  });

  it('resets a forgotten password with the SMS code and identifies with the new one, at 1280 and 375 px', async () => {
    const p = await applicant();
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl(TENANT, '/check'));
    await page.getByRole('link', { name: m.forgotPassword }).click();
    await page.waitForURL(/\/find-password$/);
    await page.getByTestId('find-notice').selectOption(String(PROJECT));
    await page.getByTestId('find-name').fill(p.name);
    await page.getByTestId('find-phone').fill(p.phone);
    await page.getByTestId('find-email').fill(p.email);
    const before = await smsCount(p);
    await page.getByTestId('find-submit').click();
    await page.getByTestId('find-code').waitFor();
    expect(await page.getByTestId('find-timer').innerText()).toMatch(/^0[45]:\d\d$/);
    await page.screenshot({ path: 'test-results/find-password-code-1280.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A wrong code first: the server's refusal, and the page stays.
    await page.getByTestId('find-code').fill('000000');
    await page.getByTestId('find-confirm').click();
    await expect.poll(() => toasts(page)).toContain(messages.verification.failed);
    await page.getByTestId('find-code').fill(await smsCode(p, before));
    await page.getByTestId('find-confirm').click();
    await page.waitForURL(/\/reset-password$/);

    await page.setViewportSize({ width: 375, height: 800 });
    // The browser checks the rule before anything is sent; the server's own check stays behind it.
    await page.getByTestId('reset-password').fill('password1');
    await page.getByTestId('reset-password-confirmation').fill('password1');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByText(messages.authSave.commonPassword).isVisible()).toBe(true);
    await page.getByTestId('reset-password').fill('new-jiwon-pass-26');
    await page.getByTestId('reset-password-confirmation').fill('new-jiwon-pass-27');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByText(m.password.mismatch).isVisible()).toBe(true);
    // Audited once the page has settled: each field's message below its input (it once was caught mid-layout, half
    // under the confirmation field) and the toast about the check gone from over the form's foot on a phone.
    await expect.poll(() => page.evaluate(messagesBelowInputs)).toBe(true);
    for (const close of await page.locator('.toast-region .toast__close').all()) await close.click().catch(() => undefined);
    await expect.poll(() => page.locator('.toast-region .toast').count()).toBe(0);
    await page.screenshot({ path: 'test-results/reset-password-375.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('reset-password-confirmation').fill('new-jiwon-pass-26');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('reset_token'))).toBeNull();
    await page.waitForURL(/\/check$/, { timeout: 10_000 });

    // The old password answers the one refusal; the new one opens the history.
    await identify(page, p);
    await expect.poll(() => toasts(page)).toContain(m.notFound);
    await identify(page, { ...p, password: 'new-jiwon-pass-26' });
    await page.waitForURL(/\/check\/history$/);
    // The token of the application (before the change) opens nothing any more.
    expect((await p.send('POST', '/api/app/applicant/check', {}, { applicanttoken: p.token })).status).toBe(401);
    await page.context().close();
  });

  it('sends nothing to reset without a reset token: the invalid-path alert and back to find password', async () => {
    const page = await newPage(browser, { mobile: true });
    await page.goto(siteUrl(TENANT, '/reset-password'));
    await expect.poll(() => page.getByText(m.password.invalidPath).isVisible()).toBe(true);
    await page.getByRole('button', { name: messages.common.confirm }).click();
    await page.waitForURL(/\/find-password$/);
    await page.context().close();
  });

  it('deletes an application after the SMS check on the phone given at application; identifying then finds nothing', async () => {
    const p = await applicant();
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await identify(page, p);
    await page.waitForURL(/\/check\/history$/);
    await page.getByTestId('history-delete').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const remove = dialog.getByRole('button', { name: m.deleteDialog.submit });
    expect(await remove.isDisabled()).toBe(true);
    expect(await page.getByTestId('delete-phone').inputValue()).toBe(p.phone);
    const before = await smsCount(p);
    await page.getByTestId('delete-send').click();
    await page.getByTestId('delete-code').waitFor();
    expect(await page.getByTestId('delete-send').innerText()).toBe(messages.apply.verify.resend);
    await page.screenshot({ path: 'test-results/delete-dialog-1280.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('delete-code').fill(await smsCode(p, before));
    await page.getByTestId('delete-confirm').click();
    await page.getByTestId('delete-verified').waitFor();
    expect(await remove.isEnabled()).toBe(true);
    await remove.click();
    await expect.poll(() => page.getByText(m.deleteDialog.deleted).isVisible()).toBe(true);
    await page.getByRole('button', { name: messages.common.confirm }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.evaluate(() => [sessionStorage.getItem('applicant_token'), localStorage.length])).toEqual([null, 0]);

    await identify(page, p);
    await expect.poll(() => toasts(page)).toContain(m.notFound);
    expect((await p.send('POST', '/api/app/applicant/check', {}, { applicanttoken: p.token })).status).toBe(401);
    await page.context().close();
  });

  it('shows the delete dialog at 375 px', async () => {
    const p = await applicant();
    const page = await newPage(browser, { mobile: true });
    await identify(page, p);
    await page.waitForURL(/\/check\/history$/);
    // Phones get View only in the table (spec 2.4); the dialog itself is checked for its layout from a wide screen's button.
    expect(await page.getByTestId('history-delete').isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('history-delete').click();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('delete-send').click();
    await page.getByTestId('delete-code').waitFor();
    await page.screenshot({ path: 'test-results/delete-dialog-375.png', fullPage: true });
    await page.context().close();
  });

  it('sends a Q&A inquiry with two attachments after identifying, and the acknowledgement reaches the outbox', async () => {
    const p = await applicant();
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl(TENANT, '/qna'));
    await page.getByTestId('identify-notice').selectOption(String(PROJECT));
    await page.getByTestId('identify-name').fill(p.name);
    await page.getByTestId('identify-phone').fill(p.phone);
    await page.getByTestId('identify-email').fill(p.email);
    await page.getByTestId('identify-password').fill(p.password);
    await page.getByTestId('identify-submit').click();
    await page.getByTestId('qna-category').selectOption('서류 제출 문의');
    await expect.poll(() => page.getByText('제출 서류의 종류와 형식을 문의해 주세요', { exact: false }).isVisible()).toBe(true);
    await page.getByTestId('qna-title').fill('경력증명서 형식 문의');
    await page.getByTestId('qna-content').fill('경력증명서를 PDF로 내도 되는지 알고 싶습니다.');
    const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n') });
    await page.getByTestId('qna-file-input').setInputFiles([pdf('경력증명서.pdf'), pdf('자격증.pdf'), pdf('지울파일.pdf')]);
    await expect.poll(() => page.locator('.fa-qna__chip').count()).toBe(3);
    await page.getByRole('button', { name: qnaMessages.removeFile('지울파일.pdf') }).click();
    await expect.poll(() => page.locator('.fa-qna__chip').count()).toBe(2);
    // An executable is refused with the server's reason and never becomes a chip.
    await page.getByTestId('qna-file-input').setInputFiles([{ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00]) }]);
    await expect.poll(async () => (await toasts(page)).length).toBeGreaterThan(0);
    expect(await page.locator('.fa-qna__chip').count()).toBe(2);
    await page.screenshot({ path: 'test-results/qna-1280.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('qna-submit').click();
    await expect.poll(() => toasts(page)).toContain(qnaMessages.registered);
    // R4-2 again after 1 s: a fresh form.
    await expect.poll(() => page.getByTestId('qna-title').inputValue(), { timeout: 5000 }).toBe('');
    const outbox = (await p.send('GET', '/dev/outbox.json')).json as { to: string; subject?: string; body?: string }[];
    // The acknowledgement never quotes what the sender typed (docs/security.md finding 28).
    const ack = outbox.find((e) => e.to === p.email && (e.subject ?? '').includes('채용문의가 접수되었습니다'));
    expect(ack?.body).toContain('채용문의가 접수되었습니다');
    expect(ack?.body).not.toContain('경력증명서 형식 문의');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('qna-category').selectOption('전형 절차 문의');
    await page.getByTestId('qna-submit').click();
    await expect.poll(() => page.getByText(qnaMessages.required).first().isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/qna-375.png', fullPage: true });
    await page.context().close();
  });

  it("identifies each demo applicant of the README on the demo tenant and sees that application's state", async () => {
    const expected = { submitted: m.history.statusText('Y'), drafting: m.history.statusText('N'), cancelled: m.history.statusText('N') };
    for (const p of demoApplicants) {
      // A browser of its own per person, as three testers would have.
      const page = await newPage(browser);
      await page.setViewportSize({ width: 1280, height: 900 });
      await submitIdentify(page, 'demo', DEMO_HISTORY_PROJECT, p);
      await page.waitForURL(/\/check\/history$/);
      expect(await page.getByTestId('history-status').innerText(), p.state).toBe(expected[p.state]);
      const number = (await page.getByTestId('history-table').innerText()).match(/\d{3}-\d{5}/)?.[0];
      // Submitted once (also the cancelled one): the applicant number stays; never submitted: none.
      expect(Boolean(number), p.state).toBe(p.state !== 'drafting');
      expect(await page.getByTestId('history-view').isDisabled(), p.state).toBe(p.state !== 'submitted');
      await page.context().close();
    }
  });
});

describe('the destruction date on the history (issue 46, R5-1)', () => {
  it('tells a submitted applicant, once the organisation confirmed its result, the day their application is destroyed (1280 and 375 px)', async () => {
    const api = (method: string, body?: unknown) =>
      hostSend('demo', method, `/api/integration/projects/${DEMO_HISTORY_PROJECT}/retention`, body, { authorization: `Bearer ${inject('integrationKeys').demo}` });
    const before = (await api('GET')).json as { version: number; result_confirmed_at: string | null };
    // The organisation's system confirms the result today, as it does after its final decision.
    const set = await api('PUT', { version: before.version, result_confirmed_at: kstDate(new Date()) });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    const confirmed = (await api('GET')).json as { version: number; destroy_on: string };
    try {
      const person = demoApplicants.find((p) => p.state === 'submitted')!;
      for (const width of [1280, 375]) {
        const page = await newPage(browser);
        await page.setViewportSize({ width, height: 900 });
        await submitIdentify(page, 'demo', DEMO_HISTORY_PROJECT, person);
        await page.waitForURL(/\/check\/history$/);
        const line = page.getByTestId('history-retention');
        expect(await line.innerText()).toBe(retentionMessages.historyDestroyOn(confirmed.destroy_on));
        // On the narrow screen as on the wide one, the line is inside the viewport's width (no sideways scroll).
        const box = await line.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        await page.screenshot({ path: `test-results/history-retention-${width}.png`, fullPage: true });
        await page.context().close();
      }
    } finally {
      await api('PUT', { version: confirmed.version, result_confirmed_at: before.result_confirmed_at });
    }
  });
});
