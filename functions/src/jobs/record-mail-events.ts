import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { recordMailEvent, recordsOutcome, type MailEvent } from '../domain/mail/record-mail-event.ts';
import type { DeliveryContext } from '../domain/mail/deliver-messages.ts';
import { readyProcessCore } from '../wiring/process-core.ts';
import { errorText, inLogScope, log } from '../domain/log.ts';

/** The part of an SES event (EventBridge `detail`, the configuration set's event destination) this function reads. */
const sesEvent = z.object({
  eventType: z.string(),
  mail: z.object({
    timestamp: z.string(),
    destination: z.array(z.string()).default([]),
    tags: z.record(z.string(), z.array(z.string())).default({}),
  }),
  bounce: z.object({ bounceType: z.string(), bouncedRecipients: z.array(z.object({ emailAddress: z.string() })).default([]), timestamp: z.string().optional() }).optional(),
  complaint: z.object({ complainedRecipients: z.array(z.object({ emailAddress: z.string() })).default([]), timestamp: z.string().optional() }).optional(),
  delivery: z.object({ timestamp: z.string().optional() }).optional(),
});
const eventBridgeEnvelope = z.object({ source: z.literal('aws.ses'), detail: sesEvent });

const TYPES: Record<string, MailEvent['type']> = { Send: 'send', Delivery: 'delivery', Bounce: 'bounce', Complaint: 'complaint', Reject: 'reject' };

/**
 * The mail event an SQS record carries, or undefined for one this portal does not act on (another event type, a mail
 * without our tags: another sender in the account). Throws only for a body that is not an SES event at all.
 */
export function mailEventOf(record: Pick<SQSRecord, 'body'>): MailEvent | undefined {
  const { detail } = eventBridgeEnvelope.parse(JSON.parse(record.body));
  const type = TYPES[detail.eventType];
  const tag = (name: string) => detail.mail.tags[name]?.[0];
  const tenantId = Number(tag('tenant'));
  const id = tag('message');
  if (!type || !Number.isSafeInteger(tenantId) || tenantId <= 0 || !id) return undefined;
  const applicant = tag('applicant');
  const recipients =
    type === 'bounce' ? (detail.bounce?.bouncedRecipients ?? []).map((r) => r.emailAddress) : type === 'complaint' ? (detail.complaint?.complainedRecipients ?? []).map((r) => r.emailAddress) : detail.mail.destination;
  const at = new Date(detail.bounce?.timestamp ?? detail.complaint?.timestamp ?? detail.delivery?.timestamp ?? detail.mail.timestamp);
  return {
    type,
    tenantId,
    message: { id, ...(applicant && /^\d+$/.test(applicant) ? { applicantId: Number(applicant) } : {}) },
    ...(type === 'bounce' ? { permanent: detail.bounce?.bounceType === 'Permanent' } : {}),
    recipients,
    at: Number.isNaN(at.getTime()) ? new Date() : at,
  };
}

/**
 * SES's events about the portal's mails (the configuration set → EventBridge → an SQS queue → this function; locally
 * the stand-in plays them, local-delivery.ts). A record whose write failed is reported for the queue to send again
 * (and, after five receives, to keep on its dead-letter queue); one that is not an SES event is logged and dropped.
 */
export async function recordMailEvents(ctx: Pick<DeliveryContext, 'crypto' | 'reposFor'>, records: readonly SQSRecord[]): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  const events = records.flatMap((record) => {
    try {
      const event = mailEventOf(record);
      return event ? [{ record, event }] : [];
    } catch (e) {
      log.error('not an SES event', { messageId: record.messageId, error: errorText(e) });
      return [];
    }
  });
  // A Send beside an outcome of the same mail in one batch (SES publishes them moments apart) adds nothing: the
  // outcome's write marks the message sent as well. One write per mail instead of two.
  const outcomeOf = new Set(events.filter(({ event }) => recordsOutcome(event)).map(({ event }) => `${event.tenantId}/${event.message.id}`));
  for (const { record, event } of events) {
    if (event.type === 'send' && outcomeOf.has(`${event.tenantId}/${event.message.id}`)) continue;
    try {
      await recordMailEvent(ctx, event);
    } catch (e) {
      log.error('mail event not recorded', { tenantId: event.tenantId, messageId: event.message.id, type: event.type, error: errorText(e) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}

export const handler = async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
  inLogScope({ job: 'record-mail-events', requestId: context?.awsRequestId }, async () => {
    const w = await readyProcessCore();
    return recordMailEvents({ crypto: w.crypto, reposFor: w.reposFor }, event.Records);
  });
