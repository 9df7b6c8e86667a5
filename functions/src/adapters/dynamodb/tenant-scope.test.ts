import { describe, expect, it } from 'vitest';
import { assertTenantScope, inTenantScope, partitionKeysOf, TenantScopeError } from './tenant-scope.ts';

const S = (v: string) => ({ S: v });
const key = (pk: string) => ({ pk: S(pk), sk: S('X') });

describe("a tenant's partitions", () => {
  it('are T#<c> and everything below T#<c>#, never a longer tenant number or the directory', () => {
    expect(inTenantScope('T#12', 12)).toBe(true);
    expect(inTenantScope('T#12#A#000000000001', 12)).toBe(true);
    expect(inTenantScope('T#123', 12)).toBe(false);
    expect(inTenantScope('T#123#A#1', 12)).toBe(false);
    expect(inTenantScope('T#1', 12)).toBe(false);
    expect(inTenantScope('DIR#HOST#a.example', 12)).toBe(false);
    expect(inTenantScope(undefined, 12)).toBe(false);
  });
});

describe('the partitions a call names', () => {
  it('reads item calls, queries on the table and on gsi1 (names resolved), transactions and batches', () => {
    expect(partitionKeysOf('GetItemCommand', { Key: key('T#1') })).toEqual(['T#1']);
    expect(partitionKeysOf('PutItemCommand', { Item: key('T#1#A#1') })).toEqual(['T#1#A#1']);
    expect(partitionKeysOf('QueryCommand', { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)', ExpressionAttributeValues: { ':pk': S('T#1'), ':p': S('PROJECT#') } })).toEqual(['T#1']);
    expect(partitionKeysOf('QueryCommand', { IndexName: 'gsi1', KeyConditionExpression: '#g = :v', ExpressionAttributeNames: { '#g': 'gsi1pk' }, ExpressionAttributeValues: { ':v': S('T#1#OUTBOX#001') } })).toEqual(['T#1#OUTBOX#001']);
    expect(partitionKeysOf('TransactWriteItemsCommand', { TransactItems: [{ Put: { Item: key('T#1#A#1') } }, { Update: { Key: key('T#2') } }, { ConditionCheck: { Key: key('T#1') } }] })).toEqual(['T#1#A#1', 'T#2', 'T#1']);
    expect(partitionKeysOf('BatchWriteItemCommand', { RequestItems: { t: [{ PutRequest: { Item: key('T#1') } }, { DeleteRequest: { Key: key('T#3') } }] } })).toEqual(['T#1', 'T#3']);
    expect(partitionKeysOf('BatchGetItemCommand', { RequestItems: { t: { Keys: [key('T#1'), key('T#4')] } } })).toEqual(['T#1', 'T#4']);
    expect(partitionKeysOf('ScanCommand', {})).toBeUndefined();
    expect(partitionKeysOf('DeleteTableCommand', {})).toBeUndefined();
  });
});

describe("a tenant's client", () => {
  const refused = (command: string, input: Parameters<typeof assertTenantScope>[2]) => () => assertTenantScope(12, command, input);

  it('lets every call inside the tenant through', () => {
    expect(refused('UpdateItemCommand', { Key: key('T#12#A#000000000001') })).not.toThrow();
    expect(refused('TransactWriteItemsCommand', { TransactItems: [{ Put: { Item: key('T#12#A#1') } }, { Update: { Key: key('T#12') } }] })).not.toThrow();
    expect(refused('QueryCommand', { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': S('T#12#INQUIRIES') } })).not.toThrow();
  });

  it('refuses a call that names another tenant anywhere (one op of a transaction, one key of a batch), a scan, and a query whose partition it cannot read', () => {
    expect(refused('GetItemCommand', { Key: key('T#123') })).toThrow(TenantScopeError);
    expect(refused('TransactWriteItemsCommand', { TransactItems: [{ Put: { Item: key('T#12#A#1') } }, { Update: { Key: key('T#13') } }] })).toThrow(/T#13#…/);
    expect(refused('BatchWriteItemCommand', { RequestItems: { t: [{ DeleteRequest: { Key: key('T#12') } }, { DeleteRequest: { Key: key('DIR#HOST#x') } }] } })).toThrow(TenantScopeError);
    expect(refused('ScanCommand', {})).toThrow(/is not a call a tenant makes/);
    expect(refused('QueryCommand', { IndexName: 'gsi9', KeyConditionExpression: 'x = :x', ExpressionAttributeValues: { ':x': S('T#12') } })).toThrow(TenantScopeError);
    expect(refused('QueryCommand', { KeyConditionExpression: 'sk = :x', ExpressionAttributeValues: { ':x': S('T#12') } })).toThrow(TenantScopeError);
    expect(refused('TransactWriteItemsCommand', { TransactItems: [] })).toThrow(/names no partition/);
  });

  it('names only the tenant part of a foreign key in its message (the rest may hash personal data)', () => {
    expect(refused('GetItemCommand', { Key: key('T#13#VERIFY#sms#secret-hash') })).toThrow("store call outside tenant 12's scope refused: GetItemCommand names partition 'T#13#…'");
  });
});
