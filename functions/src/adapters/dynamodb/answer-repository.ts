import type { SavedPage } from '@portal/shared';
import type { AnswerRepository, SaveIdempotencyRecord } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import type { Item, TenantTable, TransactOp } from './tenant-table.ts';

type AnswerItem = { pageIndex: number; version: number; values: Record<string, unknown>; saveType: 'temp' | 'save'; savedAt: string };

const toSaved = (i: AnswerItem): SavedPage => ({ pageIndex: i.pageIndex, version: i.version, values: i.values, saveType: i.saveType, savedAt: i.savedAt });

/** How long a save's idempotency record answers its retries (the browser retries within seconds; a day is generous). */
export const SAVE_IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

type IdempotencyItem = SaveIdempotencyRecord & { expiresAt?: number };
/** A record past its TTL that DynamoDB has not removed yet (it may take a day or two) counts as gone. */
const liveRecord = (item: Item | undefined, nowSeconds: number): SaveIdempotencyRecord | undefined => {
  const i = item as IdempotencyItem | undefined;
  if (!i || (i.expiresAt !== undefined && i.expiresAt <= nowSeconds)) return undefined;
  return { requestHash: i.requestHash, answer: i.answer };
};

/** confirm_page is a number set on the applicant item, so saves of different pages in two tabs never drop each other's entry. */
export const confirmPagesOf = (item: { confirmPageSet?: Set<number> | number[]; confirmPage?: number[] }): number[] =>
  [...(item.confirmPageSet ?? item.confirmPage ?? [])].map(Number).sort((a, b) => a - b);

export function answerRepository(table: TenantTable, now: () => Date): AnswerRepository {
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  return {
    async getPage(applicantId, pageIndex) {
      const item = await table.get<AnswerItem>(keys.answerPage(applicantId, pageIndex));
      return item ? toSaved(item) : undefined;
    },
    async listPages(applicantId) {
      return (await table.queryPrefix<AnswerItem>(keys.answerPagePrefix(applicantId))).map(toSaved);
    },
    async findIdempotencyRecord(applicantId, key) {
      return liveRecord(await table.get(keys.saveIdempotency(applicantId, key), { consistent: true }), nowSeconds());
    },
    async savePage(input) {
      const sk = keys.answerPage(input.applicantId, input.pageIndex);
      const version = input.expectedVersion + 1;
      const recordKey = input.idempotency ? keys.saveIdempotency(input.applicantId, input.idempotency.key) : undefined;
      const at = nowSeconds();
      // The key's record, in the page's own transaction: it exists exactly when the page was written. Its condition
      // makes the second of two concurrent tries with one key lose, and the cancellation carries the winner's record.
      const record: TransactOp[] = input.idempotency
        ? [
            {
              kind: 'put',
              key: recordKey!,
              entity: entity.saveIdempotency,
              item: { applicantId: input.applicantId, ...input.idempotency.record, version: 1, expiresAt: at + SAVE_IDEMPOTENCY_TTL_SECONDS },
              condition: 'attribute_not_exists(pk) OR expiresAt <= :now',
              values: { ':now': at },
              returnOnFailure: true,
            },
          ]
        : [];
      const result = await table.transact([
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
          values: { ':p': new Set([input.pageIndex]), ':i': input.pageIndex, ':t': input.savedAt, ':u': new Date().toISOString(), ':submitted': 'Y' },
        },
        ...record,
      ]);
      if (result.ok) return { ok: true, version };
      if (recordKey) {
        // Another try with the same key came first (its write is why the version moved on): its record is the answer.
        // Read it when the cancellation did not carry it (a store that reports only the first failed condition).
        const won = liveRecord(result.items[2] ?? (await table.get(recordKey, { consistent: true })), at);
        if (won) return { ok: false, reason: 'duplicate', record: won };
      }
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
