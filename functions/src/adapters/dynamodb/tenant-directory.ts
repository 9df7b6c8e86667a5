import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TenantBrand, TenantDirectory, TenantList, TenantRef } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';

/**
 * Routing data shared by all tenants: host and domain key to tenant, posting id to owner,
 * and each tenant's public brand. Never tenant content.
 */
export function tenantDirectory(client: DynamoDBDocumentClient, tableName: string): TenantDirectory {
  const get = async (key: { pk: string; sk: string }) =>
    (await client.send(new GetCommand({ TableName: tableName, Key: key }))).Item;
  const read = async (key: { pk: string; sk: string }) => {
    const item = await get(key);
    return item ? ({ id: item.tenantId as number, domainKey: item.domainKey as string } satisfies TenantRef) : undefined;
  };
  const write = (key: { pk: string; sk: string }, tenant: TenantRef, extra: Record<string, unknown> = {}) =>
    client.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...key, ...extra, entity: entity.directory, version: 1, tenantId: tenant.id, domainKey: tenant.domainKey },
      }),
    );
  /** A write conditional on the posting id being the caller's (or nobody's): false when another tenant holds it. */
  const ownPosting = async (send: () => Promise<unknown>) => {
    try {
      await send();
      return true;
    } catch (e) {
      if ((e as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw e;
    }
  };
  return {
    findByDomainKey: (k) => read(keys.directoryDomainKey(k)),
    findByHost: (h) => read(keys.directoryHost(h)),
    findDefault: () => read(keys.directoryDefault()),
    // Only a published posting names its owner: a hidden one answers as an id nobody has (security finding 17).
    async findPostingOwner(id) {
      const item = await get(keys.directoryPosting(id));
      return item && item.published === true ? { id: item.tenantId as number, domainKey: item.domainKey as string } : undefined;
    },
    async findBrand(tenant) {
      const item = await get(keys.directoryDomainKey(tenant.domainKey));
      return item && item.tenantId === tenant.id ? (item.brand as TenantBrand) : undefined;
    },
    async register(tenant, brand, isDefault) {
      await write(keys.directoryDomainKey(tenant.domainKey), tenant, { brand });
      await write({ pk: keys.directoryTenantsPk(), sk: keys.directoryTenantSk(tenant.id) }, tenant);
      for (const h of brand.hosts) await write(keys.directoryHost(h), tenant);
      if (isDefault) await write(keys.directoryDefault(), tenant);
    },
    async claim(tenant, brand) {
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keys.directoryDomainKey(tenant.domainKey), brand, entity: entity.directory, version: 1, tenantId: tenant.id, domainKey: tenant.domainKey },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (e) {
        if ((e as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw e;
      }
    },
    findBoardPostOwner: (id) => read(keys.directoryBoardPost(id)),
    async registerBoardPost(tenant, id) {
      await write(keys.directoryBoardPost(id), tenant);
    },
    async findPostingHolder(id) {
      return read(keys.directoryPosting(id));
    },
    // The first tenant to write a posting id owns it for good: another tenant's write is refused (security finding 22).
    // A new entry starts unpublished; an existing one keeps its flag until registerPosting.
    claimPosting: (tenant, postingId) =>
      ownPosting(() =>
        client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.directoryPosting(postingId),
            UpdateExpression: 'SET tenantId = :me, domainKey = :key, entity = :entity, version = :one, published = if_not_exists(published, :no)',
            ConditionExpression: 'attribute_not_exists(pk) OR tenantId = :me',
            ExpressionAttributeValues: { ':me': tenant.id, ':key': tenant.domainKey, ':entity': entity.directory, ':one': 1, ':no': false },
          }),
        ),
      ),
    registerPosting: (tenant, postingId, published) =>
      ownPosting(() =>
        client.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keys.directoryPosting(postingId), published, entity: entity.directory, version: 1, tenantId: tenant.id, domainKey: tenant.domainKey },
            ConditionExpression: 'attribute_not_exists(pk) OR tenantId = :me',
            ExpressionAttributeValues: { ':me': tenant.id },
          }),
        ),
      ),
  };
}

/** Every registered tenant's id, from the one directory partition that lists them (register writes it). */
export function tenantList(client: DynamoDBDocumentClient, tableName: string): TenantList {
  return {
    async all() {
      const ids: number[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const r = await client.send(
          new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.directoryTenantsPk() }, ExclusiveStartKey: start }),
        );
        for (const i of r.Items ?? []) ids.push(i.tenantId as number);
        start = r.LastEvaluatedKey;
      } while (start);
      return ids;
    },
  };
}
