import { GetCommand, PutCommand, QueryCommand, UpdateCommand, TransactWriteCommand, type DynamoDBDocumentClient, BatchWriteCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { keys, type ItemKey } from './keys.ts';

export type Item = Record<string, unknown>;

interface OpBase {
  key: ItemKey;
  condition?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
  /** When this op's condition fails, the cancellation carries the item as it was (the answer comes from the store, not a later read). */
  returnOnFailure?: boolean;
}

/** A transaction's outcome: ok, or per op the cancellation reason code and, where asked for, the item that failed the condition. */
export type TransactResult = { ok: true } | { ok: false; reasons: string[]; items: (Item | undefined)[] };
export type TransactOp =
  | (OpBase & { kind: 'put'; entity: string; item: Item })
  | (OpBase & { kind: 'update'; update: string })
  /** Only a condition on an item the transaction does not write (e.g. 'the page is still the version I read'). */
  | (OpBase & { kind: 'check'; condition: string })
  | (OpBase & { kind: 'delete' });

export interface PutOptions {
  gsi1?: { pk: string; sk: string };
  expiresAt?: number;
}

/** Cancellation reasons that say nothing about the items: the same transaction may succeed when tried again. */
const TRANSIENT_REASONS = new Set(['None', 'ThrottlingError', 'TransactionConflict', 'ProvisionedThroughputExceeded']);
/** Tries of a transaction cancelled only for transient reasons (the SDK does not retry a cancellation itself). */
const TRANSIENT_TRIES = 5;

type Cancellation = { name?: string; CancellationReasons?: { Code?: string; Item?: Record<string, AttributeValue> }[] };
const reasonsOf = (e: unknown): string[] | undefined =>
  (e as Cancellation).name === 'TransactionCanceledException' ? ((e as Cancellation).CancellationReasons ?? []).map((r) => r.Code ?? 'None') : undefined;
/** A cancellation no condition caused: throttling or a concurrent transaction on one of the items. */
const transientCancellation = (e: unknown): boolean => {
  const reasons = reasonsOf(e);
  return !!reasons && reasons.every((r) => TRANSIENT_REASONS.has(r)) && reasons.some((r) => r !== 'None');
};
/** Jittered exponential backoff: at most 25, 50, 100, 200 ms before the 2nd to 5th try. */
const backoff = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 25 * 2 ** Math.min(attempt - 1, 5)));

/**
 * A view of the table for exactly one tenant. The tenant part of every partition key is fixed at construction:
 * an ItemKey names only a part inside the tenant, so repositories built on it cannot name another tenant.
 * Every item gets an entity tag and a version number.
 */
export class TenantTable {
  readonly pk: string;
  constructor(
    private readonly client: DynamoDBDocumentClient,
    readonly tableName: string,
    readonly tenantId: number,
  ) {
    this.pk = keys.tenantPk(tenantId);
  }

  /** The partition key of an item of this tenant. */
  pkOf(key: ItemKey): string {
    return keys.tableKey(this.tenantId, key).pk;
  }

  /** The key of a stored item of this tenant (as read back from a Query), to delete or update it. */
  keyOf(item: Item): ItemKey {
    const pk = String(item.pk);
    if (pk === this.pk) return { part: '', sk: String(item.sk) };
    if (!pk.startsWith(`${this.pk}#`)) throw new Error('item outside the tenant');
    return { part: pk.slice(this.pk.length + 1), sk: String(item.sk) };
  }

  private dynamoKey(key: ItemKey): { pk: string; sk: string } {
    return { pk: this.pkOf(key), sk: key.sk };
  }

  /** `consistent` for reads that decide a conditional write which must see every earlier commit. */
  async get<T extends Item>(key: ItemKey, options: { consistent?: boolean } = {}): Promise<T | undefined> {
    const r = await this.client.send(new GetCommand({ TableName: this.tableName, Key: this.dynamoKey(key), ConsistentRead: options.consistent }));
    return r.Item as T | undefined;
  }

  /** The item with the lowest sort key under the prefix (strongly consistent), e.g. the head of a queue. */
  async first<T extends Item>(prefix: ItemKey): Promise<T | undefined> {
    const r = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': this.pkOf(prefix), ':p': prefix.sk },
        ConsistentRead: true,
        Limit: 1,
      }),
    );
    return r.Items?.[0] as T | undefined;
  }

  /** All items whose sort key starts with the prefix (bounded by the tenant's own configuration). */
  async queryPrefix<T extends Item>(prefix: ItemKey): Promise<T[]> {
    const out: T[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          // An empty prefix reads the whole partition (DynamoDB refuses begins_with on '').
          KeyConditionExpression: prefix.sk ? 'pk = :pk AND begins_with(sk, :p)' : 'pk = :pk',
          ExpressionAttributeValues: prefix.sk ? { ':pk': this.pkOf(prefix), ':p': prefix.sk } : { ':pk': this.pkOf(prefix) },
          ExclusiveStartKey: start,
        }),
      );
      out.push(...((r.Items ?? []) as T[]));
      start = r.LastEvaluatedKey;
    } while (start);
    return out;
  }

  /**
   * One read of the partition of `partition` (its sort key is not used), highest sort key first, among the sort keys
   * from `lowest` to `highest` (both included): at most `limit` items; `more` when further items may lie below the last.
   */
  async queryDescending<T extends Item>(partition: ItemKey, lowest: string, highest: string, limit: number): Promise<{ items: T[]; more: boolean }> {
    const r = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': this.pkOf(partition), ':lo': lowest, ':hi': highest },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return { items: (r.Items ?? []) as T[], more: r.LastEvaluatedKey !== undefined };
  }

  /** A gsi1 partition that belongs to this tenant, newest first, one page. */
  async queryGsi1Page<T extends Item>(gsiPk: string, offset: number, limit: number): Promise<{ items: T[]; total: number }> {
    this.assertOwnGsiKey(gsiPk);
    // Count with SELECT COUNT (cheap, no item bodies) while reading only up to the page end: one round trip a page.
    const key = { TableName: this.tableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': gsiPk } };
    const readOn = (start: Record<string, unknown> | undefined, want: number) => this.client.send(new QueryCommand({ ...key, ScanIndexForward: false, Limit: want, ExclusiveStartKey: start }));
    const [count, first] = await Promise.all([this.client.send(new QueryCommand({ ...key, Select: 'COUNT' })), readOn(undefined, offset + limit)]);
    const total = count.Count ?? 0;
    const items: T[] = [...((first.Items ?? []) as T[])];
    let start = first.LastEvaluatedKey;
    while (start && items.length < offset + limit) {
      const r = await readOn(start, offset + limit - items.length);
      items.push(...((r.Items ?? []) as T[]));
      start = r.LastEvaluatedKey;
    }
    return { items: items.slice(offset, offset + limit), total };
  }

  /** Every item of a gsi1 partition that belongs to this tenant, in pages of `pageSize` (jobs, not request paths). */
  async *queryGsi1All<T extends Item>(gsiPk: string, pageSize = 100): AsyncGenerator<T[]> {
    this.assertOwnGsiKey(gsiPk);
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': gsiPk },
          Limit: pageSize,
          ExclusiveStartKey: start,
        }),
      );
      yield (r.Items ?? []) as T[];
      start = r.LastEvaluatedKey;
    } while (start);
  }

  /**
   * One read of a gsi1 partition of this tenant, in index order after `afterSk` (exclusive; '' from the start): at most
   * `limit` items evaluated, those passing `filter` returned with the attributes of `projection`. `lastSk` is the
   * index sort key of the last item evaluated, or undefined when the partition has no more after it.
   */
  async queryGsi1After<T extends Item>(
    gsiPk: string,
    afterSk: string,
    options: { limit: number; filter?: string | undefined; projection?: string | undefined; names?: Record<string, string> | undefined; values?: Record<string, unknown> | undefined },
  ): Promise<{ items: T[]; lastSk: string | undefined }> {
    this.assertOwnGsiKey(gsiPk);
    const r = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: afterSk ? 'gsi1pk = :gpk AND gsi1sk > :after' : 'gsi1pk = :gpk',
        FilterExpression: options.filter,
        ProjectionExpression: options.projection,
        ExpressionAttributeNames: options.names,
        ExpressionAttributeValues: { ...options.values, ':gpk': gsiPk, ...(afterSk ? { ':after': afterSk } : {}) },
        Limit: options.limit,
      }),
    );
    const last = r.LastEvaluatedKey?.gsi1sk;
    return { items: (r.Items ?? []) as T[], lastSk: typeof last === 'string' ? last : undefined };
  }

  /** Writes an item as given (no read first): for items one writer owns, such as an applicant's draft. */
  async overwrite(key: ItemKey, entityName: string, data: Item, options: PutOptions = {}): Promise<void> {
    await this.client.send(new PutCommand({ TableName: this.tableName, Item: this.fullItem(key, entityName, data, 1, options) }));
  }

  /**
   * Writes an item under an optimistic lock: a concurrent writer makes this fail instead of being overwritten silently.
   * The item carries the write's own id, so when the SDK tries the put again after a timeout or a lost answer and the
   * first try had been applied, the retry's failed condition is recognised as this write and not taken for a conflict.
   */
  async put(key: ItemKey, entityName: string, data: Item, options: PutOptions = {}): Promise<void> {
    const existing = await this.get<{ version?: number }>(key);
    const writeId = randomUUID();
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...this.fullItem(key, entityName, data, (existing?.version ?? 0) + 1, options), writeId },
          ConditionExpression: existing ? 'version = :v' : 'attribute_not_exists(pk)',
          ExpressionAttributeValues: existing ? { ':v': existing.version ?? 0 } : undefined,
        }),
      );
    } catch (e) {
      if ((e as { name?: string }).name !== 'ConditionalCheckFailedException') throw e;
      const now = await this.get<{ writeId?: string }>(key, { consistent: true });
      if (now?.writeId !== writeId) throw e;
    }
  }

  /** The stored form of an item of this tenant: keys, entity tag, version, timestamps and optional gsi1/TTL. */
  private fullItem(key: ItemKey, entityName: string, data: Item, version: number, options: PutOptions): Item {
    if (options.gsi1) this.assertOwnGsiKey(options.gsi1.pk);
    return {
      ...data,
      ...this.dynamoKey(key),
      entity: entityName,
      version,
      updatedAt: new Date().toISOString(),
      ...(options.gsi1 ? { gsi1pk: options.gsi1.pk, gsi1sk: options.gsi1.sk } : {}),
      ...(options.expiresAt ? { expiresAt: options.expiresAt } : {}),
    };
  }

  /**
   * A conditional update of one item of this tenant. Returns the new attributes, or undefined
   * when the condition failed (a lost race, not an error).
   */
  async update<T extends Item>(
    key: ItemKey,
    expression: { update: string; condition?: string; names?: Record<string, string>; values?: Record<string, unknown> },
  ): Promise<T | undefined> {
    try {
      const r = await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: this.dynamoKey(key),
          UpdateExpression: expression.update,
          ConditionExpression: expression.condition,
          ExpressionAttributeNames: expression.names,
          ExpressionAttributeValues: expression.values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return r.Attributes as T;
    } catch (e) {
      if ((e as { name?: string }).name === 'ConditionalCheckFailedException') return undefined;
      throw e;
    }
  }

  /** Puts several new items of this tenant at once, all or none; false when any already exists. */
  async createAll(items: { key: ItemKey; entity: string; data: Item; expiresAt?: number }[]): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.sendCreateAll(items);
        return true;
      } catch (e) {
        // Only a failed condition means an item exists; throttling or a conflict is tried again, then thrown.
        if (reasonsOf(e)?.includes('ConditionalCheckFailed')) return false;
        if (!transientCancellation(e) || attempt >= TRANSIENT_TRIES) throw e;
        await backoff(attempt);
      }
    }
  }

  private async sendCreateAll(items: { key: ItemKey; entity: string; data: Item; expiresAt?: number }[]): Promise<void> {
    for (const i of items) if (typeof i.data.gsi1pk === 'string') this.assertOwnGsiKey(i.data.gsi1pk);
    await this.client.send(
      new TransactWriteCommand({
        TransactItems: items.map((i) => ({
          Put: {
            TableName: this.tableName,
            Item: {
              ...i.data,
              ...this.dynamoKey(i.key),
              entity: i.entity,
              version: 1,
              updatedAt: new Date().toISOString(),
              ...(i.expiresAt ? { expiresAt: i.expiresAt } : {}),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        })),
      }),
    );
  }

  /**
   * transact() that retries a cancellation caused only by a concurrent transaction on the same items
   * (TransactionConflict), with jittered backoff: for hot items such as an exam place's seat counter.
   * Throws after `attempts` conflicts in a row.
   */
  async transactRetryingConflicts(ops: TransactOp[], attempts = 30): Promise<TransactResult> {
    for (let i = 1; ; i++) {
      try {
        return await this.transact(ops);
      } catch (e) {
        const err = e as { name?: string; CancellationReasons?: { Code?: string }[] };
        const conflict = err.name === 'TransactionCanceledException' && (err.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict');
        if (!conflict || i >= attempts) throw e;
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(200, 5 * 2 ** Math.min(i, 6))));
      }
    }
  }

  /**
   * Several conditional writes of this tenant, all or none. Each op names its item key; the tenant and the
   * table are filled in. Returns ok, or the cancellation reason codes per op ('ConditionalCheckFailed' / 'None').
   * A cancellation for throttling or a concurrent transaction alone is tried again, with backoff, before it is thrown.
   */
  async transact(ops: TransactOp[]): Promise<TransactResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transactOnce(ops);
      } catch (e) {
        // Throttling or another transaction on these items: nothing was written and no condition failed.
        if (!transientCancellation(e) || attempt >= TRANSIENT_TRIES) throw e;
        await backoff(attempt);
      }
    }
  }

  private async transactOnce(ops: TransactOp[]): Promise<TransactResult> {
    try {
      await this.client.send(
        new TransactWriteCommand({
          TransactItems: ops.map((op) => {
            const common = {
              TableName: this.tableName,
              ConditionExpression: op.condition,
              ExpressionAttributeNames: op.names,
              ExpressionAttributeValues: op.values,
              ...(op.returnOnFailure ? { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const } : {}),
            };
            const key = this.dynamoKey(op.key);
            switch (op.kind) {
              case 'put':
                if (typeof op.item.gsi1pk === 'string') this.assertOwnGsiKey(op.item.gsi1pk);
                return { Put: { ...common, Item: { ...op.item, ...key, entity: op.entity, updatedAt: new Date().toISOString() } } };
              case 'update':
                return { Update: { ...common, Key: key, UpdateExpression: op.update } };
              case 'check':
                return { ConditionCheck: { ...common, Key: key, ConditionExpression: op.condition } };
              case 'delete':
                return { Delete: { ...common, Key: key } };
            }
          }),
        }),
      );
      return { ok: true };
    } catch (e) {
      const err = e as { name?: string; CancellationReasons?: { Code?: string; Item?: Record<string, AttributeValue> }[] };
      if (err.name !== 'TransactionCanceledException') throw e;
      const reasons = (err.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
      // A conflict with another transaction is not a failed condition: let the caller retry or report it.
      if (!reasons.includes('ConditionalCheckFailed')) throw e;
      // The document client does not translate errors: the returned items are still in wire format.
      return { ok: false, reasons, items: (err.CancellationReasons ?? []).map((r) => (r.Item ? (unmarshall(r.Item) as Item) : undefined)) };
    }
  }

  async delete(key: ItemKey): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: this.dynamoKey(key) }));
  }

  /**
   * Deletes one item of this tenant when the condition holds; false when it does not. A write that meets a transaction
   * in flight on the same item is refused by DynamoDB (TransactionConflict): tried again briefly, as a lost race is.
   */
  async deleteIf(key: ItemKey, condition: string): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: this.dynamoKey(key), ConditionExpression: condition }));
        return true;
      } catch (e) {
        const name = (e as { name?: string }).name;
        if (name === 'ConditionalCheckFailedException') return false;
        if (name !== 'TransactionConflictException' || attempt >= 10) throw e;
        await new Promise((r) => setTimeout(r, Math.random() * 10 * 2 ** Math.min(attempt, 5)));
      }
    }
  }

  async deleteMany(itemKeys: ItemKey[]): Promise<void> {
    for (let i = 0; i < itemKeys.length; i += 25) {
      let requests: Record<string, unknown>[] | undefined = itemKeys.slice(i, i + 25).map((k) => ({ DeleteRequest: { Key: this.dynamoKey(k) } }));
      // A throttled batch answers the deletes it did not do: send those again (with backoff) until none is left.
      for (let round = 0; requests?.length; round++) {
        if (round > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** round)));
        if (round > 8) throw new Error('deleteMany: deletes left undone after 8 retries');
        const r = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.tableName]: requests as never } }));
        requests = r.UnprocessedItems?.[this.tableName] as Record<string, unknown>[] | undefined;
      }
    }
  }

  /** Deletes those of `items` (as read back from this tenant) whose key is not among `keep`: an import's leftovers. */
  async deleteExcept(items: Item[], keep: ItemKey[]): Promise<void> {
    const kept = new Set(keep.map((k) => `${k.part}\u0000${k.sk}`));
    await this.deleteMany(items.map((i) => this.keyOf(i)).filter((k) => !kept.has(`${k.part}\u0000${k.sk}`)));
  }

  private assertOwnGsiKey(gsiPk: string): void {
    if (!gsiPk.startsWith(`${this.pk}#`)) throw new Error('gsi key outside the tenant');
  }
}

/** Removes storage attributes before an item is handed to the domain. */
export function stripKeys<T>(item: Item): T {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, entity: _e, version: _v, updatedAt: _u, expiresAt: _x, writeId: _w, ...rest } = item;
  return rest as T;
}
