import { DeleteCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ResultReleaseSchedule } from '../../domain/ports.ts';
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
  };
}
