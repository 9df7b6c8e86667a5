import type { SavedPage } from '@portal/shared';
import type { AnswerRepository } from '../../domain/ports.ts';
import { isDuplicateKey, transactWithRecord } from './idempotency-records.ts';
import { entity, keys } from './keys.ts';
import type { TenantTable } from './tenant-table.ts';

type AnswerItem = { pageIndex: number; version: number; values: Record<string, unknown>; saveType: 'temp' | 'save'; savedAt: string };

const toSaved = (i: AnswerItem): SavedPage => ({ pageIndex: i.pageIndex, version: i.version, values: i.values, saveType: i.saveType, savedAt: i.savedAt });

/** confirm_page is a number set on the applicant item, so saves of different pages in two tabs never drop each other's entry. */
export const confirmPagesOf = (item: { confirmPageSet?: Set<number> | number[]; confirmPage?: number[] }): number[] =>
  [...(item.confirmPageSet ?? item.confirmPage ?? [])].map(Number).sort((a, b) => a - b);

export function answerRepository(table: TenantTable, now: () => Date): AnswerRepository {
  return {
    async getPage(applicantId, pageIndex) {
      const item = await table.get<AnswerItem>(keys.answerPage(applicantId, pageIndex));
      return item ? toSaved(item) : undefined;
    },
    async listPages(applicantId) {
      return (await table.queryPrefix<AnswerItem>(keys.answerPagePrefix(applicantId))).map(toSaved);
    },
    async savePage(input) {
      const sk = keys.answerPage(input.applicantId, input.pageIndex);
      const version = input.expectedVersion + 1;
      // With a key, its record joins the transaction: a concurrent try with the key loses and answers the winner's record.
      const result = await transactWithRecord(
        table,
        [
          {
            kind: 'put',
            key: sk,
            entity: entity.answerPage,
            item: { applicantId: input.applicantId, pageIndex: input.pageIndex, version, values: input.values, saveType: input.saveType, savedAt: input.savedAt },
            // Optimistic lock: the tab must have seen the version it overwrites.
            ...(input.expectedVersion === 0
              ? { condition: 'attribute_not_exists(pk)' }
              : { condition: 'version = :v', values: { ':v': input.expectedVersion } }),
          },
          {
            kind: 'update',
            key: keys.applicant(input.applicantId),
            // updatedAt: the integration API's 'changed since' (docs/integration-api.md).
            update: `${input.saveType === 'save' ? 'ADD' : 'DELETE'} confirmPageSet :p SET savePage = :i, lastSavedAt = :t, updatedAt = :u`,
            condition: 'attribute_exists(pk) AND #s <> :submitted',
            names: { '#s': 'status' },
            values: { ':p': new Set([input.pageIndex]), ':i': input.resumePage ?? input.pageIndex, ':t': input.savedAt, ':u': new Date().toISOString(), ':submitted': 'Y' },
          },
        ],
        input.idempotency && { scope: { applicantId: input.applicantId }, write: input.idempotency },
        now,
      );
      if (isDuplicateKey(result)) return result;
      if (result.ok) return { ok: true, version };
      if (result.reasons[1] === 'ConditionalCheckFailed') return { ok: false, reason: 'submitted' };
      const current = await table.get<AnswerItem>(sk);
      return {
        ok: false,
        reason: 'stale',
        current: current ? toSaved(current) : { pageIndex: input.pageIndex, version: 0, values: {}, saveType: null, savedAt: null },
      };
    },
  };
}
