import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DeadlineSchedule } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';

type Row = { tenantId: number; projectId: number; endDate: string; sweptAt?: string; dispatchedAt?: string };

/**
 * The deadline schedule: one directory item per project end under a single partition, sorted by the end time, so
 * the deadline job asks "which ends fell in this window" with one Query. Routing data only: ids and times.
 */
export function deadlineSchedule(client: DynamoDBDocumentClient, tableName: string): DeadlineSchedule {
  const pk = keys.directoryDeadlinePk();
  return {
    async register(tenantId, projectId, endDate, previousEnd) {
      if (previousEnd && previousEnd !== endDate)
        await client.send(new DeleteCommand({ TableName: tableName, Key: { pk, sk: keys.directoryDeadlineSk(previousEnd, tenantId, projectId) } }));
      // A re-import of the same end keeps its swept mark: the drafts were already handled.
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { pk, sk: keys.directoryDeadlineSk(endDate, tenantId, projectId), entity: entity.deadline, version: 1, tenantId, projectId, endDate },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ).catch((e: { name?: string }) => {
        if (e.name !== 'ConditionalCheckFailedException') throw e;
      });
    },
    async due(from, to) {
      const out: Row[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const r = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': `${to}#~` },
            ExclusiveStartKey: start,
          }),
        );
        out.push(...((r.Items ?? []) as Row[]));
        start = r.LastEvaluatedKey;
      } while (start);
      return out.filter((r) => !r.sweptAt).map(({ tenantId, projectId, endDate, dispatchedAt }) => ({ tenantId, projectId, endDate, ...(dispatchedAt ? { dispatchedAt } : {}) }));
    },
    async markDispatched(unit, at) {
      // Only an entry that still exists: a moved end's entry was deleted and must not come back.
      await client
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk, sk: keys.directoryDeadlineSk(unit.endDate, unit.tenantId, unit.projectId) },
            UpdateExpression: 'SET dispatchedAt = :t',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':t': at },
          }),
        )
        .catch((e: { name?: string }) => {
          if (e.name !== 'ConditionalCheckFailedException') throw e;
        });
    },
    async get(unit) {
      const r = await client.send(new GetCommand({ TableName: tableName, Key: { pk, sk: keys.directoryDeadlineSk(unit.endDate, unit.tenantId, unit.projectId) }, ConsistentRead: true }));
      const item = r.Item as (Row & { applied?: number; skipped?: number }) | undefined;
      return item && { dispatchedAt: item.dispatchedAt, sweptAt: item.sweptAt, applied: item.applied, skipped: item.skipped };
    },
    async markSwept(tenantId, projectId, endDate, result) {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk, sk: keys.directoryDeadlineSk(endDate, tenantId, projectId) },
          UpdateExpression: 'SET sweptAt = :t, applied = :a, skipped = :s',
          ExpressionAttributeValues: { ':t': new Date().toISOString(), ':a': result.applied, ':s': result.skipped },
        }),
      );
    },
  };
}
