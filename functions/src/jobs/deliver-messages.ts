import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config } from '../config.ts';
import { BACKLOG_METRICS } from './backlog-metrics.ts';
import { channelBreaker, deliverMessage, outboxBacklog, sweepOutbox, type DeliveryContext, type DeliveryOutcome, type OutboxBacklog } from '../domain/mail/deliver-messages.ts';
import type { Notifier, OutboxMessage } from '../domain/ports.ts';
import { outboxMessageOfImage } from '../wiring/stream-images.ts';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { CoreWiring } from '../wiring/core-wiring.ts';
import { awsNotifications } from '../wiring/optional/aws-notifications.ts';
import { onProcessWiringReset, processAdapter, readyProcessCore } from '../wiring/process-core.ts';
import { inLogScope, log } from '../domain/log.ts';
import { collectTextReports } from '../domain/mail/collect-text-reports.ts';

/** The entity tag of outbox items (keys.ts `entity.outboxMessage`): the stream's filter and this handler agree on it. */
export const OUTBOX_ENTITY = 'OutboxMessage';
/** A run stops starting sends this long before the function's 60 s: what is left waits for the next run. */
const RUN_MS = 50_000;
/** Sends of one stream batch at once. */
const STREAM_CONCURRENCY = 4;

// One per container: a provider that just failed is rested across this container's invocations (a rebuilt wiring, as
// in the local runtime after its configuration changed, is a new container).
let breaker = channelBreaker();
onProcessWiringReset(() => (breaker = channelBreaker()));

/** The delivery context over a wiring, as the system actor (tests build it over their own wiring). */
export function deliveryContext(w: CoreWiring & { notifier: Notifier }): DeliveryContext {
  return { actor: { kind: 'system', job: 'deliver-messages' }, clock: w.clock, crypto: w.crypto, notifier: w.notifier, rate: w.sendRate, tenants: w.tenants, breaker, reposFor: w.reposFor };
}

/**
 * The backlog as CloudWatch metrics (embedded metric format through Powertools; off locally and in tests by
 * POWERTOOLS_METRICS_DISABLED): the stack alarms on the oldest waiting message's age (portal-alarms.ts).
 */
function publishBacklog(stage: string, backlog: OutboxBacklog): void {
  const metrics = new Metrics({ namespace: BACKLOG_METRICS.namespace, serviceName: BACKLOG_METRICS.service, defaultDimensions: { stage } });
  metrics.addMetric(BACKLOG_METRICS.oldestWaiting, MetricUnit.Seconds, backlog.oldestWaitingSeconds);
  metrics.addMetric(BACKLOG_METRICS.waiting, MetricUnit.Count, backlog.waiting);
  metrics.addMetric(BACKLOG_METRICS.parked, MetricUnit.Count, backlog.parked);
  metrics.publishStoredMetrics();
}

/**
 * The sweep over every tenant's due messages (retries, and what the stream left for lack of slots), after measuring the
 * backlog; then, in the time the sweep left, the delivery reports of sent texts (collect-text-reports.ts).
 */
export async function runOutboxSweep(ctx: DeliveryContext, runMs = RUN_MS): Promise<Record<DeliveryOutcome, number>> {
  const untilMs = ctx.clock.now().getTime() + runMs;
  const backlog = await outboxBacklog(ctx);
  publishBacklog(config().STAGE, backlog);
  if (backlog.waiting + backlog.parked > 0) log.info('outbox backlog', { ...backlog });
  const counts = await sweepOutbox(ctx, { untilMs });
  if (counts.sent + counts.retry + counts.failed > 0) log.info('outbox sweep', { ...counts });
  const reports = await collectTextReports(ctx, { untilMs });
  if (Object.values(reports).some((n) => n > 0)) log.info('text reports', { ...reports });
  return counts;
}

/** Whether a stream record is a message just written to the outbox (the event source mapping's filter). */
export function isNewOutboxMessage(r: DynamoDBRecord): boolean {
  return r.eventName === 'INSERT' && r.dynamodb?.NewImage?.entity?.S === OUTBOX_ENTITY && r.dynamodb.NewImage.state?.S === 'pending';
}

/**
 * New messages from the table's stream, delivered at once, codes first. One the rate has no slot for this second stays
 * pending for the sweep, so a batch never waits and a code behind a deadline's receipts is not held up by them. Never
 * throws for one message (the batch is not sent again).
 */
export async function deliverStreamRecords(ctx: DeliveryContext, records: readonly DynamoDBRecord[]): Promise<Record<DeliveryOutcome, number>> {
  const counts: Record<DeliveryOutcome, number> = { sent: 0, retry: 0, failed: 0, dropped: 0, busy: 0, 'no-slot': 0, resting: 0 };
  const queue = records
    .filter(isNewOutboxMessage)
    .map(refOf)
    .sort((a, b) => Number(b.code) - Number(a.code));
  const worker = async () => {
    for (let m = queue.shift(); m; m = queue.shift()) counts[await deliverMessage(ctx, m.tenantId, m.ref, m.written)]++;
  };
  await Promise.all(Array.from({ length: STREAM_CONCURRENCY }, worker));
  return counts;
}

/** The tenant and the message of a stream record: `T#<c>#…` is the tenant's partition, the image holds the rest. */
function refOf(r: DynamoDBRecord): { tenantId: number; code: boolean; ref: { id: string; applicantId?: number }; written: OutboxMessage } {
  const image = r.dynamodb!.NewImage!;
  const tenantId = Number(/^T#(\d+)#/.exec(image.pk?.S ?? '')?.[1]);
  const applicantId = image.applicantId?.N === undefined ? undefined : Number(image.applicantId.N);
  const written = outboxMessageOfImage(image as Record<string, AttributeValue>);
  return { tenantId, code: image.kind?.S === 'code', ref: { id: image.id!.S!, ...(applicantId === undefined ? {} : { applicantId }) }, written };
}

const processContext = async () => deliveryContext({ ...(await readyProcessCore()), notifier: processAdapter(awsNotifications) });

/**
 * The delivery function: the table's stream (new outbox messages, filtered by the event source mapping) and an
 * EventBridge schedule every minute (the sweep); a local stream reader and timer in `npm start`.
 */
export const handler = async (event?: DynamoDBStreamEvent, context?: Context): Promise<Record<DeliveryOutcome, number>> =>
  inLogScope({ job: 'deliver-messages', requestId: context?.awsRequestId }, async () =>
    event && Array.isArray(event.Records) ? deliverStreamRecords(await processContext(), event.Records) : runOutboxSweep(await processContext()),
  );
