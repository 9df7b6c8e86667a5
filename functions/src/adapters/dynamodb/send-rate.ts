import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MessageChannel, SendRate } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';

/**
 * The provider's rate as one counter per channel and second, shared by every delivery running at once: a send takes
 * a slot with a conditional increment. Notices stop short of the last `codeShare` of a second's slots, which only
 * codes may take, so an applicant waiting for a code is never behind a deadline's receipts.
 */
export function sendRate(client: DynamoDBDocumentClient, tableName: string, perSecond: Record<MessageChannel, number>, codeShare = 0.2): SendRate {
  return {
    async take(channel, priority, now) {
      const rate = perSecond[channel];
      const cap = priority === 'code' ? rate : Math.max(1, Math.floor(rate * (1 - codeShare)));
      const second = Math.floor(now.getTime() / 1000);
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.directorySendRate(channel, second),
            UpdateExpression: 'SET #e = :e, expiresAt = :exp ADD sends :one',
            ConditionExpression: 'attribute_not_exists(sends) OR sends < :cap',
            ExpressionAttributeNames: { '#e': 'entity' },
            ExpressionAttributeValues: { ':e': entity.counter, ':exp': second + 120, ':one': 1, ':cap': cap },
          }),
        );
        return true;
      } catch (e) {
        if ((e as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw e;
      }
    },
  };
}
