import { tenantFileStores, type TenantFileStores } from '../../adapters/s3/s3-file-store.ts';
import type { AdapterFactory } from './adapter-factory.ts';

/** Uploads and downloads: the S3 client and its presigner; a request gets its tenant's (tenant-scoped credentials on AWS). */
export const s3Files: AdapterFactory<'files', TenantFileStores> = {
  port: 'files',
  build: (c, core) => tenantFileStores(c, core?.tenantCredentials),
  forTenant: (stores, tenantId) => stores.forTenant(tenantId),
};
