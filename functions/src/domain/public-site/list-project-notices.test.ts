import { describe, expect, it } from 'vitest';
import { messages, parseKst } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { PostingRecord } from '../ports.ts';
import { listProjectNotices } from './list-project-notices.ts';

const posting = (over: Partial<PostingRecord> & Pick<PostingRecord, 'id' | 'project_id' | 'title'>): PostingRecord => ({
  content: '',
  startDate: '2026-11-01 09:00:00',
  endDate: '2026-11-30 18:00:00',
  status: 'Y',
  isView: true,
  isRestriction: false,
  files: [],
  ...over,
});
const projects: Record<number, { startDate: string; endDate: string }> = {
  1: { startDate: '2026-10-01 09:00:00', endDate: '2026-10-31 18:00:00' },
  2: { startDate: '2026-11-20 09:00:00', endDate: '2026-12-20 18:00:00' },
  3: { startDate: '2026-11-01 09:00:00', endDate: '2026-11-30 18:00:00' },
  4: { startDate: '2026-11-01 09:00:00', endDate: '2026-11-30 18:00:00' },
  5: { startDate: '2026-11-05 09:00:00', endDate: '2026-11-30 18:00:00' },
};

function context(postings: PostingRecord[], actor: 'applicant' | 'staff' = 'applicant') {
  return {
    tenant: { id: 9 },
    actor: { kind: actor },
    clock: { now: () => parseKst('2026-11-28 12:00:00')! },
    repos: {
      postings: { list: async () => postings, listRecent: async () => postings },
      projects: { getRecent: async (id: number) => (projects[id] ? { project: { id, ...projects[id] } } : undefined) },
    },
  } as unknown as AppContext;
}

describe('listProjectNotices (ux.md p9)', () => {
  const postings = [
    posting({ id: 10, project_id: 1, title: '가을 공채' }),
    posting({ id: 11, project_id: 2, title: '겨울 인턴' }),
    posting({ id: 12, project_id: 2, title: '겨울 인턴 (재공고)' }),
    posting({ id: 13, project_id: 3, title: '메일 접수 공고', applyLabel: 'email' }),
    posting({ id: 14, project_id: 4, title: '나 공고', isView: false }),
    posting({ id: 15, project_id: 5, title: '비공개 공고', status: 'N' }),
  ];

  it('lists each project once, newest period first, without e-mail-only postings, and marks a suspended one', async () => {
    expect(await listProjectNotices(context(postings), { companyId: 9 })).toEqual([
      { project_id: 2, title: '겨울 인턴 (재공고)', status: 'Y' },
      { project_id: 4, title: `나 공고 ${messages.recruits.suspended}`, status: 'Y' },
      { project_id: 1, title: '가을 공채', status: 'Y' },
    ]);
  });

  it('gives staff the postings of status N as well', async () => {
    const ids = (await listProjectNotices(context(postings, 'staff'), { companyId: 9 })).map((n) => n.project_id);
    expect(ids).toEqual([2, 5, 4, 1]);
  });

  it("answers 404 for another company's id", async () => {
    await expect(listProjectNotices(context(postings), { companyId: 8 })).rejects.toMatchObject({ kind: 'not-found' });
  });
});
