import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, GetItemCommand, PutItemCommand, UpdateTimeToLiveCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableDefinition as d } from './table-definition.ts';

/** Local only: the item that records which key layout a local table was written in. */
const LAYOUT_MARKER = { pk: { S: 'DIR#LAYOUT' }, sk: { S: 'TABLE' } };

/**
 * Local only (the stack creates the table on AWS): creates the table if it is missing. A local table written in
 * an earlier key layout is dropped and created again (its demo tenants are then imported again from their files):
 * no production data exists yet, and keys of two layouts in one table would hide items from every read.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string, log: (line: string) => void = () => undefined): Promise<void> {
  if (await tableExists(client, tableName)) {
    const marker = await client.send(new GetItemCommand({ TableName: tableName, Key: LAYOUT_MARKER, ConsistentRead: true }));
    if (marker.Item?.layout?.N === String(d.keyLayout)) return;
    log(`저장 형식이 바뀌어 로컬 데이터를 새로 만듭니다 (형식 ${marker.Item?.layout?.N ?? 1} → ${d.keyLayout}).`);
    await client.send(new DeleteTableCommand({ TableName: tableName })).catch(alreadyDone('ResourceNotFoundException'));
  }
  const attrs = new Set<string>([d.partitionKey, d.sortKey]);
  for (const g of d.globalSecondaryIndexes) attrs.add(g.partitionKey).add(g.sortKey);
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attrs].map((a) => ({ AttributeName: a, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: d.partitionKey, KeyType: 'HASH' },
        { AttributeName: d.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: d.globalSecondaryIndexes.map((g) => ({
        IndexName: g.indexName,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  ).catch(alreadyDone('ResourceInUseException'));
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: d.ttlAttribute, Enabled: true } }),
  ).catch(alreadyDone('ValidationException', /already enabled/i));
  await client.send(new PutItemCommand({ TableName: tableName, Item: { ...LAYOUT_MARKER, entity: { S: 'Directory' }, layout: { N: String(d.keyLayout) } } }));
}

/**
 * A table call the store applied but whose answer was lost (a timeout under load) is sent again by the SDK, and the
 * retry meets its own work: the table already made or gone, its TTL already on. That answer means done.
 */
const alreadyDone =
  (name: string, message?: RegExp) =>
  (e: unknown): void => {
    const err = e as { name?: string; message?: string };
    if (err.name !== name || (message && !message.test(err.message ?? ''))) throw e;
  };

async function tableExists(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (e) {
    if ((e as { name?: string }).name !== 'ResourceNotFoundException') throw e;
    return false;
  }
}
