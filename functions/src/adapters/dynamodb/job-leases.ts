import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Leases } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';

/** A lease item outlives its time by a day before the table's TTL removes it (only the holder and the time decide). */
const KEEP_SECONDS = 86_400;

/**
 * Leases as directory items (`DIR#LEASE#<name>`), each taken by one conditional put: nobody holds it, its holder's time
 * ran out, or the holder is the caller (a put the SDK tried again after its answer was lost meets its own write).
 */
export function jobLeases(client: DynamoDBDocumentClient, tableName: string, now: () => Date): Leases {
  return {
    async acquire(name, holder, ttlMs) {
      const at = now().getTime();
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keys.directoryLease(name), entity: entity.lease, version: 1, holder, until: at + ttlMs, expiresAt: Math.floor((at + ttlMs) / 1000) + KEEP_SECONDS },
            ConditionExpression: 'attribute_not_exists(pk) OR #u < :now OR holder = :h',
            ExpressionAttributeNames: { '#u': 'until' },
            ExpressionAttributeValues: { ':now': at, ':h': holder },
          }),
        );
        return true;
      } catch (e) {
        if ((e as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw e;
      }
    },
    async release(name, holder) {
      await client
        .send(new DeleteCommand({ TableName: tableName, Key: keys.directoryLease(name), ConditionExpression: 'holder = :h', ExpressionAttributeValues: { ':h': holder } }))
        .catch((e: { name?: string }) => {
          if (e.name !== 'ConditionalCheckFailedException') throw e;
        });
    },
  };
}
