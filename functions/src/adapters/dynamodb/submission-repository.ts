import type { SubmissionRecord, SubmissionRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { outboxPutOp } from './outbox-repository.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

type SnapshotPage = { pageIndex: number; version: number; values: Record<string, unknown> };

export function submissionRepository(table: TenantTable, now: () => Date): SubmissionRepository {
  return {
    async acquireLock(applicantId, requestId, nowMs, ttlMs) {
      const got = await table.update(keys.applicant(applicantId), {
        update: 'SET submitLock = :r, submitLockUntil = :until',
        // Only one request at a time finishes a submission; a holder that died loses the lock when it expires.
        condition: 'attribute_exists(pk) AND #s <> :y AND (attribute_not_exists(submitLock) OR submitLockUntil < :now)',
        names: { '#s': 'status' },
        values: { ':r': requestId, ':until': nowMs + ttlMs, ':now': nowMs, ':y': 'Y' },
      });
      if (got) return 'acquired';
      const item = await table.get<{ status?: string }>(keys.applicant(applicantId));
      return item?.status === 'Y' ? 'submitted' : 'busy';
    },
    async releaseLock(applicantId, requestId) {
      await table.update(keys.applicant(applicantId), {
        update: 'REMOVE submitLock, submitLockUntil',
        condition: 'submitLock = :r',
        values: { ':r': requestId },
      });
    },
    async nextNumber(projectId) {
      const r = await table.update<{ value: number }>(keys.applicantNumberCounter(projectId), {
        update: 'SET #e = if_not_exists(#e, :e) ADD #v :one',
        names: { '#e': 'entity', '#v': 'value' },
        values: { ':e': entity.counter, ':one': 1 },
      });
      return r!.value;
    },
    async submit(input) {
      const header: SubmissionRecord = {
        applicantId: input.applicantId,
        seq: input.seq,
        applicantNumber: input.applicantNumber,
        submittedAt: input.submittedAt,
        snapshotHash: input.snapshotHash,
        pages: input.pages.map((p) => ({ pageIndex: p.pageIndex, version: p.version })),
      };
      const result = await table.transact([
        {
          kind: 'update',
          key: keys.applicant(input.applicantId),
          update:
            'SET #s = :y, submittedAt = :t, applicantNumber = if_not_exists(applicantNumber, :n), snapshotHash = :h, submissionCount = :seq, updatedAt = :u REMOVE submitLock, submitLockUntil',
          condition: 'submitLock = :r AND #s <> :y',
          names: { '#s': 'status' },
          values: { ':y': 'Y', ':t': input.submittedAt, ':n': input.applicantNumber, ':h': input.snapshotHash, ':seq': input.seq, ':r': input.requestId, ':u': new Date().toISOString() },
        },
        // The snapshot is exactly what was validated: no page may have changed since it was read.
        ...input.pages.map((p) => ({
          kind: 'check' as const,
          key: keys.answerPage(input.applicantId, p.pageIndex),
          condition: 'version = :v',
          values: { ':v': p.version },
        })),
        { kind: 'put', key: keys.submission(input.applicantId, input.seq), entity: entity.submission, item: { ...header, version: 1 }, condition: 'attribute_not_exists(pk)' },
        ...input.pages.map((p) => ({
          kind: 'put' as const,
          key: keys.submissionPage(input.applicantId, input.seq, p.pageIndex),
          entity: entity.submissionPage,
          item: { applicantId: input.applicantId, seq: input.seq, pageIndex: p.pageIndex, version: p.version, values: p.values },
          condition: 'attribute_not_exists(pk)',
        })),
        ...input.messages.map((m) => outboxPutOp(table, m, now())),
      ]);
      return result.ok;
    },
    async cancel(applicantId, seq, cancelledAt, messages) {
      const result = await table.transact([
        {
          kind: 'update',
          key: keys.applicant(applicantId),
          // The preview keys handed out for the submitted application stop opening it once it is back to drafting.
          update: 'SET #s = :n, cancelledAt = :t, updatedAt = :u ADD previewEpoch :one',
          // Only the submission that is current: a cancel read before a resubmission must not close an older snapshot
          // and leave the newer one submitted (records from before submissionCount existed are their first).
          condition: seq === 1 ? '#s = :y AND (submissionCount = :seq OR attribute_not_exists(submissionCount))' : '#s = :y AND submissionCount = :seq',
          names: { '#s': 'status' },
          values: { ':n': 'N', ':y': 'Y', ':t': cancelledAt, ':one': 1, ':seq': seq, ':u': new Date().toISOString() },
        },
        { kind: 'update', key: keys.submission(applicantId, seq), update: 'SET cancelledAt = :t', condition: 'attribute_exists(pk)', values: { ':t': cancelledAt } },
        ...messages.map((m) => outboxPutOp(table, m, now())),
      ]);
      return result.ok;
    },
    async list(applicantId) {
      const items = await table.queryPrefix<{ entity: string }>(keys.submissionPrefix(applicantId));
      return items
        .filter((i) => i.entity === entity.submission)
        .map((i) => stripKeys<SubmissionRecord>(i))
        .sort((a, b) => a.seq - b.seq);
    },
    async get(applicantId, seq) {
      const item = await table.get(keys.submission(applicantId, seq));
      return item ? stripKeys<SubmissionRecord>(item) : undefined;
    },
    async getPages(applicantId, seq) {
      const items = await table.queryPrefix<SnapshotPage & { entity: string }>(keys.submissionPagePrefix(applicantId, seq));
      return items.map((i) => ({ pageIndex: i.pageIndex, version: i.version, values: i.values }));
    },
  };
}
