import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { Config } from '../../config.ts';
import type { WorkQueue } from '../../domain/ports.ts';
import { callService, SERVICE_REQUEST_HANDLER } from '../service-failure.ts';
import { traceSdkCalls } from '../log/xray-subsegments.ts';

/** A client for the configuration's region and endpoint (locally the queue stand-in, functions/src/local/local-queues.ts). */
export function createSqsClient(c: Config): SQSClient {
  const client = new SQSClient({ region: c.AWS_REGION, requestHandler: SERVICE_REQUEST_HANDLER, ...(c.SQS_ENDPOINT ? { endpoint: c.SQS_ENDPOINT } : {}) });
  traceSdkCalls(client);
  return client;
}

/** SQS takes at most ten messages a call. */
const BATCH = 10;

/**
 * Units as JSON messages on one queue, ten a call; a message SQS refused fails the send (the caller's run is tried
 * again), and SQS failing for now past the SDK's retries is the queue unavailable (a route answers its Korean 503).
 */
export function sqsWorkQueue<T>(client: SQSClient, queueUrl: string): WorkQueue<T> {
  return {
    async send(units) {
      for (let i = 0; i < units.length; i += BATCH) {
        const entries = units.slice(i, i + BATCH).map((u, n) => ({ Id: String(n), MessageBody: JSON.stringify(u) }));
        const r = await callService('queue', () => client.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries })));
        if (r.Failed?.length) throw new Error(`queue refused ${r.Failed.length} of ${entries.length} units: ${r.Failed.map((f) => f.Code).join(', ')}`);
      }
    },
  };
}
