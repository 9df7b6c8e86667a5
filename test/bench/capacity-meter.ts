import { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * Capacity units per partition key, as DynamoDB Local reports them (ReturnConsumedCapacity INDEXES): the bench's
 * measurement hook. It wraps the SDK's shared `send` once for the whole process, so it sees every table call of the
 * portal running in this process without any change to the portal's code (and works on older commits alike).
 */
export interface CapacityRecord {
  /** 'table' or the index name. */
  index: string;
  pk: string;
  read: number;
  write: number;
  /** ms since the recorder started. */
  at: number;
}

export interface CapacityRecorder {
  records: CapacityRecord[];
  failures: number;
  /** Every AWS SDK call made while recording, by client and command ('SESClient SendEmailCommand'): the cost model's S3 and SES counts. */
  calls: Record<string, number>;
  readonly startedAt: number;
}

let current: CapacityRecorder | undefined;

export function startRecording(): CapacityRecorder {
  install();
  current = { records: [], failures: 0, calls: {}, startedAt: performance.now() };
  return current;
}

export function stopRecording(): void {
  current = undefined;
}

type Capacity = { TableName?: string; CapacityUnits?: number; Table?: { CapacityUnits?: number }; GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }> };
type Cmd = { constructor: { name: string }; input: Record<string, any> };

let installed = false;
function install(): void {
  if (installed) return;
  installed = true;
  // The smithy Client class both DynamoDBClient and the document client inherit `send` from.
  const base = Object.getPrototypeOf(DynamoDBClient.prototype) as { send: (...a: unknown[]) => Promise<unknown> };
  const send = base.send;
  base.send = async function (this: unknown, ...args: unknown[]) {
    const command = args[0] as Cmd;
    const rec = current;
    const name = command?.constructor?.name ?? '';
    if (rec) {
      const call = `${(this as { constructor?: { name?: string } })?.constructor?.name ?? 'Client'} ${name}`;
      rec.calls[call] = (rec.calls[call] ?? 0) + 1;
    }
    if (!rec || !/(Get|Put|Update|Delete|Query|TransactWrite|BatchWrite|BatchGet|TransactGet)/.test(name) || !command.input?.TableName && !command.input?.TransactItems && !command.input?.RequestItems) {
      return send.apply(this, args);
    }
    command.input.ReturnConsumedCapacity = 'INDEXES';
    try {
      const out = (await send.apply(this, args)) as { ConsumedCapacity?: Capacity | Capacity[] };
      attribute(rec, name, command.input, out.ConsumedCapacity);
      return out;
    } catch (e) {
      rec.failures++;
      throw e;
    }
  };
}

const str = (v: unknown): string => (typeof v === 'string' ? v : v && typeof v === 'object' && 'S' in v ? String((v as { S: unknown }).S) : '');

/** Approximate stored size in bytes by DynamoDB's rules (names + values), enough to split a transaction's units by item. */
function itemSize(item: Record<string, unknown>): number {
  const size = (v: unknown): number => {
    if (v === null || v === undefined) return 1;
    if (typeof v === 'string') return Buffer.byteLength(v);
    if (typeof v === 'number' || typeof v === 'bigint') return Math.ceil(String(v).length / 2) + 1;
    if (typeof v === 'boolean') return 1;
    if (v instanceof Set) return [...v].reduce((n: number, x) => n + size(x), 0);
    if (Array.isArray(v)) return 3 + v.reduce((n: number, x) => n + 1 + size(x), 0);
    if (typeof v === 'object') return 3 + Object.entries(v as Record<string, unknown>).reduce((n, [k, x]) => n + Buffer.byteLength(k) + 1 + size(x), 0);
    return 1;
  };
  return Object.entries(item).reduce((n, [k, v]) => n + Buffer.byteLength(k) + size(v), 0);
}

function attribute(rec: CapacityRecorder, name: string, input: Record<string, any>, consumed: Capacity | Capacity[] | undefined): void {
  const at = performance.now() - rec.startedAt;
  const list = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  const tableUnits = list.reduce((n, c) => n + (c.Table?.CapacityUnits ?? c.CapacityUnits ?? 0), 0);
  const gsiUnits: Record<string, number> = {};
  for (const c of list) for (const [g, u] of Object.entries(c.GlobalSecondaryIndexes ?? {})) gsiUnits[g] = (gsiUnits[g] ?? 0) + (u.CapacityUnits ?? 0);
  const isRead = /^(Get|Query|BatchGet|TransactGet)/.test(name);
  const add = (index: string, pk: string, units: number) => {
    if (units > 0) rec.records.push({ index, pk, read: isRead ? units : 0, write: isRead ? 0 : units, at });
  };

  if (name.startsWith('Query')) {
    const pk = str(input.ExpressionAttributeValues?.[':pk']);
    if (input.IndexName) add(input.IndexName, pk, gsiUnits[input.IndexName] ?? tableUnits);
    else add('table', pk, tableUnits);
    return;
  }
  if (name.startsWith('TransactWrite') || name.startsWith('BatchWrite')) {
    // Units come per table: puts take their share by their size (x2 in a transaction), the rest is split evenly.
    const ops: { pk: string; gsiPk?: string; size?: number }[] = name.startsWith('TransactWrite')
      ? (input.TransactItems as Record<string, any>[]).map((t) => {
          const op = t.Put ?? t.Update ?? t.Delete ?? t.ConditionCheck;
          const item = t.Put?.Item as Record<string, unknown> | undefined;
          return { pk: str(item?.pk ?? op.Key?.pk), gsiPk: item ? str(item.gsi1pk) || undefined : undefined, size: item ? itemSize(item) : undefined };
        })
      : Object.values(input.RequestItems as Record<string, any[]>).flat().map((r) => {
          const item = r.PutRequest?.Item as Record<string, unknown> | undefined;
          return { pk: str(item?.pk ?? r.DeleteRequest?.Key?.pk), size: item ? itemSize(item) : undefined };
        });
    const factor = name.startsWith('TransactWrite') ? 2 : 1;
    const sized = ops.filter((o) => o.size !== undefined).map((o) => ({ o, units: Math.ceil(o.size! / 1024) * factor }));
    const sizedTotal = Math.min(tableUnits, sized.reduce((n, s) => n + s.units, 0));
    const rest = ops.filter((o) => o.size === undefined);
    for (const s of sized) add('table', s.o.pk, sizedTotal ? (s.units / sized.reduce((n, x) => n + x.units, 0)) * sizedTotal : 0);
    for (const o of rest) add('table', o.pk, (tableUnits - sizedTotal) / rest.length);
    for (const [g, u] of Object.entries(gsiUnits)) {
      const withGsi = ops.filter((o) => o.gsiPk);
      if (withGsi.length) for (const o of withGsi) add(g, o.gsiPk!, u / withGsi.length);
      else add(g, '?', u);
    }
    return;
  }
  const item = input.Item as Record<string, unknown> | undefined;
  add('table', str(item?.pk ?? input.Key?.pk), tableUnits);
  for (const [g, u] of Object.entries(gsiUnits)) add(g, item ? str(item.gsi1pk) || '?' : '?', u);
}
