import { formatKst, parseKst } from '@portal/shared';
import type { ExamChoiceRecord, ExamPlaceRecord, ExamPlaceRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type Item, type TenantTable } from './tenant-table.ts';

/**
 * Rounds of conditional writes before an apply or cancel answers 'busy' (nothing changed). Each round works from the
 * latest state seen (a fresh read, or the item a failed condition returned); a round is lost only to a concurrent change.
 */
const ROUNDS = 25;

interface WaitEntry {
  applicantId: number;
  waitKey: string;
  at: string;
}

/**
 * Seats, waitlist and choices of the exam places. Invariants, each held by a condition in the write that could break it:
 * count <= total_count; nobody new takes a seat while someone waits; a seat given back goes, in the same transaction,
 * to the lowest key on the place's waitlist (EXAMWAIT items); every answer is the outcome of the caller's own write.
 *
 * The place item is the hot spot: every apply and cancel of a place writes it, and transactions on one item run one at
 * a time (TransactionConflict, retried with jitter). That caps one place at roughly a hundred changes a second, above
 * what one exam place sees even at a large organisation's deadline; more would need the waitlist off the place item.
 */
export function examPlaceRepository(table: TenantTable): ExamPlaceRepository {
  const getChoice = async (detailId: number, applicantId: number) => {
    const item = await table.get(keys.examChoice(detailId, applicantId), { consistent: true });
    return item ? stripKeys<ExamChoiceRecord>(item) : undefined;
  };

  return {
    async list(detailId) {
      const items = await table.queryPrefix(keys.examPlacePrefix(detailId));
      return items.map((i) => stripKeys<ExamPlaceRecord>(i)).sort((a, b) => a.id - b.id);
    },
    getChoice,
    async apply(detailId, applicantId, placeId, now) {
      const placeSk = keys.examPlace(detailId, placeId);
      const at = formatKst(now);
      const putChoice = (choice: ExamChoiceRecord) => ({
        kind: 'put' as const,
        key: keys.examChoice(detailId, applicantId),
        entity: entity.examChoice,
        item: { ...choice, version: 1 },
        // One choice per applicant and detail: a second apply must cancel first. The choice in the way is the answer.
        condition: 'attribute_not_exists(pk)',
        returnOnFailure: true,
      });
      // Which write to try: the place as last seen decides the first (a hint only, each write's own condition
      // decides), so a full place costs one transaction on its hot item; after that, the place a failed write saw.
      let place: Item | undefined = await table.get(placeSk);
      for (let round = 0; round < ROUNDS; round++) {
        if (!place) return { kind: 'missing' };
        if (place.closed === true) return { kind: 'closed' };
        if ((place.count as number) < (place.total_count as number) && place.waiting === 0) {
          const seated: ExamChoiceRecord = { detailId, applicantId, placeId, status: 'Y', at };
          const seat = await table.transactRetryingConflicts([
            putChoice(seated),
            {
              kind: 'update',
              key: placeSk,
              update: 'SET #c = #c + :one, version = version + :one',
              // The capacity rule, and no jumping the queue: a newcomer gets a seat only while nobody waits.
              condition: 'attribute_exists(pk) AND closed = :f AND #c < total_count AND waiting = :zero',
              names: { '#c': 'count' },
              values: { ':one': 1, ':zero': 0, ':f': false },
              returnOnFailure: true,
            },
          ]);
          if (seat.ok) return { kind: 'Y', choice: seated };
          if (seat.reasons[0] === 'ConditionalCheckFailed') {
            const existing = seat.items[0] ? stripKeys<ExamChoiceRecord>(seat.items[0]) : await getChoice(detailId, applicantId);
            if (existing) return { kind: 'chosen', choice: existing };
          }
          place = seat.reasons[1] === 'ConditionalCheckFailed' ? seat.items[1] : await table.get(placeSk, { consistent: true });
          continue;
        }

        // No seat for a newcomer: the end of the waitlist, as a choice and a queue entry written with the counter.
        const waitKey = keys.examWaitKey(now.getTime(), applicantId);
        const waiting: ExamChoiceRecord = { detailId, applicantId, placeId, status: 'W', at, waitKey };
        const wait = await table.transactRetryingConflicts([
          putChoice(waiting),
          {
            kind: 'put',
            key: keys.examWait(detailId, placeId, waitKey),
            entity: entity.examWait,
            item: { detailId, placeId, applicantId, waitKey, at, version: 1 },
            condition: 'attribute_not_exists(pk)',
          },
          {
            kind: 'update',
            key: placeSk,
            update: 'SET waiting = waiting + :one, version = version + :one',
            // Still no seat to take (else try for it again).
            condition: 'attribute_exists(pk) AND closed = :f AND (#c >= total_count OR waiting > :zero)',
            names: { '#c': 'count' },
            values: { ':one': 1, ':zero': 0, ':f': false },
            returnOnFailure: true,
          },
        ]);
        if (wait.ok) return { kind: 'W', choice: waiting };
        if (wait.reasons[0] === 'ConditionalCheckFailed') {
          const existing = wait.items[0] ? stripKeys<ExamChoiceRecord>(wait.items[0]) : await getChoice(detailId, applicantId);
          if (existing) return { kind: 'chosen', choice: existing };
        }
        place = wait.reasons[2] === 'ConditionalCheckFailed' ? wait.items[2] : await table.get(placeSk, { consistent: true });
        await backoff(round);
      }
      return { kind: 'busy' };
    },
    async release(detailId, applicantId, now) {
      const at = formatKst(now);
      const choiceSk = keys.examChoice(detailId, applicantId);
      for (let round = 0; round < ROUNDS; round++) {
        const choice = await getChoice(detailId, applicantId);
        if (!choice) return { kind: 'none' };
        const placeSk = keys.examPlace(detailId, choice.placeId);
        // The choice exactly as read: a promotion or another cancel in between makes this round start over.
        const queued = choice.status === 'W' && choice.waitKey !== undefined;
        const removeChoice = {
          kind: 'delete' as const,
          key: choiceSk,
          condition: queued ? 'placeId = :p AND #s = :s AND waitKey = :q' : 'placeId = :p AND #s = :s AND attribute_not_exists(waitKey)',
          names: { '#s': 'status' },
          values: { ':p': choice.placeId, ':s': choice.status, ...(queued ? { ':q': choice.waitKey } : {}) },
        };

        if (choice.status === 'W') {
          const r = await table.transactRetryingConflicts([
            removeChoice,
            // A waitlist choice written before the queue existed has no entry.
            ...(queued ? [{ kind: 'delete' as const, key: keys.examWait(detailId, choice.placeId, choice.waitKey!), condition: 'attribute_exists(pk)' }] : []),
            { kind: 'update', key: placeSk, update: 'SET waiting = waiting - :one, version = version + :one', condition: 'waiting > :zero', values: { ':one': 1, ':zero': 0 } },
          ]);
          if (r.ok) return { kind: 'released', released: choice };
          await backoff(round);
          continue;
        }

        // A seat: it goes to the head of the place's waitlist, read just before (consistently). The head must still be
        // waiting at commit, else we read again. Only a join stamped before the head but committed after this read
        // could sort ahead of it: two requests of the same moment, in either order.
        const headItem = await table.first(keys.examWaitPrefix(detailId, choice.placeId));
        if (!headItem) {
          const r = await table.transactRetryingConflicts([
            removeChoice,
            {
              kind: 'update',
              key: placeSk,
              update: 'SET #c = #c - :one, version = version + :one',
              // Back to the place only while nobody waits; a join in between makes this round start over.
              condition: 'waiting = :zero AND #c > :zero',
              names: { '#c': 'count' },
              values: { ':one': 1, ':zero': 0 },
            },
          ]);
          if (r.ok) return { kind: 'released', released: choice };
          await backoff(round);
          continue;
        }

        const head = stripKeys<WaitEntry>(headItem);
        const r = await table.transactRetryingConflicts([
          removeChoice,
          { kind: 'delete', key: keys.examWait(detailId, choice.placeId, head.waitKey), condition: 'attribute_exists(pk)' },
          {
            kind: 'update',
            key: keys.examChoice(detailId, head.applicantId),
            update: 'SET #s = :y, promotedAt = :at, version = version + :one REMOVE waitKey',
            condition: 'placeId = :p AND #s = :w AND waitKey = :q',
            names: { '#s': 'status' },
            values: { ':y': 'Y', ':w': 'W', ':at': at, ':p': choice.placeId, ':q': head.waitKey, ':one': 1 },
          },
          {
            kind: 'update',
            key: placeSk,
            // The seat changes hands, so count stays.
            update: 'SET waiting = waiting - :one, version = version + :one',
            condition: 'waiting > :zero',
            values: { ':one': 1, ':zero': 0 },
          },
        ]);
        if (r.ok) {
          // Only for the e-mail's place name (configuration, not a decision).
          const place = stripKeys<ExamPlaceRecord>((await table.get(placeSk)) ?? {});
          const promoted: ExamChoiceRecord = { detailId, applicantId: head.applicantId, placeId: choice.placeId, status: 'Y', at: head.at };
          return { kind: 'released', released: choice, promoted: { choice: promoted, place } };
        }
        await backoff(round);
      }
      return { kind: 'busy' };
    },
    async upsertPlaces(detailId, places) {
      for (const p of places) {
        await table.update(keys.examPlace(detailId, p.id), {
          update:
            'SET #e = :e, detailId = :d, id = :id, place_name = :n, address = :a, total_count = :t, closed = :cl, #c = if_not_exists(#c, :zero), waiting = if_not_exists(waiting, :zero), version = if_not_exists(version, :zero) + :one, updatedAt = :u',
          names: { '#e': 'entity', '#c': 'count' },
          values: { ':e': entity.examPlace, ':d': detailId, ':id': p.id, ':n': p.place_name, ':a': p.address, ':t': p.total_count, ':cl': p.closed, ':zero': 0, ':one': 1, ':u': new Date().toISOString() },
        });
      }
      // Waitlist choices written before the queue existed get their queue entry, in the order they were made, so a
      // freed seat finds them (an import is the deploy step that brings a tenant's data up to date).
      const unqueued = (await table.queryPrefix(keys.examChoicePrefix(detailId))).map((i) => stripKeys<ExamChoiceRecord>(i)).filter((c) => c.status === 'W' && c.waitKey === undefined);
      for (const c of unqueued) {
        const waitKey = keys.examWaitKey(parseKst(c.at)?.getTime() ?? 0, c.applicantId);
        // A failed condition means the choice changed meanwhile (cancelled or promoted): nothing to queue.
        await table.transactRetryingConflicts([
          {
            kind: 'update',
            key: keys.examChoice(detailId, c.applicantId),
            update: 'SET waitKey = :k, version = version + :one',
            condition: 'placeId = :p AND #s = :w AND attribute_not_exists(waitKey)',
            names: { '#s': 'status' },
            values: { ':k': waitKey, ':p': c.placeId, ':w': 'W', ':one': 1 },
          },
          {
            kind: 'put',
            key: keys.examWait(detailId, c.placeId, waitKey),
            entity: entity.examWait,
            item: { detailId, placeId: c.placeId, applicantId: c.applicantId, waitKey, at: c.at, version: 1 },
            condition: 'attribute_not_exists(pk)',
          },
        ]);
      }
    },
  };
}

const backoff = (round: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(200, 5 * 2 ** Math.min(round, 6))));
