import { createSqsClient, sqsWorkQueue } from '../../adapters/sqs/sqs-work-queue.ts';
import type { Config } from '../../config.ts';
import type { DeadlineUnit, WorkQueue } from '../../domain/ports.ts';

/** The deadline job's unit queue: SQS at the URL the stack (or the local queue stand-in) gives its function. */
export function deadlineUnitQueue(c: Config): WorkQueue<DeadlineUnit> {
  if (!c.DEADLINE_UNITS_QUEUE_URL) throw new Error('DEADLINE_UNITS_QUEUE_URL is not set: the stack sets it on the DeadlineSweep function, the local runtime on its queue stand-in');
  return sqsWorkQueue(createSqsClient(c), c.DEADLINE_UNITS_QUEUE_URL);
}
