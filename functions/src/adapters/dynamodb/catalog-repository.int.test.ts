import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { useStandIns } from '../../local/boot-local.ts';
import type { OptionListRecord } from '../../domain/ports.ts';
import { catalogRepository } from './catalog-repository.ts';
import { ensureTable } from './create-table.ts';
import { documentClient, rawDynamoClient } from './document-client.ts';
import { TenantTable } from './tenant-table.ts';

/** The catalogue repository against DynamoDB Local: chunking past the item limit, replacement, tenant isolation. */
let table: string;
beforeAll(async () => {
  const s = inject('standIns');
  table = `cat-${randomUUID().slice(0, 8)}`;
  useStandIns({ ...s, stop: async () => undefined }, 'portal-uploads', table);
  await ensureTable(rawDynamoClient(), table);
});
const repoFor = (tenantId: number) => catalogRepository(new TenantTable(documentClient(), table, tenantId));

const list = (taskId: number, type: OptionListRecord['type']): OptionListRecord => ({
  taskId,
  type,
  requirement: [1],
  preference: [],
  etc: 'Y',
  searchable: '',
  ets: [],
  usage_pre_registration: 'N',
  pre_registration_options: [],
  prerequisites: [],
});

describe('catalog repository', () => {
  it('stores a catalogue larger than one item in chunks and shrinks it again', async () => {
    const a = repoFor(1);
    // ~5,000 Korean entries ≈ 0.6 MB: more than one 400 KB item.
    const big = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, name: `국가기술자격 정보처리기사 제${i + 1}호`, certification_organization: '한국산업인력공단', type_id: 10 }));
    await a.putCatalog('certificates', big);
    const back = await a.getCatalog('certificates');
    expect(back).toHaveLength(5000);
    expect(back[4999]).toEqual(big[4999]);
    await a.putCatalog('certificates', big.slice(0, 3));
    expect((await a.getCatalog('certificates')).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(await a.getCatalog('languages')).toEqual([]);
  });

  it('replaces option lists and indexes every task', async () => {
    const a = repoFor(1);
    await a.replaceOptionLists([10, 11], [list(10, 'certificates'), list(10, 'languages')]);
    expect(await a.getTaskIndex(10)).toEqual(['certificates', 'languages']);
    expect(await a.getTaskIndex(11)).toEqual([]);
    expect(await a.getTaskIndex(12)).toBeUndefined();
    expect(await a.getOptionList(10, 'languages')).toMatchObject({ taskId: 10, type: 'languages', etc: 'Y' });
    await a.replaceOptionLists([10], [list(10, 'certificates')]);
    expect(await a.getOptionList(10, 'languages')).toBeUndefined();
    expect(await a.getTaskIndex(11)).toBeUndefined();
  });

  it('tenant B cannot read tenant A', async () => {
    const a = repoFor(1);
    const b = repoFor(2);
    await a.putCatalog('organizations', [{ id: 1, name: '기관' }]);
    expect(await b.getCatalog('organizations')).toEqual([]);
    expect(await b.getTaskIndex(10)).toBeUndefined();
    expect(await b.getOptionList(10, 'certificates')).toBeUndefined();
  });
});
