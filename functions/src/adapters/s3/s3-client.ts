import { S3Client } from '@aws-sdk/client-s3';
import { config, type Config } from '../../config.ts';
import { SERVICE_REQUEST_HANDLER } from '../service-failure.ts';
import { assertFileAccess, checkAccessOf } from '../access/access-guard.ts';
import type { CredentialProvider } from '../sts/tenant-credentials.ts';
import { assertTenantFiles } from './tenant-file-scope.ts';
import { traceSdkCalls } from '../log/xray-subsegments.ts';

let client: S3Client | undefined;

/**
 * A client for the configuration's region and endpoint (the endpoint is set only locally). `scope.tenantId`: every call
 * (a presigned one too) outside that tenant's prefixes is refused before it is signed (tenant-file-scope.ts);
 * `scope.credentials` (on AWS, where the stack names a tenant role): the tenant's own, which IAM holds to those prefixes.
 */
export function createS3Client(c: Config, scope?: { tenantId: number; credentials?: CredentialProvider | undefined }): S3Client {
  const client = new S3Client({
    region: c.AWS_REGION,
    requestHandler: SERVICE_REQUEST_HANDLER,
    // Real S3 would reject a checksum the browser cannot compute for presigned uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(scope?.credentials ? { credentials: scope.credentials } : {}),
    ...(c.S3_ENDPOINT ? { endpoint: c.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } } : {}),
  });
  if (scope) {
    const { tenantId } = scope;
    checkAccessOf(client, (command, input: Parameters<typeof assertTenantFiles>[2]) => assertTenantFiles(tenantId, command, input), 'tenantFiles');
  }
  // Locally, each call (a presigned one too: a URL works only with what its signer may do) within the function's declared areas.
  checkAccessOf(client, assertFileAccess);
  traceSdkCalls(client);
  return client;
}

/** The local tools' and tests' shared client; the functions get theirs from the wiring (functions/src/wiring). */
export function s3Client(): S3Client {
  client ??= createS3Client(config());
  return client;
}
export function resetS3Client(): void {
  client = undefined;
}
