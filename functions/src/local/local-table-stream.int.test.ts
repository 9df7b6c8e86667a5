import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteItemCommand, DescribeTableCommand, GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, inject } from 'vitest';
import { ensureTable } from '../adapters/dynamodb/create-table.ts';
import { rawDynamoClient } from '../adapters/dynamodb/document-client.ts';
import { tableDefinition } from '../adapters/dynamodb/table-definition.ts';
import { useStandIns } from './boot-local.ts';
import { startTableStream, type TableStream, type TableStreamOptions } from './local-table-stream.ts';

/** The local event source mapping against DynamoDB Local's real stream: order, filter, retries, drain and stop. */
let table: string;
beforeAll(async () => {
  const s = inject('standIns');
  table = `stream-${randomUUID().slice(0, 8)}`;
  useStandIns({ ...s, stop: async () => undefined }, 'portal-uploads', table);
  await ensureTable(rawDynamoClient(), table);
});

const running: TableStream[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});
async function start(opts: Partial<TableStreamOptions> & Pick<TableStreamOptions, 'onRecords'>): Promise<TableStream> {
  const s = await startTableStream({ client: rawDynamoClient(), tableName: table, pollMs: 50, ...opts });
  running.push(s);
  return s;
}

/** Records handed over, each batch kept as it came. */
function recorder() {
  const batches: DynamoDBRecord[][] = [];
  return {
    batches,
    records: () => batches.flat(),
    pks: () => batches.flat().map((r) => r.dynamodb?.Keys?.pk?.S),
    onRecords: async (records: DynamoDBRecord[]) => void batches.push(records),
  };
}

const put = (pk: string, entity = 'Outbox', extra: Record<string, { S: string }> = {}) =>
  rawDynamoClient().send(new PutItemCommand({ TableName: table, Item: { pk: { S: pk }, sk: { S: 'MSG' }, entity: { S: entity }, ...extra } }));

describe('local table stream', () => {
  it('hands over every write once, in order, with its keys and new image, in the Lambda record shape', async () => {
    const arn = (await rawDynamoClient().send(new DescribeTableCommand({ TableName: table }))).Table?.LatestStreamArn;
    const seen = recorder();
    const stream = await start({ onRecords: seen.onRecords, batchSize: 3 });
    const id = randomUUID().slice(0, 8);
    const pks = Array.from({ length: 7 }, (_, i) => `ORDER#${id}#${i}`);
    for (const pk of pks) await put(pk, 'Outbox', { body: { S: `안녕 ${pk}` } });
    await rawDynamoClient().send(
      new UpdateItemCommand({ TableName: table, Key: { pk: { S: pks[0]! }, sk: { S: 'MSG' } }, UpdateExpression: 'SET sentAt = :t', ExpressionAttributeValues: { ':t': { S: 'now' } } }),
    );
    await rawDynamoClient().send(new DeleteItemCommand({ TableName: table, Key: { pk: { S: pks[1]! }, sk: { S: 'MSG' } } }));
    await stream.drain();

    // Only what was written after the start (not ensureTable's layout marker), each once, in write order.
    expect(seen.pks()).toEqual([...pks, pks[0], pks[1]]);
    expect(seen.records().map((r) => r.eventName)).toEqual([...pks.map(() => 'INSERT'), 'MODIFY', 'REMOVE']);
    expect(Math.max(...seen.batches.map((b) => b.length))).toBeLessThanOrEqual(3);
    const seqs = seen.records().map((r) => BigInt(r.dynamodb!.SequenceNumber!));
    expect(seqs).toEqual([...seqs].sort((a, b) => (a < b ? -1 : 1)));
    expect(new Set(seen.records().map((r) => r.eventID)).size).toBe(9);

    const first = seen.records()[0]!;
    expect(first).toMatchObject({ eventSource: 'aws:dynamodb', eventSourceARN: arn, awsRegion: expect.any(String) });
    expect(first.dynamodb).toMatchObject({
      Keys: { pk: { S: pks[0] }, sk: { S: 'MSG' } },
      NewImage: { pk: { S: pks[0] }, sk: { S: 'MSG' }, entity: { S: 'Outbox' }, body: { S: `안녕 ${pks[0]}` } },
      StreamViewType: 'NEW_IMAGE',
    });
    expect(first.dynamodb?.OldImage).toBeUndefined();
    const created = first.dynamodb!.ApproximateCreationDateTime!;
    expect(Math.abs(created - Date.now() / 1000)).toBeLessThan(120);
    expect(seen.records()[7]!.dynamodb?.NewImage?.sentAt).toEqual({ S: 'now' });
    expect(seen.records()[8]!.dynamodb?.NewImage).toBeUndefined();
    expect(seen.records()[8]!.dynamodb?.Keys?.pk).toEqual({ S: pks[1] });
  });

  it('hands over only the records the filter keeps', async () => {
    const seen = recorder();
    const stream = await start({ onRecords: seen.onRecords, filter: (r) => r.eventName === 'INSERT' && r.dynamodb?.NewImage?.entity?.S === 'Outbox' });
    const id = randomUUID().slice(0, 8);
    await put(`F#${id}#1`, 'Outbox');
    await put(`F#${id}#2`, 'Applicant');
    await put(`F#${id}#3`, 'Outbox');
    await rawDynamoClient().send(new DeleteItemCommand({ TableName: table, Key: { pk: { S: `F#${id}#1` }, sk: { S: 'MSG' } } }));
    await stream.drain();
    expect(seen.pks()).toEqual([`F#${id}#1`, `F#${id}#3`]);
  });

  it('tries a failed batch again, and skips it with a log line once maxTries have failed', async () => {
    const id = randomUUID().slice(0, 8);
    const calls: string[][] = [];
    const lines: string[] = [];
    const stream = await start({
      batchSize: 1,
      maxTries: 3,
      log: (l) => lines.push(l),
      onRecords: async (records) => {
        const pks = records.map((r) => r.dynamodb!.Keys!.pk!.S!);
        calls.push(pks);
        if (pks[0] === `R#${id}#once` && calls.filter((c) => c[0] === pks[0]).length === 1) throw new Error('first try fails');
        if (pks[0] === `R#${id}#poison`) throw new Error('always fails');
      },
    });
    await put(`R#${id}#once`);
    await put(`R#${id}#poison`);
    await put(`R#${id}#after`);
    await stream.drain();
    expect(calls).toEqual([[`R#${id}#once`], [`R#${id}#once`], [`R#${id}#poison`], [`R#${id}#poison`], [`R#${id}#poison`], [`R#${id}#after`]]);
    expect(lines.filter((l) => l.includes('skipped'))).toHaveLength(1);
    expect(lines.find((l) => l.includes('skipped'))).toMatch(/after 3 tries: Error: always fails/);
  });

  it('drain() resolves only after the records written before it were handed over', async () => {
    const seen = recorder();
    // A slow handler and a long poll interval: without drain() the records would still be on their way.
    const stream = await start({
      pollMs: 60_000,
      batchSize: 2,
      onRecords: async (records) => {
        await new Promise((r) => setTimeout(r, 150));
        await seen.onRecords(records);
      },
    });
    await stream.drain(); // nothing written yet: resolves at once
    expect(seen.records()).toEqual([]);
    const id = randomUUID().slice(0, 8);
    const pks = Array.from({ length: 5 }, (_, i) => `D#${id}#${i}`);
    for (const pk of pks) await put(pk);
    await stream.drain();
    expect(seen.pks()).toEqual(pks);
    expect(seen.batches.length).toBe(3);
  });

  it('drain() fails with a clear error when the handler cannot keep up within its timeout', async () => {
    let release: () => void = () => undefined;
    const stream = await start({ onRecords: () => new Promise<void>((r) => (release = r)) });
    await put(`T#${randomUUID().slice(0, 8)}`);
    await expect(stream.drain(300)).rejects.toThrow(/drain\(\) timed out after 300 ms, behind: /);
    release();
    await stream.drain();
  });

  it('stop() waits for the batch in hand and then hands nothing more over', async () => {
    const id = randomUUID().slice(0, 8);
    const seen = recorder();
    let release: () => void = () => undefined;
    let inHand = false;
    const stream = await startTableStream({
      client: rawDynamoClient(),
      tableName: table,
      pollMs: 50,
      onRecords: async (records) => {
        inHand = true;
        await new Promise<void>((r) => (release = r));
        await seen.onRecords(records);
      },
    });
    await put(`S#${id}#1`);
    await expect.poll(() => inHand).toBe(true);
    let stopped = false;
    const stopping = stream.stop().then(() => (stopped = true));
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(seen.pks()).toEqual([`S#${id}#1`]);

    // A second reader is the witness that a later write reached the stream; the stopped one does not get it.
    const witness = recorder();
    const other = await start({ onRecords: witness.onRecords });
    await put(`S#${id}#2`);
    await other.drain();
    expect(witness.pks()).toEqual([`S#${id}#2`]);
    expect(seen.pks()).toEqual([`S#${id}#1`]);
    await expect(stream.drain()).rejects.toThrow(/after stop/);
  });
});

describe('ensureTable and the stream', () => {
  it('enables the stream on an existing local table of the current layout, keeping its data', async () => {
    const name = `nostream-${randomUUID().slice(0, 8)}`;
    const c = rawDynamoClient();
    await c.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((a) => ({ AttributeName: a, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    await c.send(new PutItemCommand({ TableName: name, Item: { pk: { S: 'DIR#LAYOUT' }, sk: { S: 'TABLE' }, layout: { N: String(tableDefinition.keyLayout) } } }));
    await c.send(new PutItemCommand({ TableName: name, Item: { pk: { S: 'KEEP' }, sk: { S: 'ME' } } }));
    await expect(startTableStream({ client: c, tableName: name, onRecords: async () => undefined })).rejects.toThrow(/has no stream/);

    await ensureTable(c, name);
    const t = (await c.send(new DescribeTableCommand({ TableName: name }))).Table;
    expect(t?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
    expect((await c.send(new GetItemCommand({ TableName: name, Key: { pk: { S: 'KEEP' }, sk: { S: 'ME' } } }))).Item).toBeDefined();

    const seen = recorder();
    const stream = await startTableStream({ client: c, tableName: name, pollMs: 50, onRecords: seen.onRecords });
    running.push(stream);
    await c.send(new PutItemCommand({ TableName: name, Item: { pk: { S: 'NEW' }, sk: { S: 'ONE' } } }));
    await stream.drain();
    expect(seen.pks()).toEqual(['NEW']);
  });
});
