import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStore } from '../../domain/ports.ts';

const DOWNLOAD_TTL_SECONDS = 300;

export function s3FileStore(client: S3Client, bucket: string): FileStore {
  return {
    async downloadUrl(key, filename) {
      const disposition = `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition }), {
        expiresIn: DOWNLOAD_TTL_SECONDS,
      });
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (e) {
        const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (e as { name?: string }).name === 'NotFound') return false;
        throw e;
      }
    },
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
  };
}
