import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { applicationDetailSchema, applicationParamsSchema } from '@portal/shared/schemas/integration';
import type { ApplicantRecord, AuditRecord, SubmissionRecord, TenantRepositories } from '../ports.ts';
import { getApplication } from './get-application.ts';
import { integrationMessages } from '@portal/shared/messages/integration';

const NOW = new Date('2026-03-05T01:02:03.000Z');
const caller = { kind: 'integrator' as const, keyId: 'key_hr', scopes: ['read' as const] };

const applicant = (extra: Partial<ApplicantRecord> = {}): ApplicantRecord => ({
  id: 41,
  projectId: 7,
  taskId: 70,
  taskName: '사무',
  name: '김지원',
  phone: '01012345678',
  email: 'kim@example.com',
  passwordHash: 'scrypt$secret-hash',
  auth: true,
  identityHash: 'identity-secret',
  identityHashes: ['identity-secret', 'phone-secret'],
  loginHash: 'login-secret',
  status: 'Y',
  confirmPage: [0, 1],
  savePage: 1,
  fields: { birthdate: '1999-01-01' },
  createdAt: '2026-03-01 09:00:00',
  lastSavedAt: '2026-03-02 10:00:00',
  applicantNumber: 'A-0001',
  submittedAt: '2026-03-03 11:00:00',
  snapshotHash: 'hash-2',
  submissionCount: 2,
  previewEpoch: 3,
  tokenEpoch: 1,
  cancelledAt: '2026-03-02 12:00:00',
  updatedAt: '2026-03-03T02:00:00.000Z',
  ...extra,
});
const header = (seq: number, extra: Partial<SubmissionRecord> = {}): SubmissionRecord => ({
  applicantId: 41,
  seq,
  applicantNumber: 'A-0001',
  submittedAt: `2026-03-0${seq} 11:00:00`,
  snapshotHash: `hash-${seq}`,
  pages: [{ pageIndex: 0, version: seq }],
  ...extra,
});

/** One tenant's store in memory: applicant 41 with two saved pages and two submissions (the first cancelled). */
function ctxWith(records: { applicant?: ApplicantRecord | undefined; blind?: boolean } = { applicant: applicant() }) {
  const audit: AuditRecord[] = [];
  const own = (id: number) => id === records.applicant?.id;
  const repos = {
    applicants: { get: async (id: number) => (own(id) ? records.applicant : undefined) },
    answers: {
      listPages: async (id: number) =>
        own(id)
          ? [
              { pageIndex: 1, version: 2, values: { school: '한국대학교' }, saveType: 'save' as const, savedAt: '2026-03-02 10:00:00' },
              { pageIndex: 0, version: 3, values: { english_name: 'Kim' }, saveType: 'save' as const, savedAt: '2026-03-02 09:00:00' },
            ]
          : [],
    },
    submissions: { list: async (id: number) => (own(id) ? [header(1, { cancelledAt: '2026-03-02 12:00:00' }), header(2)] : []) },
    audit: { record: async (e: AuditRecord) => void audit.push(e) },
    projects: { getRecent: async (id: number) => (id === 7 ? { project: { id: 7, blind_hiring: records.blind }, tasks: [] } : undefined) },
  };
  return { ctx: { repos: repos as unknown as TenantRepositories, clock: { now: () => NOW } }, audit };
}

describe('getApplication', () => {
  it("masks the school names of a blind-hiring project's answers, and of no other", async () => {
    const blind = await getApplication(ctxWith({ applicant: applicant(), blind: true }).ctx, caller, 41);
    expect(blind.pages.map((p) => p.values)).toEqual([{ english_name: 'Kim' }, { school: '○○○' }]);
    const open = await getApplication(ctxWith().ctx, caller, 41);
    expect(open.pages.map((p) => p.values)).toEqual([{ english_name: 'Kim' }, { school: '한국대학교' }]);
  });

  it('answers the applicant, its saved pages in order and its submission headers, within the contract', async () => {
    const { ctx } = ctxWith();
    const answer = await getApplication(ctx, caller, 41);
    expect(applicationDetailSchema.safeParse(answer).success).toBe(true);
    expect(answer.application).toMatchObject({
      id: 41,
      status: 'submitted',
      applicantNumber: 'A-0001',
      identityVerified: true,
      fields: { birthdate: '1999-01-01' },
      confirmedPages: [0, 1],
      savePage: 1,
      updatedAt: '2026-03-03T02:00:00.000Z',
    });
    expect(answer.pages.map((p) => [p.pageIndex, p.version])).toEqual([[0, 3], [1, 2]]);
    expect(answer.submissions).toEqual([
      { seq: 1, applicantNumber: 'A-0001', submittedAt: '2026-03-01 11:00:00', cancelledAt: '2026-03-02 12:00:00', snapshotHash: 'hash-1' },
      { seq: 2, applicantNumber: 'A-0001', submittedAt: '2026-03-02 11:00:00', cancelledAt: null, snapshotHash: 'hash-2' },
    ]);
  });

  it('never answers the password hash, token epochs or identity keys', async () => {
    const { ctx } = ctxWith();
    const text = JSON.stringify(await getApplication(ctx, caller, 41));
    for (const secret of ['secret', 'passwordHash', 'identityHash', 'loginHash', 'previewEpoch', 'tokenEpoch']) expect(text).not.toContain(secret);
  });

  it('tells a cancelled application (drafting again) from one never submitted', async () => {
    const cancelled = await getApplication(ctxWith({ applicant: applicant({ status: 'N' }) }).ctx, caller, 41);
    expect(cancelled.application.status).toBe('cancelled');
    const drafting = await getApplication(ctxWith({ applicant: applicant({ status: 'N', cancelledAt: undefined, applicantNumber: undefined, submittedAt: undefined }) }).ctx, caller, 41);
    expect(drafting.application).toMatchObject({ status: 'draft', applicantNumber: null, submittedAt: null, cancelledAt: null });
  });

  it("writes an audit record naming the API key and the application, and none for an id the tenant does not have", async () => {
    const { ctx, audit } = ctxWith();
    await getApplication(ctx, caller, 41);
    expect(audit).toEqual([{ action: 'integration.read-application', actor: 'integrator:key_hr', projectId: 7, applicantId: 41, kind: 'read', route: 'GetApplication', count: 1, at: NOW.toISOString() }]);
    await expect(getApplication(ctx, caller, 42)).rejects.toMatchObject({ kind: 'not-found', message: integrationMessages.applicationNotFound });
    expect(audit).toHaveLength(1);
  });

  it('refuses an applicant id that is not a number, in Korean', () => {
    for (const applicantId of ['abc', '1.5', '-1', '1234567890123', '']) {
      const r = applicationParamsSchema.safeParse({ applicantId });
      expect(r.success, applicantId).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(integrationMessages.applicantIdFormat);
    }
    expect(applicationParamsSchema.parse({ applicantId: '41' })).toEqual({ applicantId: 41 });
  });
});
