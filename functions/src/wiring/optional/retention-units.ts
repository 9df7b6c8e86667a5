import { createSqsClient, sqsWorkQueue } from '../../adapters/sqs/sqs-work-queue.ts';
import { createS3Client } from '../../adapters/s3/s3-client.ts';
import { s3FileVersions } from '../../adapters/s3/s3-file-versions.ts';
import type { Config } from '../../config.ts';
import type { FileDestruction, WorkQueue } from '../../domain/ports.ts';
import type { RetentionUnit } from '../../domain/retention/retention-unit.ts';

/** The retention job's unit queue: SQS at the URL the stack (or the local queue stand-in) gives its function. */
export function retentionUnitQueue(c: Config): WorkQueue<RetentionUnit> {
  if (!c.RETENTION_UNITS_QUEUE_URL) throw new Error('RETENTION_UNITS_QUEUE_URL is not set: the stack sets it on the RetentionDestruction function, the local runtime on its queue stand-in');
  return sqsWorkQueue(createSqsClient(c), c.RETENTION_UNITS_QUEUE_URL);
}

/** Every version of the applicants' objects in the upload bucket (the retention job's destruction). */
export const retentionFileVersions = (c: Config): FileDestruction => s3FileVersions(createS3Client(c), c.UPLOAD_BUCKET);
