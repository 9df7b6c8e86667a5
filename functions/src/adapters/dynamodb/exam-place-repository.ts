import type { ExamChoiceRecord, ExamPlaceRecord, ExamPlaceRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

export function examPlaceRepository(table: TenantTable): ExamPlaceRepository {
  return {
    async list(detailId) {
      const items = await table.queryPrefix(keys.examPlacePrefix(detailId));
      return items.map((i) => stripKeys<ExamPlaceRecord>(i)).sort((a, b) => a.id - b.id);
    },
    async getChoice(detailId, applicantId) {
      const item = await table.get(keys.examChoice(detailId, applicantId));
      return item ? stripKeys<ExamChoiceRecord>(item) : undefined;
    },
    async apply(detailId, applicantId, placeId, at) {
      const choice = (status: 'Y' | 'W') => ({
        kind: 'put' as const,
        sk: keys.examChoice(detailId, applicantId),
        entity: entity.examChoice,
        item: { detailId, applicantId, placeId, status, at, version: 1 } satisfies ExamChoiceRecord & { version: number },
        // One choice per applicant and detail: a second apply must cancel first.
        condition: 'attribute_not_exists(pk)',
      });
      const seat = await table.transactRetryingConflicts([
        choice('Y'),
        {
          kind: 'update',
          sk: keys.examPlace(detailId, placeId),
          update: 'SET #c = #c + :one, version = version + :one',
          // The capacity rule itself: never read-then-write.
          condition: 'attribute_exists(pk) AND #c < total_count AND closed = :f',
          names: { '#c': 'count' },
          values: { ':one': 1, ':f': false },
        },
      ]);
      if (seat.ok) return 'Y';
      if (seat.reasons[0] === 'ConditionalCheckFailed') return 'chosen';
      const wait = await table.transactRetryingConflicts([
        choice('W'),
        {
          kind: 'update',
          sk: keys.examPlace(detailId, placeId),
          update: 'SET waiting = waiting + :one, version = version + :one',
          condition: 'attribute_exists(pk) AND closed = :f',
          values: { ':one': 1, ':f': false },
        },
      ]);
      if (wait.ok) return 'W';
      if (wait.reasons[0] === 'ConditionalCheckFailed') return 'chosen';
      const place = await table.get(keys.examPlace(detailId, placeId));
      return place ? 'closed' : 'missing';
    },
    async release(choice) {
      const counter = choice.status === 'Y' ? '#c' : 'waiting';
      const r = await table.transactRetryingConflicts([
        {
          kind: 'delete',
          sk: keys.examChoice(choice.detailId, choice.applicantId),
          condition: 'placeId = :p AND #s = :s',
          names: { '#s': 'status' },
          values: { ':p': choice.placeId, ':s': choice.status },
        },
        {
          kind: 'update',
          sk: keys.examPlace(choice.detailId, choice.placeId),
          update: `SET ${counter} = ${counter} - :one, version = version + :one`,
          condition: `attribute_exists(pk) AND ${counter} > :zero`,
          ...(choice.status === 'Y' ? { names: { '#c': 'count' } } : {}),
          values: { ':one': 1, ':zero': 0 },
        },
      ]);
      return r.ok;
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
    },
  };
}
