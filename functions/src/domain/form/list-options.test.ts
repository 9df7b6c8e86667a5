import { describe, expect, it } from 'vitest';
import { messages, type OptionListType } from '@portal/shared';
import type { CatalogKind } from '@portal/shared/schemas/catalog-config';
import type { AppContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import type { CatalogEntry, CatalogRepository, OptionListRecord } from '../ports.ts';
import { listOptions } from './list-options.ts';

const certificates: CatalogEntry[] = [
  { id: 1, name: '정보처리기사', certification_organization: '한국산업인력공단', type_id: 10 },
  { id: 2, name: '전기기사', certification_organization: '한국산업인력공단', type_id: 10 },
  { id: 3, name: '한국사능력검정시험', certification_organization: '국사편찬위원회', type_id: 20 },
];
const languages: CatalogEntry[] = [
  { id: 11, name: 'TOEIC', certification_organization: 'ETS', type_id: 51, grade_usage: 'N', score_usage: 'Y', options: [], max_score: 990, min_score: 10, limit_usage: 'Y' },
  { id: 12, name: 'OPIc', certification_organization: 'ACTFL', type_id: 135, grade_usage: 'Y', score_usage: 'N', options: [{ id: 1, title: 'IH', value: 'IH' }], limit_usage: 'N' },
];

const list = (over: Partial<OptionListRecord> & { taskId: number; type: OptionListType }): OptionListRecord => ({
  requirement: [],
  preference: [],
  etc: 'N',
  searchable: '',
  ets: [],
  usage_pre_registration: 'N',
  pre_registration_options: [],
  prerequisites: [],
  ...over,
});

/** A fake repository that counts reads, so the use case's bounded access is visible. */
function setup(lists: OptionListRecord[], tasks: Record<number, OptionListType[]>) {
  const reads: string[] = [];
  const catalogs: Record<CatalogKind, CatalogEntry[]> = { certificates, languages, organizations: [] };
  const repo: Partial<CatalogRepository> = {
    getOptionList: async (taskId, type) => {
      reads.push(`list:${taskId}:${type}`);
      return lists.find((l) => l.taskId === taskId && l.type === type);
    },
    getTaskIndex: async (taskId) => {
      reads.push(`index:${taskId}`);
      return tasks[taskId];
    },
    getCatalog: async (kind) => {
      reads.push(`catalog:${kind}`);
      return catalogs[kind];
    },
  };
  const ctx = { repos: { catalogs: repo } } as unknown as AppContext;
  return { ctx, reads };
}

describe('listOptions', () => {
  it('resolves required, preferred and all lists from the catalogue in the configured order', async () => {
    const { ctx, reads } = setup([list({ taskId: 7, type: 'certificates', requirement: [3, 1], preference: [2], etc: 'Y', labels: { preference: '인정 자격증' } })], { 7: ['certificates'] });
    const r = await listOptions(ctx, { type: 'certificates', taskId: 7 });
    expect(r.requirement.map((e) => e.id)).toEqual([3, 1]);
    expect(r.preference.map((e) => e.name)).toEqual(['전기기사']);
    expect(r.all.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(r).toMatchObject({ etc: 'Y', searchable: '', usage_pre_registration: 'N', labels: { preference: '인정 자격증' } });
    // One list read and one catalogue read; the task index is not needed when the list exists.
    expect(reads).toEqual(['list:7:certificates', 'catalog:certificates']);
  });

  it('additional certificate lists draw from the certificate catalogue; `all` may be a subset', async () => {
    const { ctx } = setup([list({ taskId: 7, type: 'add_second_certificates', all: [2, 3] })], { 7: ['add_second_certificates'] });
    const r = await listOptions(ctx, { type: 'add_second_certificates', taskId: 7 });
    expect(r.all.map((e) => e.id)).toEqual([2, 3]);
  });

  it("language entries carry grade, score and limit usage; searchable 'none' gives no all list", async () => {
    const { ctx } = setup(
      [list({ taskId: 7, type: 'languages', requirement: [12], preference: [11], searchable: 'none', usage_pre_registration: 'Y', pre_registration_options: [{ id: 1, title: '사전등록', value: 'Y', code_option_id: 177 }] })],
      { 7: ['languages'] },
    );
    const r = await listOptions(ctx, { type: 'languages', taskId: 7 });
    expect(r.all).toEqual([]);
    expect(r.requirement[0]).toMatchObject({ name: 'OPIc', grade_usage: 'Y', score_usage: 'N', limit_usage: 'N', options: [{ title: 'IH' }] });
    expect(r.preference[0]).toMatchObject({ name: 'TOEIC', max_score: 990, min_score: 10 });
    expect(r).toMatchObject({ searchable: 'none', usage_pre_registration: 'Y', pre_registration_options: [{ code_option_id: 177 }] });
  });

  it('a prerequisite variant restricts type_ids and may empty the preferred list', async () => {
    const { ctx } = setup(
      [list({ taskId: 7, type: 'languages', requirement: [11, 12], preference: [11], prerequisites: [{ value: 'A', type_ids: [51], empty_preference: true }] })],
      { 7: ['languages'] },
    );
    const r = await listOptions(ctx, { type: 'languages', taskId: 7, prerequisite: 'A' });
    expect(r.requirement.map((e) => e.id)).toEqual([11]);
    expect(r.preference).toEqual([]);
    expect(r.all.map((e) => e.id)).toEqual([11]);
    const plain = await listOptions(ctx, { type: 'languages', taskId: 7, prerequisite: 'other' });
    expect(plain.requirement.map((e) => e.id)).toEqual([11, 12]);
  });

  it('a known task without this list gets empty lists and no free input', async () => {
    const { ctx, reads } = setup([], { 8: [] });
    expect(await listOptions(ctx, { type: 'organizations', taskId: 8 })).toEqual({
      requirement: [],
      preference: [],
      all: [],
      etc: 'N',
      searchable: '',
      ets: [],
      usage_pre_registration: 'N',
      pre_registration_options: [],
    });
    expect(reads).toEqual(['list:8:organizations', 'index:8']);
  });

  it('an unknown task is a 404 with a Korean message', async () => {
    const { ctx } = setup([], {});
    const e = await listOptions(ctx, { type: 'certificates', taskId: 999 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(DomainError);
    expect(e).toMatchObject({ kind: 'not-found', message: messages.pickers.unknownTask });
  });
});
