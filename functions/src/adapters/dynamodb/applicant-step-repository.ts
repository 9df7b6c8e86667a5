import { applicantStepId, type StepAnswerResult } from '@portal/shared';
import type { ApplicantStepRecord, ApplicantStepRepository, DuplicateKey, IdempotentWrite } from '../../domain/ports.ts';
import { isDuplicateKey, transactWithRecord } from './idempotency-records.ts';
import { outboxPutOp } from './outbox-repository.ts';
import { entity, keys, type ItemKey } from './keys.ts';
import { stripKeys, type Item, type TenantTable } from './tenant-table.ts';

/** The stored item as the domain's record: the item's version is the record's (stripKeys drops it). */
const record = (item: Item): ApplicantStepRecord => ({ ...stripKeys<ApplicantStepRecord>(item), version: Number(item.version ?? 0) });

/**
 * Applicants' steps in their own partitions (keys.applicantStep). A published result that is not yet told to its
 * applicant carries gsi1 keys (keys.notifyGsiPk): a sparse index the notification job reads, left when it is claimed.
 */
export function applicantStepRepository(table: TenantTable, now: () => Date): ApplicantStepRepository {
  const notifyIndex = (stepId: number, applicantId: number) => ({
    ':g': keys.notifyGsiPk(table.tenantId, stepId, applicantId),
    ':gs': keys.notifyGsiSk(applicantId),
  });
  /** An answer write: one conditional update alone, or with a key in one transaction with the key's record. */
  const writeAnswers = async (
    key: ItemKey,
    applicantId: number,
    expression: { update: string; condition: string; values: Record<string, unknown> },
    idempotency: IdempotentWrite<StepAnswerResult> | undefined,
  ): Promise<boolean | DuplicateKey<StepAnswerResult>> => {
    if (!idempotency) return (await table.update(key, expression)) !== undefined;
    const r = await transactWithRecord(table, [{ kind: 'update', key, ...expression }], { scope: { applicantId }, write: idempotency }, now);
    return isDuplicateKey(r) ? r : r.ok;
  };
  const repo: ApplicantStepRepository = {
    async get(applicantId, stepId) {
      const item = await table.get(keys.applicantStep(applicantId, stepId), { consistent: true });
      return item && record(item);
    },
    async listByApplicant(applicantId) {
      return (await table.queryPrefix(keys.applicantStepPrefix(applicantId))).map(record);
    },
    async publish(projectId, stepId, applicantId, r) {
      const key = keys.applicantStep(applicantId, stepId);
      const updated = await table.update<Item>(key, {
        update:
          'SET id = :id, stepId = :s, projectId = :p, applicantId = :a, entity = :e, resultMessageStatus = :rms, resultType = :rt, ' +
          'resultMessage = :rm, content = :c, addPageContent = :apc, scores = :sc, chart = :ch, answers = if_not_exists(answers, :empty), ' +
          'addRequestStatus = if_not_exists(addRequestStatus, :n), version = if_not_exists(version, :zero) + :one, updatedAt = :now',
        values: {
          ':id': applicantStepId(stepId, applicantId),
          ':s': stepId,
          ':p': projectId,
          ':a': applicantId,
          ':e': entity.applicantStep,
          ':rms': r.resultMessageStatus,
          ':rt': r.resultType,
          ':rm': r.resultMessage,
          ':c': r.content ?? null,
          ':apc': r.addPageContent ?? null,
          ':sc': r.scores,
          ':ch': r.chart,
          ':empty': {},
          ':n': 'N',
          ':zero': 0,
          ':one': 1,
          ':now': now().toISOString(),
        },
      });
      if (!updated) throw new Error('applicant step publish failed');
      // Queued for its notification once published, unless the applicant was already told.
      if (r.resultMessageStatus === 'Y' && updated.notifiedAt === undefined) {
        const queued = await table.update<Item>(key, { update: 'SET gsi1pk = :g, gsi1sk = :gs', condition: 'attribute_not_exists(notifiedAt)', values: notifyIndex(stepId, applicantId) });
        return record(queued ?? updated);
      }
      return record(updated);
    },
    async ensure(projectId, stepId, applicantId) {
      const fresh = {
        id: applicantStepId(stepId, applicantId),
        stepId,
        projectId,
        applicantId,
        resultMessageStatus: 'N',
        resultType: 'none',
        resultMessage: '',
        scores: {},
        chart: null,
        answers: {},
        addRequestStatus: 'N',
      };
      await table.createAll([{ key: keys.applicantStep(applicantId, stepId), entity: entity.applicantStep, data: fresh }]);
      const stored = await repo.get(applicantId, stepId);
      if (!stored) throw new Error('applicant step not stored');
      return stored;
    },
    async saveAnswers(current, answers, at, idempotency) {
      return writeAnswers(
        keys.applicantStep(current.applicantId, current.stepId),
        current.applicantId,
        {
          update: 'SET answers = :ans, addRequestStatus = :y, answeredAt = :at, version = version + :one, updatedAt = :now',
          condition: 'version = :v',
          values: { ':ans': answers, ':y': 'Y', ':at': at, ':one': 1, ':now': now().toISOString(), ':v': current.version },
        },
        idempotency,
      );
    },
    async saveSurvey(applicantId, stepId, answers, at, idempotency) {
      return writeAnswers(
        keys.applicantStep(applicantId, stepId),
        applicantId,
        {
          update: 'SET surveyAnswers = :ans, surveyAt = :at, version = version + :one, updatedAt = :now',
          condition: 'attribute_exists(pk) AND attribute_not_exists(surveyAt)',
          values: { ':ans': answers, ':at': at, ':one': 1, ':now': now().toISOString() },
        },
        idempotency,
      );
    },
    async pendingNotifications(stepId) {
      const out: { applicantId: number }[] = [];
      for (const gsiPk of keys.notifyGsiPks(table.tenantId, stepId))
        for await (const items of table.queryGsi1All<{ applicantId: number }>(gsiPk)) out.push(...items.map((i) => ({ applicantId: Number(i.applicantId) })));
      return out;
    },
    async claimNotification(applicantId, stepId, at, messages) {
      const claimed = await table.transact([
        {
          kind: 'update',
          key: keys.applicantStep(applicantId, stepId),
          update: 'SET notifiedAt = :t REMOVE gsi1pk, gsi1sk',
          condition: 'attribute_exists(pk) AND attribute_not_exists(notifiedAt)',
          values: { ':t': at },
        },
        ...messages.map((m) => outboxPutOp(table, m, new Date(at))),
      ]);
      return claimed.ok;
    },
  };
  return repo;
}
