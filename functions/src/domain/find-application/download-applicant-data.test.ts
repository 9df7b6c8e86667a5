import { ownDataMessages } from '@portal/shared/messages/own-data';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { applicantDataDocumentSchema, downloadApplicantDataResultSchema } from '@portal/shared/schemas/applicant-data';
import type { With } from '../context.ts';
import type { ApplicantRecord, AuditRecord, OutboxMessage } from '../ports.ts';
import { DESTRUCTION_KINDS } from '../retention/destruction-counts.ts';
import { APPLICANT_FIELDS, DOCUMENT_SECTION_OF, applicantFields, downloadApplicantData } from './download-applicant-data.ts';

const m = ownDataMessages;

const applicant: ApplicantRecord = {
  id: 7,
  projectId: 70,
  taskId: 701,
  taskName: '사무',
  name: '김내려',
  phone: '01012345678',
  email: 'own@example.com',
  passwordHash: 'scrypt$secret-hash',
  auth: false,
  identityHash: 'identity-secret',
  identityHashes: ['identity-secret', 'phone-secret'],
  loginHash: 'login-secret',
  status: 'Y',
  confirmPage: [0, 1],
  savePage: 1,
  fields: { birth: '2000-01-01' },
  createdAt: '2026-11-01 10:00:00',
  applicantNumber: 'A-0001',
  submittedAt: '2026-11-02 10:00:00',
  snapshotHash: 'snapshot-secret',
  submissionCount: 1,
  previewEpoch: 3,
  tokenEpoch: 2,
};

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  id: 'm',
  kind: 'receipt',
  channel: 'email',
  to: 'own@example.com',
  text: '접수되었습니다',
  applicantId: 7,
  state: 'sent',
  tries: 1,
  createdAt: '2026-11-02T01:00:00.000Z',
  dueAt: '2026-11-02T01:00:00.000Z',
  attempt: 'lease-secret',
  code: { channel: 'sms', purpose: 'applicant_download', recipientHash: 'recipient-secret' },
  ...over,
});

/** A context whose repositories answer one applicant's items; `consumed` is whether its code is still there to use. */
function context(codeLeft: boolean) {
  const recorded: AuditRecord[] = [];
  const consumed: string[] = [];
  let left = codeLeft;
  const ctx = {
    clock: { now: () => new Date('2026-12-03T00:00:00.000Z') },
    crypto: { keyedHash: (s: string) => `h(${s})` },
    files: { downloadUrl: async (key: string, filename: string) => `https://files.test/${key}?name=${encodeURIComponent(filename)}&sig=x` },
    repos: {
      verifications: {
        consume: async (channel: string, purpose: string, key: string) => {
          consumed.push(`${channel}/${purpose}/${key}`);
          const ok = left;
          left = false;
          return ok;
        },
      },
      projects: { getWithTasks: async () => ({ project: { id: 70, title: '2026년 채용', exam_site_details: [900] }, tasks: [] }) },
      applicants: { getConsents: async () => [{ id: 1, title: '개인정보 수집 동의', version: 'a1b2c3d4e5f6', sensitive: false, at: '2026-11-01 10:00:00', client: 'Chrome 131 · Windows' }] },
      company: { get: async () => ({ name: '데모기관' }) },
      answers: { listPages: async () => [{ pageIndex: 0, version: 2, saveType: 'save', savedAt: '2026-11-02 09:00:00', values: { school: '한국대학교', cv: { filepath: 'files/t/1/applicants/7/cv.pdf', filename: '이력서.pdf' } } }] },
      drafts: { listByApplicant: async () => [{ applicantId: 7, projectId: 70, pageIndex: 1, version: 1, values: { motive: '초안' }, savedAt: '2026-11-02 09:30:00' }] },
      submissions: {
        list: async () => [{ applicantId: 7, seq: 1, applicantNumber: 'A-0001', submittedAt: '2026-11-02 10:00:00', snapshotHash: 'snapshot-secret', pages: [{ pageIndex: 0, version: 2 }] }],
        getPages: async () => [{ pageIndex: 0, version: 2, values: { school: '한국대학교' } }],
      },
      applicantSteps: {
        listByApplicant: async () => [
          { id: '5-7', stepId: 5, projectId: 70, applicantId: 7, resultMessageStatus: 'Y', resultType: 'pass', resultMessage: '합격', scores: { 필기: '90' }, chart: null, answers: {}, addRequestStatus: 'N', version: 4 },
        ],
      },
      steps: { listByProject: async () => [{ id: 5, title: '서류전형', viewTitle: '서류전형 결과' }] },
      examPlaces: { getChoice: async () => ({ detailId: 900, applicantId: 7, placeId: 3, status: 'Y', at: '2026-11-02 10:00:00' }) },
      uploads: {
        listByApplicant: async () => [
          { applicantId: 7, key: 'files/t/1/applicants/7/cv.pdf', filename: '이력서.pdf', filesize: 13, contentType: 'application/pdf', field: 'cv', pageIndex: 0, createdAt: '2026-11-02 08:00:00' },
        ],
      },
      inquiries: {
        listByApplicant: async () => [
          { id: 'q1', applicantId: 7, projectId: 70, category: '일반', title: '문의', content: '내용', email: 'own@example.com', createdAt: '2026-11-03 08:00:00', files: [{ id: 'f', filepath: 'files/t/1/applicants/7/q.pdf', filename: 'q.pdf', filesize: 3 }] },
        ],
      },
      outbox: {
        forApplicant: async () => [message({ id: 'receipt.7.1', code: undefined }), message({ id: 'code.x', kind: 'code', channel: 'sms', to: '01012345678', text: '인증번호 [987650]', state: 'pending' })],
      },
      audit: {
        listNewestFirst: async () => ({ rows: [{ id: 'a1', action: 'application.submitted', actor: 'applicant:7', at: '2026-11-02T01:00:00.000Z' }], next: undefined }),
        record: async (r: AuditRecord) => void recorded.push(r),
      },
    },
  };
  return { ctx: ctx as unknown as With<'files'>, recorded, consumed };
}

const caller = { kind: 'applicant' as const, applicant };

describe('the applicant downloads its own data (PIPA §35)', () => {
  it('refuses without a confirmed download code, in Korean, and records nothing', async () => {
    const { ctx, recorded, consumed } = context(false);
    await expect(downloadApplicantData(ctx, caller)).rejects.toMatchObject({ kind: 'bad-request', message: m.needsSms });
    // The code asked for is the download's, of the phone given at application.
    expect(consumed).toEqual([`sms/applicant_download/h(recipient:sms:${applicant.phone})`]);
    expect(recorded).toEqual([]);
  });

  it('answers every section of the document, the upload links, and records the download as the applicant', async () => {
    const { ctx, recorded } = context(true);
    const r = await downloadApplicantData(ctx, caller);
    expect(downloadApplicantDataResultSchema.parse(r)).toEqual(r);
    const d = r.data;
    expect(d.applicant).toMatchObject({ id: 7, name: '김내려', phone: '01012345678', email: 'own@example.com', fields: { birth: '2000-01-01' }, applicantNumber: 'A-0001' });
    // The consents, kept in their own item beside the applicant's, in its section.
    expect(d.applicant.consents).toEqual([expect.objectContaining({ id: 1, version: 'a1b2c3d4e5f6' })]);
    expect(d.answers[0]!.values).toMatchObject({ school: '한국대학교' });
    expect(d.drafts).toEqual([{ pageIndex: 1, savedAt: '2026-11-02 09:30:00', values: { motive: '초안' } }]);
    expect(d.submissions).toEqual([{ seq: 1, applicantNumber: 'A-0001', submittedAt: '2026-11-02 10:00:00', cancelledAt: null, pages: [{ pageIndex: 0, values: { school: '한국대학교' } }] }]);
    expect(d.steps[0]).toMatchObject({ stepId: 5, title: '서류전형 결과', resultType: 'pass', scores: { 필기: '90' } });
    expect(d.examChoices).toEqual([{ detailId: 900, placeId: 3, status: 'Y', at: '2026-11-02 10:00:00' }]);
    expect(d.inquiries[0]).toMatchObject({ title: '문의', files: [{ filename: 'q.pdf', filesize: 3 }] });
    expect(d.records).toEqual([{ action: 'application.submitted', at: '2026-11-02T01:00:00.000Z', by: 'applicant' }]);
    expect(d.controller).toEqual({ name: '데모기관' });
    expect(r.files).toEqual([{ filename: '이력서.pdf', filesize: 13, url: expect.stringContaining('files/t/1/applicants/7/cv.pdf') }]);
    expect(recorded).toEqual([expect.objectContaining({ action: 'application.data-downloaded', actor: 'applicant:7', applicantId: 7, projectId: 70, kind: 'download' })]);
    expect(JSON.stringify(recorded)).not.toContain('김내려');
  });

  it('leaves out every secret: hashes, epochs, keys, a code message text, delivery leases', async () => {
    const { ctx } = context(true);
    const text = JSON.stringify((await downloadApplicantData(ctx, caller)).data);
    for (const secret of ['secret', '987650', 'passwordHash', 'identityHash', 'loginHash', 'tokenEpoch', 'previewEpoch', 'attempt', 'recipientHash', '"version":4']) expect(text).not.toContain(secret);
    // The receipt's text is the applicant's; the code's is not kept.
    expect(text).toContain('접수되었습니다');
  });

  it('classifies every field of the applicant item and covers every kind the retention destroyer reaches', () => {
    const secrets = Object.entries(APPLICANT_FIELDS).filter(([, own]) => !own).map(([f]) => f);
    expect(secrets.sort()).toEqual(['identityHash', 'identityHashes', 'loginHash', 'passwordHash', 'previewEpoch', 'snapshotHash', 'tokenEpoch']);
    expect(Object.keys(applicantFields(applicant))).not.toContain('passwordHash');
    const sections = Object.keys(applicantDataDocumentSchema.shape);
    for (const kind of DESTRUCTION_KINDS) {
      const section = DOCUMENT_SECTION_OF[kind];
      if (section !== null && section !== 'files') expect(sections, kind).toContain(section);
    }
    expect(DESTRUCTION_KINDS.filter((k) => DOCUMENT_SECTION_OF[k] === null)).toEqual(['other']);
  });
});
