import type { ConsentRecord } from '@portal/shared/schemas/find-application';
import type { ApplicantRecord, ApplicantRepository } from '../../domain/ports.ts';
import { entity, keys, type ItemKey } from './keys.ts';
import { isDuplicateKey, transactWithRecord } from './idempotency-records.ts';
import { stripKeys, type Item, type TenantTable, type TransactOp } from './tenant-table.ts';
import { confirmPagesOf } from './answer-repository.ts';

/** The applicant item's gsi1 keys: its project's applicant index, in the shard of its id. */
export const applicantGsi = (tenantId: number, a: { id: number; projectId: number }) => ({
  gsi1pk: keys.applicantGsiPk(tenantId, a.projectId, keys.applicantGsiShard(a.id)),
  gsi1sk: keys.applicantGsiSk(a.id),
});

export function applicantRepository(table: TenantTable, now: () => Date): ApplicantRepository {
  return {
    async nextId() {
      // An atomic counter: ids are never reused, even under concurrent creation.
      const r = await table.update<{ value: number }>(keys.applicantCounter(), {
        update: 'SET #e = if_not_exists(#e, :e) ADD #v :one',
        names: { '#e': 'entity', '#v': 'value' },
        values: { ':e': entity.counter, ':one': 1 },
      });
      return r!.value;
    },
    async create({ consents, ...applicant }, idempotency) {
      const hashes = [...new Set([applicant.identityHash, ...(applicant.identityHashes ?? [])])];
      const created = (key: ItemKey, entityName: string, item: Item): TransactOp => ({ kind: 'put', key, entity: entityName, item: { ...item, version: 1 }, condition: 'attribute_not_exists(pk)' });
      const ops = [
        // gsi1: the project's applicants for the integration API, spread over shards by id (docs/data-model.md).
        created(keys.applicant(applicant.id), entity.applicant, { ...applicant, ...applicantGsi(table.tenantId, applicant) }),
        ...hashes.map((h) => created(keys.applicantIdentity(applicant.projectId, h), entity.applicantIdentity, { applicantId: applicant.id })),
        ...(applicant.loginHash ? [created(keys.applicantLogin(applicant.projectId, applicant.loginHash), entity.applicantLogin, { applicantId: applicant.id })] : []),
        ...(consents?.length ? [created(keys.applicantConsents(applicant.id), entity.applicantConsents, { records: consents })] : []),
      ];
      // With a key, its record (in the key's own partition: there is no applicant yet) joins the creation's transaction.
      const result = await transactWithRecord(table, ops, idempotency && { scope: 'visitor', write: idempotency }, now);
      return isDuplicateKey(result) ? result : result.ok;
    },
    async get(id) {
      const item = await table.get(keys.applicant(id));
      if (!item) return undefined;
      const { confirmPageSet: _set, submitLock: _l, submitLockUntil: _lu, ...rest } = stripKeys<
        ApplicantRecord & { confirmPageSet?: unknown; submitLock?: unknown; submitLockUntil?: unknown }
      >(item);
      // updatedAt is the application's last change (the integration API's), which stripKeys takes for bookkeeping.
      return { ...rest, confirmPage: confirmPagesOf(item), ...(typeof item.updatedAt === 'string' ? { updatedAt: item.updatedAt } : {}) };
    },
    async getConsents(id) {
      const item = await table.get<{ records: ConsentRecord[] }>(keys.applicantConsents(id));
      return item?.records;
    },
    async findIdByIdentity(projectId, identityHash) {
      const item = await table.get<{ applicantId: number }>(keys.applicantIdentity(projectId, identityHash));
      return item?.applicantId;
    },
    async deleteAll(applicant) {
      const items = await table.queryPrefix(keys.applicantItems(applicant.id));
      const hashes = [...new Set([applicant.identityHash, ...(applicant.identityHashes ?? [])])];
      // The applicant item last: until it is gone, a retry after a failure finds what is left.
      const own = items.map((i) => table.keyOf(i)).filter((k) => k.sk !== keys.applicant(applicant.id).sk);
      await table.deleteMany([
        ...own,
        ...hashes.map((h) => keys.applicantIdentity(applicant.projectId, h)),
        ...(applicant.loginHash ? [keys.applicantLogin(applicant.projectId, applicant.loginHash)] : []),
      ]);
      await table.delete(keys.applicant(applicant.id));
    },
    async setHired(id, hired) {
      const r = await table.update(keys.applicant(id), { update: 'SET hired = :h ADD version :one', condition: 'attribute_exists(pk)', values: { ':h': hired, ':one': 1 } });
      return r !== undefined;
    },
    async findIdByLogin(projectId, loginHash) {
      const item = await table.get<{ applicantId: number }>(keys.applicantLogin(projectId, loginHash));
      return item?.applicantId;
    },
    async changePassword(id, passwordHash) {
      const r = await table.update(keys.applicant(id), {
        update: 'SET passwordHash = :h ADD tokenEpoch :one, version :one',
        condition: 'attribute_exists(pk)',
        values: { ':h': passwordHash, ':one': 1 },
      });
      return r !== undefined;
    },
    async revokePreviewKeys(id) {
      // ADD is atomic: concurrent revokes and cancels each move the epoch on, none is lost.
      const r = await table.update(keys.applicant(id), {
        update: 'ADD previewEpoch :one, version :one',
        condition: 'attribute_exists(pk)',
        values: { ':one': 1 },
      });
      return r !== undefined;
    },
  };
}
