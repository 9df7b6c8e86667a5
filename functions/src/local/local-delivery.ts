import type { AttributeValue, DynamoDBRecord, SQSRecord } from 'aws-lambda';
import { onAppliedWrites, type AppliedWrite } from '../adapters/dynamodb/document-client.ts';
import { runWithAccess } from '../adapters/access/access-guard.ts';
import { consumers, jobs } from '../http/routes.ts';
import { sqsRecord } from './local-queues.ts';
import { startSesEventsProxy, type AcceptedMail } from './ses-events-proxy.ts';
import { resetConfig } from '../config.ts';
import { processWiring, resetProcessWiring } from '../wiring/process-wiring.ts';

/** The local stand-in of the table's stream mapping and of SES's event queue: wait for them (tests), stop them. */
export interface LocalDelivery {
  /** Resolves once every message written before the call went through the delivery handler, and its SES events through theirs. */
  drain(): Promise<void>;
  /** Off: as a disabled event source mapping, new messages are left pending for the sweep (the bench's run without delivery). */
  setEnabled(on: boolean): void;
  stop(): Promise<void>;
}

type Image = Record<string, AttributeValue>;
/** Batches as the stack's mapping sends them (batchSize 25). */
const BATCH = 25;

/**
 * The delivery function's event source mapping, locally (and SES's events of the mails it sends, below): each outbox message this process's clients write to the
 * table becomes the INSERT record the table's stream would carry (the mapping's filter applied) and is handed to the same
 * handler Lambda runs (functions/src/jobs/deliver-messages.ts), after the write and apart from the request that made it.
 * DynamoDB Local serves streams too, but every write slows as their records pile up (4,000 puts: 6 s, then 39 s after
 * 16,000 records), which a day of `npm start` or the suite reaches; writes of other processes are the sweep's.
 */
// Each under its own declared access, not the access of the request whose write started it (access-guard.ts).
const DELIVER = jobs.find((j) => j.id === 'DeliverMessages')!;
const MAIL_EVENTS = consumers.find((c) => c.source === 'ses-events')!;

export async function startLocalDelivery(tableName: string): Promise<LocalDelivery> {
  const job = await import('../jobs/deliver-messages.ts');
  const mailEvents = await import('../jobs/record-mail-events.ts');
  const waiting: DynamoDBRecord[] = [];
  const events: SQSRecord[] = [];
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let enabled = true;
  let sequence = 0;

  const pump = () => {
    running = running.then(async () => {
      while ((waiting.length > 0 || events.length > 0) && !stopped) {
        if (waiting.length > 0) {
          const batch = waiting.splice(0, BATCH);
          await runWithAccess(DELIVER.id, DELIVER.access, () => job.handler({ Records: batch })).catch((e: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'local delivery batch failed', error: String(e) })));
        }
        if (events.length > 0) {
          const batch = events.splice(0, 10);
          await runWithAccess(MAIL_EVENTS.id, MAIL_EVENTS.access, () => mailEvents.handler({ Records: batch })).catch((e: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'local mail events batch failed', error: String(e) })));
        }
      }
    });
  };

  onAppliedWrites((w: AppliedWrite) => {
    const records = insertedItems(w, tableName).map((image) => record(image, ++sequence, tableName)).filter(job.isNewOutboxMessage);
    if (records.length === 0 || stopped || !enabled) return;
    waiting.push(...records);
    // Apart from the request that wrote them, as the stream is.
    setImmediate(pump);
  });
  // SES's configuration set events, as the mailbox simulator answers them, through the queue's consumer: seen on SES's
  // side (a proxy in front of the stand-in, which this process's mail goes through from here on), as on AWS.
  const sesUpstream = process.env.SES_ENDPOINT;
  const sesEvents = sesUpstream
    ? await startSesEventsProxy(sesUpstream, (mail) => {
        if (stopped) return;
        // Stamped on the portal's clock, as every other time the local runtime writes (a test's moved clock included).
        events.push(...sesEventsOf(mail, processWiring().clock.now()).map((detail) => sesEventRecord(detail, ++sequence)));
        setImmediate(pump);
      })
    : undefined;
  if (sesEvents) {
    process.env.SES_ENDPOINT = sesEvents.endpoint;
    resetConfig();
    resetProcessWiring();
  }

  return {
    async drain() {
      // A pump scheduled by the last write may not have started yet.
      await new Promise((r) => setImmediate(r));
      while (waiting.length > 0 || events.length > 0) {
        pump();
        await running;
      }
      await running;
    },
    setEnabled(on) {
      enabled = on;
    },
    async stop() {
      stopped = true;
      onAppliedWrites(undefined);
      await running;
      await sesEvents?.close();
      if (sesEvents && process.env.SES_ENDPOINT === sesEvents.endpoint) process.env.SES_ENDPOINT = sesUpstream;
    },
  };
}

/** The configuration set name the local events carry (the stack's rule matches the stage's). */
const LOCAL_CONFIGURATION_SET = 'portal-local';

/**
 * The events SES publishes for an accepted mail, as its mailbox simulator (docs: 'Using the mailbox simulator') answers
 * them: Send, then a permanent Bounce for bounce@ and suppressionlist@, Delivery and a Complaint for complaint@, and
 * Delivery for any other address; each with a '+label' too.
 */
export function sesEventsOf(mail: AcceptedMail, at: Date): Record<string, unknown>[] {
  const to = mail.Destination?.ToAddresses ?? [];
  const now = at.toISOString();
  const tags: Record<string, string[]> = { 'ses:configuration-set': [LOCAL_CONFIGURATION_SET] };
  for (const t of mail.EmailTags ?? []) if (t.Name && t.Value) tags[t.Name] = [t.Value];
  const base = { mail: { timestamp: now, messageId: mail.messageId ?? `local-${Date.now()}`, source: mail.FromEmailAddress, destination: to, tags } };
  // A label after '+' answers as the bare address does (bounce+one@…), as the simulator's own addresses do.
  const simulator = (name: string) => to.some((a) => a.toLowerCase().replace(/\+[^@]*@/, '@') === `${name}@simulator.amazonses.com`);
  const out: Record<string, unknown>[] = [{ eventType: 'Send', ...base, send: {} }];
  if (simulator('bounce') || simulator('suppressionlist'))
    out.push({ eventType: 'Bounce', ...base, bounce: { bounceType: 'Permanent', bounceSubType: simulator('bounce') ? 'General' : 'OnAccountSuppressionList', bouncedRecipients: to.map((emailAddress) => ({ emailAddress })), timestamp: now } });
  else out.push({ eventType: 'Delivery', ...base, delivery: { timestamp: now, recipients: to } });
  if (simulator('complaint')) out.push({ eventType: 'Complaint', ...base, complaint: { complainedRecipients: to.map((emailAddress) => ({ emailAddress })), timestamp: now } });
  return out;
}

/** An SES event as the queue's consumer receives it: EventBridge's envelope in an SQS record. */
function sesEventRecord(detail: Record<string, unknown>, n: number): SQSRecord {
  const body = JSON.stringify({ version: '0', id: `local-${n}`, 'detail-type': 'SES event', source: 'aws.ses', account: '000000000000', time: new Date().toISOString(), region: 'local', resources: [], detail });
  return sqsRecord(body, `local-${n}`, 1, 'mail-events');
}

/** The items a write put into the table (a PutItem, or the Puts of a TransactWriteItems), in the wire format. */
function insertedItems(w: AppliedWrite, tableName: string): Image[] {
  const input = w.input as { TableName?: string; Item?: Image; TransactItems?: { Put?: { TableName?: string; Item?: Image } }[] };
  if (w.command === 'PutItemCommand' && input.TableName === tableName && input.Item) return [input.Item];
  if (w.command === 'TransactWriteItemsCommand') return (input.TransactItems ?? []).flatMap((t) => (t.Put?.TableName === tableName && t.Put.Item ? [t.Put.Item] : []));
  return [];
}

function record(image: Image, n: number, tableName: string): DynamoDBRecord {
  return {
    eventID: `local-${n}`,
    eventName: 'INSERT',
    eventSource: 'aws:dynamodb',
    eventSourceARN: `arn:aws:dynamodb:local:000000000000:table/${tableName}/stream/local`,
    dynamodb: {
      Keys: { pk: image.pk!, sk: image.sk! },
      NewImage: image,
      SequenceNumber: String(n).padStart(21, '0'),
      StreamViewType: 'NEW_IMAGE',
      ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
    },
  };
}
