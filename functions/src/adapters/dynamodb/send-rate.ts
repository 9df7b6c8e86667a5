import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MessageChannel, SendRate } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';

/** The share of each second's slots only codes may take. */
export const CODE_SHARE = 0.2;
/** The slots of a second notices may take at `rate` sends a second (what a deadline's receipts drain at). */
export const noticeSlots = (rate: number, codeShare = CODE_SHARE) => Math.max(1, Math.floor(rate * (1 - codeShare)));

/**
 * The provider's rate as one counter per channel and second, shared by every delivery running at once: a send takes
 * a slot with a conditional increment. Notices stop short of the last `codeShare` of a second's slots, which only
 * codes may take, so an applicant waiting for a code is never behind a deadline's receipts.
 */
export function sendRate(client: DynamoDBDocumentClient, tableName: string, perSecond: Record<MessageChannel, number>, codeShare = CODE_SHARE): SendRate {
  return {
    async take(channel, priority, now) {
      const rate = perSecond[channel];
      const cap = priority === 'code' ? rate : noticeSlots(rate, codeShare);
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
