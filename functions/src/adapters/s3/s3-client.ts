import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../../config.ts';

let client: S3Client | undefined;

export function s3Client(): S3Client {
  if (!client) {
    const c = config();
    client = new S3Client({
      region: c.AWS_REGION,
      // Real S3 would reject a checksum the browser cannot compute for presigned uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(c.S3_ENDPOINT
        ? { endpoint: c.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
        : {}),
    });
  }
  return client;
}
export function resetS3Client(): void {
  client = undefined;
}
