import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { runWithAccess } from '../adapters/access/access-guard.ts';
import { resetConfig } from '../config.ts';
import { jobs, type JobDef, type JobUnits } from '../http/routes.ts';
import { resetProcessWiring } from '../wiring/process-wiring.ts';
import { lambdaContext } from './lambda-context.ts';
import { LOOPBACK_HOST } from './listen-host.ts';

/** The stack gives a job 60 s unless it names its time (infra/lib/constructs/scheduled-jobs.ts). */
const JOB_TIMEOUT_MS = 60_000;
/** A failed unit is visible again after this (SQS: the queue's visibility timeout, minutes). */
const DEFAULT_RETRY_DELAY_MS = 1_000;

/** SQS's event record of one message, as Lambda's event source mapping hands it to a function. */
export function sqsRecord(body: string, messageId: string, receiveCount: number, queueName: string): SQSRecord {
  const now = String(Date.now());
  return {
    messageId,
    receiptHandle: `${messageId}#${receiveCount}`,
    body,
    attributes: { ApproximateReceiveCount: String(receiveCount), SentTimestamp: now, SenderId: 'local', ApproximateFirstReceiveTimestamp: now },
    messageAttributes: {},
    md5OfBody: md5(body),
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:local:000000000000:${queueName}`,
    awsRegion: 'local',
  };
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

interface Message {
  id: string;
  body: string;
  receiveCount: number;
}

/** What one job's queue did since the stand-in started. */
export interface QueueStats {
  /** Deliveries the handler finished. */
  handled: number;
  /** Deliveries that failed (the handler threw or reported the message). */
  failedTries: number;
  /** Bodies of the messages parked on the dead-letter queue after their last try. */
  parked: string[];
  /** Every delivery in the order they ended: the message's body, when it started and ended (ms), whether it failed. */
  deliveries: { body: string; startedAt: number; endedAt: number; failed: boolean }[];
}

/** The local stand-in of the jobs' unit queues and their event source mappings. */
export interface LocalQueues {
  /** Resolves once every message sent so far, and every message their handlers sent meanwhile, was handled or parked. */
  drain(): Promise<void>;
  stats(jobId: string): QueueStats;
  stop(): Promise<void>;
}

interface Queue {
  name: string;
  job: JobDef & { units: JobUnits };
  visible: Message[];
  inFlight: number;
  stats: QueueStats;
}

let running: LocalQueues | undefined;
/** The stand-in this process runs, if any (the ops CLI's `job` command waits for its units). */
export const runningLocalQueues = (): LocalQueues | undefined => running;

/**
 * The queues of the jobs that fan out (routes.ts `jobs`, `units`), locally: an SQS-compatible endpoint on loopback
 * (SendMessage and SendMessageBatch of SQS's JSON protocol, so the job's own SQS adapter sends to it) and, in place of
 * Lambda's event source mapping, a driver that hands each message to the job's handler as an SQS event, one message
 * an invocation and up to the job's `maxConcurrency` at once. A failed message is tried again after `retryDelayMs`
 * and parked on the queue's dead-letter list after `maxReceiveCount` tries, as the stack's redrive policy does.
 * Messages live in memory: a restart loses what waited, which the job's next run hands out again.
 */
export async function startLocalQueues(options: { retryDelayMs?: number } = {}): Promise<LocalQueues> {
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const queues = new Map<string, Queue>();
  for (const job of jobs) {
    if (!job.units) continue;
    const name = `portal-local-${job.handler}-units`;
    queues.set(name, { name, job: job as Queue['job'], visible: [], inFlight: 0, stats: { handled: 0, failedTries: 0, parked: [], deliveries: [] } });
  }
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const idle: (() => void)[] = [];
  let stopped = false;

  const busy = () => timers.size > 0 || [...queues.values()].some((q) => q.visible.length > 0 || q.inFlight > 0);
  const settle = () => {
    if (!busy()) for (const resolve of idle.splice(0)) resolve();
  };

  const deliver = async (q: Queue, m: Message) => {
    m.receiveCount++;
    const startedAt = Date.now();
    let failed = true;
    try {
      const module = (await import(/* @vite-ignore */ new URL(`../jobs/${q.job.handler}.ts`, import.meta.url).href)) as { handler: (e: SQSEvent, c: Context) => Promise<SQSBatchResponse> };
      // Held to what the job declared, as its role holds it on AWS (access-guard.ts).
      const answer = await runWithAccess(q.job.id, q.job.access, () => module.handler({ Records: [sqsRecord(m.body, m.id, m.receiveCount, q.name)] }, lambdaContext(q.job.id, q.job.timeoutSeconds ? q.job.timeoutSeconds * 1000 : JOB_TIMEOUT_MS)));
      failed = (answer?.batchItemFailures ?? []).some((f) => f.itemIdentifier === m.id);
    } catch (e) {
      console.error(JSON.stringify({ level: 'error', msg: 'local queue: the handler failed', queue: q.name, messageId: m.id, error: String((e as Error)?.message ?? e) }));
    }
    q.stats.deliveries.push({ body: m.body, startedAt, endedAt: Date.now(), failed });
    if (!failed) q.stats.handled++;
    else {
      q.stats.failedTries++;
      if (m.receiveCount >= q.job.units.maxReceiveCount) {
        q.stats.parked.push(m.body);
        console.error(JSON.stringify({ level: 'error', msg: 'local queue: message parked on the dead-letter queue', queue: q.name, messageId: m.id, tries: m.receiveCount, body: m.body }));
      } else {
        const t = setTimeout(() => {
          timers.delete(t);
          q.visible.push(m);
          pump(q);
        }, retryDelayMs);
        timers.add(t);
      }
    }
  };

  const pump = (q: Queue) => {
    while (!stopped && q.inFlight < q.job.units.maxConcurrency && q.visible.length > 0) {
      const m = q.visible.shift()!;
      q.inFlight++;
      const delivery = deliver(q, m).finally(() => {
        inFlight.delete(delivery);
        q.inFlight--;
        pump(q);
        settle();
      });
      inFlight.add(delivery);
    }
    settle();
  };

  const server = createServer((req, res) => void answer(req, res));
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() });
      res.end(JSON.stringify(body));
    };
    const target = String(req.headers['x-amz-target'] ?? '');
    let input: { QueueUrl?: string; MessageBody?: string; Entries?: { Id: string; MessageBody: string }[] };
    try {
      input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as typeof input;
    } catch {
      return reply(400, { __type: 'com.amazonaws.sqs#InvalidParameterValue', message: 'The request body is not JSON.' });
    }
    const q = queues.get(String(input.QueueUrl ?? '').split('/').pop() ?? '');
    if (!q) return reply(400, { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'The specified queue does not exist.' });
    const take = (body: string) => {
      const id = randomUUID();
      q.visible.push({ id, body, receiveCount: 0 });
      return { MessageId: id, MD5OfMessageBody: md5(body) };
    };
    if (target === 'AmazonSQS.SendMessage') reply(200, take(input.MessageBody ?? ''));
    else if (target === 'AmazonSQS.SendMessageBatch') reply(200, { Successful: (input.Entries ?? []).map((e) => ({ Id: e.Id, ...take(e.MessageBody) })), Failed: [] });
    else return reply(400, { __type: 'com.amazonaws.sqs#InvalidAction', message: `${target} is not served by the local queue stand-in` });
    // Apart from the send that queued it, as the mapping polls.
    setImmediate(() => pump(q));
  };
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK_HOST, resolve));
  process.env.SQS_ENDPOINT = `http://${LOOPBACK_HOST}:${(server.address() as AddressInfo).port}`;
  for (const q of queues.values()) process.env[q.job.units.queueUrlVariable] = `${process.env.SQS_ENDPOINT}/000000000000/${q.name}`;
  resetConfig();
  resetProcessWiring();

  const byJob = (jobId: string) => [...queues.values()].find((q) => q.job.id === jobId);
  const instance: LocalQueues = {
    drain: () =>
      new Promise<void>((resolve) => {
        idle.push(resolve);
        // A pump scheduled by the last send may not have started yet.
        setImmediate(settle);
      }),
    stats: (jobId) => {
      const q = byJob(jobId);
      return q ? { ...q.stats, parked: [...q.stats.parked], deliveries: [...q.stats.deliveries] } : { handled: 0, failedTries: 0, parked: [], deliveries: [] };
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...inFlight]);
      if (running === instance) running = undefined;
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  running = instance;
  return instance;
}
