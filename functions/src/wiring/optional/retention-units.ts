import { createSqsClient, sqsWorkQueue } from '../../adapters/sqs/sqs-work-queue.ts';
import { createS3Client } from '../../adapters/s3/s3-client.ts';
import { s3FileVersions } from '../../adapters/s3/s3-file-versions.ts';
import { createDynamoClients } from '../../adapters/dynamodb/document-client.ts';
import { destructionStore } from '../../adapters/dynamodb/destruction-store.ts';
import { TenantTable } from '../../adapters/dynamodb/tenant-table.ts';
import type { Config } from '../../config.ts';
import type { DestructionStore, FileDestruction, WorkQueue } from '../../domain/ports.ts';
import type { RetentionUnit } from '../../domain/retention/retention-unit.ts';

/** The retention job's unit queue: SQS at the URL the stack (or the local queue stand-in) gives its function. */
export function retentionUnitQueue(c: Config): WorkQueue<RetentionUnit> {
  if (!c.RETENTION_UNITS_QUEUE_URL) throw new Error('RETENTION_UNITS_QUEUE_URL is not set: the stack sets it on the RetentionDestruction function, the local runtime on its queue stand-in');
  return sqsWorkQueue(createSqsClient(c), c.RETENTION_UNITS_QUEUE_URL);
}

/** Every version of the applicants' objects in the upload bucket (the retention job's destruction). */
export const retentionFileVersions = (c: Config): FileDestruction => s3FileVersions(createS3Client(c), c.UPLOAD_BUCKET);

/**
 * The retention job's store per tenant, each over a client that reaches that tenant's partitions only (tenant-scope.ts),
 * sharing one connection pool; made on first use and kept.
 */
export function destructionStores(c: Config): (tenantId: number) => DestructionStore {
  const shared = createDynamoClients(c).base;
  const made = new Map<number, DestructionStore>();
  return (tenantId) => {
    let store = made.get(tenantId);
    if (!store) {
      const { document } = createDynamoClients(c, { tenantId, requestHandler: shared.config.requestHandler });
      store = destructionStore(new TenantTable(document, c.TABLE_NAME, tenantId));
      made.set(tenantId, store);
    }
    return store;
  };
}
