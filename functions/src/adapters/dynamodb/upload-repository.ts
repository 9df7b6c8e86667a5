import { createHash } from 'node:crypto';
import type { UploadRecord, UploadRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

/** Checked uploads, one item per object under 'UPLOAD#' in the applicant's partition (one Query lists them). */
const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** The item key of the applicant's upload record of one object key (also used by the inquiry's transaction). */
export const uploadItemKey = (applicantId: number, objectKey: string) => keys.upload(applicantId, keyHash(objectKey));

/** A claim outlives the staging object it names (staging expires within a day). */
const CLAIM_TTL_SECONDS = 2 * 86_400;

export function uploadRepository(table: TenantTable, now: () => Date): UploadRepository {
  return {
    async claim(applicantId, stagingKey, finalKey) {
      const sk = keys.uploadClaim(applicantId, keyHash(stagingKey));
      const expiresAt = Math.floor(now().getTime() / 1000) + CLAIM_TTL_SECONDS;
      if (await table.createAll([{ key: sk, entity: entity.uploadClaim, data: { applicantId, stagingKey, finalKey }, expiresAt }])) return { won: true };
      const held = await table.get<{ finalKey?: string }>(sk);
      return { won: false, finalKey: held?.finalKey ?? '' };
    },
    async releaseClaim(applicantId, stagingKey) {
      await table.delete(keys.uploadClaim(applicantId, keyHash(stagingKey)));
    },
    async put(record) {
      await table.put(uploadItemKey(record.applicantId, record.key), entity.upload, { ...record });
    },
    async listByApplicant(applicantId) {
      const items = await table.queryPrefix(keys.uploadPrefix(applicantId));
      return items.map((i) => stripKeys<UploadRecord>(i));
    },
    async deleteLoose(applicantId, key) {
      return table.deleteIf(uploadItemKey(applicantId, key), 'attribute_exists(pk) AND attribute_not_exists(inquiryId)');
    },
    async find(applicantId, key) {
      const item = await table.get(uploadItemKey(applicantId, key));
      const record = item && stripKeys<UploadRecord>(item);
      // The hash addresses the item; the stored key must still be exactly the one asked for.
      return record?.key === key ? record : undefined;
    },
  };
}
