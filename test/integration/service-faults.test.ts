import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import type { Endpoint } from '@portal/shared/api/contract';
import { RequestVerification } from '@portal/shared/api/auth-step';
import { ConfirmUpload } from '@portal/shared/api/form';
import { DownloadFile } from '@portal/shared/api/public-site';
import { CreateQnaInquiry } from '@portal/shared/api/qna';
import { CompleteApplicant } from '@portal/shared/api/submission';
import { formPageSchema } from '@portal/shared/form-model/definition';
import { resetConfig } from '../../functions/src/config.ts';
import { processWiring, resetProcessWiring } from '../../functions/src/wiring/process-wiring.ts';
import { BREAKER_MS, PROBE_MS, retryDelayMs } from '../../functions/src/domain/mail/deliver-messages.ts';
import { expectPortalAnswer } from '../fuzz/answer-rules.ts';
import { recordFigures } from '../support/figures.ts';
import { codeFromOutbox } from '../support/outbox-code.ts';
import { alphaPage0, alphaPage1 } from '../support/alpha-form.ts';
import { SERVICE_FAULTS, startServiceFaults, type Service, type ServiceFault, type ServiceFaultPlan, type ServiceFaults } from '../support/service-faults.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { alpha, fixture, startTestPortal, type TestPortal, type TestResponse } from '../support/test-portal.ts';

/**
 * Issue 20 item 3, the services besides the store: S3 (s3rver behind its signature check), SES (aws-ses-v2-local)
 * and SNS (the local server's SMS endpoint), each behind a fault-injecting stand-in (test/support/service-faults.ts)
 * that answers as the service does when it fails. A failure the SDK's retries absorb is not seen; one beyond them is
 * a Korean 503 that costs the applicant nothing they need once it clears; mail that is only a courtesy never fails
 * what it follows.
 */
let portal: TestPortal;
const faults = {} as Record<Service, ServiceFaults>;
const upstream = {} as Record<Service, string>;
const ENV: Record<Service, string> = { s3: 'S3_ENDPOINT', ses: 'SES_ENDPOINT', sns: 'SNS_ENDPOINT' };
const { host: HOST, tenant: TENANT, project: PROJECT, task: TASK } = alpha;
/** The alpha task whose second page (index 1) becomes the upload page below. */
const UPLOAD_TASK = 910112;
const v = messages.verification;

/** A form page with one file item (up to two files of 1 MB), set as the upload task's second page. */
const uploadPage = formPageSchema.parse({
  pageIndex: 1,
  title: ['기본정보', '첨부'],
  projectVersion: 1,
  forms: [
    {
      application_form_id: 1,
      code_value: 'additional_item',
      title: '첨부서류',
      details: [{ id: 11, title: '첨부', items: [{ id: 102, title: '증빙서류', input_type: { type: 'file', field: 'documents' }, max_count: 2, max_size: 1 }] }],
    },
  ],
});
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('code-limits.yaml')]);
  for (const service of ['s3', 'ses', 'sns'] as const) {
    upstream[service] = process.env[ENV[service]]!;
    faults[service] = await startServiceFaults(service, upstream[service]);
    process.env[ENV[service]] = faults[service].endpoint;
  }
  resetConfig();
  resetProcessWiring();
  await processWiring().reposFor(TENANT).forms.putTaskPages(UPLOAD_TASK, [{ ...uploadPage, pageIndex: 0, forms: [] }, uploadPage]);
});
/** The suite's figures for docs/reliability.md: the portal's answers it checked, and how many were 503 or a bare 500. */
const tally = { answers: 0, unavailable: 0, unhandled: 0 };
afterAll(async () => {
  if (faults.s3 && faults.ses && faults.sns) {
    const injected: Record<string, Record<string, number>> = {};
    let passed = 0;
    for (const service of ['s3', 'ses', 'sns'] as const) {
      const { passed: p, ...kinds } = faults[service].counts();
      passed += p;
      injected[service] = Object.fromEntries(Object.entries(kinds).filter(([, v]) => v > 0));
    }
    const total = Object.values(injected).flatMap((k) => Object.values(k)).reduce((t, v) => t + v, 0);
    recordFigures('services', { faults: total, injected, passed, ...tally });
  }
  for (const service of ['s3', 'ses', 'sns'] as const) if (upstream[service]) process.env[ENV[service]] = upstream[service];
  resetConfig();
  resetProcessWiring();
  await Promise.all(Object.values(faults).map((f) => f.close()));
  await portal?.close();
});
// Every test starts with healthy services and fresh SDK clients (a client's retry quota is not carried over).
beforeEach(() => {
  for (const f of Object.values(faults)) f.plan(undefined);
  resetProcessWiring();
});

/** Fails every request of `service` whose operation is `operation` (any when omitted) with `fault`, on every attempt. */
const always = (fault: ServiceFault, operation?: string): ServiceFaultPlan => (op) => (operation === undefined || op === operation ? fault : undefined);
/** The attempts the SDK made per call of `operation`, in call order. */
const attemptsPerCall = (service: Service, operation: string) => {
  const calls = new Map<number, number>();
  for (const r of faults[service].requests()) if (r.operation === operation) calls.set(r.call, Math.max(calls.get(r.call) ?? 0, r.attempt));
  return [...calls.values()];
};

const post = (path: string, body: unknown, headers: Record<string, string> = {}, from?: string) =>
  portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', ...headers }, from ? { from } : {});
const outbox = async () => (await portal.get('localhost', '/dev/outbox.json')).json<{ channel: string; to: string; subject?: string; body: string }[]>();
const outboxTo = async (to: string) => (await outbox()).filter((e) => e.to === to || e.to === `+82${to.slice(1)}`);

/**
 * Every answer under faults: a 2xx its contract accepts (or a declared redirect), or a 4xx/5xx with a Korean message,
 * no stack trace, and never the bare 500 of an unhandled failure.
 */
const seen = (e: Endpoint, r: TestResponse, what: string) => {
  tally.answers++;
  if (r.status === 503) tally.unavailable++;
  if (r.status === 500) tally.unhandled++;
  expectPortalAnswer(e, r, what, { serverErrors: true });
  expect(r.status, `${what}: an unhandled failure`).not.toBe(500);
  return r;
};

describe('verification codes while e-mail or SMS fails', () => {
  type Channel = 'email' | 'sms';
  const service = (c: Channel): Service => (c === 'email' ? 'ses' : 'sns');
  const operation = (c: Channel) => (c === 'email' ? 'SendEmail' : 'Publish');
  const requestCode = async (c: Channel, recv: string, from: string) =>
    seen(RequestVerification, await post(`verify/request/${c}`, { project_id: PROJECT, type: 'applicant_certification', recv_info: recv }, {}, from), `${c} code to ${recv}`);
  const confirm = (c: Channel, recv: string, code: string) => post(`verify/confirm/${c}`, { request_info: code, recv_info: recv, type: 'applicant_certification' });
  // The sends count over the last 60 minutes: each test starts 5 s into the clock hour after next, so no other test's
  // sends are inside its window.
  beforeEach(() => {
    const now = portal.clock.now().getTime();
    portal.clock.shift(2 * 3_600_000 - (now % 3_600_000) + 5_000);
  });

  const outage: [Channel, ServiceFault, string, string][] = [
    ['email', 'throttle', 'outage@example.com', '127.0.0.41'],
    ['sms', 'server-error', '01041414141', '127.0.0.42'],
  ];
  it.each(outage)(
    "answers a code by %s at once while the provider fails (%s beyond the SDK's retries), sends only the newest once the fault clears, and a press that replaced a waiting code uses up none of the recipient's sends",
    async (channel, fault, recv, from) => {
      faults[service(channel)].plan(always(fault));
      const pressing = portal.clock.now().getTime();
      // More presses than the recipient's hourly sends (5): each is answered and its code queued; only the first counts.
      for (let i = 0; i < 7; i++) {
        const r = await requestCode(channel, recv, from);
        expect(r.status, r.text).toBe(200);
        // The delivery has tried (and failed) before the next press: its message waits.
        expect(await outboxTo(recv)).toHaveLength(0);
      }
      // Each delivery tried three times where the provider refused (a throttle: nothing sent), once where it failed
      // (a 5xx may have sent it: send-retry.ts); then the channel rested, and a code probed it once a PROBE_MS at most.
      const calls = attemptsPerCall(service(channel), operation(channel));
      expect(calls.every((n) => n === (fault === 'throttle' ? 3 : 1))).toBe(true);
      expect(calls.length).toBeLessThanOrEqual(1 + Math.ceil((portal.clock.now().getTime() - pressing) / PROBE_MS));

      faults[service(channel)].plan(undefined);
      portal.clock.shift(BREAKER_MS + 1_000);
      await portal.deliverMessages();
      // The six replaced codes are dropped unsent; the applicant gets the newest, and it verifies.
      expect(await outboxTo(recv)).toHaveLength(1);
      const code = await codeFromOutbox(portal, recv);
      expect((await confirm(channel, recv, code)).json()).toBe('Y');
      // Four more of the hour's five sends are left: they go out (each awaited, as a person waits for it), the sixth is refused.
      for (let i = 0; i < 4; i++) {
        expect((await requestCode(channel, recv, from)).status).toBe(200);
        expect(await outboxTo(recv)).toHaveLength(2 + i);
      }
      const sixth = await requestCode(channel, recv, from);
      expect([sixth.status, sixth.json().message]).toEqual([429, v.tooManySends]);
      expect(await outboxTo(recv)).toHaveLength(5);
    },
    60_000,
  );

  // Only a throttle is tried again by the SDK: the provider refused it, nothing was sent (send-retry.ts).
  const blips: [Channel, ServiceFault, ServiceFault, string][] = [
    ['email', 'throttle', 'throttle', 'blip@example.com'],
    ['sms', 'throttle', 'throttle', '01043434343'],
  ];
  it.each(blips)("absorbs an %s provider that throttles twice (%s, then %s) with the SDK's retries: the applicant gets one code and verifies", async (channel, first, second, recv) => {
    faults[service(channel)].plan((op, _call, attempt) => (op !== operation(channel) ? undefined : attempt === 1 ? first : attempt === 2 ? second : undefined));
    const r = await requestCode(channel, recv, '127.0.0.43');
    expect(r.status, r.text).toBe(200);
    expect(await outboxTo(recv)).toHaveLength(1);
    expect(attemptsPerCall(service(channel), operation(channel))).toEqual([3]);
    expect((await confirm(channel, recv, await codeFromOutbox(portal, recv))).json()).toBe('Y');
  });

  it('answers a code at once while the e-mail provider hangs, and sends it once the provider answers again', async () => {
    const recv = 'hang@example.com';
    faults.ses.plan(always('hang', 'SendEmail'));
    const started = Date.now();
    const r = await requestCode('email', recv, '127.0.0.44');
    const took = Date.now() - started;
    expect(r.status, r.text).toBe(200);
    // The request wrote the code and its message; the provider's hang is the delivery's to wait out.
    expect(took).toBeLessThan(2_000);
    expect(await outboxTo(recv)).toHaveLength(0);
    // One attempt, given up by the client's request timeout: the SDK does not try a send again that may have gone
    // out (send-retry.ts); the delivery does, after its backoff.
    expect(attemptsPerCall('ses', 'SendEmail')).toEqual([1]);
    expect(faults.ses.counts().hang).toBe(1);
    faults.ses.plan(undefined);
    portal.clock.shift(BREAKER_MS + 1_000);
    await portal.deliverMessages();
    expect(await outboxTo(recv)).toHaveLength(1);
    expect((await confirm('email', recv, await codeFromOutbox(portal, recv))).json()).toBe('Y');
  }, 30_000);

  it("counts a code queued during an outage against the tenant's hourly budget once, however often its applicant presses again, and each client address's presses every time", async () => {
    // code-limits.yaml: 7 sends per address and 43 per tenant in the hour.
    const codeLimits = (recv: string, from: string) =>
      portal.send('POST', 'codelimits.localhost', '/api/app/verify/request/email', JSON.stringify({ project_id: 91411, type: 'applicant_certification', recv_info: recv }), { 'content-type': 'application/json' }, { from });
    faults.ses.plan(always('unavailable'));
    // Seven people at seven addresses press seven times each while SES is down: 49 presses, more than the tenant's 43.
    const answers: TestResponse[] = [];
    for (let round = 0; round < 7; round++) {
      answers.push(...(await Promise.all(Array.from({ length: 7 }, (_, i) => codeLimits(`budget-${i}@example.com`, `127.0.0.${61 + i}`)))));
      await outbox();
    }
    for (const r of answers) seen(RequestVerification, r, 'code, SES failing');
    expect(answers.map((r) => r.status)).toEqual(Array(49).fill(200));
    faults.ses.plan(undefined);
    portal.clock.shift(BREAKER_MS + 1_000);
    await portal.deliverMessages();
    // Each person got their newest code, once; the tenant's budget spent seven of its 43.
    for (let i = 0; i < 7; i++) expect(await outboxTo(`budget-${i}@example.com`)).toHaveLength(1);
    for (let i = 0; i < 36; i++) expect((await codeLimits(`budget-after-${i}@example.com`, `127.0.2.${i + 1}`)).status).toBe(200);
    const over = await codeLimits('budget-over@example.com', '127.0.2.99');
    expect([over.status, over.json().message]).toEqual([429, v.tooManySendsForSite]);
    // Each address has used its seven presses.
    const again = await codeLimits('budget-again@example.com', '127.0.0.61');
    expect([again.status, again.json().message]).toEqual([429, v.tooManySendsFromAddress]);
  }, 60_000);

  it('sends a code whose answer the provider lost once: SES\'s Send event marks it sent before the delivery\'s retry, and it verifies', async () => {
    const recv = 'lost-answer@example.com';
    faults.ses.plan(always('answer-lost', 'SendEmail'));
    const r = await requestCode('email', recv, '127.0.0.44');
    expect(r.status, r.text).toBe(200);
    // SES sent it and its answer was lost: the SDK does not send it again at once (it did, three times, before
    // send-retry.ts), and SES's Send event, which follows the acceptance and not the answer, marks the message sent.
    expect(await outboxTo(recv)).toHaveLength(1);
    faults.ses.plan(undefined);
    portal.clock.shift(BREAKER_MS + retryDelayMs(1) + 1_000);
    await portal.deliverMessages();
    expect(await outboxTo(recv)).toHaveLength(1);
    expect((await confirm('email', recv, await codeFromOutbox(portal, recv))).json()).toBe('Y');
  });
});

type A = { id: number; token: string };
const asApplicant = (a: A) => ({ applicanttoken: a.token });

/** An applicant of the alpha task with both pages saved, ready to submit. */
async function readyToSubmit(): Promise<A> {
  const a = await createTestApplicant(TENANT, PROJECT, TASK, '메일장애');
  for (const [pageIndex, values] of [alphaPage0('메일이 늦어도 지원서는 들어갑니다.', 'Service Fault'), alphaPage1].entries()) {
    const saved = await post(`applicant/update/${a.id}`, { pageIndex, saveType: 'save', version: 0, values }, asApplicant(a));
    expect(saved.status, saved.text).toBe(200);
  }
  return a;
}

describe('mail that only follows what is stored', () => {
  it("submits the application once and answers its number while the receipt e-mail fails beyond the SDK's retries, and sends the receipt once SES is back", async () => {
    const a = await readyToSubmit();
    const email = (await processWiring().reposFor(TENANT).applicants.get(a.id))!.email;
    faults.ses.plan(always('unavailable'));
    const done = seen(CompleteApplicant, await post(`applicant/complete/${a.id}`, {}, asApplicant(a)), 'submission, receipt failing');
    expect(done.status, done.text).toBe(200);
    expect(done.json()).toMatchObject({ result: 'Y', applicant_number: expect.any(String) });
    // The submission called no provider; its receipt's delivery tried SES (one attempt: a 5xx may have sent it, so
    // only the delivery's backoff tries again, send-retry.ts) and keeps the message.
    await portal.deliverMessages();
    expect(attemptsPerCall('ses', 'SendEmail')).toEqual([1]);
    faults.ses.plan(undefined);

    const repos = processWiring().reposFor(TENANT);
    expect(await repos.submissions.list(a.id)).toHaveLength(1);
    expect(await repos.applicants.get(a.id)).toMatchObject({ status: 'Y', applicantNumber: done.json().applicant_number });
    expect(await repos.outbox.get({ id: `receipt.${a.id}.1`, applicantId: a.id })).toMatchObject({ state: 'pending', tries: 1 });
    // A second click answers the same submission.
    const again = await post(`applicant/complete/${a.id}`, {}, asApplicant(a));
    expect(again.json()).toMatchObject({ result: 'Y', applicant_number: done.json().applicant_number });
    expect(await repos.submissions.list(a.id)).toHaveLength(1);
    // Past its backoff the sweep sends it, once.
    portal.clock.shift(retryDelayMs(1) + BREAKER_MS);
    try {
      await portal.deliverMessages();
      const receipts = await outboxTo(email);
      expect(receipts.map((e) => e.subject)).toEqual([expect.stringContaining('입사지원 접수 확인')]);
    } finally {
      portal.clock.reset();
    }
  }, 30_000);

  it('stores a Q&A inquiry once and answers success while its acknowledgement e-mail cannot be sent', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '문의장애');
    faults.ses.plan(always('server-error'));
    const r = seen(CreateQnaInquiry, await post('board/qna', { category: '채용 절차', title: '메일 장애 중 문의', content: '접수되나요?', file_ids: [] }, asApplicant(a)), 'Q&A, ack failing');
    faults.ses.plan(undefined);
    expect(r.status, r.text).toBe(200);
    const stored = await processWiring().reposFor(TENANT).inquiries.listByApplicant(a.id);
    expect(stored.map((i) => [i.id, i.title])).toEqual([[r.json().id, '메일 장애 중 문의']]);
  });
});


describe('uploads and downloads while S3 fails', () => {
  const uploader = () => createTestApplicant(TENANT, PROJECT, UPLOAD_TASK, '업로드장애');
  /** The browser's part before the check: a presigned URL, and the PUT to it (through the faults' stand-in, unharmed). */
  async function staged(a: A): Promise<string> {
    const p = await post(`applicant/upload-url/${a.id}`, { pageIndex: 1, upload_type: 'documents', filename: '증빙.pdf', size: PDF.length, contentType: 'application/pdf' }, asApplicant(a));
    expect(p.status, p.text).toBe(200);
    const { url, headers, key } = p.json<{ url: string; headers: Record<string, string>; key: string }>();
    // The URL is signed for the faults' stand-in, which passes the Host on: S3's signature check still holds.
    expect(url.startsWith(faults.s3.endpoint)).toBe(true);
    const put = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(PDF) });
    expect(put.status, await put.text()).toBe(200);
    return key;
  }
  const confirm = async (a: A, key: string) => seen(ConfirmUpload, await post(`applicant/upload/${a.id}`, { pageIndex: 1, upload_type: 'documents', key, filename: '증빙.pdf' }, asApplicant(a)), `confirm ${key}`);
  const records = (a: A) => processWiring().reposFor(TENANT).uploads.listByApplicant(a.id);

  const failing: [string, ServiceFault][] = [
    ['HeadObject', 'throttle'],
    ['GetObject', 'server-error'],
    ['CopyObject', 'unavailable'],
    // The copy is made, its answer lost: the retry copies again to a fresh key, and only that one is recorded.
    ['CopyObject', 'answer-lost'],
    ['CopyObject', 'connection-dropped'],
  ];
  it.each(failing)('answers a confirm whose %s fails (%s) with a Korean 503, and confirms the same upload once the fault clears, recorded once', async (op, fault) => {
    const a = await uploader();
    const key = await staged(a);
    faults.s3.plan(always(fault, op));
    const during = await confirm(a, key);
    expect([during.status, during.json().message]).toEqual([503, messages.uploads.storeUnavailable]);
    expect(attemptsPerCall('s3', op)).toEqual([3]);
    expect(await records(a)).toEqual([]);

    faults.s3.plan(undefined);
    const after = await confirm(a, key);
    expect(after.status, after.text).toBe(200);
    const file = after.json<{ filepath: string; filename: string; filesize: number }>();
    expect(file).toMatchObject({ filename: '증빙.pdf', filesize: PDF.length });
    expect((await records(a)).map((r) => r.key)).toEqual([file.filepath]);
    expect(await processWiring().files.head(key)).toBeUndefined();
  }, 60_000);

  it("records a checked upload whose staging object could not be deleted (the bucket's lifecycle rule expires it)", async () => {
    const a = await uploader();
    const key = await staged(a);
    faults.s3.plan(always('server-error', 'DeleteObject'));
    const r = await confirm(a, key);
    faults.s3.plan(undefined);
    expect(r.status, r.text).toBe(200);
    expect((await records(a)).map((u) => u.key)).toEqual([r.json().filepath]);
    expect(await processWiring().files.head(key)).toBeDefined();
    expect((await confirm(a, key)).json()).toEqual(r.json());
  }, 30_000);

  it("absorbs S3 failing twice on every call of a confirm (SlowDown, then InternalError) with the SDK's retries", async () => {
    const a = await uploader();
    const key = await staged(a);
    faults.s3.plan((_op, _call, attempt) => (attempt === 1 ? 'throttle' : attempt === 2 ? 'server-error' : undefined));
    const r = await confirm(a, key);
    expect(r.status, r.text).toBe(200);
    // Head, read, copy and the staging delete: each took three tries.
    expect(faults.s3.requests().filter((q) => q.attempt === 3).map((q) => q.operation)).toEqual(['HeadObject', 'GetObject', 'CopyObject', 'DeleteObject']);
    expect(await records(a)).toHaveLength(1);
  }, 30_000);

  it("answers a download of the company's file while S3 fails with a Korean 503, and serves it once the fault clears; an applicant's recorded file needs no S3 call", async () => {
    const companyFile = `files/t/${TENANT}/postings/faults/안내문.pdf`;
    await processWiring().files.put(companyFile, PDF, 'application/pdf');
    const q = `/api/app/download?filepath=${encodeURIComponent(companyFile)}&filename=${encodeURIComponent('안내문.pdf')}`;
    faults.s3.plan(always('unavailable'));
    const during = seen(DownloadFile, await portal.get(HOST, q), 'download, S3 failing');
    expect([during.status, during.json().message]).toEqual([503, messages.api.fileStoreUnavailable]);

    // A recorded upload's link is signed from its record alone: it is answered while S3 fails.
    faults.s3.plan(undefined);
    const a = await uploader();
    const { filepath } = (await confirm(a, await staged(a))).json<{ filepath: string }>();
    faults.s3.plan(always('unavailable'));
    const own = await portal.get(HOST, `/api/app/download?filepath=${encodeURIComponent(filepath)}&filename=a.pdf`, asApplicant(a));
    expect(own.status).toBe(302);

    faults.s3.plan(undefined);
    const after = await portal.get(HOST, q);
    expect(after.status).toBe(302);
    expect(new Uint8Array(await (await fetch(String(after.headers.location))).arrayBuffer())).toEqual(PDF);
  }, 60_000);
});

describe('every answer under service faults', () => {
  it.each(SERVICE_FAULTS)('is a 2xx, or a 4xx/5xx with a Korean message and no stack trace, never a bare 500, while every service fails (%s)', async (fault) => {
    // Set up with healthy services: an applicant ready to submit, a staged upload, the company's file.
    const ready = await readyToSubmit();
    const a = await createTestApplicant(TENANT, PROJECT, UPLOAD_TASK, '전체장애');
    const p = (await post(`applicant/upload-url/${a.id}`, { pageIndex: 1, upload_type: 'documents', filename: 'x.pdf', size: PDF.length, contentType: 'application/pdf' }, asApplicant(a))).json<{ url: string; headers: Record<string, string>; key: string }>();
    expect((await fetch(p.url, { method: 'PUT', headers: p.headers, body: new Uint8Array(PDF) })).status).toBe(200);
    const companyFile = `files/t/${TENANT}/postings/faults/all-${fault}.pdf`;
    await processWiring().files.put(companyFile, PDF, 'application/pdf');
    const from = `127.0.0.${50 + SERVICE_FAULTS.indexOf(fault)}`;

    for (const f of Object.values(faults)) f.plan(always(fault));
    const answers: [Endpoint, TestResponse, string][] = [
      [RequestVerification, await post('verify/request/email', { project_id: PROJECT, type: 'applicant_certification', recv_info: `all-${fault}@example.com` }, {}, from), 'e-mail code'],
      [RequestVerification, await post('verify/request/sms', { project_id: PROJECT, type: 'applicant_certification', recv_info: `0105050${String(SERVICE_FAULTS.indexOf(fault)).padStart(4, '0')}` }, {}, from), 'SMS code'],
      [ConfirmUpload, await post(`applicant/upload/${a.id}`, { pageIndex: 1, upload_type: 'documents', key: p.key, filename: 'x.pdf' }, asApplicant(a)), 'upload confirm'],
      [DownloadFile, await portal.get(HOST, `/api/app/download?filepath=${encodeURIComponent(companyFile)}&filename=a.pdf`), 'download'],
      [CompleteApplicant, await post(`applicant/complete/${ready.id}`, {}, asApplicant(ready)), 'submission'],
      [CreateQnaInquiry, await post('board/qna', { category: '채용 절차', title: `장애 ${fault}`, content: '문의', file_ids: [] }, asApplicant(a)), 'Q&A'],
    ];
    for (const f of Object.values(faults)) f.plan(undefined);
    for (const [e, r, what] of answers) seen(e, r, `${what} (${fault})`);
    // Codes, the submission and the inquiry are stored with their messages (sent once the provider is back): 200.
    // What needs the failing service in the request itself (a confirm's copy, a company file's HEAD) is a 503.
    expect(answers.map(([, r]) => r.status)).toEqual([200, 200, 503, 503, 200, 200]);
  }, 120_000);
});
