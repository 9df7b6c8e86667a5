import type { SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../../domain/errors.ts';
import { sqsWorkQueue } from './sqs-work-queue.ts';

/** A client whose every send fails as SQS does when it is throttled past the SDK's retries. */
const failing = (error: Error) => ({ send: async () => Promise.reject(error) }) as unknown as SQSClient;

describe('the SQS work queue', () => {
  it('reports SQS failing for now as the service being unavailable (a Korean 503 for a route that sends, a retry for a job)', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $fault: 'client', $metadata: { httpStatusCode: 400 } });
    await expect(sqsWorkQueue(failing(throttled), 'https://sqs.local/q').send([{ tenantId: 1 }])).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('passes a refusal that is not transient on as it is', async () => {
    const denied = Object.assign(new Error('not allowed'), { name: 'AccessDenied', $fault: 'client', $metadata: { httpStatusCode: 403 } });
    await expect(sqsWorkQueue(failing(denied), 'https://sqs.local/q').send([{ tenantId: 1 }])).rejects.toMatchObject({ name: 'AccessDenied' });
  });
});
