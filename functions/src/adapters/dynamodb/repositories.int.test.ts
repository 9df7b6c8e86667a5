import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { useStandIns } from '../../local/boot-local.ts';
import { ensureTable } from './create-table.ts';
import { documentClient, rawDynamoClient } from './document-client.ts';
import { tenantRepositories } from './tenant-repositories.ts';
import { tenantDirectory } from './tenant-directory.ts';
import type { Popup } from '@portal/shared';
import type { CompanyRecord, TenantRepositories } from '../../domain/ports.ts';

/** Every repository, against DynamoDB Local: what tenant A writes, tenant B cannot read. */
let a: TenantRepositories;
let b: TenantRepositories;
let table: string;
const now = () => new Date();

beforeAll(async () => {
  const s = inject('standIns');
  table = `repo-${randomUUID().slice(0, 8)}`;
  useStandIns({ ...s, stop: async () => undefined }, 'portal-uploads', table);
  await ensureTable(rawDynamoClient(), table);
  a = tenantRepositories(documentClient(), table, 1, now);
  b = tenantRepositories(documentClient(), table, 2, now);
});

const posting = { id: 10, project_id: 5, title: 'A 공고', content: '', startDate: '2026-01-01 00:00:00', endDate: '2026-12-31 00:00:00', status: 'Y' as const, isView: true, isRestriction: false, files: [] };

describe('tenant isolation per repository', () => {
  it('company: tenant B cannot read tenant A', async () => {
    await a.company.put({ id: 1, domain: 'a', name: 'A', headerColor: 'white', boardMenus: [], labels: {}, site: { move_homepage: 'N', message_position: 'left', main_message: '', sub_message: '', introduction: '', terms_privacy: '', terms_email: '', submit_agreements: '' }, testIps: [], domains: [], projectsCount: 0 });
    expect(await a.company.get()).toMatchObject({ name: 'A' });
    expect(await b.company.get()).toBeUndefined();
  });

  it('popups: tenant B cannot read tenant A', async () => {
    await a.popups.replaceAll([{ id: 1, isActive: true, title: 'p', content: '', position: 'center', padding_x: 1, padding_y: 1, top_margin: 0, left_margin: 0 }]);
    expect(await a.popups.list()).toHaveLength(1);
    expect(await b.popups.list()).toEqual([]);
  });

  it('postings: tenant B cannot read tenant A', async () => {
    await a.postings.put(posting);
    expect(await a.postings.get(10)).toMatchObject({ title: 'A 공고' });
    expect(await b.postings.get(10)).toBeUndefined();
    expect(await b.postings.list()).toEqual([]);
  });

  it('projects: tenant B cannot read tenant A', async () => {
    await a.projects.put({ id: 5, title: 'P', status: 'Y', startDate: '', endDate: '', verify_options: { auth: false, email: false, sms: false }, agreements: [] }, [{ id: 50, project_id: 5, name: 'T', count: 1 }]);
    expect((await a.projects.getWithTasks(5))?.tasks).toHaveLength(1);
    expect(await b.projects.getWithTasks(5)).toBeUndefined();
    expect(await b.projects.list()).toEqual([]);
  });

  it('boards: tenant B cannot read tenant A, by id, by list or by options', async () => {
    await a.boards.put({ id: 7, type: 'notice', title: 'n', date: '2026-01-01 00:00:00', content: '', files: [] });
    await a.boards.putOptions('qna', [{ name: 'x', value: 'Y', description: '' }]);
    expect((await a.boards.list('notice', 1, 10)).total).toBe(1);
    expect(await b.boards.get(7)).toBeUndefined();
    expect(await b.boards.list('notice', 1, 10)).toEqual({ items: [], total: 0 });
    expect(await b.boards.listOptions('qna')).toEqual([]);
  });

  it('staff sessions: a token of tenant A is unknown to tenant B, and only its hash is stored', async () => {
    const { token } = await a.staffSessions.create('staff-1', 60);
    expect(await a.staffSessions.findByToken(token)).toMatchObject({ staffId: 'staff-1' });
    expect(await b.staffSessions.findByToken(token)).toBeUndefined();
    const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
    const all = await documentClient().send(new ScanCommand({ TableName: table }));
    expect(JSON.stringify(all.Items)).not.toContain(token);
  });

  it('refuses a stale write instead of overwriting it (optimistic lock)', async () => {
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    // Simulate a concurrent writer bumping the version between our read and write.
    await a.postings.put({ ...posting, title: 'v2' });
    const stale = documentClient().send(
      new PutCommand({ TableName: table, Item: { pk: 'T#1', sk: 'POSTING#000000000010', version: 1 }, ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': 1 } }),
    );
    await expect(stale).rejects.toThrow(/conditional/i);
    expect(await a.postings.get(10)).toMatchObject({ title: 'v2' });
  });

  it('directory: routes hosts and domain keys to tenants and keeps brands', async () => {
    const dir = tenantDirectory(documentClient(), table);
    await dir.register({ id: 1, domainKey: 'a' }, { name: 'A', hosts: ['careers.a.test'] }, false);
    expect(await dir.findByHost('careers.a.test')).toEqual({ id: 1, domainKey: 'a' });
    expect(await dir.findByDomainKey('a')).toEqual({ id: 1, domainKey: 'a' });
    expect(await dir.findBrand({ id: 2, domainKey: 'a' })).toBeUndefined();
    expect(await dir.findDefault()).toBeUndefined();
  });
});

describe('the hostname check\'s cached reads (company, popups)', () => {
  const company = (name: string): CompanyRecord => ({ id: 3, domain: 'c', name, headerColor: 'white', boardMenus: [], labels: {}, site: { move_homepage: 'N', message_position: 'left', main_message: '', sub_message: '', introduction: '', terms_privacy: '', terms_email: '', submit_agreements: '' }, testIps: [], domains: [], projectsCount: 0 });
  const popup = (id: number, title: string): Popup => ({ id, isActive: true, title, content: '', position: 'center', padding_x: 1, padding_y: 1, top_margin: 0, left_margin: 0 });

  it('serves a recent read, drops it on a write through this container, and keeps tenants apart', async () => {
    const c = tenantRepositories(documentClient(), table, 3, now);
    const d = tenantRepositories(documentClient(), table, 4, now);
    await c.company.put(company('첫 이름'));
    await c.popups.replaceAll([popup(1, '첫 팝업')]);
    expect(await c.company.getRecent()).toMatchObject({ name: '첫 이름' });
    expect(await c.popups.listRecent()).toMatchObject([{ title: '첫 팝업' }]);
    expect(await d.company.getRecent()).toBeUndefined();
    expect(await d.popups.listRecent()).toEqual([]);

    // A change made elsewhere (another container, the ops CLI) is seen once the copy is older than the limit.
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await documentClient().send(new UpdateCommand({ TableName: table, Key: { pk: 'T#3', sk: 'COMPANY' }, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':n': '다른 곳에서 바꾼 이름' } }));
    expect(await c.company.getRecent()).toMatchObject({ name: '첫 이름' });
    expect(await c.company.get()).toMatchObject({ name: '다른 곳에서 바꾼 이름' });

    // A write through this container is seen at once.
    await c.company.put(company('새 이름'));
    await c.popups.replaceAll([popup(2, '새 팝업')]);
    expect(await c.company.getRecent()).toMatchObject({ name: '새 이름' });
    expect(await c.popups.listRecent()).toMatchObject([{ title: '새 팝업' }]);
    // Shared by every request of the container: frozen.
    expect(Object.isFrozen(await c.company.getRecent())).toBe(true);
  });
});
