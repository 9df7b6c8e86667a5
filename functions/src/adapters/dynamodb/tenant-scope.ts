import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { keys } from './keys.ts';
import { tableDefinition } from './table-definition.ts';

/**
 * The store's second layer of tenant isolation (docs/security.md): a client built for one tenant refuses, before
 * anything is sent, every call that names a partition outside that tenant's, as IAM's `dynamodb:LeadingKeys` condition
 * on `T#<c>` and `T#<c>#*` refuses it on AWS. Repositories cannot name another tenant (TenantTable fixes the prefix);
 * this catches the mistake that gets around them, in every test and locally as well as on AWS.
 */
export class TenantScopeError extends Error {
  override readonly name = 'TenantScopeError';
  constructor(tenantId: number, command: string, why: string) {
    super(`store call outside tenant ${tenantId}'s scope refused: ${command} ${why}`);
  }
}

/** Whether a partition key belongs to the tenant: `T#<c>` itself or below `T#<c>#` (never `T#<c>` as a prefix of `T#<c>5`). */
export function inTenantScope(pk: unknown, tenantId: number): boolean {
  const own = keys.tenantPk(tenantId);
  return typeof pk === 'string' && (pk === own || pk.startsWith(`${own}#`));
}

type Wire = Record<string, AttributeValue>;
type Input = {
  Key?: Wire;
  Item?: Wire;
  IndexName?: string;
  KeyConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Wire;
  TransactItems?: Record<string, { Key?: Wire; Item?: Wire } | undefined>[];
  RequestItems?: Record<string, { PutRequest?: { Item?: Wire }; DeleteRequest?: { Key?: Wire } }[] | { Keys?: Wire[] }>;
};

/** The partition key attribute of the table ('') and of each index. */
const PARTITION_ATTRIBUTE: Record<string, string> = Object.fromEntries([
  ['', tableDefinition.partitionKey],
  ...tableDefinition.globalSecondaryIndexes.map((i) => [i.indexName, i.partitionKey]),
]);

/**
 * The partition key values a call names, from its input in the wire format; undefined for a call a tenant's client
 * never makes (a Scan, table management), which is refused whole.
 */
export function partitionKeysOf(command: string, input: Input): unknown[] | undefined {
  const pkOf = (w: Wire | undefined) => w?.[tableDefinition.partitionKey]?.S;
  switch (command) {
    case 'GetItemCommand':
    case 'UpdateItemCommand':
    case 'DeleteItemCommand':
      return [pkOf(input.Key)];
    case 'PutItemCommand':
      return [pkOf(input.Item)];
    case 'QueryCommand':
      return [queriedPartition(input)];
    case 'TransactWriteItemsCommand':
    case 'TransactGetItemsCommand':
      return (input.TransactItems ?? []).map((t) => {
        const op = Object.values(t).find((x) => x !== undefined);
        return pkOf(op?.Key ?? op?.Item);
      });
    case 'BatchWriteItemCommand':
    case 'BatchGetItemCommand':
      return Object.values(input.RequestItems ?? {}).flatMap((r) =>
        Array.isArray(r) ? r.map((w) => pkOf(w.PutRequest?.Item ?? w.DeleteRequest?.Key)) : (r.Keys ?? []).map(pkOf),
      );
    default:
      return undefined;
  }
}

/** The partition a query reads: the value its key condition sets the table's or index's partition key equal to. */
function queriedPartition(input: Input): unknown {
  const attribute = PARTITION_ATTRIBUTE[input.IndexName ?? ''];
  if (!attribute) return undefined;
  for (const [, name, value] of (input.KeyConditionExpression ?? '').matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    const resolved = name!.startsWith('#') ? input.ExpressionAttributeNames?.[name!] : name;
    if (resolved === attribute) return input.ExpressionAttributeValues?.[value!]?.S;
  }
  return undefined;
}

/** Throws TenantScopeError unless every partition the call names is the tenant's. */
export function assertTenantScope(tenantId: number, command: string, input: Input): void {
  const pks = partitionKeysOf(command, input);
  if (!pks) throw new TenantScopeError(tenantId, command, 'is not a call a tenant makes');
  if (pks.length === 0) throw new TenantScopeError(tenantId, command, 'names no partition');
  const outside = pks.filter((pk) => !inTenantScope(pk, tenantId));
  // The foreign key's tenant part only: the rest may hold a hash of personal data.
  if (outside.length > 0) throw new TenantScopeError(tenantId, command, `names partition ${typeof outside[0] === 'string' ? `'${outside[0].split('#').slice(0, 2).join('#')}#…'` : 'none it may read'}`);
}
