import type { SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { outgoingMessages } from '@portal/shared/messages/outgoing';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/src/adapters/dynamodb/document-client.ts';
import { config, resetConfig } from '../../functions/src/config.ts';
import { recipientHash } from '../../functions/src/domain/auth-step/recipient.ts';
import { BREAKER_MS, LEASE_MS, MAX_TRIES, outboxBacklog, retryDelayMs } from '../../functions/src/domain/mail/deliver-messages.ts';
import type { NewMessage } from '../../functions/src/domain/ports.ts';
import { deliveryContext, runOutboxSweep } from '../../functions/src/jobs/deliver-messages.ts';
import { recordMailEvents } from '../../functions/src/jobs/record-mail-events.ts';
import { messagesCommand } from '../../functions/src/local/ops-commands.ts';
import { processWiring, resetProcessWiring } from '../../functions/src/wiring/process-wiring.ts';
import { alphaPage0, alphaPage1 } from '../support/alpha-form.ts';
import { startServiceFaults, type ServiceFaults } from '../support/service-faults.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { alpha, fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';
import { recordMetrics } from '../../functions/src/domain/business-metrics.ts';

/**
 * Issue 42, the transactional outbox: a submission writes its receipt in its own transaction and answers without
 * calling a mail provider; delivery (the table's stream at once, the sweep for the rest) sends each message once, at
 * the provider's pace, and a provider that fails for a while gets every message later instead of losing it.
 */
let portal: TestPortal;
let ses: ServiceFaults;
let upstream: string;
const { host: HOST, tenant: TENANT, project: PROJECT, task: TASK } = alpha;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
  upstream = process.env.SES_ENDPOINT!;
  ses = await startServiceFaults('ses', upstream);
  process.env.SES_ENDPOINT = ses.endpoint;
  resetConfig();
  resetProcessWiring();
});
afterAll(async () => {
  if (upstream) process.env.SES_ENDPOINT = upstream;
  delete process.env.MAIL_SENDS_PER_SECOND;
  resetConfig();
  resetProcessWiring();
  await ses?.close();
  await portal?.close();
});
beforeEach(() => {
  ses.plan(undefined);
  portal.clock.reset();
  // A fresh container: an earlier test's failing SES does not leave the channel resting on the reset clock.
  resetProcessWiring();
});

const post = (path: string, body: unknown, token: string) =>
  portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', applicanttoken: token });
const outbox = async () => (await portal.get('localhost', '/dev/outbox.json')).json<{ channel: string; to: string; subject?: string; body: string }[]>();
const sweep = (runMs = 20_000) => runOutboxSweep(deliveryContext(processWiring()), runMs);
const sendEmailCalls = () => new Set(ses.requests().filter((r) => r.operation === 'SendEmail').map((r) => r.call)).size;

async function readyToSubmit(): Promise<{ id: number; token: string; email: string }> {
  const a = await createTestApplicant(TENANT, PROJECT, TASK, '발송함');
  for (const [pageIndex, values] of [alphaPage0('메일이 늦어도 지원서는 들어갑니다.', 'Outbox Test'), alphaPage1].entries()) {
    const saved = await post(`applicant/update/${a.id}`, { pageIndex, saveType: 'save', version: 0, values }, a.token);
    expect(saved.status, saved.text).toBe(200);
  }
  return { ...a, email: (await processWiring().reposFor(TENANT).applicants.get(a.id))!.email };
}

/** The outage's submissions (issue 42's must-show): made ten at a time, submitted all at once. */
const OUTAGE_SUBMISSIONS = 500;

describe('the receipt while SES fails (issue 42)', () => {
  it(`answers ${OUTAGE_SUBMISSIONS} submissions while SES is down for ten minutes of the clock, then delivers every receipt exactly once`, async () => {
    const people: Awaited<ReturnType<typeof readyToSubmit>>[] = [];
    for (let i = 0; i < OUTAGE_SUBMISSIONS / 10; i++) people.push(...(await Promise.all(Array.from({ length: 10 }, readyToSubmit))));
    ses.plan(() => 'unavailable');
    // The rests count from here: the stream tries the receipts while the completions are still coming in, and on a
    // loaded machine that takes longer than one rest of the portal's clock.
    const started = portal.clock.now().getTime();

    // A completion that ran out of its function's time on a loaded machine answers the Korean 503, and one that met it
    // still holding the submit lock 409 'busy': the person presses again (the submission is idempotent).
    const complete = async (a: { id: number; token: string }) => {
      let r = await post(`applicant/complete/${a.id}`, {}, a.token);
      for (let again = 0; again < 5 && (r.status === 503 || (r.status === 409 && r.json().code === 'busy')); again++) r = await post(`applicant/complete/${a.id}`, {}, a.token);
      return r;
    };
    const answers = await Promise.all(people.map(complete));
    for (const r of answers) expect([r.status, r.json().result], r.text).toEqual([200, 'Y']);
    const repos = processWiring().reposFor(TENANT);
    // Each submission holds its receipt, written in the same transaction.
    const queued = await Promise.all(people.map((a) => repos.outbox.get({ id: `receipt.${a.id}.1`, applicantId: a.id })));
    expect(queued.every((m) => m && m.kind === 'receipt' && m.state !== 'sent')).toBe(true);

    // The stream tried them at once: SES failing rests the channel (BREAKER_MS) instead of failing each of them,
    // so only the sends already under way when it failed, and one look per rest after it, reach SES.
    await portal.deliverMessages();
    const rests = Math.ceil((portal.clock.now().getTime() - started) / BREAKER_MS) + 1;
    expect(sendEmailCalls()).toBeLessThanOrEqual(4 * rests);
    // Ten minutes of the outage, a sweep a minute: at most one call per sending worker each, never one per receipt.
    for (let minute = 1; minute <= 10; minute++) {
      portal.clock.shift(60_000);
      const before = sendEmailCalls();
      await sweep(5_000);
      expect(sendEmailCalls() - before).toBeLessThanOrEqual(4);
    }
    expect(await outbox().then((all) => all.filter((e) => people.some((a) => a.email === e.to)))).toEqual([]);
    // Nothing is lost meanwhile: every receipt still waits, none parked after ten minutes of failures.
    const waiting = await Promise.all(people.map((a) => repos.outbox.get({ id: `receipt.${a.id}.1`, applicantId: a.id })));
    expect(waiting.filter((m) => m?.state !== 'pending' && m?.state !== 'sending')).toEqual([]);

    // SES is back: the next sweeps deliver each receipt once (the longest backoff after ten minutes is far below an hour).
    ses.plan(undefined);
    portal.clock.shift(retryDelayMs(MAX_TRIES));
    for (let run = 0; run < 5; run++) {
      const counts = await sweep();
      if (counts.sent === 0) break;
    }
    const emails = new Set(people.map((a) => a.email));
    const mails = (await outbox()).filter((e) => emails.has(e.to));
    expect(mails).toHaveLength(OUTAGE_SUBMISSIONS);
    expect(new Set(mails.map((e) => e.to)).size).toBe(OUTAGE_SUBMISSIONS);
    for (const e of mails) expect(e.subject).toContain('입사지원 접수 확인');
    const after = await Promise.all(people.map((a) => repos.outbox.get({ id: `receipt.${a.id}.1`, applicantId: a.id })));
    for (const m of after) {
      expect(m).toMatchObject({ state: 'sent' });
      // The record of the send stays; the text it carried does not.
      expect(m!.text).toBeUndefined();
    }
  }, 300_000);
});

describe('delivery at the provider’s pace (issue 42)', () => {
  it('sends at most the configured mails a second, notices leaving a fifth of each second to codes, and codes first', async () => {
    process.env.MAIL_SENDS_PER_SECOND = '10';
    resetConfig();
    resetProcessWiring();
    try {
      const repos = processWiring().reposFor(TENANT);
      const notices: NewMessage[] = Array.from({ length: 40 }, (_, i) => ({ id: `pace-notice-${i}`, kind: 'inquiry-ack', channel: 'email', to: `pace-${i}@example.com`, subject: '안내', text: `안내 ${i}` }));
      const code: NewMessage = { id: 'pace-code', kind: 'code', channel: 'email', to: 'pace-code@example.com', subject: '인증번호', text: '인증번호 [123456]' };
      // A backlog of forty notices, then a code, all waiting (SES down: the stream's first try fails and rests the
      // channel), so that the sweep, and not the order they were written in, decides what goes first.
      ses.plan(() => 'unavailable');
      await repos.outbox.enqueue(notices, portal.clock.now());
      await repos.outbox.enqueue([code], portal.clock.now());
      await portal.deliverMessages();
      ses.plan(undefined);
      portal.clock.shift(BREAKER_MS + retryDelayMs(1));
      const now = portal.clock.now();
      await portal.deliverMessages();
      const mails = (await outbox()).filter((e) => e.to.startsWith('pace-'));
      expect(mails).toHaveLength(41);
      // The code, queued last, went out in the sweep's first round (four workers at once), ahead of the backlog: beside
      // it at most three notices of that round, and at most four of the next that a worker finished before the code's
      // own send was marked (without the code lane it would be the forty-first).
      const sent = await Promise.all([...notices, code].map((m) => repos.outbox.get({ id: m.id })));
      const codeSent = sent.at(-1)!;
      expect(codeSent).toMatchObject({ state: 'sent' });
      expect(sent.slice(0, -1).filter((m) => m!.sentAt! < codeSent.sentAt!).length).toBeLessThanOrEqual(7);
      // Every second's count of the platform's sends, as the rate's counters recorded them.
      // This test's seconds only (the suite's other test sent on a clock moved ahead).
      const [from, to] = [now.getTime(), portal.clock.now().getTime()].map((ms) => String(Math.floor(ms / 1000)));
      const seconds = await documentClient().send(
        new QueryCommand({ TableName: config().TABLE_NAME, KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': 'DIR#SENDRATE#email', ':from': from, ':to': to } }),
      );
      const counts = (seconds.Items ?? []).map((i) => i.sends as number);
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(41);
      // Ten a second at most, and the notices alone never more than eight of them (the last fifth is the codes').
      for (const c of counts) expect(c).toBeLessThanOrEqual(10);
      expect(counts.filter((c) => c > 8).length).toBeLessThanOrEqual(1);
    } finally {
      delete process.env.MAIL_SENDS_PER_SECOND;
      resetConfig();
      resetProcessWiring();
    }
  }, 120_000);
});

describe('a code asked for while a backlog drains (issue 42)', () => {
  it('goes out at once, ahead of the notices still waiting', async () => {
    process.env.MAIL_SENDS_PER_SECOND = '10';
    resetConfig();
    resetProcessWiring();
    try {
      const repos = processWiring().reposFor(TENANT);
      const notices: NewMessage[] = Array.from({ length: 40 }, (_, i) => ({ id: `drain-notice-${i}`, kind: 'inquiry-ack', channel: 'email', to: `drain-${i}@example.com`, subject: '안내', text: `안내 ${i}` }));
      // The backlog waits for the sweep (SES down for the stream's first try rests the channel).
      ses.plan(() => 'unavailable');
      await repos.outbox.enqueue(notices, portal.clock.now());
      await portal.deliverMessages();
      ses.plan(undefined);
      portal.clock.shift(BREAKER_MS + retryDelayMs(1));
      // The sweep drains at eight notices a second (five seconds for forty); a second in, an applicant asks for a code.
      const draining = runOutboxSweep(deliveryContext(processWiring()), 30_000);
      await expect.poll(async () => (await outbox()).filter((e) => e.to.startsWith('drain-')).length, { interval: 100 }).toBeGreaterThanOrEqual(8);
      const recv = 'drain-code@example.com';
      const asked = await portal.send('POST', HOST, '/api/app/verify/request/email', JSON.stringify({ project_id: PROJECT, type: 'applicant_certification', recv_info: recv }), { 'content-type': 'application/json' }, { from: '127.0.0.84' });
      expect(asked.status, asked.text).toBe(200);
      await draining;
      await portal.deliverMessages();
      const id = (await repos.verifications.get('email', 'applicant_certification', recipientHash(processWiring().crypto, 'email', recv)))?.messageId;
      const code = id ? await repos.outbox.get({ id }) : undefined;
      expect(code).toMatchObject({ state: 'sent', tries: 1 });
      const sent = await Promise.all(notices.map((m) => repos.outbox.get({ id: m.id })));
      expect(sent.every((m) => m?.state === 'sent')).toBe(true);
      // Within the second it was asked for (the stream's send, in a slot the notices leave to codes), while at least
      // two of the backlog's five seconds of notices were still to go.
      expect(Date.parse(code!.sentAt!) - Date.parse(code!.createdAt)).toBeLessThan(1500);
      expect(sent.filter((m) => m!.sentAt! > code!.sentAt!).length).toBeGreaterThanOrEqual(12);
    } finally {
      delete process.env.MAIL_SENDS_PER_SECOND;
      resetConfig();
      resetProcessWiring();
    }
  }, 120_000);
});

describe('a message that cannot be sent (issue 42)', () => {
  it('parks a message the provider refuses for itself at once, with the reason, and lists it unsent', async () => {
    const repos = processWiring().reposFor(TENANT);
    // SES refuses the address itself (400 'Illegal address'): no retry changes that.
    ses.plan(() => 'refused');
    await repos.outbox.enqueue([{ id: 'refused-1', kind: 'inquiry-ack', channel: 'email', to: 'not-an-address', subject: '안내', text: '안내' }], portal.clock.now());
    await portal.deliverMessages();
    ses.plan(undefined);
    const parked = await repos.outbox.get({ id: 'refused-1' });
    expect(parked).toMatchObject({ state: 'failed', tries: 1 });
    expect(parked!.lastError).toContain('Illegal address');
    const unsent = (await portal.get('localhost', '/dev/outbox/unsent.json')).json<{ tenantId: number; id: string; state: string; lastError?: string }[]>();
    expect(unsent.find((m) => m.id === 'refused-1')).toMatchObject({ tenantId: TENANT, state: 'failed', lastError: parked!.lastError });
    // Never due again by itself: another sweep leaves it parked.
    await sweep();
    expect(await repos.outbox.get({ id: 'refused-1' })).toMatchObject({ state: 'failed', tries: 1 });
  });

  it("measures the backlog the stack alarms on: the oldest waiting message's age on the portal's clock, and how many wait and are parked", async () => {
    const ctx = deliveryContext(processWiring());
    const repos = processWiring().reposFor(TENANT);
    const before = await outboxBacklog(ctx);
    // SES down: the message waits (another test's leftovers may wait beside it).
    ses.plan(() => 'unavailable');
    await repos.outbox.enqueue([{ id: 'backlog-1', kind: 'inquiry-ack', channel: 'email', to: 'backlog-1@example.com', subject: '안내', text: '기다리는 안내' }], portal.clock.now());
    await portal.deliverMessages();
    portal.clock.shift(11 * 60_000);
    const waiting = await outboxBacklog(ctx);
    expect(waiting.waiting).toBeGreaterThanOrEqual(1);
    expect(waiting.oldestWaitingSeconds).toBeGreaterThanOrEqual(11 * 60);
    expect(waiting.parked).toBe(before.parked);
    ses.plan(undefined);
    portal.clock.shift(BREAKER_MS + retryDelayMs(1));
    await portal.deliverMessages();
    expect(await repos.outbox.get({ id: 'backlog-1' })).toMatchObject({ state: 'sent' });
    expect((await outboxBacklog(ctx)).waiting).toBeLessThanOrEqual(waiting.waiting - 1);
  });

  it('parks a message after its last try while SES keeps failing, and the operator’s redrive sends it once SES is back', async () => {
    const repos = processWiring().reposFor(TENANT);
    const ref = { id: 'redrive-1' };
    await repos.outbox.enqueue([{ ...ref, kind: 'inquiry-ack', channel: 'email', to: 'redrive-1@example.com', subject: '안내', text: '다시 보내는 안내' }], portal.clock.now());
    ses.plan(() => 'server-error');
    await portal.deliverMessages();
    for (let tries = 1; tries < MAX_TRIES; tries++) {
      portal.clock.shift(retryDelayMs(tries) + BREAKER_MS);
      await sweep(5_000);
    }
    const parked = await repos.outbox.get(ref);
    expect(parked).toMatchObject({ state: 'failed', tries: MAX_TRIES });
    expect(parked!.lastError).toContain(`${MAX_TRIES}번 시도했지만 보내지 못했습니다`);
    ses.plan(undefined);
    portal.clock.shift(BREAKER_MS);

    const lines: string[] = [];
    expect(await messagesCommand(processWiring(), ['unsent', 'alpha'], (l) => lines.push(l))).toBe(0);
    expect(lines.find((l) => l.startsWith('redrive-1\t'))?.split('\t').slice(1, 5)).toEqual(['inquiry-ack', '이메일', '보류', String(MAX_TRIES)]);
    lines.length = 0;
    expect(await messagesCommand(processWiring(), ['redrive', 'alpha', 'redrive-1'], (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual(['보류된 메시지 1건을 다시 보내도록 대기열에 넣었습니다.']);
    expect(await repos.outbox.get(ref)).toMatchObject({ state: 'pending', tries: 0 });
    await portal.deliverMessages();
    const mails = (await outbox()).filter((e) => e.to === 'redrive-1@example.com');
    expect(mails.map((e) => e.body)).toEqual(['다시 보내는 안내']);
    expect(await repos.outbox.get(ref)).toMatchObject({ state: 'sent', tries: 1 });
  }, 120_000);
});

describe('verification codes through the outbox (issue 42)', () => {
  const requestCode = (recv: string, from: string) =>
    portal.send('POST', HOST, '/api/app/verify/request/email', JSON.stringify({ project_id: PROJECT, type: 'applicant_certification', recv_info: recv }), { 'content-type': 'application/json' }, { from });
  const codeMessage = async (recv: string) => {
    const repos = processWiring().reposFor(TENANT);
    const hash = recipientHash(processWiring().crypto, 'email', recv);
    const id = (await repos.verifications.get('email', 'applicant_certification', hash))?.messageId;
    return id ? repos.outbox.get({ id }) : undefined;
  };

  it('answers a code at once and sends it in the same breath: the request calls no provider, the stream does', async () => {
    const before = sendEmailCalls();
    const r = await requestCode('code-now@example.com', '127.0.0.81');
    expect(r.status, r.text).toBe(200);
    expect((await outbox()).filter((e) => e.to === 'code-now@example.com')).toHaveLength(1);
    expect(sendEmailCalls() - before).toBe(1);
    expect(await codeMessage('code-now@example.com')).toMatchObject({ kind: 'code', state: 'sent' });
  });

  it("drops a code that outlived its five minutes while SES was down, unsent and off the operator's list, and the press after it is free and sent", async () => {
    ses.plan(() => 'unavailable');
    const recv = 'code-late@example.com';
    expect((await requestCode(recv, '127.0.0.82')).status).toBe(200);
    await outbox();
    ses.plan(undefined);
    portal.clock.shift(5 * 60_000 + 1_000);
    await portal.deliverMessages();
    expect((await outbox()).filter((e) => e.to === recv)).toHaveLength(0);
    const dropped = await codeMessage(recv);
    expect(dropped).toMatchObject({ state: 'dropped', lastError: '유효 시간이 지나 보내지 않았습니다.' });
    expect(dropped?.text).toBeUndefined();
    expect((await processWiring().reposFor(TENANT).outbox.unsent(100)).map((m) => m.id)).not.toContain(dropped!.id);
    // Pressing again sends a fresh code, once.
    expect((await requestCode(recv, '127.0.0.82')).status).toBe(200);
    expect((await outbox()).filter((e) => e.to === recv)).toHaveLength(1);
  });
});

describe("SES's events about the mails it took (issue 42)", () => {
  const enqueue = (id: string, to: string) =>
    processWiring().reposFor(TENANT).outbox.enqueue([{ id, kind: 'inquiry-ack', channel: 'email', to, subject: '안내', text: `${id} 본문` }], portal.clock.now());
  const requestCode = (recv: string) =>
    portal.send('POST', HOST, '/api/app/verify/request/email', JSON.stringify({ project_id: PROJECT, type: 'applicant_certification', recv_info: recv }), { 'content-type': 'application/json' }, { from: '127.0.0.83' });

  it("records each mail's outcome from its events (delivered, bounced for good, complained), suppresses the bounced and complaining mailboxes, sends them nothing more, and asks the applicant for another address", async () => {
    const repos = processWiring().reposFor(TENANT);
    await enqueue('events-ok', 'events-ok@example.com');
    await enqueue('events-bounce', 'bounce@simulator.amazonses.com');
    await enqueue('events-complaint', 'complaint@simulator.amazonses.com');
    await portal.deliverMessages();
    expect(await repos.outbox.get({ id: 'events-ok' })).toMatchObject({ state: 'sent', outcome: 'delivered' });
    expect(await repos.outbox.get({ id: 'events-bounce' })).toMatchObject({ state: 'sent', outcome: 'bounced' });
    expect(await repos.outbox.get({ id: 'events-complaint' })).toMatchObject({ state: 'sent', outcome: 'complained' });

    // The next mail to either is dropped unsent; to the delivered one it goes.
    const before = sendEmailCalls();
    await enqueue('events-bounce-2', 'BOUNCE@simulator.amazonses.com');
    await enqueue('events-complaint-2', 'complaint@simulator.amazonses.com');
    await enqueue('events-ok-2', 'events-ok@example.com');
    await portal.deliverMessages();
    expect(await repos.outbox.get({ id: 'events-bounce-2' })).toMatchObject({ state: 'dropped', lastError: '반송되었거나 수신을 거부한 메일 주소라 보내지 않았습니다.' });
    expect(await repos.outbox.get({ id: 'events-complaint-2' })).toMatchObject({ state: 'dropped' });
    expect(await repos.outbox.get({ id: 'events-ok-2' })).toMatchObject({ state: 'sent', outcome: 'delivered' });
    expect(sendEmailCalls() - before).toBe(1);

    // The consent step refuses a code to the bounced mailbox in Korean, before counting anything.
    const refused = await requestCode('bounce@simulator.amazonses.com');
    expect([refused.status, refused.json().message]).toEqual([400, messages.verification.mailboxSuppressed]);
    expect((await requestCode('events-ok@example.com')).status).toBe(200);
  });

  it("lists the tenant's suppressed mailboxes for the operator, masked, and lifts the one the applicant fixed: mail goes to it again", async () => {
    const repos = processWiring().reposFor(TENANT);
    await repos.outbox.enqueue([{ id: 'ops-bounce', kind: 'receipt', channel: 'email', to: 'bounce+ops@simulator.amazonses.com', subject: '접수', text: '접수 확인', applicantId: 424242 }], portal.clock.now());
    await enqueue('ops-complaint', 'complaint+ops@simulator.amazonses.com');
    await portal.deliverMessages();
    const listed = async () => {
      const lines: string[] = [];
      expect(await messagesCommand(processWiring(), ['suppressions', 'alpha'], (l) => lines.push(l))).toBe(0);
      return lines;
    };
    const lines = await listed();
    expect(lines[0]).toBe('메일함\t사유\t일시\t지원자\t메시지\t해시');
    const row = (id: string) => lines.find((l) => l.split('\t')[4] === id)?.split('\t');
    expect(row('ops-bounce')?.slice(0, 5)).toEqual(['b***@simulator.amazonses.com', '반송', expect.stringMatching(/^\d{4}-\d\d-\d\dT/), '424242', 'ops-bounce']);
    expect(row('ops-complaint')?.slice(0, 5)).toEqual(['c***@simulator.amazonses.com', '수신 거부(스팸 신고)', expect.any(String), '', 'ops-complaint']);
    // Never the address itself.
    expect(lines.join('\n')).not.toContain('+ops');

    // Mail to it meanwhile is held, not sent: its record says so, the text waits.
    await repos.outbox.enqueue([{ id: 'ops-held', kind: 'step-result', channel: 'email', to: 'bounce+ops@simulator.amazonses.com', subject: '결과', text: '결과가 공개되었습니다.', applicantId: 424242, stepId: 1 }], portal.clock.now());
    const beforeHeld = sendEmailCalls();
    await portal.deliverMessages();
    expect(sendEmailCalls() - beforeHeld).toBe(0);
    expect(await repos.outbox.get({ id: 'ops-held', applicantId: 424242 })).toMatchObject({ state: 'dropped', lastError: outgoingMessages.outbox.suppressed, text: '결과가 공개되었습니다.' });

    // The applicant fixed the mailbox: the operator lifts it by its address (any case), and the held mail is queued
    // again and sent once: mail goes to it again.
    const out: string[] = [];
    expect(await messagesCommand(processWiring(), ['unsuppress', 'alpha', 'BOUNCE+ops@simulator.amazonses.com'], (l) => out.push(l))).toBe(0);
    expect(out).toEqual([outgoingMessages.outbox.unsuppressed, outgoingMessages.outbox.heldResent(1), outgoingMessages.outbox.sesAccountList('BOUNCE+ops@simulator.amazonses.com')]);
    expect((await listed()).some((l) => l.split('\t')[4] === 'ops-bounce')).toBe(false);
    expect(await repos.outbox.get({ id: 'ops-held', applicantId: 424242 })).toMatchObject({ state: 'pending', tries: 0 });
    // Sent once (its simulator mailbox bounces it again and is suppressed anew, so new mail would be held again).
    const before = sendEmailCalls();
    await portal.deliverMessages();
    expect(sendEmailCalls() - before).toBe(1);
    expect(await repos.outbox.get({ id: 'ops-held', applicantId: 424242 })).toMatchObject({ state: 'sent' });
    expect((await repos.outbox.get({ id: 'ops-held', applicantId: 424242 }))?.text).toBeUndefined();
    await portal.deliverMessages();
    expect(sendEmailCalls() - before).toBe(1);
    // The complaining one is still suppressed; an address never suppressed is refused with a reason, exit 1.
    expect((await listed()).some((l) => l.split('\t')[4] === 'ops-complaint')).toBe(true);
    out.length = 0;
    expect(await messagesCommand(processWiring(), ['unsuppress', 'alpha', 'never-bounced@example.com'], (l) => out.push(l))).toBe(1);
    expect(out).toEqual([outgoingMessages.outbox.notSuppressed]);
    // A sub-command without its address prints the usage.
    expect(await messagesCommand(processWiring(), ['unsuppress', 'alpha'], () => undefined)).toBeUndefined();
  });

  it("takes SES's Send event for a message whose delivery died after the send: marked sent, never sent again when its lease runs out", async () => {
    const repos = processWiring().reposFor(TENANT);
    await repos.outbox.enqueue([{ id: 'events-crash', kind: 'inquiry-ack', channel: 'email', to: 'events-crash@example.com', subject: '안내', text: '한 번만' }], portal.clock.now());
    // A delivery claims it, SES takes the mail, and the function dies before it marks the message.
    const now = portal.clock.now();
    expect(await repos.outbox.claim({ id: 'events-crash', kind: 'inquiry-ack' }, 'died', now, new Date(now.getTime() + LEASE_MS))).toBeDefined();
    const send = { source: 'aws.ses', detail: { eventType: 'Send', mail: { timestamp: now.toISOString(), destination: ['events-crash@example.com'], tags: { tenant: [String(TENANT)], message: ['events-crash'] } }, send: {} } };
    expect(await recordMailEvents(deliveryContext(processWiring()), [{ messageId: 'q-1', body: JSON.stringify(send) } as SQSRecord])).toEqual({ batchItemFailures: [] });
    expect(await repos.outbox.get({ id: 'events-crash' })).toMatchObject({ state: 'sent' });

    portal.clock.shift(LEASE_MS + 1_000);
    await portal.deliverMessages();
    expect((await outbox()).filter((e) => e.to === 'events-crash@example.com')).toHaveLength(0);
    // The same event again (SES delivers at least once) changes nothing.
    expect(await recordMailEvents(deliveryContext(processWiring()), [{ messageId: 'q-2', body: JSON.stringify(send) } as SQSRecord])).toEqual({ batchItemFailures: [] });
    expect(await repos.outbox.get({ id: 'events-crash' })).toMatchObject({ state: 'sent' });

    // Its Delivery alone (the Send lost, or folded into the same batch) marks a held message sent as well.
    await repos.outbox.enqueue([{ id: 'events-crash-2', kind: 'inquiry-ack', channel: 'email', to: 'events-crash-2@example.com', subject: '안내', text: '한 번만' }], portal.clock.now());
    const later = portal.clock.now();
    expect(await repos.outbox.claim({ id: 'events-crash-2', kind: 'inquiry-ack' }, 'died', later, new Date(later.getTime() + LEASE_MS))).toBeDefined();
    const delivery = { source: 'aws.ses', detail: { eventType: 'Delivery', mail: { timestamp: later.toISOString(), destination: ['events-crash-2@example.com'], tags: { tenant: [String(TENANT)], message: ['events-crash-2'] } }, delivery: {} } };
    expect(await recordMailEvents(deliveryContext(processWiring()), [{ messageId: 'q-3', body: JSON.stringify(delivery) } as SQSRecord])).toEqual({ batchItemFailures: [] });
    const marked = await repos.outbox.get({ id: 'events-crash-2' });
    expect(marked).toMatchObject({ state: 'sent', outcome: 'delivered' });
    expect([marked?.to, marked?.text, marked?.leaseUntil]).toEqual([undefined, undefined, undefined]);
    portal.clock.shift(LEASE_MS + 1_000);
    await portal.deliverMessages();
    expect((await outbox()).filter((e) => e.to === 'events-crash-2@example.com')).toHaveLength(0);
  });

  it("mails once when SES took a mail but its answer was lost on the way back: the Send event, seen on SES's side, marks it sent before the delivery's retry", async () => {
    const repos = processWiring().reposFor(TENANT);
    const callsBefore = sendEmailCalls();
    let first = true;
    ses.plan((operation) => {
      if (operation !== 'SendEmail' || !first) return undefined;
      first = false;
      return 'answer-lost';
    });
    await repos.outbox.enqueue([{ id: 'events-lost-answer', kind: 'inquiry-ack', channel: 'email', to: 'events-lost-answer@example.com', subject: '안내', text: '한 번만' }], portal.clock.now());
    await portal.deliverMessages();
    expect(await repos.outbox.get({ id: 'events-lost-answer' })).toMatchObject({ state: 'sent', outcome: 'delivered' });
    // Past the backoff of the failed try and the channel's rest: the sweep finds nothing to send again.
    portal.clock.shift(BREAKER_MS + retryDelayMs(1) + 1_000);
    await portal.deliverMessages();
    expect(sendEmailCalls() - callsBefore).toBe(1);
    expect((await outbox()).filter((e) => e.to === 'events-lost-answer@example.com')).toHaveLength(1);
  });
});

describe('KakaoTalk 알림톡 with SMS fallback (issue 42)', () => {
  const requestSms = (phone: string) =>
    portal.send('POST', HOST, '/api/app/verify/request/sms', JSON.stringify({ project_id: PROJECT, type: 'applicant_certification', recv_info: phone }), { 'content-type': 'application/json' }, { from: '127.0.0.84' });
  const textsTo = async (phone: string) => (await outbox()).filter((e) => e.to === phone || e.to === `+82${phone.slice(1)}`) as { channel: string; body: string; template?: string }[];

  it("sends a code as 알림톡 through the tenant's channel and approved template, its SMS fallback to a number without KakaoTalk, and an SMS where the tenant approved no template", async () => {
    const repos = processWiring().reposFor(TENANT);
    const company = (await repos.company.get())!;
    await repos.company.put({ ...company, kakao: { channelId: '@alpha', templates: { 'verification-code': 'AUTH_01' } } });
    const counted = recordMetrics();
    try {
      expect((await requestSms('01084840001')).status).toBe(200);
      const [kakao] = await textsTo('01084840001');
      expect(kakao).toMatchObject({ channel: 'alimtalk', template: '@alpha AUTH_01' });
      expect(kakao!.body).toMatch(/^\[알파 공사\] 인증번호 \[\d{6}\]를 5분 안에 입력해 주세요\.$/);
      // A number whose owner has no KakaoTalk gets the same text by SMS (SENS's fallback).
      expect((await requestSms('01084840000')).status).toBe(200);
      expect((await textsTo('01084840000')).map((e) => e.channel)).toEqual(['sms']);
      // A text without an approved template (the result notice here) stays an SMS.
      await repos.outbox.enqueue([{ id: 'kakao-result', kind: 'step-result', channel: 'sms', to: '01084840002', text: '[알파 공사] 결과 안내', template: 'step-result' }], portal.clock.now());
      await portal.deliverMessages();
      expect((await textsTo('01084840002')).map((e) => e.channel)).toEqual(['sms']);

      // A template the relay refuses (Kakao withdrew its approval): the code goes as an SMS at once, not parked.
      await repos.company.put({ ...company, kakao: { channelId: '@alpha', templates: { 'verification-code': 'REJECTED_01' } } });
      expect((await requestSms('01084840003')).status).toBe(200);
      const texts = await textsTo('01084840003');
      expect(texts.map((e) => e.channel)).toEqual(['sms']);
      expect(texts[0]!.body).toMatch(/^\[알파 공사\] 인증번호 \[\d{6}\]를 5분 안에 입력해 주세요\.$/);
      expect((await repos.outbox.unsent(100)).filter((x) => x.channel === 'sms')).toEqual([]);
      // What the SENS spend alarm reads: two 알림톡 accepted, and every text as the SMS it is billed as at most.
      const sent = (name: string) => counted.counts.filter((c) => c.name === name && c.tenantId === TENANT).length;
      expect([sent('AlimtalkSent'), sent('SmsSent'), sent('LmsSent')]).toEqual([2, 4, 0]);
    } finally {
      counted.stop();
      await repos.company.put(company);
    }
  });
});

describe('SMS through SENS from the pre-registered sender number (issue 42)', () => {
  const requestSms = (phone: string) =>
    portal.send('POST', HOST, '/api/app/verify/request/sms', JSON.stringify({ project_id: PROJECT, type: 'applicant_certification', recv_info: phone }), { 'content-type': 'application/json' }, { from: '127.0.0.85' });
  const textsTo = async (phone: string) => (await outbox()).filter((e) => e.to === phone || e.to === `+82${phone.slice(1)}`) as { channel: string; body: string; from?: string }[];
  const useSensSms = (env: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
    else process.env[k] = v;
    resetConfig();
    resetProcessWiring();
  };
  it("sends a text through the stage's SENS SMS project from the registered number, and parks one SENS refuses for an unregistered number with SENS's reason", async () => {
    // The local runtime's registered number (local-defaults.ts, in the environment once the portal booted): put back after.
    const sender = process.env.SMS_SENDER_NUMBER;
    const code = /^\[알파 공사\] 인증번호 \[\d{6}\]를 5분 안에 입력해 주세요\.$/;
    try {
      // Without a SENS SMS project the text goes through SNS (no sender number of its own).
      expect((await requestSms('01085850001')).status).toBe(200);
      const bySns = await textsTo('01085850001');
      expect(bySns.map((e) => [e.channel, e.from])).toEqual([['sms', undefined]]);

      useSensSms({ SENS_SMS_SERVICE_ID: 'ncp:sms:kr:local:portal' });
      expect((await requestSms('01085850002')).status).toBe(200);
      const bySens = await textsTo('01085850002');
      expect(bySens.map((e) => [e.channel, e.from])).toEqual([['sms', config().SMS_SENDER_NUMBER]]);
      expect(config().SMS_SENDER_NUMBER).toBe('0212345678');
      expect(bySens[0]!.body).toMatch(code);

      // A sender number the SENS project never registered: SENS refuses the request, nothing is sent, and the message is
      // parked with the reason (a provider's refusal of the request, not a failure to try again).
      useSensSms({ SMS_SENDER_NUMBER: '0299990000' });
      expect((await requestSms('01085850003')).status).toBe(200);
      await portal.deliverMessages();
      expect(await textsTo('01085850003')).toEqual([]);
      const parked = (await processWiring().reposFor(TENANT).outbox.unsent(100)).find((m) => m.channel === 'sms' && m.state === 'failed');
      expect(parked?.lastError).toMatch(/SENS answered 400: .*Unregistered calling number: 0299990000/);
    } finally {
      useSensSms({ SENS_SMS_SERVICE_ID: undefined, SMS_SENDER_NUMBER: sender });
    }
  });
});

describe("delivery reports of the texts SENS took (issue 42)", () => {
  const useSens = (env: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
    else process.env[k] = v;
    resetConfig();
    resetProcessWiring();
  };
  const history = async (token: string) => {
    const r = await post('applicant/check', {}, token);
    expect(r.status, r.text).toBe(200);
    return r.json<{ undelivered: unknown[] }>().undelivered;
  };

  it("records what the carrier and Kakao said of each text, asking again while it is on its way, and names an undelivered result notice in the applicant's history", async () => {
    const repos = processWiring().reposFor(TENANT);
    const company = (await repos.company.get())!;
    const applicant = await createTestApplicant(TENANT, PROJECT, TASK, '문자결과');
    portal.clock.freeze();
    try {
      useSens({ SENS_SMS_SERVICE_ID: 'ncp:sms:kr:local:portal' });
      await repos.company.put({ ...company, kakao: { channelId: '@alpha', templates: { 'step-result': 'RESULT_01' } } });
      const text = (id: string, to: string, template?: 'step-result'): NewMessage => ({ id, kind: 'step-result', channel: 'sms', to, text: '[알파 공사] 전형 결과가 공개되었습니다.', applicantId: applicant.id, stepId: 7002, ...(template ? { template } : {}) });
      // By SMS: one the carrier delivers, one to a phone it cannot reach (the stand-in's number ending 9999); and a code,
      // which is not followed (its applicant waits for it on the screen).
      const code: NewMessage = { id: 'report-code', kind: 'code', channel: 'sms', to: '01086869999', text: '[알파 공사] 인증번호 [123456]', applicantId: applicant.id };
      await repos.outbox.enqueue([text('report-sms-ok', '01086860001'), text('report-sms-lost', '01086869999'), code], portal.clock.now());
      await portal.deliverMessages();
      const get = (id: string) => repos.outbox.get({ id, applicantId: applicant.id });
      const sentCode = await get('report-code');
      expect([sentCode?.state, sentCode?.receipt]).toEqual(['sent', undefined]);
      // This test's texts among the reports due (earlier tests' texts through SENS await theirs too).
      const reportsDue = async () => (await repos.outbox.reportsDue(portal.clock.now(), 100)).map((m) => m.id).filter((id) => id.startsWith('report-')).sort();
      expect(await get('report-sms-lost')).toMatchObject({ state: 'sent', receipt: { via: 'sens-sms' } });
      expect((await get('report-sms-lost'))?.outcome).toBeUndefined();
      // Not asked before the first minute; then SENS has no result yet (READY): asked again later, still no outcome.
      expect(await reportsDue()).toEqual([]);
      portal.clock.shift(61_000);
      expect(await reportsDue()).toEqual(['report-sms-lost', 'report-sms-ok']);
      await portal.deliverMessages();
      expect((await get('report-sms-ok'))?.outcome).toBeUndefined();
      expect(await reportsDue()).toEqual([]);
      portal.clock.shift(2 * 60_000);
      await portal.deliverMessages();
      expect(await get('report-sms-ok')).toMatchObject({ state: 'sent', outcome: 'delivered' });
      expect(await get('report-sms-lost')).toMatchObject({ state: 'sent', outcome: 'undelivered', outcomeReason: 'SMS 3018 전원 꺼짐' });
      expect((await get('report-sms-lost'))?.receipt).toBeUndefined();
      expect(await history(applicant.token)).toContainEqual({ item: 'step-result', channel: 'sms', problem: 'undelivered', stepId: 7002 });

      // As 알림톡: one Kakao delivers, and one to a number without KakaoTalk, which went as SENS's own SMS fallback:
      // its result is not in the 알림톡's, so nothing is recorded and it is no longer asked about.
      await repos.outbox.enqueue([text('report-kakao-ok', '01086860002', 'step-result'), text('report-kakao-fallback', '01086860000', 'step-result')], portal.clock.now());
      await portal.deliverMessages();
      expect(await get('report-kakao-ok')).toMatchObject({ state: 'sent', receipt: { via: 'sens-alimtalk' } });
      for (const wait of [61_000, 2 * 60_000]) {
        portal.clock.shift(wait);
        await portal.deliverMessages();
      }
      expect(await get('report-kakao-ok')).toMatchObject({ outcome: 'delivered' });
      const fellBack = await get('report-kakao-fallback');
      expect([fellBack?.state, fellBack?.outcome, fellBack?.receipt]).toEqual(['sent', undefined, undefined]);
      portal.clock.shift(60 * 60_000);
      expect(await reportsDue()).toEqual([]);
    } finally {
      portal.clock.reset();
      await repos.company.put(company);
      useSens({ SENS_SMS_SERVICE_ID: undefined });
    }
  });
});
