import { describe, expect, it } from 'vitest';
import { mailEventOf } from './record-mail-events.ts';

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
