import { describe, expect, it } from 'vitest';
import { MAIL_LIMIT_DEFAULTS } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantRecord, CompanyRecord, MailRateScope, NewMessage } from '../ports.ts';
import { testKeyedHash } from '../idempotency/idempotency-test-store.ts';
import { verifiedEmailHash } from '../auth-step/applicant-identity.ts';
import { sendApplicantEmail, type ApplicantMail, type ApplicantMailKind } from './send-applicant-email.ts';
import { recordLog } from '../log.ts';

/** A context with an hour-counting mail meter (as the store's conditional ADD counts) and an outbox that records what is queued. */
function mailContext(options: { failQueue?: boolean } = {}) {
  let now = Date.UTC(2026, 10, 10, 3, 0, 5);
  const counts = new Map<string, number>();
  const sent: { to: string; subject: string; text: string }[] = [];
  const ctx = {
    clock: { now: () => new Date(now) },
    crypto: { keyedHash: testKeyedHash },
    repos: {
      outbox: {
        enqueue: async (queued: NewMessage[]) => {
          if (options.failQueue) throw new Error('store down');
          for (const m of queued) sent.push({ to: m.to, subject: m.subject ?? '', text: m.text });
        },
      },
      verifications: {
        countMailSend: async (scope: MailRateScope, id: string, hourBucket: number, limit: number) => {
          const key = `${scope}|${id}|${hourBucket}`;
          if ((counts.get(key) ?? 0) >= limit) return false;
          counts.set(key, (counts.get(key) ?? 0) + 1);
          return true;
        },
      },
    },
  } as unknown as AppContext;
  return { ctx, sent, nextHour: () => void (now += 3_600_000) };
}

const person = (id: number, email: string, over: Partial<ApplicantRecord> = {}) => ({ id, projectId: 30, email, name: '김지원', auth: false, ...over }) as ApplicantRecord;
const phoneOnly = { verify_options: { auth: false, email: false, sms: true } };
const emailVerified = { verify_options: { auth: false, email: true, sms: true } };

let ids = 0;
const mail = (kind: ApplicantMailKind, applicant: ApplicantRecord, over: Partial<ApplicantMail> = {}): ApplicantMail => ({
  kind,
  messageId: `${kind}.${applicant.id}.${++ids}`,
  applicant,
  project: emailVerified,
  company: undefined,
  compose: ({ verified }) => ({ subject: `${kind}`, text: verified ? '본인 주소' : '미인증 주소' }),
  ...over,
});

describe('sendApplicantEmail', () => {
  it('sends an unverified address only the receipt, never the acknowledgement, the cancellation or the seat notice', async () => {
    const { ctx, sent } = mailContext();
    const a = person(1, 'victim@third-party.example.org');
    const outcomes = await Promise.all((['inquiry-ack', 'cancellation', 'exam-seat', 'receipt'] as const).map((k) => sendApplicantEmail(ctx, mail(k, a, { project: phoneOnly }))));
    expect(outcomes).toEqual(['unverified-address', 'unverified-address', 'unverified-address', 'queued']);
    expect(sent).toEqual([{ to: 'victim@third-party.example.org', subject: 'receipt', text: '미인증 주소' }]);
  });

  it("treats an address as unverified when the applicant's verified facts do not list it, though the project verifies e-mail now", async () => {
    const { ctx, sent } = mailContext();
    const typedBefore = person(2, 'typed@example.com', { identityHashes: [testKeyedHash('identity-phone:01012345678')] });
    const confirmed = person(3, 'own@example.com', { identityHashes: [verifiedEmailHash(ctx.crypto, 'own@example.com')] });
    expect(await sendApplicantEmail(ctx, mail('inquiry-ack', typedBefore))).toBe('unverified-address');
    expect(await sendApplicantEmail(ctx, mail('inquiry-ack', confirmed))).toBe('queued');
    expect(sent.map((s) => [s.to, s.text])).toEqual([['own@example.com', '본인 주소']]);
  });

  it('stops at the per-applicant limit of the hour (the defaults without mail_limits) and sends again the next hour', async () => {
    const { ctx, sent, nextHour } = mailContext();
    const a = person(4, 'own@example.com');
    const outcomes = [];
    for (let i = 0; i < MAIL_LIMIT_DEFAULTS.perApplicantPerHour + 2; i++) outcomes.push(await sendApplicantEmail(ctx, mail(i % 2 ? 'receipt' : 'cancellation', a)));
    expect(outcomes.filter((o) => o === 'queued')).toHaveLength(MAIL_LIMIT_DEFAULTS.perApplicantPerHour);
    expect(outcomes.slice(-2)).toEqual(['applicant-limit', 'applicant-limit']);
    nextHour();
    expect(await sendApplicantEmail(ctx, mail('receipt', a))).toBe('queued');
    expect(sent).toHaveLength(MAIL_LIMIT_DEFAULTS.perApplicantPerHour + 1);
  });

  it("takes the tenant's mail_limits and counts one mailbox across applicants, case and +tags", async () => {
    const { ctx, sent } = mailContext();
    const company = { mailLimits: { perApplicantPerHour: 2, perRecipientPerHour: 3 } } satisfies Pick<CompanyRecord, 'mailLimits'>;
    const boxes = ['victim+1@example.com', 'Victim+2@Example.com', 'VICTIM@EXAMPLE.COM'].map((email, i) => person(10 + i, email));
    const outcomes = [];
    for (const a of boxes) for (let i = 0; i < 2; i++) outcomes.push(await sendApplicantEmail(ctx, mail('receipt', a, { company })));
    expect(outcomes).toEqual(['queued', 'queued', 'queued', 'recipient-limit', 'recipient-limit', 'recipient-limit']);
    expect(sent).toHaveLength(3);
    // Another mailbox is not held back by this one.
    expect(await sendApplicantEmail(ctx, mail('receipt', person(20, 'other@example.com'), { company }))).toBe('queued');
  });

  it('never throws: a failed queue write is logged and reported, and a skip is logged with its reason', async () => {
    const { ctx } = mailContext({ failQueue: true });
    const logged = recordLog();
    try {
      expect(await sendApplicantEmail(ctx, mail('receipt', person(30, 'own@example.com')))).toBe('failed');
      expect(await sendApplicantEmail(ctx, mail('inquiry-ack', person(31, 'x@example.com'), { project: phoneOnly }))).toBe('unverified-address');
      expect(logged.lines).toEqual([
        { level: 'error', message: 'applicant e-mail failed', fields: expect.objectContaining({ kind: 'receipt', applicantId: 30 }) },
        { level: 'warn', message: 'applicant e-mail skipped', fields: expect.objectContaining({ kind: 'inquiry-ack', reason: 'unverified-address', applicantId: 31 }) },
      ]);
      // Ids and reasons, never the address.
      expect(JSON.stringify(logged.lines)).not.toMatch(/example\.com/);
    } finally {
      logged.stop();
    }
  });
});
