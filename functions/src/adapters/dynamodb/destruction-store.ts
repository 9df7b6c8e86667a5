import type { DestructionCounts, DestructionStore, ExamChoiceRecord } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { retentionOf } from './retention-repository.ts';
import type { TenantTable } from './tenant-table.ts';

/**
 * The retention job's store of one tenant (채용절차법 §11, PIPA §21; docs/compliance.md): what destroys, counts and
 * records, apart from the routes' repositories (only the job's bundle carries it). Keys from keys.ts; every write
 * conditional, so a destruction run twice or cut short and run again neither repeats nor loses anything.
 */
export function destructionStore(table: TenantTable): DestructionStore {
  return {
    async listRetention() {
      return (await table.queryPrefix(keys.projectRetentionPrefix())).map(retentionOf);
    },
    async totals(projectId) {
      const item = await table.get(keys.projectRetention(projectId), { consistent: true });
      return Object.fromEntries(Object.entries(item ?? {}).flatMap(([k, v]) => (k.startsWith('count_') ? [[k.slice(6), Number(v)]] : [])));
    },
    async countApplicantItems(applicantId) {
      const counts: Record<string, number> = {};
      for (const item of await table.queryPrefix(keys.applicantItems(applicantId))) {
        const sk = String(item.sk);
        const kind = /^SUBMISSION#\d+#PAGE#/.test(sk) ? 'SUBMISSIONPAGE' : sk.split('#')[0]!;
        counts[kind] = (counts[kind] ?? 0) + 1;
      }
      return counts;
    },
    async countApplicantTrail(applicantId) {
      return (await table.queryPrefix(keys.applicantAuditAll(applicantId))).length;
    },
    async stampApplicant(applicantId, counts) {
      const r = await table.update<{ destroyCounts: DestructionCounts; destroyTallied?: boolean }>(keys.applicant(applicantId), {
        update: 'SET destroyCounts = if_not_exists(destroyCounts, :c) ADD version :one',
        condition: 'attribute_exists(pk)',
        values: { ':c': counts, ':one': 1 },
      });
      return r && { counts: r.destroyCounts, tallied: r.destroyTallied === true };
    },
    async tallyApplicant(applicantId, projectId, counts) {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':e': entity.projectRetention, ':p': projectId, ':one': 1 };
      const adds = Object.entries(counts).map(([kind, n], i) => {
        names[`#c${i}`] = `count_${kind}`;
        values[`:c${i}`] = n;
        return `#c${i} :c${i}`;
      });
      const r = await table.transact([
        { kind: 'update', key: keys.applicant(applicantId), update: 'SET destroyTallied = :t ADD version :one', condition: 'attribute_exists(pk) AND attribute_not_exists(destroyTallied)', values: { ':t': true, ':one': 1 } },
        { kind: 'update', key: keys.projectRetention(projectId), update: `SET entity = if_not_exists(entity, :e), projectId = :p ADD version :one, ${adds.join(', ')}`, names, values },
      ]);
      // A failed condition: tallied by an earlier try (or the applicant went meanwhile), and nothing added twice.
      if (!r.ok && r.reasons[0] !== 'ConditionalCheckFailed') throw new Error(`applicant ${applicantId} not tallied: ${r.reasons.join(', ')}`);
    },
    async forgetApplicantTrail(applicantId) {
      const trail = await table.queryPrefix<{ sk: string; action: string; actor: string; at: string }>(keys.applicantAuditAll(applicantId));
      for (const item of trail) {
        if (item.action === 'application.saved') continue;
        // The month trail keeps what happened to which project, no longer to whom (the record's id ends its sort key).
        // The salt goes with the id: the record's chain holds by the digest it kept (audit-chain.ts), and nobody can test
        // an applicant id against that digest any more.
        const month = item.at.slice(0, 7);
        const id = item.sk.slice(item.sk.lastIndexOf('#') + 1);
        const forget = {
          update: 'SET actor = :actor, forgotten = :t REMOVE applicantId, salt ADD version :one',
          condition: 'attribute_exists(pk)',
          values: { ':actor': item.actor.startsWith('applicant:') ? 'applicant' : item.actor, ':t': true, ':one': 1 },
        };
        // A record from before the shards is in the month's one partition.
        if (!(await table.update(keys.audit(month, item.at, id), forget))) await table.update(keys.auditUnsharded(month, item.at, id), forget);
      }
      await table.deleteMany(trail.map((i) => table.keyOf(i)));
    },
    async forgetExamChoice(detailId, applicantId) {
      const choice = await table.get<ExamChoiceRecord & Record<string, unknown>>(keys.examChoice(detailId, applicantId), { consistent: true });
      if (!choice) return false;
      // The waitlist entry first, the choice last: a retry after a failure still finds the choice and its waitKey.
      if (choice.waitKey !== undefined) await table.delete(keys.examWait(detailId, choice.placeId, choice.waitKey));
      await table.delete(keys.examChoice(detailId, applicantId));
      return true;
    },
    async finish(record) {
      const r = await table.transact([
        { kind: 'put', key: keys.destructionRecord(record.projectId), entity: entity.destructionRecord, item: { ...record, version: 1 }, condition: 'attribute_not_exists(pk)' },
        {
          kind: 'update',
          key: keys.projectRetention(record.projectId),
          update: 'SET destroyedAt = :at ADD version :one',
          condition: 'attribute_exists(pk) AND attribute_not_exists(destroyedAt)',
          values: { ':at': record.destroyedAt, ':one': 1 },
        },
      ]);
      return r.ok;
    },
  };
}
