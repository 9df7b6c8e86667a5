import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { onAppliedWrites, type AppliedWrite } from '../adapters/dynamodb/document-client.ts';

/** The local stand-in of the table's stream mapping: wait for it (tests), stop it. */
export interface LocalDelivery {
  /** Resolves once every message written before the call went through the delivery handler. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

type Image = Record<string, AttributeValue>;
/** Batches as the stack's mapping sends them (batchSize 25). */
const BATCH = 25;

/**
 * The delivery function's event source mapping, locally: each outbox message this process's clients write to the
 * table becomes the INSERT record the table's stream would carry (the mapping's filter applied) and is handed to the same
 * handler Lambda runs (functions/src/jobs/deliver-messages.ts), after the write and apart from the request that made it.
 * DynamoDB Local serves streams too, but every write slows as their records pile up (4,000 puts: 6 s, then 39 s after
 * 16,000 records), which a day of `npm start` or the suite reaches; writes of other processes are the sweep's.
 */
export async function startLocalDelivery(tableName: string): Promise<LocalDelivery> {
  const job = await import('../jobs/deliver-messages.ts');
  const waiting: DynamoDBRecord[] = [];
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let sequence = 0;

  const pump = () => {
    running = running.then(async () => {
      while (waiting.length > 0 && !stopped) {
        const batch = waiting.splice(0, BATCH);
        await job.handler({ Records: batch }).catch((e: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'local delivery batch failed', error: String(e) })));
      }
    });
  };

  onAppliedWrites((w: AppliedWrite) => {
    const records = insertedItems(w, tableName).map((image) => record(image, ++sequence, tableName)).filter(job.isNewOutboxMessage);
    if (records.length === 0 || stopped) return;
    waiting.push(...records);
    // Apart from the request that wrote them, as the stream is.
    setImmediate(pump);
  });

  return {
    async drain() {
      // A pump scheduled by the last write may not have started yet.
      await new Promise((r) => setImmediate(r));
      while (waiting.length > 0) {
        pump();
        await running;
      }
      await running;
    },
    async stop() {
      stopped = true;
      onAppliedWrites(undefined);
      await running;
    },
  };
}

/** The items a write put into the table (a PutItem, or the Puts of a TransactWriteItems), in the wire format. */
function insertedItems(w: AppliedWrite, tableName: string): Image[] {
  const input = w.input as { TableName?: string; Item?: Image; TransactItems?: { Put?: { TableName?: string; Item?: Image } }[] };
  if (w.command === 'PutItemCommand' && input.TableName === tableName && input.Item) return [input.Item];
  if (w.command === 'TransactWriteItemsCommand') return (input.TransactItems ?? []).flatMap((t) => (t.Put?.TableName === tableName && t.Put.Item ? [t.Put.Item] : []));
  return [];
}

function record(image: Image, n: number, tableName: string): DynamoDBRecord {
  return {
    eventID: `local-${n}`,
    eventName: 'INSERT',
    eventSource: 'aws:dynamodb',
    eventSourceARN: `arn:aws:dynamodb:local:000000000000:table/${tableName}/stream/local`,
    dynamodb: {
      Keys: { pk: image.pk!, sk: image.sk! },
      NewImage: image,
      SequenceNumber: String(n).padStart(21, '0'),
      StreamViewType: 'NEW_IMAGE',
      ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
    },
  };
}
