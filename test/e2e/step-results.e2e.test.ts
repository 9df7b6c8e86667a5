import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { toasts } from '../support/application-form-pages.ts';
import { demoApplicants, type DemoApplicant } from '../../functions/src/local/seed-demo-applicants.ts';
import { identifyDemoApplicant } from '../support/identify.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

/**
 * Steps and results in Chromium (issue 19) with the README's demo applicants on the demo tenant: 김제출's pass on the
 * document step (additional request with a PDF, the second page's admission ticket, the score dialog, the ticket
 * printed to an A4 PDF), 최설문's survey and 정점수's score reveal. Screenshots and the PDF go to /tmp/step-results/.
 */
const m = messages.steps;
const OUT = '/tmp/step-results';
const DOCUMENT_STEP = 90211;
const SURVEY_STEP = 90212;
const SCORE_STEP = 90213;

let browser: Browser;
let files: string;
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  files = mkdtempSync(join(tmpdir(), 'step-results-'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (files) rmSync(files, { recursive: true, force: true });
});

const person = (email: string): DemoApplicant => {
  const p = demoApplicants.find((a) => a.email === email);
  if (!p) throw new Error(`no demo applicant ${email}`);
  return p;
};

const identify = identifyDemoApplicant;

/** Opens a step's result from its card on R5-1 (the card's one primary button, worded for the step's kind). */
async function openStep(page: Page, stepId: number, label: string = m.buttons.checkResult) {
  const card = page.getByTestId(`progress-step-${stepId}`);
  const button = card.getByRole('button', { name: label });
  expect(await button.isEnabled()).toBe(true);
  await button.click();
  await page.waitForURL(/\/result\/[^/]+$/);
}

/** The question box (fieldset) of an additional-request or survey question, by its id. */
/** A full-page screenshot from the top (scrolled, the sticky header would land in the middle of the picture). */
async function shot(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

const question = (page: Page, id: number) => page.locator(`fieldset[data-question-id="${id}"]`);

describe('steps and results on the demo tenant', () => {
  it('김제출: the pass result, the additional request with a PDF, the admission ticket (printed to A4) and the score dialog', async () => {
    const p = person('submitted@demo.example.com');
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await identify(page, p);

    // R5-1: the document step's card with its title, status and the enabled 'Check result'.
    const card = page.getByTestId(`progress-step-${DOCUMENT_STEP}`);
    expect(await card.getByRole('heading', { level: 3 }).innerText()).toBe('서류전형 결과');
    expect(await card.getByTestId('progress-status').innerText()).toBe(m.status.ongoing);
    await shot(page, `${OUT}/history-progress-1280.png`);
    const number = (await page.getByTestId('history-table').locator('tbody td').first().innerText()).trim();
    expect(number).toMatch(/^\d/);
    await openStep(page, DOCUMENT_STEP);

    // The result page: title, the pass banner, the additional request in edit mode, 'Next page' locked.
    const banner = page.getByTestId('result-banner');
    await banner.waitFor();
    expect((await banner.innerText()).trim()).toBe(m.banner(p.name, '서류전형 결과', '합격'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(m.passTitle);
    await page.getByTestId('add-request').waitFor();
    expect(await page.getByTestId('request-period').innerText()).toMatch(/^등록 기간: /);
    // The file-name format names this applicant's own number, not a '{수험번호}' to decode (ux.md p7).
    expect(await page.locator('.sr-request__formats').innerText()).toBe(m.fileNameFormat('졸업증명서', `${number}_졸업증명서.pdf`));
    expect(await question(page, 7).innerText()).toContain(`${number}_졸업증명서.pdf`);
    const next = page.getByTestId('next-page');
    expect(await next.isDisabled()).toBe(true);
    expect(await page.getByText(m.availableAfterAnswers).isVisible()).toBe(true);
    await shot(page, `${OUT}/result-1280.png`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, `${OUT}/result-375.png`);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A submit with nothing answered: the shared check refuses it in the page ('입력 내용을 확인해 주세요').
    await page.getByRole('button', { name: m.submitAnswer }).click();
    await expect.poll(() => page.getByText(m.invalidEntries).isVisible()).toBe(true);

    // The answers: the radio, one checkbox, the agreement and the PDF through the page's file input.
    await question(page, 1).getByLabel('응시합니다', { exact: true }).check();
    await question(page, 3).getByLabel('서울', { exact: true }).check();
    await question(page, 4).getByLabel('동의합니다', { exact: true }).check();
    const pdfPath = join(files, '졸업증명서.pdf');
    writeFileSync(pdfPath, `%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% 김제출 졸업증명서\n${'x'.repeat(2000)}\n%%EOF\n`);
    await question(page, 7).locator('input[type="file"]').setInputFiles(pdfPath);
    await expect.poll(() => question(page, 7).locator('.sq-chip:not(.sq-chip--pending)').innerText()).toContain('졸업증명서.pdf');
    await shot(page, `${OUT}/result-answered-1280.png`);
    await page.getByRole('button', { name: m.submitAnswer }).click();
    await expect.poll(() => toasts(page)).toContain(m.answerSubmitted);

    // View mode with the answers; 'Next page' is usable now.
    await page.getByTestId('edit-answer').waitFor();
    const request = page.getByTestId('add-request');
    for (const text of ['응시합니다', '서울', '동의합니다', '졸업증명서.pdf']) expect(await request.innerText()).toContain(text);
    await expect.poll(() => next.isEnabled()).toBe(true);
    expect(await page.getByText(m.availableAfterAnswers).count()).toBe(0);
    await shot(page, `${OUT}/result-view-1280.png`);

    // The score dialog (score_view page 'first'): comment, both charts drawn on canvases, the table; at 1280 and 375 px.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
      await page.getByTestId('check-score').click();
      const dialog = page.getByRole('dialog', { name: m.scoreDialogTitle });
      await dialog.waitFor();
      const radar = dialog.getByRole('img', { name: m.radarChart, exact: true });
      const bar = dialog.getByRole('img', { name: m.barChart, exact: true });
      await radar.waitFor();
      await bar.waitFor();
      for (const chart of [radar, bar]) {
        await expect.poll(() => chart.locator('canvas').count()).toBeGreaterThan(0);
        // Drawn, larger than 200 px both ways, and (on a phone) shrunk to fit the dialog. Read together and polled: the
        // dialog's opening animation scales everything in it for a moment.
        const drawn = () =>
          chart.evaluate((c) => {
            const canvas = c.querySelector('canvas')!;
            const r = canvas.getBoundingClientRect();
            const box = c.closest('[role="dialog"]')!.getBoundingClientRect().width;
            return canvas.width > 0 && r.width > 200 && r.height > 200 && r.width <= box;
          });
        await expect.poll(drawn, { message: `${width}` }).toBe(true);
      }
      expect(await dialog.getByText('전 영역에서 평균 이상의 고른 평가를 받았습니다.').isVisible()).toBe(true);
      const table = dialog.locator('table');
      expect(await table.locator('thead th').allInnerTexts()).toEqual([m.evaluationItem, m.score]);
      expect(await table.locator('tbody tr').count()).toBe(5);
      expect(await table.locator('tbody tr').first().innerText()).toMatch(/직무 이해도\s+86/);
      // The charts animate in; the screenshots wait for them to settle.
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${OUT}/score-dialog-${width}.png` });
      await radar.screenshot({ path: `${OUT}/score-radar-${width}.png` });
      await bar.screenshot({ path: `${OUT}/score-bar-${width}.png` });
      await table.screenshot({ path: `${OUT}/score-table-${width}.png` });
      if (width === 1280) expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: m.close }).click();
      await expect.poll(() => dialog.count()).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The second page: add_page_content and the admission ticket.
    await next.click();
    await page.getByTestId('result-next-page').waitFor();
    const ticket = page.locator('.admission-ticket');
    expect(await ticket.getByRole('heading', { level: 2 }).innerText()).toBe('필기전형 수험표');
    const rows = Object.fromEntries(
      await ticket.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? ''])),
    ) as Record<string, string>;
    expect(rows[m.name]).toBe(p.name);
    expect(rows[m.applicationField]).toBe('경영지원 인턴');
    expect(rows[m.examNumber]).toMatch(/^\d{3}-\d{5}$/);
    expect(rows[m.birthdate]).toBe(`1999${m.year} 03${m.month} 15${m.day}`);
    expect(await ticket.innerText()).toContain('서울 본사 대강당');
    expect(await page.getByTestId('check-score').count()).toBe(0);
    await shot(page, `${OUT}/result-next-1280.png`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, `${OUT}/result-next-375.png`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The ticket printed: window.print stubbed, the print button arms the ticket-only print, then Chromium's PDF.
    await page.evaluate(() => {
      const w = window as unknown as { __prints: number; print: () => void };
      w.__prints = 0;
      w.print = () => {
        w.__prints += 1;
      };
    });
    await ticket.getByRole('button', { name: m.print('필기전형 수험표') }).click();
    expect(await page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.classList.contains('ticket-printing'))).toBe(true);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    writeFileSync(`${OUT}/ticket.pdf`, pdf);
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    // One page, A4 (595.28 x 841.89 pt; Chromium rounds to its own units).
    expect(raw.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length).toBe(1);
    const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(raw);
    expect(box).not.toBeNull();
    expect(Math.abs(Number(box?.[1]) - 595.28)).toBeLessThan(2);
    expect(Math.abs(Number(box?.[2]) - 841.89)).toBeLessThan(2);
    // The page's text (poppler reads the compressed streams and the fonts' ToUnicode maps): the ticket, nothing else.
    const text = execFileSync('pdftotext', ['-layout', `${OUT}/ticket.pdf`, '-'], { encoding: 'utf8' });
    for (const part of ['필기전형 수험표', p.name, rows[m.examNumber] ?? '-', '경영지원 인턴', m.mustBring, '서울 본사 대강당']) expect(text).toContain(part);
    for (const absent of [m.nextPage, m.previousPage, m.print('필기전형 수험표'), '필기전형 당일 신분증과']) expect(text).not.toContain(absent);
    await page.context().close();
  });

  it('최설문: answers the survey once and sees the answers in view mode', async () => {
    const p = person('survey@demo.example.com');
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await identify(page, p);
    const title = await page.getByTestId(`progress-step-${SURVEY_STEP}`).getByRole('heading', { level: 3 }).innerText();
    await openStep(page, SURVEY_STEP, m.buttons.answerSurvey);
    await page.getByRole('button', { name: m.submitSurvey }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(m.surveyHeader(title));
    expect(await page.getByText('채용 과정 개선을 위한 설문입니다.', { exact: false }).isVisible()).toBe(true);
    await shot(page, `${OUT}/survey-1280.png`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, `${OUT}/survey-375.png`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    await question(page, 1).getByLabel('취업 포털', { exact: true }).check();
    await question(page, 2).getByRole('textbox').fill('모바일에서 파일 올리기가 편했습니다.');
    await page.getByRole('button', { name: m.submitSurvey }).click();
    await expect.poll(() => toasts(page)).toContain(m.surveySubmitted);
    await page.getByTestId('survey-done').waitFor();
    // Just sent: 'submitted', not 'already submitted'.
    expect(await page.getByTestId('survey-done').innerText()).toBe(m.surveySubmitted);
    expect(await page.getByRole('button', { name: m.submitSurvey }).count()).toBe(0);
    const body = await page.locator('.sq-view').innerText();
    expect(body).toContain('취업 포털');
    expect(body).toContain('모바일에서 파일 올리기가 편했습니다.');
    expect(body).not.toContain('지인 추천');
    await shot(page, `${OUT}/survey-done-1280.png`);

    // Read again from the server: still the view mode, the same answers.
    await page.reload();
    await page.getByTestId('survey-done').waitFor();
    expect(await page.getByTestId('survey-done').innerText()).toBe(m.surveyAlreadySubmitted);
    expect(await page.locator('.sq-view').innerText()).toContain('취업 포털');
    await page.context().close();
  });

  it('정점수: the score reveal page with its non-empty panels', async () => {
    const p = person('score@demo.example.com');
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await identify(page, p);
    await openStep(page, SCORE_STEP, m.buttons.checkScore);
    const banner = page.getByTestId('result-banner');
    await banner.waitFor();
    expect((await banner.innerText()).trim()).toBe(m.scoreBanner(p.name));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('필기전형 점수 공개');
    const panels = page.getByTestId('score-panels');
    expect(await panels.locator('summary').allInnerTexts()).toEqual(['직무능력평가', '인성검사']);
    expect(await panels.getByText('한국사').count()).toBe(0);
    await panels.locator('summary', { hasText: '직무능력평가' }).click();
    await expect.poll(() => panels.getByText('82점 (상위 15%)').isVisible()).toBe(true);
    await panels.locator('summary', { hasText: '인성검사' }).click();
    await expect.poll(() => panels.getByText('적합', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('필기전형 과목별 점수를 안내합니다.').isVisible()).toBe(true);
    await shot(page, `${OUT}/score-reveal-1280.png`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, `${OUT}/score-reveal-375.png`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
