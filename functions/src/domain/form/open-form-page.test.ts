import { describe, expect, it } from 'vitest';
import { messages, type SavedPage } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantRecord, StoredFormPage, TenantRepositories } from '../ports.ts';
import { resolveCaller } from '../auth-step/resolve-caller.ts';
import { openFormPage } from './open-form-page.ts';

/** As the route runs it: its auth (own-applicant, the path's id) first, then the use case. */
const open = async (ctx: AppContext, input: { id: number; taskId: number; pageIndex: number }) =>
  openFormPage(ctx, { taskId: input.taskId, pageIndex: input.pageIndex }, await resolveCaller(ctx, 'own-applicant', input.id));

const NOW = new Date('2026-11-23T10:00:00+09:00');
const applicant: ApplicantRecord = {
  id: 41,
  projectId: 3,
  taskId: 7,
  taskName: '사무직',
  name: '김지원',
  phone: '01012345678',
  email: 'jiwon@example.com',
  passwordHash: 'x',
  auth: true,
  identityHash: 'h',
  status: 'N',
  confirmPage: [0],
  savePage: 0,
  fields: {},
  createdAt: '2026-11-20 09:00:00',
};
const page = (pageIndex: number): StoredFormPage => ({ pageIndex, title: ['기본정보', '학력'], projectVersion: 0.3, pageCount: 2, forms: [] });
const saved: SavedPage = { pageIndex: 1, version: 2, values: { motive: '지원동기' }, saveType: 'temp', savedAt: '2026-11-22 18:00:00' };

/** Fake ports that count the reads, so the one call's shared reads are visible. */
function setup(tokenOf = 41) {
  const reads: string[] = [];
  const repos = {
    applicantTokens: {
      find: async (token: string) => {
        reads.push(`token:${token}`);
        return { applicantId: tokenOf, expiresAt: NOW.getTime() / 1000 + 3600, sessionUntil: NOW.getTime() / 1000 + 1800, epoch: 0 };
      },
    },
    applicants: {
      get: async (id: number) => {
        reads.push(`applicant:${id}`);
        return id === applicant.id ? applicant : { ...applicant, id };
      },
    },
    forms: { getPageRecent: async (_taskId: number, pageIndex: number) => (pageIndex < 2 ? page(pageIndex) : undefined) },
    answers: { getPage: async (_id: number, pageIndex: number) => (pageIndex === 1 ? saved : undefined) },
  } as unknown as TenantRepositories;
  const ctx = { actor: { kind: 'visitor' }, repos, clock: { now: () => NOW }, applicantToken: 'tok' } as unknown as AppContext;
  return { ctx, reads };
}

describe('opening a form page in one call', () => {
  it('answers the applicant, the page and the saved values, the token and the applicant read once (by the route’s auth)', async () => {
    const { ctx, reads } = setup();
    const opened = await open(ctx, { id: 41, taskId: 7, pageIndex: 1 });
    expect(opened.applicant).toMatchObject({ id: 41, access_token: 'tok', task_id: 7, confirm_page: [0], save_page: 0 });
    expect(opened.form).toEqual(page(1));
    expect(opened.saved).toEqual(saved);
    expect(reads.sort()).toEqual(['applicant:41', 'token:tok']);
  });

  it('answers the first unsaved page for a later one, with the saved values of the page asked, as the separate calls do', async () => {
    const { ctx } = setup();
    const opened = await open(ctx, { id: 41, taskId: 7, pageIndex: 5 });
    expect(opened.form.pageIndex).toBe(1);
    expect(opened.saved).toEqual({ pageIndex: 5, version: 0, values: {}, saveType: null, savedAt: null });
  });

  it('is refused when any part is: another applicant’s id, or another task', async () => {
    await expect(open(setup(42).ctx, { id: 41, taskId: 7, pageIndex: 0 })).rejects.toMatchObject({ kind: 'forbidden', message: messages.formPage.notOwnApplication });
    await expect(open(setup().ctx, { id: 41, taskId: 9, pageIndex: 0 })).rejects.toMatchObject({ kind: 'not-found', message: messages.formPage.invalidAccess });
  });
});
