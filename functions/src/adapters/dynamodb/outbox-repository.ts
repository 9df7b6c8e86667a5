import type { MailSuppression, MailSuppressionRepository, MessageRef, NewMessage, OutboxMessage, OutboxRepository, SuppressionReason } from '../../domain/ports.ts';
import { entity, keys, OUTBOX_INDEX_SHARDS } from './keys.ts';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { stripKeys, type TenantTable, type TransactOp } from './tenant-table.ts';

/** A sent or parked message's record is kept this long (the applicant's history reads it), then expires. */
const KEEP_RECORD_SECONDS = 90 * 86_400;

const priorityOf = (m: Pick<NewMessage, 'kind'>): 0 | 1 => (m.kind === 'code' ? 0 : 1);
/** The message's gsi1 partition: spread by its id, so a deadline's receipts do not all write one index partition. */
const shardOf = (id: string) => [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % OUTBOX_INDEX_SHARDS;
const keyOf = (ref: MessageRef) => keys.outboxMessage(ref.id, ref.applicantId);

/**
 * The transaction op that enqueues a message with the change that causes it (the submission, the cancel): the
 * message exists exactly when the change does, and a retried transaction cannot write it twice (its id is the key).
 */
export function outboxPutOp(table: TenantTable, message: NewMessage, now: Date): TransactOp {
  const at = now.toISOString();
  const stored: OutboxMessage = { ...message, state: 'pending', tries: 0, createdAt: at, dueAt: at };
  return {
    kind: 'put',
    key: keyOf(message),
    entity: entity.outboxMessage,
    item: { ...withoutUndefined(stored), version: 1, gsi1pk: keys.outboxGsiPk(table.tenantId, shardOf(message.id)), gsi1sk: keys.outboxGsiSk(priorityOf(message), at, message.id) },
    condition: 'attribute_not_exists(pk)',
  };
}

/** The message as it was written, from the item image a stream record carries (wire format). */
export const outboxMessageOfImage = (image: Record<string, AttributeValue>): OutboxMessage => stripKeys<OutboxMessage>(unmarshall(image));

export function outboxRepository(table: TenantTable, now: () => Date): OutboxRepository {
  const gsi = (m: Pick<OutboxMessage, 'id' | 'kind'>, dueAt: string) => ({ ':gpk': keys.outboxGsiPk(table.tenantId, shardOf(m.id)), ':gsk': keys.outboxGsiSk(priorityOf(m), dueAt, m.id) });
  const reportIndex = (ref: MessageRef, at: Date) => ({ ':rpk': keys.textReportGsiPk(table.tenantId, shardOf(ref.id)), ':rsk': keys.textReportGsiSk(at.toISOString(), ref.id) });
  const read = async (ref: MessageRef) => {
    const item = await table.get(keyOf(ref), { consistent: true });
    return item ? stripKeys<OutboxMessage>(item) : undefined;
  };
  return {
    async enqueue(messages, now) {
      for (const m of messages) {
        const r = await table.transact([outboxPutOp(table, m, now)]);
        // An id already written is the same message (a retried request): kept as it is.
        if (!r.ok && !r.reasons.includes('ConditionalCheckFailed')) throw new Error('outbox write failed');
      }
    },
    get: read,
    async forApplicant(applicantId) {
      const items = await table.queryPrefix(keys.outboxMessage('', applicantId));
      return items.map((i) => stripKeys<OutboxMessage>(i));
    },
    async due(now, limit) {
      // Both priorities in one read per partition: '0#…' (codes) sorts before '1#…', each by due time.
      const at = now.toISOString();
      const parts = await Promise.all(
        keys.outboxGsiPks(table.tenantId).map(async (gpk) => {
          const out: OutboxMessage[] = [];
          let after = '';
          while (out.length < limit) {
            const r = await table.queryGsi1After<Record<string, unknown> & { gsi1sk: string }>(gpk, after, { limit });
            for (const i of r.items) {
              const [priority, dueAt] = i.gsi1sk.split('#');
              if ((priority === '0' || priority === '1') && dueAt! <= at) out.push(stripKeys<OutboxMessage>(i));
            }
            if (!r.lastSk || r.lastSk >= `1#${at}~`) break;
            after = r.lastSk;
          }
          return out;
        }),
      );
      return parts
        .flat()
        .sort((a, b) => priorityOf(a) - priorityOf(b) || a.dueAt.localeCompare(b.dueAt))
        .slice(0, limit);
    },
    async claim(ref, attempt, now, leaseUntil) {
      const lease = leaseUntil.toISOString();
      const got = await table.update(keyOf(ref), {
        // The index entry moves to the lease's end: a delivery that dies holding it is found again by the sweep then.
        update: 'SET #s = :sending, attempt = :a, leaseUntil = :lease, tries = tries + :one, gsi1pk = :gpk, gsi1sk = :gsk',
        condition: '(#s = :pending AND dueAt <= :now) OR (#s = :sending AND leaseUntil < :now)',
        names: { '#s': 'state' },
        values: { ':sending': 'sending', ':pending': 'pending', ':a': attempt, ':lease': lease, ':one': 1, ':now': now.toISOString(), ...gsi(ref, lease) },
      });
      return got ? stripKeys<OutboxMessage>(got) : undefined;
    },
    async markSent(ref, attempt, sentAt, report) {
      const values = { ':sent': 'sent', ':sending': 'sending', ':a': attempt, ':at': sentAt.toISOString(), ':exp': Math.floor(sentAt.getTime() / 1000) + KEEP_RECORD_SECONDS };
      const done = await table.update(keyOf(ref), {
        // The record of the send stays a while; the recipient and the text (personal data) go now. A text with the
        // provider's receipt moves to the report index instead of leaving gsi1.
        update: report
          ? 'SET #s = :sent, sentAt = :at, expiresAt = :exp, receipt = :r, gsi1pk = :rpk, gsi1sk = :rsk REMOVE leaseUntil, #t, subject, #to'
          : 'SET #s = :sent, sentAt = :at, expiresAt = :exp REMOVE leaseUntil, gsi1pk, gsi1sk, #t, subject, #to',
        condition: '#s = :sending AND attempt = :a',
        names: { '#s': 'state', '#t': 'text', '#to': 'to' },
        values: report ? { ...values, ':r': report.receipt, ...reportIndex(ref, report.reportAt) } : values,
      });
      return done !== undefined;
    },
    async reportsDue(now, limit) {
      const at = now.toISOString();
      // Each partition in index order (the earliest look first): what is due is a prefix of it.
      const parts = await Promise.all(keys.textReportGsiPks(table.tenantId).map((gpk) => table.queryGsi1After<Record<string, unknown> & { gsi1sk: string }>(gpk, '', { limit })));
      return parts
        .flatMap((p) => p.items)
        .filter((i) => i.gsi1sk.split('#')[0]! <= at)
        .sort((a, b) => a.gsi1sk.localeCompare(b.gsi1sk))
        .slice(0, limit)
        .map((i) => stripKeys<OutboxMessage>(i));
    },
    async reportLater(ref, at) {
      const done = await table.update(keyOf(ref), {
        update: 'SET gsi1sk = :rsk',
        condition: 'gsi1pk = :rpk',
        values: reportIndex(ref, at),
      });
      return done !== undefined;
    },
    async stopReports(ref) {
      const done = await table.update(keyOf(ref), {
        update: 'REMOVE gsi1pk, gsi1sk, receipt',
        condition: 'gsi1pk = :rpk',
        values: { ':rpk': keys.textReportGsiPk(table.tenantId, shardOf(ref.id)) },
      });
      return done !== undefined;
    },
    async confirmSent(ref, at) {
      const done = await table.update(keyOf(ref), {
        update: 'SET #s = :sent, sentAt = if_not_exists(sentAt, :at), expiresAt = :exp REMOVE leaseUntil, attempt, gsi1pk, gsi1sk, #t, subject, #to',
        condition: '#s IN (:pending, :sending)',
        names: { '#s': 'state', '#t': 'text', '#to': 'to' },
        values: { ':sent': 'sent', ':pending': 'pending', ':sending': 'sending', ':at': at.toISOString(), ':exp': Math.floor(at.getTime() / 1000) + KEEP_RECORD_SECONDS },
      });
      return done !== undefined;
    },
    async recordOutcome(ref, outcome, at, reason) {
      const done = await table.update(keyOf(ref), {
        // An outcome is of a message the provider took: it is sent too, as confirmSent would mark it, and awaits no report.
        update: `SET outcome = :o, outcomeAt = :at, #s = :sent, sentAt = if_not_exists(sentAt, :at), expiresAt = if_not_exists(expiresAt, :exp)${reason ? ', outcomeReason = :why' : ''} REMOVE leaseUntil, attempt, gsi1pk, gsi1sk, receipt, #t, subject, #to`,
        condition: 'attribute_exists(pk)',
        names: { '#s': 'state', '#t': 'text', '#to': 'to' },
        values: { ':o': outcome, ':at': at.toISOString(), ':sent': 'sent', ':exp': Math.floor(at.getTime() / 1000) + KEEP_RECORD_SECONDS, ...(reason ? { ':why': reason } : {}) },
      });
      return done !== undefined;
    },
    async withdraw(ref, reason, at) {
      const done = await table.update(keyOf(ref), {
        update: 'SET #s = :dropped, lastError = :why, expiresAt = :exp REMOVE gsi1pk, gsi1sk, #t, subject, #to',
        condition: '#s = :pending',
        names: { '#s': 'state', '#t': 'text', '#to': 'to' },
        values: { ':dropped': 'dropped', ':pending': 'pending', ':why': reason, ':exp': Math.floor(at.getTime() / 1000) + KEEP_RECORD_SECONDS },
      });
      return done !== undefined;
    },
    async markDropped(ref, attempt, reason, at) {
      const done = await table.update(keyOf(ref), {
        update: 'SET #s = :dropped, lastError = :why, expiresAt = :exp REMOVE leaseUntil, gsi1pk, gsi1sk, #t, subject, #to',
        condition: '#s = :sending AND attempt = :a',
        names: { '#s': 'state', '#t': 'text', '#to': 'to' },
        values: { ':dropped': 'dropped', ':sending': 'sending', ':a': attempt, ':why': reason, ':exp': Math.floor(at.getTime() / 1000) + KEEP_RECORD_SECONDS },
      });
      return done !== undefined;
    },
    async hold(ref, attempt, reason, mailboxHash, at) {
      const done = await table.update(keyOf(ref), {
        // Like markDropped, but the recipient and the text stay (until the record expires) under the mailbox's index.
        update: 'SET #s = :dropped, lastError = :why, expiresAt = :exp, gsi1pk = :hpk, gsi1sk = :hsk REMOVE leaseUntil',
        condition: '#s = :sending AND attempt = :a',
        names: { '#s': 'state' },
        values: {
          ':dropped': 'dropped',
          ':sending': 'sending',
          ':a': attempt,
          ':why': reason,
          ':exp': Math.floor(at.getTime() / 1000) + KEEP_RECORD_SECONDS,
          ':hpk': keys.heldMailGsiPk(table.tenantId, mailboxHash),
          ':hsk': keys.heldMailGsiSk(ref.createdAt, ref.id),
        },
      });
      return done !== undefined;
    },
    async heldFor(mailboxHash, limit) {
      const r = await table.queryGsi1After<Record<string, unknown>>(keys.heldMailGsiPk(table.tenantId, mailboxHash), '', { limit });
      return r.items.map((i) => stripKeys<OutboxMessage>(i));
    },
    async release(ref, mailboxHash, now) {
      const current = await read(ref);
      if (!current || current.state !== 'dropped') return false;
      const at = now.toISOString();
      const done = await table.update(keyOf(ref), {
        update: 'SET #s = :pending, dueAt = :due, tries = :zero, gsi1pk = :gpk, gsi1sk = :gsk REMOVE attempt, lastError, expiresAt',
        condition: '#s = :dropped AND gsi1pk = :hpk',
        names: { '#s': 'state' },
        values: { ':pending': 'pending', ':dropped': 'dropped', ':due': at, ':zero': 0, ':hpk': keys.heldMailGsiPk(table.tenantId, mailboxHash), ...gsi(current, at) },
      });
      return done !== undefined;
    },
    async retryLater(ref, attempt, dueAt, reason, countTry) {
      const due = dueAt.toISOString();
      const done = await table.update(keyOf(ref), {
        update: `SET #s = :pending, dueAt = :due, gsi1pk = :gpk, gsi1sk = :gsk${reason ? ', lastError = :why' : ''}${countTry ? '' : ', tries = tries - :one'} REMOVE leaseUntil`,
        condition: '#s = :sending AND attempt = :a',
        names: { '#s': 'state' },
        values: { ':pending': 'pending', ':sending': 'sending', ':a': attempt, ':due': due, ...gsi(ref, due), ...(reason ? { ':why': reason } : {}), ...(countTry ? {} : { ':one': 1 }) },
      });
      return done !== undefined;
    },
    async markFailed(ref, attempt, reason) {
      const at = now().toISOString();
      const done = await table.update(keyOf(ref), {
        // Parked messages stay in the index under '9#' (never due): the operator lists and redrives them.
        update: 'SET #s = :failed, lastError = :why, gsi1sk = :parked REMOVE leaseUntil',
        condition: '#s = :sending AND attempt = :a',
        names: { '#s': 'state' },
        values: { ':failed': 'failed', ':sending': 'sending', ':a': attempt, ':why': reason, ':parked': `9#${at}#${ref.id}` },
      });
      return done !== undefined;
    },
    async unsent(limit) {
      const parts = await Promise.all(keys.outboxGsiPks(table.tenantId).map((gpk) => table.queryGsi1After<Record<string, unknown>>(gpk, '', { limit })));
      return parts.flatMap((p) => p.items.map((i) => stripKeys<OutboxMessage>(i)));
    },
    async redrive(ref, now) {
      const current = await read(ref);
      if (!current || current.state !== 'failed') return false;
      const at = now.toISOString();
      const done = await table.update(keyOf(ref), {
        update: 'SET #s = :pending, dueAt = :due, tries = :zero, gsi1pk = :gpk, gsi1sk = :gsk REMOVE attempt',
        condition: '#s = :failed',
        names: { '#s': 'state' },
        values: { ':pending': 'pending', ':failed': 'failed', ':due': at, ':zero': 0, ...gsi(current, at) },
      });
      return done !== undefined;
    },
  };
}

function withoutUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** The mailboxes mail is no longer sent to: one item each, kept as long as the tenant's data (no TTL). */
export function mailSuppressionRepository(table: TenantTable): MailSuppressionRepository {
  return {
    async find(mailboxHash) {
      const item = await table.get<{ reason: SuppressionReason; at: string }>(keys.mailSuppression(mailboxHash));
      return item ? { reason: item.reason, at: item.at } : undefined;
    },
    async add(mailboxHash, reason, at, about = {}) {
      const when = at.toISOString();
      const extra = Object.entries({ hint: about.hint, messageId: about.messageId, applicantId: about.applicantId }).filter(([, v]) => v !== undefined);
      // A complaint outranks a bounce: a mailbox's owner who said 'spam' is never mailed again for a bounce's reason.
      await table.update(keys.mailSuppression(mailboxHash), {
        update: `SET #e = :e, #r = :r, #at = :at, mailboxHash = :h, gsi1pk = :gpk, gsi1sk = :gsk${extra.map(([k]) => `, ${k} = :${k}`).join('')}`,
        condition: 'attribute_not_exists(#r) OR #r <> :complaint',
        names: { '#e': 'entity', '#r': 'reason', '#at': 'at' },
        values: {
          ':e': entity.mailSuppression,
          ':r': reason,
          ':at': when,
          ':h': mailboxHash,
          ':gpk': keys.mailSuppressionGsiPk(table.tenantId),
          ':gsk': keys.mailSuppressionGsiSk(when, mailboxHash),
          ':complaint': 'complaint',
          ...Object.fromEntries(extra.map(([k, v]) => [`:${k}`, v])),
        },
      });
    },
    async list(limit) {
      const r = await table.queryGsi1Page(keys.mailSuppressionGsiPk(table.tenantId), 0, limit);
      return r.items.map((i) => stripKeys<MailSuppression>(i));
    },
    async remove(mailboxHash) {
      return table.deleteIf(keys.mailSuppression(mailboxHash), 'attribute_exists(pk)');
    },
  };
}
