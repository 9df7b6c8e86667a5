import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type AttributeValue as StreamAttributeValue,
  type _Record as StreamRecord,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { config, type Config } from '../config.ts';

export interface TableStreamOptions {
  client: DynamoDBClient;
  /** Defaults to streamsClientFor(config()), the endpoint, region and credentials of rawDynamoClient(). */
  streamsClient?: DynamoDBStreamsClient;
  tableName: string;
  /** Lambda's batch: records in AWS's DynamoDBRecord shape (aws-lambda types), in shard order. */
  onRecords(records: DynamoDBRecord[]): Promise<void>;
  /** only records for which this returns true are handed over, as an event source mapping's filter criteria */
  filter?(record: DynamoDBRecord): boolean;
  /** default 250 */
  pollMs?: number;
  /** default 100 (a GetRecords page holds at most 1,000) */
  batchSize?: number;
  /** default 3: tries of one batch, the first included; then it is logged and skipped (retry limit + on-failure destination). */
  maxTries?: number;
  log?(line: string): void;
}

export interface TableStream {
  stop(): Promise<void>;
  /** resolves once every record written before the call has been handed over (tests use this instead of sleeping); throws after timeoutMs (default 10 s) */
  drain(timeoutMs?: number): Promise<void>;
}

/** A streams client with the DynamoDB client's configuration (document-client.ts): DynamoDB Local serves both APIs. */
export function streamsClientFor(c: Config): DynamoDBStreamsClient {
  return new DynamoDBStreamsClient({
    region: c.AWS_REGION,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000, throwOnRequestTimeout: true },
    ...(c.DYNAMODB_ENDPOINT ? { endpoint: c.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
}

interface Shard {
  id: string;
  parentId: string | undefined;
  /** Where reading begins when there is no iterator yet (or it was lost). */
  start: { type: ShardIteratorType; after?: string };
  iterator: string | undefined;
  /** Last sequence number read by GetRecords, and the last one whose batch is finished (handed over, filtered or skipped). */
  readSeq: bigint;
  doneSeq: bigint;
  /** Closed and read to its end. */
  finished: boolean;
}

const DRAIN_TIMEOUT_MS = 10_000;

/**
 * The local event source mapping of the table's stream: follows the stream's shards (a parent before its children)
 * and hands each shard's records to onRecords in order, one batch at a time, as Lambda does on AWS.
 */
export async function startTableStream(opts: TableStreamOptions): Promise<TableStream> {
  const { client, tableName, onRecords, filter = () => true, pollMs = 250, batchSize = 100, maxTries = 3, log = () => undefined } = opts;
  const ownClient = !opts.streamsClient;
  const streams = opts.streamsClient ?? streamsClientFor(config());
  const table = (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  const arn = table?.LatestStreamArn;
  if (!arn || !table?.StreamSpecification?.StreamEnabled) throw new Error(`Table ${tableName} has no stream (ensureTable enables it).`);
  const region = arn.split(':')[3] ?? 'ddblocal';

  const shards = new Map<string, Shard>();
  let stopped = false;
  let wake: () => void = () => undefined;

  /**
   * New shards from DescribeStream. Shards there at start are read from LATEST (older records were handled by whoever
   * ran before; a sweep catches what is pending), closed ones are skipped; later shards are read from TRIM_HORIZON.
   */
  async function discover(first: boolean): Promise<void> {
    let startId: string | undefined;
    do {
      const d = (await streams.send(new DescribeStreamCommand({ StreamArn: arn, ExclusiveStartShardId: startId }))).StreamDescription;
      for (const s of d?.Shards ?? []) {
        if (!s.ShardId || shards.has(s.ShardId)) continue;
        const closed = Boolean(s.SequenceNumberRange?.EndingSequenceNumber);
        shards.set(s.ShardId, {
          id: s.ShardId,
          parentId: s.ParentShardId,
          start: { type: first ? 'LATEST' : 'TRIM_HORIZON' },
          iterator: undefined,
          readSeq: -1n,
          doneSeq: -1n,
          finished: first && closed,
        });
      }
      startId = d?.LastEvaluatedShardId;
    } while (startId);
  }

  const ready = (s: Shard): boolean => !s.finished && (!s.parentId || !shards.has(s.parentId) || shards.get(s.parentId)!.finished);

  async function newIterator(s: Shard): Promise<string | undefined> {
    const { type, after } = s.start;
    const r = await streams.send(new GetShardIteratorCommand({ StreamArn: arn, ShardId: s.id, ShardIteratorType: type, SequenceNumber: after }));
    return r.ShardIterator;
  }

  /** Reads one shard until it has nothing new; a closed shard read to its end is finished. */
  async function pump(s: Shard): Promise<void> {
    while (!stopped) {
      s.iterator ??= await newIterator(s);
      if (!s.iterator) {
        s.finished = true;
        return;
      }
      let page;
      try {
        page = await streams.send(new GetRecordsCommand({ ShardIterator: s.iterator, Limit: Math.min(batchSize, 1000) }));
      } catch (e) {
        const name = (e as { name?: string }).name;
        // An expired or trimmed iterator: start again after the last record read (other errors keep the iterator).
        if (name === 'ExpiredIteratorException' || name === 'TrimmedDataAccessException') {
          s.iterator = undefined;
          if (s.readSeq >= 0n) s.start = { type: 'AFTER_SEQUENCE_NUMBER', after: String(s.readSeq) };
          else if (name === 'TrimmedDataAccessException') s.start = { type: 'TRIM_HORIZON' };
        }
        throw e;
      }
      const records = (page.Records ?? []).map((r) => toLambdaRecord(r, arn!, region));
      const last = records.at(-1)?.dynamodb?.SequenceNumber;
      if (last) s.readSeq = BigInt(last);
      const batch = records.filter((r) => filter(r));
      if (batch.length) await handOver(s, batch);
      if (last) s.doneSeq = BigInt(last);
      s.iterator = page.NextShardIterator;
      if (!s.iterator) {
        s.finished = true;
        return;
      }
      if (!records.length) return;
    }
  }

  async function handOver(s: Shard, batch: DynamoDBRecord[]): Promise<void> {
    for (let tryNo = 1; ; tryNo++) {
      try {
        return await onRecords(batch);
      } catch (e) {
        const range = `${batch[0]!.dynamodb?.SequenceNumber}..${batch.at(-1)!.dynamodb?.SequenceNumber}`;
        if (tryNo >= maxTries) {
          log(`stream ${tableName} ${s.id}: batch ${range} skipped after ${tryNo} tries: ${String(e)}`);
          return;
        }
        log(`stream ${tableName} ${s.id}: batch ${range} failed (try ${tryNo}/${maxTries}), trying again: ${String(e)}`);
        await sleep(Math.min(pollMs, 1_000));
      }
    }
  }

  async function tick(): Promise<void> {
    await discover(false);
    // Shards in parallel, each in order; a child waits for the next tick after its parent finishes.
    await Promise.all(
      [...shards.values()].filter(ready).map((s) => pump(s).catch((e: unknown) => log(`stream ${tableName} ${s.id}: ${String(e)}`))),
    );
  }

  await discover(true);
  // Fix LATEST now: records written after startTableStream resolves are handed over.
  for (const s of shards.values()) if (!s.finished) s.iterator = await newIterator(s);

  const loop = (async () => {
    while (!stopped) {
      await tick().catch((e: unknown) => log(`stream ${tableName}: ${String(e)}`));
      // drain() and stop() wake the loop early.
      if (!stopped)
        await new Promise<void>((resolve) => {
          wake = resolve;
          void sleep(pollMs).then(resolve);
        });
    }
  })();

  /** The last sequence number a shard holds now: reads on from the poller's iterator (an iterator can be read twice). */
  async function endOf(s: Shard): Promise<bigint> {
    let end = s.readSeq;
    let iterator = s.iterator ?? (await newIterator(s));
    while (iterator) {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      const last = page.Records?.at(-1)?.dynamodb?.SequenceNumber;
      if (!last) break;
      if (BigInt(last) > end) end = BigInt(last);
      iterator = page.NextShardIterator;
    }
    return end;
  }

  return {
    async stop() {
      stopped = true;
      wake();
      await loop;
      if (ownClient) streams.destroy();
    },
    async drain(timeoutMs = DRAIN_TIMEOUT_MS) {
      if (stopped) throw new Error(`stream ${tableName}: drain() after stop()`);
      const deadline = Date.now() + timeoutMs;
      await discover(false);
      const targets = await Promise.all([...shards.values()].filter((s) => !s.finished).map(async (s) => ({ s, end: await endOf(s) })));
      for (;;) {
        const behind = targets.filter(({ s, end }) => s.doneSeq < end);
        if (!behind.length) return;
        if (stopped) throw new Error(`stream ${tableName}: stopped while draining`);
        if (Date.now() > deadline) {
          const which = behind.map(({ s, end }) => `${s.id} at ${s.doneSeq} of ${end}`).join(', ');
          throw new Error(`stream ${tableName}: drain() timed out after ${timeoutMs} ms, behind: ${which}`);
        }
        wake();
        await sleep(20);
      }
    },
  };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** The record as Lambda's event carries it: epoch seconds, binary values base64. */
function toLambdaRecord(r: StreamRecord, arn: string, region: string): DynamoDBRecord {
  const d = r.dynamodb;
  return {
    eventID: r.eventID,
    eventName: r.eventName,
    eventVersion: r.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: r.awsRegion ?? region,
    eventSourceARN: arn,
    dynamodb: {
      ApproximateCreationDateTime: d?.ApproximateCreationDateTime ? Math.floor(d.ApproximateCreationDateTime.getTime() / 1000) : undefined,
      Keys: image(d?.Keys),
      NewImage: image(d?.NewImage),
      OldImage: image(d?.OldImage),
      SequenceNumber: d?.SequenceNumber,
      SizeBytes: d?.SizeBytes,
      StreamViewType: d?.StreamViewType,
    },
  };
}

function image(m: Record<string, StreamAttributeValue> | undefined): Record<string, AttributeValue> | undefined {
  return m && Object.fromEntries(Object.entries(m).map(([k, v]) => [k, value(v)]));
}

const b64 = (b: Uint8Array): string => Buffer.from(b).toString('base64');

function value(v: StreamAttributeValue): AttributeValue {
  if (v.B !== undefined) return { B: b64(v.B) };
  if (v.BS !== undefined) return { BS: v.BS.map(b64) };
  if (v.L !== undefined) return { L: v.L.map(value) };
  if (v.M !== undefined) return { M: image(v.M)! };
  return v as AttributeValue;
}
