import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { applicationSubmissionParamsSchema, submissionSnapshotSchema } from '@portal/shared/schemas/integration';
import type { AuditRecord, SubmissionRecord, TenantRepositories } from '../ports.ts';
import { getApplicationSubmission } from './get-application-submission.ts';
import { integrationMessages } from '@portal/shared/messages/integration';

const NOW = new Date('2026-03-05T01:02:03.000Z');
const caller = { kind: 'integrator' as const, keyId: 'key_hr', scopes: ['read' as const] };
const header: SubmissionRecord = { applicantId: 41, seq: 1, applicantNumber: 'A-0001', submittedAt: '2026-03-01 11:00:00', snapshotHash: 'hash-1', pages: [{ pageIndex: 0, version: 3 }], cancelledAt: '2026-03-02 12:00:00' };

/** Applicant 41 of project 7 with its first submission (two pages) in memory. */
function ctxWith() {
  const audit: AuditRecord[] = [];
  const repos = {
    applicants: { get: async (id: number) => (id === 41 ? { id: 41, projectId: 7, passwordHash: 'secret' } : undefined) },
    submissions: {
      get: async (id: number, seq: number) => (id === 41 && seq === 1 ? header : undefined),
      getPages: async (id: number, seq: number) =>
        id === 41 && seq === 1
          ? [
              { pageIndex: 1, version: 1, values: { school: '한국대학교' } },
              { pageIndex: 0, version: 3, values: { english_name: 'Kim' } },
            ]
          : [],
    },
    audit: { record: async (e: AuditRecord) => void audit.push(e) },
    projects: { getRecent: async () => undefined },
  };
  return { ctx: { repos: repos as unknown as TenantRepositories, clock: { now: () => NOW } }, audit };
}

describe('getApplicationSubmission', () => {
  it('answers the snapshot header and its pages as submitted, in page order, within the contract', async () => {
    const { ctx } = ctxWith();
    const answer = await getApplicationSubmission(ctx, caller, { applicantId: 41, seq: 1 });
    expect(submissionSnapshotSchema.safeParse(answer).success).toBe(true);
    expect(answer).toEqual({
      applicantId: 41,
      seq: 1,
      applicantNumber: 'A-0001',
      submittedAt: '2026-03-01 11:00:00',
      cancelledAt: '2026-03-02 12:00:00',
      snapshotHash: 'hash-1',
      pages: [
        { pageIndex: 0, version: 3, values: { english_name: 'Kim' } },
        { pageIndex: 1, version: 1, values: { school: '한국대학교' } },
      ],
    });
  });

  it('records the read with the key, the application and the sequence number', async () => {
    const { ctx, audit } = ctxWith();
    await getApplicationSubmission(ctx, caller, { applicantId: 41, seq: 1 });
    expect(audit).toEqual([{ action: 'integration.read-submission', actor: 'integrator:key_hr', projectId: 7, applicantId: 41, seq: 1, kind: 'read', route: 'GetApplicationSubmission', count: 1, at: NOW.toISOString() }]);
  });

  it('answers 404 in Korean for an applicant the tenant does not have or a submission it did not make, recording nothing', async () => {
    const { ctx, audit } = ctxWith();
    await expect(getApplicationSubmission(ctx, caller, { applicantId: 42, seq: 1 })).rejects.toMatchObject({ kind: 'not-found', message: integrationMessages.applicationNotFound });
    await expect(getApplicationSubmission(ctx, caller, { applicantId: 41, seq: 2 })).rejects.toMatchObject({ kind: 'not-found', message: integrationMessages.submissionNotFound });
    expect(audit).toEqual([]);
  });

  it('takes a sequence number from 1 to 999 only', () => {
    expect(applicationSubmissionParamsSchema.parse({ applicantId: '41', seq: '2' })).toEqual({ applicantId: 41, seq: 2 });
    for (const seq of ['0', '1000', 'x', '-1', '1.0']) {
      const r = applicationSubmissionParamsSchema.safeParse({ applicantId: '41', seq });
      expect(r.success, seq).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(integrationMessages.seqRange);
    }
  });
});
