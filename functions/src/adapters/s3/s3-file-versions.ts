import { DeleteObjectsCommand, ListObjectVersionsCommand, type S3Client } from '@aws-sdk/client-s3';
import type { FileDestruction } from '../../domain/ports.ts';
import { callService } from '../service-failure.ts';

/** DeleteObjects takes at most this many keys (S3's limit); a listing answers at most as many. */
const BATCH = 1000;

/**
 * Every stored version of the objects under some prefixes, on S3: the upload bucket is versioned (an overwritten or
 * deleted upload keeps its old version for 30 days), so destroying a person's files means deleting each version and
 * delete marker by its VersionId. Only the retention job's role may list versions and delete them (its declared
 * `destroy` access, infra/lib/function-policy.ts).
 */
export function s3FileVersions(client: S3Client, bucket: string): FileDestruction {
  /** One page of versions and delete markers under the prefix, from the markers on. */
  async function page(prefix: string, keyMarker?: string, versionMarker?: string) {
    const r = await callService('files', () =>
      client.send(new ListObjectVersionsCommand({ Bucket: bucket, Prefix: prefix, MaxKeys: BATCH, KeyMarker: keyMarker, VersionIdMarker: versionMarker })),
    );
    const objects = [...(r.Versions ?? []), ...(r.DeleteMarkers ?? [])].filter((v) => v.Key).map((v) => ({ Key: v.Key!, VersionId: v.VersionId ?? 'null' }));
    return { objects, next: r.IsTruncated ? { key: r.NextKeyMarker, version: r.NextVersionIdMarker } : undefined };
  }
  return {
    async countVersions(prefixes) {
      let n = 0;
      for (const prefix of prefixes) {
        let at: { key?: string | undefined; version?: string | undefined } | undefined = {};
        while (at) {
          const p = await page(prefix, at.key, at.version);
          n += p.objects.length;
          at = p.next;
        }
      }
      return n;
    },
    async destroyVersions(prefixes) {
      for (const prefix of prefixes) {
        // Each page is deleted before the next is listed from the start: what is deleted no longer lists, so a page
        // cut short by a failure is listed again on the next try.
        for (let rounds = 0; ; rounds++) {
          const { objects } = await page(prefix);
          if (objects.length === 0) break;
          if (rounds > 10_000) throw new Error(`versions under ${prefix.split('/').slice(0, 3).join('/')}/… still listed after 10,000 deletes`);
          const r = await callService('files', () => client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } })));
          if (r.Errors?.length) throw new Error(`DeleteObjects left ${r.Errors.length} versions: ${r.Errors[0]!.Code ?? ''} ${r.Errors[0]!.Message ?? ''}`);
        }
      }
    },
  };
}
