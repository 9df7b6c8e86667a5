import type { DynamoDBRecord } from 'aws-lambda';
import { rawDynamoClient } from '../adapters/dynamodb/document-client.ts';
import { startTableStream, type TableStream } from './local-table-stream.ts';

/**
 * The delivery function's event source mapping, locally: new outbox messages from DynamoDB Local's stream of the table,
 * filtered as the stack's mapping filters them, handed to the same handler Lambda runs (functions/src/jobs/deliver-messages.ts).
 */
export async function startLocalDelivery(tableName: string, options: { log?: (line: string) => void; pollMs?: number } = {}): Promise<TableStream> {
  const job = await import('../jobs/deliver-messages.ts');
  return startTableStream({
    client: rawDynamoClient(),
    tableName,
    filter: (r: DynamoDBRecord) => job.isNewOutboxMessage(r),
    onRecords: async (records) => {
      await job.handler({ Records: records });
    },
    ...(options.log ? { log: options.log } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });
}
