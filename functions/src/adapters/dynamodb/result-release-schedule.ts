import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ResultReleaseSchedule, ScheduleChange } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';

type Row = { tenantId: number; projectId: number; stepId: number; start: string; end: string };

/**
 * When each step's results open, across tenants: one directory item per step under one partition, sorted by the
 * start, so the notification job asks "which results are open now" with one Query. Routing data only: ids and times.
 */
export function resultReleaseSchedule(client: DynamoDBDocumentClient, tableName: string): ResultReleaseSchedule {
  const pk = keys.directoryReleasePk();
  return {
    async register(r, previousStart) {
      if (previousStart && previousStart !== r.start)
        await client.send(new DeleteCommand({ TableName: tableName, Key: { pk, sk: keys.directoryReleaseSk(previousStart, r.tenantId, r.stepId) } }));
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { pk, sk: keys.directoryReleaseSk(r.start, r.tenantId, r.stepId), entity: entity.resultRelease, version: 1, ...r },
        }),
      );
    },
    async open(from, to) {
      const out: Row[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': `${to}#~` },
            ExclusiveStartKey: startKey,
          }),
        );
        out.push(...((page.Items ?? []) as Row[]));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return out.filter((r) => r.end >= to).map(({ tenantId, projectId, stepId, start, end }) => ({ tenantId, projectId, stepId, start, end }));
    },
    async moved(change) {
      const sk = keys.directoryReleaseMoveSk(change.tenantId, change.stepId, change.at);
      // The same move registered twice (a retried upsert) is one move.
      await client
        .send(new PutCommand({ TableName: tableName, Item: { pk, sk, entity: entity.releaseMove, version: 1, ...change }, ConditionExpression: 'attribute_not_exists(pk)' }))
        .catch((e: unknown) => {
          if ((e as { name?: string }).name !== 'ConditionalCheckFailedException') throw e;
        });
    },
    async pendingMoves() {
      const out: ScheduleChange[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :m)', ExpressionAttributeValues: { ':pk': pk, ':m': 'MOVED#' }, ExclusiveStartKey: startKey }),
        );
        for (const i of page.Items ?? []) {
          const { tenantId, projectId, stepId, from, to, at, position, told } = i as ScheduleChange;
          out.push({ tenantId, projectId, stepId, from, to, at, ...(position ? { position } : {}), told: told ?? 0 });
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return out.sort((a, b) => a.at.localeCompare(b.at));
    },
    async progressMove(change, next, told) {
      const Key = { pk, sk: keys.directoryReleaseMoveSk(change.tenantId, change.stepId, change.at) };
      if (!next) return void (await client.send(new DeleteCommand({ TableName: tableName, Key })));
      await client.send(
        new UpdateCommand({ TableName: tableName, Key, UpdateExpression: 'SET #p = :p, told = :t ADD version :one', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeNames: { '#p': 'position' }, ExpressionAttributeValues: { ':p': next, ':t': told, ':one': 1 } }),
      );
    },
  };
}
