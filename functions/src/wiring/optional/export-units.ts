import { createSqsClient, sqsWorkQueue } from '../../adapters/sqs/sqs-work-queue.ts';
import { tenantFileStores } from '../../adapters/s3/s3-file-store.ts';
import type { Config } from '../../config.ts';
import type { ExportUnit, FileStore, MultipartUploads, WorkQueue } from '../../domain/ports.ts';
import type { TenantCredentialsSource } from '../core-wiring.ts';
import type { AdapterFactory } from './adapter-factory.ts';

/** The export job's unit queue: SQS at the URL the stack (or the local queue stand-in) gives its function and POST exports. */
export function exportUnitQueue(c: Config): WorkQueue<ExportUnit> {
  if (!c.EXPORT_UNITS_QUEUE_URL) throw new Error('EXPORT_UNITS_QUEUE_URL is not set: the stack sets it on the WriteExports function and the ExportApplications route, the local runtime on its queue stand-in');
  return sqsWorkQueue(createSqsClient(c), c.EXPORT_UNITS_QUEUE_URL);
}

/** POST exports sends each export to the job's queue. */
export const exportUnits: AdapterFactory<'exportUnits'> = { port: 'exportUnits', build: (c) => exportUnitQueue(c) };

/** The export job's file store per tenant, with its multipart uploads (tenant-scoped credentials on AWS). */
export function exportFiles(c: Config, core: TenantCredentialsSource): (tenantId: number) => FileStore & MultipartUploads {
  const stores = tenantFileStores(c, core.tenantCredentials);
  return (tenantId) => stores.forTenant(tenantId);
}
