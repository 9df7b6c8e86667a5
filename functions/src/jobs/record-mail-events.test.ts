import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { TenantRepositories } from '../domain/ports.ts';
import { mailEventOf, recordMailEvents } from './record-mail-events.ts';

/** An SES event as EventBridge delivers it to the queue (the configuration set's event destination). */
const envelope = (detail: Record<string, unknown>) => ({ body: JSON.stringify({ version: '0', 'detail-type': 'Email Bounced', source: 'aws.ses', detail }) });
const mail = (tags: Record<string, string[]>) => ({ timestamp: '2026-11-28T01:02:03.000Z', messageId: 'ses-1', destination: ['a@example.com'], tags: { 'ses:configuration-set': ['portal-dev'], ...tags } });
const ours = { tenant: ['9101'], message: ['receipt.7.1'], applicant: ['7'] };

describe('the SES event a queued record carries', () => {
  it('reads a permanent bounce: the tagged tenant, message and applicant, the bounced mailboxes and the bounce time', () => {
    const e = mailEventOf(envelope({ eventType: 'Bounce', mail: mail(ours), bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'x@example.com' }], timestamp: '2026-11-28T01:02:05.000Z' } }));
    expect(e).toEqual({ type: 'bounce', tenantId: 9101, message: { id: 'receipt.7.1', applicantId: 7 }, permanent: true, recipients: ['x@example.com'], at: new Date('2026-11-28T01:02:05.000Z') });
  });

  it('reads a transient bounce as not permanent, a complaint with its complaining mailboxes, and a Send of a message about no applicant', () => {
    expect(mailEventOf(envelope({ eventType: 'Bounce', mail: mail(ours), bounce: { bounceType: 'Transient', bouncedRecipients: [] } }))).toMatchObject({ type: 'bounce', permanent: false });
    expect(mailEventOf(envelope({ eventType: 'Complaint', mail: mail(ours), complaint: { complainedRecipients: [{ emailAddress: 'c@example.com' }] } }))).toMatchObject({ type: 'complaint', recipients: ['c@example.com'] });
    expect(mailEventOf(envelope({ eventType: 'Send', mail: mail({ tenant: ['9101'], message: ['code.abc'] }), send: {} }))).toEqual({ type: 'send', tenantId: 9101, message: { id: 'code.abc' }, recipients: ['a@example.com'], at: new Date('2026-11-28T01:02:03.000Z') });
  });

  it("passes over events it does not act on and mail that is not the portal's: no tags, a tenant that is no number, an open or a click", () => {
    expect(mailEventOf(envelope({ eventType: 'Delivery', mail: mail({}) }))).toBeUndefined();
    expect(mailEventOf(envelope({ eventType: 'Delivery', mail: mail({ tenant: ['x'], message: ['m'] }) }))).toBeUndefined();
    expect(mailEventOf(envelope({ eventType: 'Open', mail: mail(ours) }))).toBeUndefined();
    expect(mailEventOf(envelope({ eventType: 'DeliveryDelay', mail: mail(ours) }))).toBeUndefined();
  });

  it('refuses a body that is no SES event at all (logged and dropped by the handler, never retried)', () => {
    expect(() => mailEventOf({ body: 'not json' })).toThrow();
    expect(() => mailEventOf({ body: JSON.stringify({ source: 'aws.s3', detail: {} }) })).toThrow();
  });
});

describe('a batch of SES events', () => {
  /** The outbox and suppression writes a batch makes, over repositories that only record them. */
  async function writesOf(details: Record<string, unknown>[]): Promise<string[]> {
    const writes: string[] = [];
    const repos = {
      outbox: {
        confirmSent: async (ref: { id: string }) => (writes.push(`confirmSent ${ref.id}`), true),
        recordOutcome: async (ref: { id: string }, outcome: string) => (writes.push(`recordOutcome ${ref.id} ${outcome}`), true),
      },
      mailSuppressions: { add: async () => void writes.push('suppress') },
    } as unknown as TenantRepositories;
    const records = details.map((d, i) => ({ messageId: `q-${i}`, ...envelope(d) }) as SQSRecord);
    expect(await recordMailEvents({ crypto: { keyedHash: () => 'h', randomToken: () => 't' }, reposFor: () => repos }, records)).toEqual({ batchItemFailures: [] });
    return writes;
  }
  const of = (id: string, eventType: string, extra: Record<string, unknown> = {}) => ({ eventType, mail: mail({ tenant: ['9101'], message: [id] }), ...extra });

  it("writes once for a mail whose Send and outcome came together (the outcome marks it sent), and keeps a Send beside a transient bounce or another mail's outcome", async () => {
    expect(await writesOf([of('m1', 'Send'), of('m1', 'Delivery'), of('m2', 'Send'), of('m3', 'Delivery')])).toEqual(['recordOutcome m1 delivered', 'confirmSent m2', 'recordOutcome m3 delivered']);
    expect(await writesOf([of('m4', 'Send'), of('m4', 'Bounce', { bounce: { bounceType: 'Transient', bouncedRecipients: [] } })])).toEqual(['confirmSent m4']);
    expect(await writesOf([of('m5', 'Send'), of('m5', 'Bounce', { bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'x@example.com' }] } })])).toEqual(['recordOutcome m5 bounced', 'suppress']);
  });
});
