import { AbortMultipartUploadCommand, CompleteMultipartUploadCommand, CopyObjectCommand, CreateMultipartUploadCommand, DeleteObjectCommand, UploadPartCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config.ts';
import type { FileStore, MultipartUploads } from '../../domain/ports.ts';
import { callService } from '../service-failure.ts';
import type { CredentialProvider } from '../sts/tenant-credentials.ts';
import { createS3Client } from './s3-client.ts';

/** A download link's life; a link dies with the credentials that signed it (tenant-credentials.ts keeps them longer). */
export const DOWNLOAD_TTL_SECONDS = 300;

/** The process's file store (the CLI's, the local tools'), and each tenant's: what a request of that tenant gets. */
export interface TenantFileStores extends FileStore, MultipartUploads {
  forTenant(tenantId: number): FileStore & MultipartUploads;
}

/**
 * The file store of every tenant and, per tenant, one whose client refuses objects outside the tenant's prefixes
 * (tenant-file-scope.ts) and, with `credentialsOf` (a deployed function whose access is one tenant's), signs with the
 * tenant's credentials: IAM refuses the rest there too. Each tenant's store is made on first use and kept.
 */
export function tenantFileStores(c: Config, credentialsOf?: (tenantId: number) => CredentialProvider): TenantFileStores {
  const made = new Map<number, FileStore & MultipartUploads>();
  return {
    ...s3FileStore(createS3Client(c), c.UPLOAD_BUCKET),
    forTenant(tenantId) {
      let store = made.get(tenantId);
      if (!store) made.set(tenantId, (store = s3FileStore(createS3Client(c, { tenantId, credentials: credentialsOf?.(tenantId) }), c.UPLOAD_BUCKET)));
      return store;
    },
  };
}

/** The file store on S3. S3 failing beyond the SDK's retries (SlowDown, 5xx, a dropped connection) throws ServiceUnavailableError. */
export function s3FileStore(client: S3Client, bucket: string): FileStore & MultipartUploads {
  return {
    async downloadUrl(key, filename) {
      const disposition = `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition }), {
        expiresIn: DOWNLOAD_TTL_SECONDS,
      });
    },
    async exists(key) {
      try {
        await callService('files', () => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })));
        return true;
      } catch (e) {
        const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (e as { name?: string }).name === 'NotFound') return false;
        throw e;
      }
    },
    async put(key, body, contentType) {
      await callService('files', () => client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType })));
    },
    async presignPut(key, contentType, size, ttlSeconds) {
      // Content type and length are signed: real S3 refuses a PUT whose type or byte count differs.
      // The browser sets Content-Length itself (it may not set it by hand), so only the type is answered.
      const url = await getSignedUrl(client, new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: size }), {
        expiresIn: ttlSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return { url, headers: { 'Content-Type': contentType } };
    },
    async head(key) {
      try {
        const r = await callService('files', () => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })));
        return { size: r.ContentLength ?? 0, contentType: r.ContentType ?? 'application/octet-stream', etag: r.ETag ?? '' };
      } catch (e) {
        if (isNotFound(e)) return undefined;
        throw e;
      }
    },
    async readStart(key, bytes) {
      let r;
      try {
        r = await callService('files', () => client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${Math.max(0, bytes - 1)}` })));
      } catch (e) {
        if (isNotFound(e)) return { bytes: new Uint8Array(), etag: '' };
        throw e;
      }
      const body = await callService('files', () => r.Body!.transformToByteArray());
      // A store that ignores Range answers the whole object: keep only the start.
      return { bytes: body.length > bytes ? body.subarray(0, bytes) : body, etag: r.ETag ?? '' };
    },
    async copyIfUnchanged(from, to, etag) {
      if (!etag) return false;
      let copied: string | undefined;
      try {
        // S3 refuses the copy (412) when the source's bytes are no longer the checked ones.
        const copy = new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: `${bucket}/${encodeKey(from)}`, CopySourceIfMatch: etag, MetadataDirective: 'COPY' });
        const r = await callService('files', () => client.send(copy));
        copied = r.CopyObjectResult?.ETag;
      } catch (e) {
        if (isNotFound(e) || isPreconditionFailed(e)) return false;
        throw e;
      }
      // The result's ETag names what was copied; this also holds on stand-ins that ignore the condition.
      if (copied !== etag) {
        await callService('files', () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: to })));
        return false;
      }
      return true;
    },
    async delete(key) {
      await callService('files', () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },
    async startUpload(key, contentType) {
      const r = await callService('files', () => client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType })));
      if (!r.UploadId) throw new Error('CreateMultipartUpload answered no UploadId');
      return r.UploadId;
    },
    async uploadPart(key, uploadId, partNumber, body) {
      try {
        const r = await callService('files', () => client.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber: partNumber, Body: body, ContentLength: body.byteLength })));
        if (!r.ETag) throw new Error(`UploadPart ${partNumber} answered no ETag`);
        return r.ETag;
      } catch (e) {
        if (isNoSuchUpload(e)) return undefined;
        throw e;
      }
    },
    async completeUpload(key, uploadId, parts) {
      try {
        await callService('files', () =>
          client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.number, ETag: p.etag })) } })),
        );
        return 'completed';
      } catch (e) {
        if (isNoSuchUpload(e)) return 'gone';
        throw e;
      }
    },
    async abortUpload(key, uploadId) {
      try {
        await callService('files', () => client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId })));
      } catch (e) {
        if (!isNoSuchUpload(e)) throw e;
      }
    },
  };
}

/** CopySource is a URL path: each key segment percent-encoded, the slashes kept. */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

function isPreconditionFailed(e: unknown): boolean {
  const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 412 || (e as { name?: string }).name === 'PreconditionFailed';
}

function isNoSuchUpload(e: unknown): boolean {
  const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return (e as { name?: string }).name === 'NoSuchUpload' || status === 404;
}

function isNotFound(e: unknown): boolean {
  const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (e as { name?: string }).name;
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey';
}
