import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages, type UploadedFile, type UploadUrlResult } from '@portal/shared';
import { integrationMessages } from '@portal/shared/messages/integration';
import type { ApplicationPage } from '@portal/shared/schemas/integration';
import type { Upserted } from '@portal/shared/schemas/integration-config';
import { field } from '../support/application-form-pages.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { hostGet, hostSend, launchBrowser, newPage, siteUrl } from '../support/browser.ts';
import { submitIdentify } from '../support/identify.ts';
import { waitFor } from '../support/wait-for.ts';
import { runExport } from '../support/exports.ts';

/**
 * Issue 21's must-show, end to end: a new organisation, registered by the operator only (test/support/portal-setup.ts
 * runs `tenant create onboard --id 9801` and makes its key), is filled in by its own system through the integration
 * API alone: company settings and site, a project with a two-page form and one tenant rule, a posting and a step. An
 * applicant then applies in Chromium (posting, consent, e-mail code, both form pages with the rule at work, preview,
 * pledge, final submission). The API lists and exports the application (the CSV downloaded, opened and checked) and
 * publishes a result, which the applicant reads on the result page. Screenshots go to test-results/.
 */
const TENANT = 'onboard';
const PROJECT = 9811;
const TASK = 98111;
const AGREEMENT = 981101;
const POSTING = 98011;
const STEP = 9812;
const FORM = 'onboard-basic';
/** The radio question and the question the tenant rule shows only for its '지인 추천' answer. */
const SOURCE_QUESTION = 9810201;
const REFERRER_QUESTION = 9810202;
const OUT = 'test-results';

const company = {
  name: '온보딩 공사',
  theme: { primary: '#0F766E' },
  labels: { badgeActive: '접수중' },
  site: {
    main_message: '함께 시작하는 온보딩 공사',
    sub_message: '연동 API만으로 문을 연 채용 포털입니다.',
    main_font_size: 40,
    sub_font_size: 18,
    introduction: '<h2>온보딩 공사 소개</h2><p>온보딩 공사는 새 기관의 채용을 돕는 공공기관입니다.</p>',
    terms_privacy: '<h2>개인정보 처리방침</h2><p>지원자의 개인정보는 채용 목적으로만 처리합니다.</p>',
  },
  submission: { number_prefix: 'OB' },
};

/** Two pages: personal details with a question the rule shows, then the self-introduction. */
const form = {
  projectVersion: 0.3,
  pages: [
    {
      title: '기본정보',
      forms: [
        {
          application_form_id: 1,
          code_value: 'personal_info',
          title: '인적사항',
          details: [
            {
              id: 98101,
              title: '인적사항',
              code: { value: 'personal_info' },
              items: [
                { title: '영문 이름', required: 'Y', input_type: { type: 'text', field: 'english_name', pattern: { value: 'name_english' } } },
                {
                  title: '희망 근무지',
                  required: 'Y',
                  input_type: { type: 'select', field: 'work_place' },
                  options: [
                    { id: 9810101, title: '서울 본사', value: 'seoul' },
                    { id: 9810102, title: '부산 지사', value: 'busan' },
                  ],
                },
              ],
            },
          ],
        },
        {
          application_form_id: 2,
          code_value: 'additional_item',
          title: '지원 경로',
          details: [
            {
              id: 98102,
              title: '지원 경로',
              items: [],
              questions: [
                {
                  id: SOURCE_QUESTION,
                  title: '채용 공고를 어디에서 보셨나요?',
                  type: 'radio',
                  required: 'Y',
                  details: [
                    { id: 98102011, content: '홈페이지' },
                    { id: 98102012, content: '지인 추천' },
                  ],
                },
                { id: REFERRER_QUESTION, title: '추천인 성함을 적어 주세요.', type: 'text', required: 'Y' },
              ],
            },
          ],
        },
      ],
    },
    {
      title: '자기소개',
      forms: [
        {
          application_form_id: 3,
          code_value: 'self_introduction',
          title: '자기소개서',
          details: [
            {
              id: 98103,
              title: '자기소개서',
              code: { value: 'self_introduction' },
              items: [
                {
                  title: '지원동기',
                  required: 'Y',
                  input_type: { type: 'multiline', field: 'motivation', full_width: 'Y' },
                  items: [
                    { additional_option: '최소', value: 20 },
                    { additional_option: '최대', value: 500 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const project = {
  title: '2026년 온보딩 공사 신입직원 채용',
  startDate: 'today-1',
  endDate: 'today+14 18:00:00',
  verify_options: { auth: false, email: true, sms: false },
  agreements: [{ id: AGREEMENT, title: '개인정보 수집·이용 동의 (필수)', content: '<p>채용을 위하여 성명, 연락처, 이메일을 수집하며 180일간 보관합니다.</p>' }],
  tasks: [{ id: TASK, name: '일반행정', count: 2 }],
  form: FORM,
  rules: [
    {
      kind: 'show_questions',
      name: '지인 추천일 때만 추천인',
      questions: [REFERRER_QUESTION],
      when: { question: { id: SOURCE_QUESTION }, values: ['지인 추천'] },
    },
  ],
};

const posting = {
  project_id: PROJECT,
  title: '2026년 온보딩 공사 신입직원 채용 공고',
  content: '<h2>신입직원 채용</h2><p>온보딩 공사에서 함께 일할 일반행정 신입직원을 모집합니다.</p><ul><li>일반행정: 2명</li></ul>',
  startDate: 'today-1',
  endDate: 'today+14 18:00:00',
  status: 'Y',
};

const step = {
  title: '서류전형',
  type: 'document',
  result_start: 'today-1',
  result_end: 'today+10',
  content: '<p>서류전형 결과를 안내해 드립니다. 면접 일정은 추후 안내합니다.</p>',
};

let browser: Browser;
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A call to the new organisation's integration API with its key, as its own system makes one. */
const api = (method: string, path: string, body?: unknown) =>
  hostSend(TENANT, method, `/api/integration${path}`, body, { authorization: `Bearer ${inject('integrationKeys')[TENANT]}` });

/** An upsert that must be accepted as a new item (version 0 → 1). */
async function create(path: string, body: Record<string, unknown>): Promise<Upserted> {
  const r = await api('PUT', path, { version: 0, ...body });
  expect(r.status, `PUT ${path}: ${JSON.stringify(r.json)}`).toBe(200);
  expect(r.json).toEqual({ version: 1, changed: true });
  return r.json as Upserted;
}

/**
 * The whole page from the top: the window made as tall as the page for the picture, then as it was. Not Playwright's
 * fullPage, which in this Chromium may report the window as 1x1 px for a moment: the consent step's phone gate
 * (PcOnlyGate) then unmounts the form and everything typed in it is gone.
 */
async function shot(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.min(Math.max(height, size.height), 6000) });
  await page.screenshot({ path: `${OUT}/${name}.png` });
  await page.setViewportSize(size);
}

/** The page at 1280 and 375 px wide, a picture of each (`ready` waits for what the phone layout adds); nothing wider than the phone. */
async function shotBothWidths(page: Page, name: string, ready: () => Promise<unknown> = async () => undefined) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await ready();
  await shot(page, `${name}-375`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const codeFor = (to: string): Promise<string> =>
  waitFor(`a code sent to ${to}`, async () => {
    const list = JSON.parse((await hostGet('', '/dev/outbox.json')).body.toString('utf8')) as { to: string; body: string }[];
    const hit = list.find((e) => e.to === to);
    return hit ? /(\d{6})/.exec(hit.body)?.[1] : undefined;
  });

/** RFC 4180 as csvFile writes it: quoted cells with doubled quotes, CRLF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const NOTICE_PDF_NAME = '채용 공고문.pdf';
const NOTICE_PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

describe('a new organisation onboarded through the integration API alone', () => {
  const n = String(Date.now()).slice(-7);
  const person = { name: '온지원', phone: `0105${n}`, email: `onboard${n}@example.com`, password: 'onboard-apply-26' };
  const motivation = '온보딩 공사의 새로운 채용 포털처럼 처음부터 차근차근 함께 만들어 가고 싶어 지원하였습니다.';

  it('configures the organisation, takes an application in Chromium, exports it, publishes a result the applicant reads', async () => {
    // 1. Before its system sends anything, the operator's registration alone: no project, no posting.
    const bare = await api('GET', `/applications?projectId=${PROJECT}`);
    expect(bare.status, JSON.stringify(bare.json)).toBe(404);

    // 2. The organisation's system, through the integration API only: company and site, project with its form and
    //    rule, posting, step. A retry of the same body changes nothing; a stale version is refused.
    await create('/company', { company });
    expect((await api('PUT', '/company', { version: 0, company })).json).toEqual({ version: 1, changed: false });
    const stale = await api('PUT', '/company', { version: 0, company: { ...company, name: '다른 이름' } });
    expect(stale.status, JSON.stringify(stale.json)).toBe(409);
    await create(`/projects/${PROJECT}`, { project, forms: { [FORM]: form } });
    // The posting's notice PDF through the API as well: declared, PUT to the presigned URL, checked, then named.
    const target = await api('POST', '/files/upload-url', { filename: NOTICE_PDF_NAME, size: NOTICE_PDF.length, contentType: 'application/pdf' });
    expect(target.status, JSON.stringify(target.json)).toBe(200);
    const { url, headers, key } = target.json as UploadUrlResult;
    expect((await fetch(url, { method: 'PUT', headers, body: NOTICE_PDF })).status).toBe(200);
    const attached = await api('POST', '/files', { key, filename: NOTICE_PDF_NAME });
    expect(attached.status, JSON.stringify(attached.json)).toBe(200);
    const notice = attached.json as UploadedFile;
    await create(`/postings/${POSTING}`, { posting: { ...posting, files: [{ filepath: notice.filepath, filename: notice.filename, view_status: 'Y' }] } });
    await create(`/projects/${PROJECT}/steps/${STEP}`, { step });

    // 3. The new site: landing with the pushed texts, the posting with the tenant's badge wording, its detail.
    const page = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (d) => void d.accept().then(() => dialogs.push(d.message())));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl(TENANT, '/'));
    await page.getByText(company.site.main_message).first().waitFor();
    await expect.poll(() => page.title()).toContain(company.name);
    // On a phone the landing lists the open postings itself.
    await shotBothWidths(page, 'onboarding-landing', () => page.locator('.active-postings').getByTestId('posting-row').filter({ hasText: posting.title }).waitFor());
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(siteUrl(TENANT, '/recruits'));
    const row = page.getByTestId('posting-row').filter({ hasText: posting.title });
    await row.waitFor();
    expect(await row.getByTestId('posting-badge').innerText()).toBe('접수중');

    await page.goto(siteUrl(TENANT, `/recruit/${POSTING}`));
    await page.getByText(posting.title).first().waitFor();
    await page.getByText('온보딩 공사에서 함께 일할 일반행정 신입직원을 모집합니다.').waitFor();
    // Its attachment downloads the very bytes the system uploaded.
    const href = await page.getByRole('link', { name: /채용 공고문\.pdf/ }).first().getAttribute('href');
    const link = new URL(href!, siteUrl(TENANT));
    const redirect = await hostGet(TENANT, link.pathname + link.search);
    expect(redirect.status).toBe(302);
    expect(new Uint8Array(await (await fetch(redirect.location!)).arrayBuffer())).toEqual(NOTICE_PDF);
    await shotBothWidths(page, 'onboarding-posting');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // 4. The applicant applies from the posting: consent, field, e-mail code from the outbox, password.
    await page.getByRole('button', { name: '지원하기' }).first().click();
    await page.waitForURL('**/form/auth');
    await page.getByRole('heading', { name: '개인정보 수집 및 이용 동의' }).waitFor();
    await page.getByText(project.agreements[0]!.title).first().waitFor();
    await page.getByLabel('전체 동의').check();
    await page.getByLabel(/지원분야 선택/).selectOption({ label: '일반행정' });
    await page.getByTestId('field-name').fill(person.name);
    await page.getByTestId('field-phone').fill(person.phone);
    await page.getByTestId('field-email').fill(person.email);
    await page.getByTestId('field-password').fill(person.password);
    await page.getByTestId('field-password_confirmation').fill(person.password);
    await page.getByRole('button', { name: '이메일 인증 인증번호 발송' }).click();
    await page.getByTestId('email-timer').waitFor();
    await page.getByLabel('이메일 인증 인증번호').fill(await codeFor(person.email));
    await page.getByRole('button', { name: '이메일 인증 확인' }).click();
    await page.getByTestId('email-verified').waitFor();
    await shot(page, 'onboarding-consent-1280');
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/form/0', { timeout: 15_000 });
    await page.locator('.fe-form').waitFor();

    // 5. Page 1: the pushed fields; the tenant rule shows the referrer question only for '지인 추천', and then it
    //    is required.
    await field(page, '영문 이름').fill('ON JIWON');
    await field(page, '희망 근무지').selectOption({ label: '부산 지사' });
    const referrer = page.getByText('추천인 성함을 적어 주세요.');
    expect(await referrer.count()).toBe(0);
    const source = page.getByRole('group', { name: /채용 공고를 어디에서 보셨나요/ });
    await source.getByLabel('지인 추천', { exact: true }).check();
    await referrer.first().waitFor();
    await page.getByRole('button', { name: '다음' }).click();
    await expect.poll(() => page.locator('.fe-error').count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/form\/0$/);
    await shot(page, 'onboarding-form0-rule-1280');
    await page.getByRole('textbox', { name: /추천인 성함을 적어 주세요/ }).fill('김추천');
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/form/1');

    // 6. Page 2: the self-introduction, then the preview, the pledge and the final submission.
    await field(page, '지원동기').fill(motivation);
    await page.getByRole('button', { name: '미리보기' }).click();
    await page.waitForURL('**/form/preview');
    await page.getByRole('heading', { name: '지원서 미리보기' }).waitFor();
    for (const text of ['ON JIWON', '부산 지사', '지인 추천', '김추천', motivation]) await page.getByText(text, { exact: false }).first().waitFor();
    await shot(page, 'onboarding-preview-1280');
    await page.getByLabel('위 내용을 확인하였으며 동의합니다.').check();
    await page.getByRole('button', { name: '최종제출' }).click();
    await page.getByRole('alertdialog', { name: '최종제출' }).getByRole('button', { name: '제출', exact: true }).click();
    await page.waitForURL('**/complete');
    await page.getByRole('heading', { name: '입사지원 완료' }).waitFor();
    const number = (await page.locator('.pv-complete__facts div', { hasText: '접수번호' }).locator('dd').textContent())!.trim();
    // The number prefix the company upsert set.
    expect(number).toMatch(new RegExp(`^OB${PROJECT}-\\d{5}$`));
    await shot(page, 'onboarding-complete-1280');
    expect(dialogs).toEqual([]);
    await page.context().close();

    // 7. The API lists the application, submitted, with its number.
    const listed = await api('GET', `/applications?projectId=${PROJECT}`);
    expect(listed.status, JSON.stringify(listed.json)).toBe(200);
    const items = (listed.json as ApplicationPage).items;
    expect(items).toHaveLength(1);
    const application = items[0]!;
    expect(application).toMatchObject({ projectId: PROJECT, taskId: TASK, taskName: '일반행정', name: person.name, email: person.email, status: 'submitted', applicantNumber: number });
    expect(application.submittedAt).toEqual(expect.any(String));

    // 8. The export: a job writes the CSV to the object store; polled until done, downloaded from its URL, opened and read.
    const { job: file } = await runExport(async (method, path, body) => {
      const r = await api(method, `/${path}`, body);
      return { status: r.status, text: JSON.stringify(r.json), json: <T,>() => r.json as T };
    }, { projectId: PROJECT, format: 'csv' });
    expect(file.status, file.message).toBe('done');
    expect(file.rows).toBe(1);
    expect(file.filename).toMatch(new RegExp(`^지원서_${PROJECT}_.+\\.csv$`));
    const download = await fetch(file.url!);
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    writeFileSync(`${OUT}/onboarding-export.csv`, bytes);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(csv).toHaveLength(2);
    const [header, line] = csv as [string[], string[]];
    const c = integrationMessages.exportColumns;
    const fixedColumns = [c.id, c.applicantNumber, c.taskId, c.taskName, c.name, c.email, c.phone, c.status, c.createdAt, c.submittedAt, c.cancelledAt, c.lastSavedAt, c.updatedAt];
    expect(header.slice(0, fixedColumns.length)).toEqual(fixedColumns);
    expect(header).toEqual(expect.arrayContaining(['기본정보 - 영문 이름', '기본정보 - 희망 근무지', '자기소개 - 지원동기']));
    expect(line).toHaveLength(header.length);
    const cell = (title: string) => line[header.indexOf(title)];
    expect(cell(c.id)).toBe(String(application.id));
    expect(cell(c.applicantNumber)).toBe(number);
    expect(cell(c.taskId)).toBe(String(TASK));
    expect(cell(c.taskName)).toBe('일반행정');
    expect(cell(c.name)).toBe(person.name);
    expect(cell(c.email)).toBe(person.email);
    expect(cell(c.phone)).toBe(person.phone);
    expect(cell(c.status)).toBe(integrationMessages.exportStatus.submitted);
    expect(cell(c.submittedAt)).toBe(application.submittedAt);
    expect(cell('기본정보 - 영문 이름')).toBe('ON JIWON');
    expect(cell('기본정보 - 희망 근무지')).toBe('부산 지사');
    expect(cell('자기소개 - 지원동기')).toBe(motivation);
    // Each question has its own column, answered with the chosen option's text; the referrer the rule asked for too.
    expect(cell('기본정보 - 채용 공고를 어디에서 보셨나요?')).toBe('지인 추천');
    expect(cell('기본정보 - 추천인 성함을 적어 주세요.')).toBe('김추천');

    // 9. The result, published through the API for the listed applicant.
    await create(`/projects/${PROJECT}/steps/${STEP}/results/${application.id}`, {
      result: { type: 'pass', message: '합격', content: '<p>서류전형에 합격하셨습니다. 면접 일정은 이메일로 안내해 드립니다.</p>' },
    });

    // 10. The applicant reads it: R5-0 on the new site, the step's card on R5-1, the result page.
    const reader = await newPage(browser);
    await reader.setViewportSize({ width: 1280, height: 900 });
    await submitIdentify(reader, TENANT, PROJECT, person);
    await reader.waitForURL(/\/check\/history$/);
    await reader.getByTestId('selection-progress').waitFor();
    const card = reader.getByTestId(`progress-step-${STEP}`);
    expect(await card.getByRole('heading', { level: 3 }).innerText()).toBe(step.title);
    const open = card.getByRole('button', { name: messages.steps.buttons.checkResult });
    expect(await open.isEnabled()).toBe(true);
    await shot(reader, 'onboarding-history-1280');
    await open.click();
    await reader.waitForURL(/\/result\/[^/]+$/);
    const banner = reader.getByTestId('result-banner');
    await banner.waitFor();
    expect((await banner.innerText()).trim()).toBe(messages.steps.banner(person.name, step.title, '합격'));
    expect(await reader.getByRole('heading', { level: 1 }).innerText()).toBe(messages.steps.passTitle);
    await reader.getByText('서류전형에 합격하셨습니다. 면접 일정은 이메일로 안내해 드립니다.').waitFor();
    await shotBothWidths(reader, 'onboarding-result');
    expect(await seriousA11yViolations(reader)).toEqual([]);
    await reader.context().close();
  });
});
