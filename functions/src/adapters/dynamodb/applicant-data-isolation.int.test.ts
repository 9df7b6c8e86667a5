import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { useStandIns } from '../../local/boot-local.ts';
import { ensureTable } from './create-table.ts';
import { rawDynamoClient, scopedClient } from './document-client.ts';
import { tenantRepositories } from './tenant-repositories.ts';
import { TenantScopeError } from './tenant-scope.ts';
import { TenantTable } from './tenant-table.ts';
import { destructionStore } from './destruction-store.ts';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import type { ApplicantRecord, TenantRepositories } from '../../domain/ports.ts';
import type { FormPage } from '@portal/shared/form-model/definition';

/**
 * Tenant isolation of every repository the wiring builds, against DynamoDB Local: what tenant A writes, tenant B
 * reads as nothing, by id, by list and by index. The cases are a map over TenantRepositories, so a repository added
 * to the wiring without an isolation case fails the type check and the first test below.
 */
let a: TenantRepositories;
let b: TenantRepositories;
const now = () => new Date();
const nowSeconds = () => Math.floor(Date.now() / 1000);

let table: string;
beforeAll(async () => {
  const s = inject('standIns');
  table = `iso-${randomUUID().slice(0, 8)}`;
  useStandIns({ ...s, stop: async () => undefined }, 'portal-uploads', table);
  await ensureTable(rawDynamoClient(), table);
  a = tenantRepositories(scopedClient(11), table, now);
  b = tenantRepositories(scopedClient(12), table, now);
});

const applicant = (id: number): ApplicantRecord => ({
  id,
  projectId: 5,
  taskId: 50,
  taskName: '사무',
  name: '김지원',
  phone: '01012345678',
  email: 'a@example.com',
  passwordHash: '',
  auth: false,
  identityHash: `identity-${id}`,
  status: 'N',
  confirmPage: [],
  savePage: null,
  fields: {},
  createdAt: '2026-01-01T00:00:00.000Z',
});
const formPage: FormPage = { pageIndex: 0, title: ['기본정보'], projectVersion: 1, forms: [] };
const company = {
  id: 11, domain: 'a', name: 'A', headerColor: 'white', boardMenus: [], labels: {}, testIps: [], domains: [], projectsCount: 0,
  site: { move_homepage: 'N', message_position: 'left', main_message: '', sub_message: '', introduction: '', terms_privacy: '', terms_email: '', submit_agreements: '' },
} as const;
const posting = { id: 10, project_id: 5, title: 'A 공고', content: '', startDate: '2026-01-01 00:00:00', endDate: '2026-12-31 00:00:00', status: 'Y' as const, isView: true, isRestriction: false, files: [] };

type IsolationCase = () => Promise<void>;
const isolation: Record<keyof TenantRepositories, IsolationCase> = {
  company: async () => {
    await a.company.put({ ...company, site: { ...company.site }, boardMenus: [], labels: {}, testIps: [], domains: [] });
    expect(await a.company.get()).toMatchObject({ name: 'A' });
    expect(await b.company.get()).toBeUndefined();
  },
  popups: async () => {
    await a.popups.replaceAll([{ id: 1, isActive: true, title: 'p', content: '', position: 'center', padding_x: 1, padding_y: 1, top_margin: 0, left_margin: 0 }]);
    expect(await a.popups.list()).toHaveLength(1);
    expect(await b.popups.list()).toEqual([]);
  },
  postings: async () => {
    await a.postings.put(posting);
    expect(await a.postings.get(10)).toMatchObject({ title: 'A 공고' });
    expect(await b.postings.get(10)).toBeUndefined();
    expect(await b.postings.list()).toEqual([]);
  },
  projects: async () => {
    await a.projects.put({ id: 5, title: 'P', status: 'Y', startDate: '', endDate: '', verify_options: { auth: false, email: false, sms: false }, agreements: [] }, [{ id: 50, project_id: 5, name: 'T', count: 1 }]);
    expect((await a.projects.getWithTasks(5))?.tasks).toHaveLength(1);
    expect(await b.projects.getWithTasks(5)).toBeUndefined();
    expect(await b.projects.list()).toEqual([]);
  },
  boards: async () => {
    await a.boards.put({ id: 7, type: 'notice', title: 'n', date: '2026-01-01 00:00:00', content: '', files: [] });
    expect((await a.boards.list('notice', 1, 10)).total).toBe(1);
    expect(await b.boards.get(7)).toBeUndefined();
    expect(await b.boards.list('notice', 1, 10)).toEqual({ items: [], total: 0 });
  },
  staffSessions: async () => {
    const { token } = await a.staffSessions.create('staff-1', 60);
    expect(await a.staffSessions.findByToken(token)).toMatchObject({ staffId: 'staff-1' });
    expect(await b.staffSessions.findByToken(token)).toBeUndefined();
  },
  handoffs: async () => {
    const link = { id: `hof_${randomUUID().replaceAll('-', '').slice(0, 16)}`, secretHash: 'secret-hash', staffId: 'staff-1', keyId: 'key_iso', type: 'index', createdAt: '2026-01-01T00:00:00.000Z', expiresAt: nowSeconds() + 300 };
    await a.handoffs.create(link);
    expect(await a.handoffs.get(link.id)).toMatchObject({ staffId: 'staff-1' });
    // Tenant B neither reads, redeems nor revokes A's link; A's link still opens A's session afterwards.
    expect(await b.handoffs.get(link.id)).toBeUndefined();
    const session = { token: `session-${randomUUID()}`, staffId: 'staff-1', expiresAt: nowSeconds() + 60, grant: { kind: 'link' as const, handoffId: link.id, keyId: 'key_iso', type: 'index' } };
    expect(await b.handoffs.redeem(link.id, { secretHash: 'secret-hash', nowEpoch: nowSeconds(), usedAt: '2026-01-01T00:01:00.000Z', session })).toBe(false);
    expect(await b.handoffs.revoke(link.id, '2026-01-01T00:01:00.000Z')).toBe('not-found');
    expect(await a.handoffs.redeem(link.id, { secretHash: 'secret-hash', nowEpoch: nowSeconds(), usedAt: '2026-01-01T00:01:00.000Z', session })).toBe(true);
    expect(await a.staffSessions.findByToken(session.token)).toMatchObject({ staffId: 'staff-1', grant: { kind: 'link', handoffId: link.id, type: 'index' } });
    expect(await b.staffSessions.findByToken(session.token)).toBeUndefined();
  },
  verifications: async () => {
    const record = { channel: 'email' as const, purpose: 'applicant_certification' as const, projectId: 5, codeHash: 'code-hash', codeExpiresAt: nowSeconds() + 300, attempts: 0 };
    await a.verifications.putCode('recipient-hash', record, 600);
    expect(await a.verifications.get('email', 'applicant_certification', 'recipient-hash')).toMatchObject({ codeHash: 'code-hash' });
    expect(await b.verifications.get('email', 'applicant_certification', 'recipient-hash')).toBeUndefined();
    // B cannot confirm or use A's code either.
    expect(await b.verifications.markVerified('email', 'applicant_certification', 'recipient-hash', 'code-hash', nowSeconds(), nowSeconds() + 600)).toBe(false);
    expect(await b.verifications.consume('email', 'applicant_certification', 'recipient-hash', nowSeconds())).toBe(false);
  },
  abuse: async () => {
    const at = Date.now();
    expect(await a.abuse.swapPair('person-hash', 'check', 'address-hash', undefined, { failures: 1, lastAt: at }, 3600)).toBe(true);
    await a.abuse.countAddressFailure('check', 'address-hash', 7);
    expect(await a.abuse.pair('person-hash', 'check', 'address-hash')).toEqual({ failures: 1, lastAt: at, skippedWait: false });
    expect(await b.abuse.pair('person-hash', 'check', 'address-hash')).toBeUndefined();
    expect(await b.abuse.addressFailures('check', 'address-hash', 7)).toBe(0);
    // B's writes and clears leave A's failures as they were.
    expect(await b.abuse.swapPair('person-hash', 'check', 'address-hash', { failures: 1, lastAt: at }, { failures: 0, lastAt: at }, 3600)).toBe(false);
    await b.abuse.giveBackPair('person-hash', 'check', 'address-hash');
    await b.abuse.clearPerson('person-hash');
    expect(await a.abuse.pair('person-hash', 'check', 'address-hash')).toEqual({ failures: 1, lastAt: at, skippedWait: false });
    expect(await a.abuse.addressFailures('check', 'address-hash', 7)).toBe(1);
    await a.abuse.clearPerson('person-hash');
    expect(await a.abuse.pair('person-hash', 'check', 'address-hash')).toBeUndefined();
  },
  applicants: async () => {
    expect(await a.applicants.create(applicant(901))).toBe(true);
    expect(await a.applicants.get(901)).toMatchObject({ name: '김지원' });
    expect(await a.applicants.findIdByIdentity(5, 'identity-901')).toBe(901);
    expect(await b.applicants.get(901)).toBeUndefined();
    expect(await b.applicants.findIdByIdentity(5, 'identity-901')).toBeUndefined();
    // The same identity in another tenant is another person's application, not a duplicate.
    expect(await b.applicants.create(applicant(901))).toBe(true);
  },
  applicantTokens: async () => {
    const { token } = await a.applicantTokens.create(902, 3600, 600);
    expect(await a.applicantTokens.find(token)).toMatchObject({ applicantId: 902 });
    expect(await b.applicantTokens.find(token)).toBeUndefined();
  },
  forms: async () => {
    await a.forms.putTaskPages(50, [formPage]);
    expect(await a.forms.getPage(50, 0)).toMatchObject({ pageCount: 1 });
    expect(await b.forms.getPage(50, 0)).toBeUndefined();
    expect(await b.forms.listTaskPages(50)).toEqual([]);
  },
  answers: async () => {
    await a.applicants.create(applicant(903));
    const key = randomUUID();
    const answer = { id: 903, pageIndex: 0, version: 1, savedAt: '2026-01-01 09:00:00', confirm_page: [], save_page: 0 };
    const saved = await a.answers.savePage({ applicantId: 903, pageIndex: 0, expectedVersion: 0, values: { name: '김지원' }, saveType: 'temp', savedAt: '2026-01-01T00:00:00.000Z', idempotency: { key, record: { requestHash: 'h', answer } } });
    expect(saved).toMatchObject({ ok: true });
    expect(await a.answers.getPage(903, 0)).toBeDefined();
    expect(await a.idempotency.find({ applicantId: 903 }, key)).toEqual({ requestHash: 'h', answer });
    expect(await b.answers.getPage(903, 0)).toBeUndefined();
    expect(await b.answers.listPages(903)).toEqual([]);
    expect(await b.idempotency.find({ applicantId: 903 }, key)).toBeUndefined();
  },
  idempotency: async () => {
    // A visitor's key (an auth save's) is in a partition of its own, under the tenant: B finds nothing, and B's own
    // auth save with the same key is a creation of its own, not a retry of A's.
    const key = randomUUID();
    const record = { requestHash: 'h', answer: { id: 910 } };
    expect(await a.applicants.create(applicant(910), { key, record })).toBe(true);
    expect(await a.idempotency.find('visitor', key)).toEqual(record);
    expect(await b.idempotency.find('visitor', key)).toBeUndefined();
    expect(await b.idempotency.find({ applicantId: 910 }, key)).toBeUndefined();
    expect(await b.applicants.create(applicant(910), { key, record: { requestHash: 'other', answer: { id: 910 } } })).toBe(true);
    expect(await a.idempotency.find('visitor', key)).toEqual(record);
  },
  uploads: async () => {
    const record = { applicantId: 904, key: 'T#11/applicants/904/x/a.pdf', filename: 'a.pdf', filesize: 10, contentType: 'application/pdf', field: 'documents', pageIndex: 1, createdAt: '2026-01-01T00:00:00.000Z' };
    await a.uploads.put(record);
    expect(await a.uploads.listByApplicant(904)).toHaveLength(1);
    expect(await b.uploads.listByApplicant(904)).toEqual([]);
  },
  audit: async () => {
    const entry = { action: 'application.deleted' as const, actor: 'applicant:907', projectId: 5, applicantId: 907, at: '2026-02-03T04:05:06.000Z' };
    await a.audit.record(entry);
    expect(await a.audit.listMonth('2026-02')).toContainEqual(entry);
    expect(await b.audit.listMonth('2026-02')).toEqual([]);
    const period = { from: '2026-02-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' };
    expect((await a.audit.listNewestFirst(period, { month: '2026-02' }, 10)).rows).toContainEqual(expect.objectContaining(entry));
    expect((await b.audit.listNewestFirst(period, { month: '2026-02' }, 10)).rows).toEqual([]);
  },
  inquiries: async () => {
    const inquiry = { id: 'inq-isolation-0001', applicantId: 906, projectId: 5, category: '채용 일반 문의', title: '문의', content: '내용', files: [], email: 'a@example.com', createdAt: '2026-01-01T00:00:00.000Z' };
    await a.inquiries.create(inquiry);
    expect(await a.inquiries.listByApplicant(906)).toEqual([inquiry]);
    expect((await a.inquiries.listRecent(0, 10)).items.map((i) => i.id)).toContain(inquiry.id);
    expect(await b.inquiries.listByApplicant(906)).toEqual([]);
    expect((await b.inquiries.listRecent(0, 10)).items).toEqual([]);
  },
  steps: async () => {
    const step = {
      id: 9301, projectId: 5, title: '서류전형', viewTitle: '서류전형', type: 'document' as const, status: 'Y' as const,
      resultStartDate: '2026-01-01 10:00:00', resultEndDate: '2026-01-31 18:00:00', content: '', addPageContent: null, idCard: null,
      scoreView: { status: 'N' as const, page: 'both' as const, radar: true, bar: true, table: true, column: 'score' as const, radar_size: 360, bar_size: 360 },
      addRequest: null, survey: null, notify: { email: true, sms: false },
    };
    await a.steps.replaceForProject(5, [step]);
    expect(await a.steps.get(5, 9301)).toEqual(step);
    expect(await b.steps.get(5, 9301)).toBeUndefined();
    expect(await b.steps.listByProject(5)).toEqual([]);
  },
  applicantSteps: async () => {
    await a.applicantSteps.publish(5, 9302, 908, { resultMessageStatus: 'Y', resultType: 'pass', resultMessage: '합격', scores: {}, chart: null });
    expect((await a.applicantSteps.get(908, 9302))?.resultMessage).toBe('합격');
    expect(await b.applicantSteps.get(908, 9302)).toBeUndefined();
    expect(await b.applicantSteps.listByApplicant(908)).toEqual([]);
    expect(await b.applicantSteps.pendingNotifications(9302)).toEqual([]);
    expect(await b.applicantSteps.claimNotification(908, 9302, '2026-01-01T00:00:00.000Z', [])).toBe(false);
    expect(await b.applicantSteps.saveSurvey(908, 9302, {}, '2026-01-01T00:00:00.000Z')).toBe(false);
    expect(await a.applicantSteps.pendingNotifications(9302)).toEqual([{ applicantId: 908 }]);
  },
  catalogs: async () => {
    await a.catalogs.putCatalog('certificates', [{ id: 1, name: '정보처리기사' }]);
    expect(await a.catalogs.getCatalog('certificates')).toHaveLength(1);
    expect(await b.catalogs.getCatalog('certificates')).toEqual([]);
  },
  outbox: async () => {
    const now = new Date();
    await a.outbox.enqueue([{ id: 'receipt.906.1', kind: 'receipt', channel: 'email', to: 'a@example.com', subject: 's', text: 't', applicantId: 906 }], now);
    const ref = { id: 'receipt.906.1', applicantId: 906 };
    expect(await a.outbox.get(ref)).toMatchObject({ state: 'pending', to: 'a@example.com' });
    // B neither reads, lists, claims nor marks A's message.
    expect(await b.outbox.get(ref)).toBeUndefined();
    expect(await b.outbox.due(new Date(now.getTime() + 60_000), 10)).toEqual([]);
    expect(await b.outbox.forApplicant(906)).toEqual([]);
    expect((await a.outbox.forApplicant(906)).map((m) => m.id)).toEqual(['receipt.906.1']);
    expect(await b.outbox.claim({ ...ref, kind: 'receipt' }, 'b', new Date(now.getTime() + 1000), new Date(now.getTime() + 60_000))).toBeUndefined();
    expect(await b.outbox.markSent(ref, 'b', now)).toBe(false);
    expect((await a.outbox.due(new Date(now.getTime() + 60_000), 10)).map((m) => m.id)).toEqual(['receipt.906.1']);
    // Nor confirms it, nor records its outcome.
    expect(await b.outbox.confirmSent(ref, now)).toBe(false);
    expect(await b.outbox.recordOutcome(ref, 'bounced', now)).toBe(false);
    expect(await a.outbox.get(ref)).toMatchObject({ state: 'pending' });
    expect((await a.outbox.get(ref))?.outcome).toBeUndefined();
    // A text A's provider reports on: B neither lists its report, moves it, nor stops it.
    const text = { id: 'step-result.906.sms', applicantId: 906 };
    await a.outbox.enqueue([{ ...text, kind: 'step-result', channel: 'sms', to: '01012345678', text: 't' }], now);
    const held = await a.outbox.claim({ ...text, kind: 'step-result' }, 'a', new Date(now.getTime() + 1000), new Date(now.getTime() + 60_000));
    expect(held).toBeDefined();
    expect(await a.outbox.markSent(text, 'a', now, { receipt: { via: 'sens-sms', requestId: 'r-906' }, reportAt: now })).toBe(true);
    const later = new Date(now.getTime() + 1000);
    expect(await b.outbox.reportsDue(later, 10)).toEqual([]);
    expect(await b.outbox.reportLater(text, later)).toBe(false);
    expect(await b.outbox.stopReports(text)).toBe(false);
    expect((await a.outbox.reportsDue(later, 10)).map((m) => [m.id, m.receipt])).toEqual([[text.id, { via: 'sens-sms', requestId: 'r-906' }]]);
    // Mail A holds for a suppressed mailbox: B neither lists nor releases it.
    const mail = { id: 'step-result.906.email', applicantId: 906 };
    await a.outbox.enqueue([{ ...mail, kind: 'step-result', channel: 'email', to: 'a@example.com', subject: 's', text: 't' }], now);
    const claimed = await a.outbox.claim({ ...mail, kind: 'step-result' }, 'a', new Date(now.getTime() + 1000), new Date(now.getTime() + 60_000));
    expect(await b.outbox.hold({ ...mail, createdAt: claimed!.createdAt }, 'a', 'held', 'mailbox-906', now)).toBe(false);
    expect(await a.outbox.hold({ ...mail, createdAt: claimed!.createdAt }, 'a', 'held', 'mailbox-906', now)).toBe(true);
    expect(await b.outbox.heldFor('mailbox-906', 10)).toEqual([]);
    expect(await b.outbox.release(mail, 'mailbox-906', now)).toBe(false);
    expect((await a.outbox.heldFor('mailbox-906', 10)).map((m) => [m.id, m.state, m.to])).toEqual([[mail.id, 'dropped', 'a@example.com']]);
    expect(await a.outbox.release(mail, 'mailbox-906', now)).toBe(true);
    expect(await a.outbox.heldFor('mailbox-906', 10)).toEqual([]);
  },
  mailSuppressions: async () => {
    await a.mailSuppressions.add('mailbox-1', 'bounce', new Date('2026-01-01T00:00:00Z'));
    expect(await a.mailSuppressions.find('mailbox-1')).toEqual({ reason: 'bounce', at: '2026-01-01T00:00:00.000Z' });
    expect(await b.mailSuppressions.find('mailbox-1')).toBeUndefined();
    // A complaint outranks a bounce; a later bounce does not lower it.
    await a.mailSuppressions.add('mailbox-1', 'complaint', new Date('2026-01-02T00:00:00Z'));
    await a.mailSuppressions.add('mailbox-1', 'bounce', new Date('2026-01-03T00:00:00Z'));
    expect(await a.mailSuppressions.find('mailbox-1')).toMatchObject({ reason: 'complaint' });
    // B neither lists nor lifts A's; A lists and lifts it.
    expect(await b.mailSuppressions.list(10)).toEqual([]);
    expect(await b.mailSuppressions.remove('mailbox-1')).toBe(false);
    expect((await a.mailSuppressions.list(10)).map((x) => [x.mailboxHash, x.reason])).toEqual([['mailbox-1', 'complaint']]);
    expect(await a.mailSuppressions.remove('mailbox-1')).toBe(true);
    expect(await a.mailSuppressions.find('mailbox-1')).toBeUndefined();
  },
  submissions: async () => {
    await a.applicants.create(applicant(905));
    // B has no applicant 905: A's applicant cannot be locked, submitted or cancelled through B.
    expect(await b.submissions.acquireLock(905, 'req-2', Date.now(), 60_000)).toBe('busy');
    expect(await a.submissions.acquireLock(905, 'req-1', Date.now(), 60_000)).toBe('acquired');
    expect(await b.submissions.submit({ applicantId: 905, requestId: 'req-1', seq: 1, applicantNumber: 'B-1', submittedAt: '2026-01-01T00:00:00.000Z', snapshotHash: 'h', pages: [], messages: [] })).toBe(false);
    expect(await a.submissions.submit({ applicantId: 905, requestId: 'req-1', seq: 1, applicantNumber: 'A-1', submittedAt: '2026-01-01T00:00:00.000Z', snapshotHash: 'h', pages: [], messages: [] })).toBe(true);
    expect(await a.submissions.list(905)).toHaveLength(1);
    expect(await b.submissions.list(905)).toEqual([]);
    expect(await b.submissions.getPages(905, 1)).toEqual([]);
    expect(await a.submissions.get(905, 1)).toMatchObject({ applicantNumber: 'A-1' });
    expect(await b.submissions.get(905, 1)).toBeUndefined();
    expect(await b.submissions.cancel(905, 1, '2026-01-02T00:00:00.000Z', [])).toBe(false);
  },
  drafts: async () => {
    await a.drafts.put({ applicantId: 906, projectId: 5, pageIndex: 0, version: 1, values: { name: 'x' }, savedAt: '2026-01-01T00:00:00.000Z' });
    const listed = async (repos: TenantRepositories) => {
      const all = [];
      for await (const page of repos.drafts.listByProject(5)) all.push(...page);
      return all.filter((d) => d.applicantId === 906);
    };
    expect(await listed(a)).toHaveLength(1);
    expect(await listed(b)).toEqual([]);
    expect(await a.drafts.listByApplicant(906)).toHaveLength(1);
    expect(await b.drafts.listByApplicant(906)).toEqual([]);
  },
  previewKeys: async () => {
    const before = await b.previewKeys.tenantEpoch();
    const revoked = await a.previewKeys.revokeAll();
    expect(await a.previewKeys.tenantEpoch()).toBe(revoked);
    // Revoking tenant A's preview keys leaves tenant B's epoch, and so its keys, as they were.
    expect(await b.previewKeys.tenantEpoch()).toBe(before);
  },
  apiKeys: async () => {
    const key = { id: 'key_iso', name: 'A 시스템', keyHash: `hash-${randomUUID()}`, last4: 'abcd', createdAt: '2026-01-01T00:00:00.000Z' };
    await a.apiKeys.create(key);
    expect(await a.apiKeys.findByHash(key.keyHash)).toMatchObject({ id: 'key_iso' });
    // Tenant B neither finds A's key by its hash nor lists, revokes or touches it.
    expect(await b.apiKeys.findByHash(key.keyHash)).toBeUndefined();
    expect(await b.apiKeys.list()).toEqual([]);
    expect(await b.apiKeys.revoke('key_iso', '2026-01-02T00:00:00.000Z')).toBe('not-found');
    await b.apiKeys.recordUse(key.keyHash, '2026-01-02T00:00:00.000Z', '2026-01-01T23:00:00.000Z');
    expect(await b.apiKeys.findByHash(key.keyHash)).toBeUndefined();
    expect(await a.apiKeys.findByHash(key.keyHash)).toEqual(key);
  },
  applications: async () => {
    await a.applicants.create({ ...applicant(909), projectId: 6 });
    const all = async (repos: TenantRepositories) => (await repos.applications.listByProject(6, { shard: 0, afterId: 0 }, 100, {})).rows.map((r) => r.id);
    expect(await all(a)).toEqual([909]);
    expect(await all(b)).toEqual([]);
  },
  examPlaces: async () => {
    await a.examPlaces.upsertPlaces(70, [{ id: 1, place_name: '서울', address: '서울시', total_count: 1, closed: false }]);
    expect(await a.examPlaces.list(70)).toHaveLength(1);
    expect(await b.examPlaces.list(70)).toEqual([]);
    expect(await b.examPlaces.apply(70, 907, 1, new Date())).toMatchObject({ kind: 'missing' });
    expect(await a.examPlaces.apply(70, 907, 1, new Date())).toMatchObject({ kind: 'Y' });
    expect(await b.examPlaces.getChoice(70, 907)).toBeUndefined();
  },
  retention: async () => {
    expect(await a.retention.setConfirmation(5, { resultConfirmedAt: '2026-01-01', confirmedBy: 'integrator:k' }, 0)).toBe(true);
    // Tenant B's first write of the same project id is its own item, and A's stays as it was.
    expect(await b.retention.setConfirmation(5, undefined, 1)).toBe(false);
    expect(await a.retention.get(5)).toMatchObject({ projectId: 5, resultConfirmedAt: '2026-01-01', version: 1 });
    expect(await b.retention.get(5)).toBeUndefined();
    // The job's store of each tenant (destruction-store.ts) sees its own tenant's items only.
    const [storeA, storeB] = [11, 12].map((t) => destructionStore(new TenantTable(scopedClient(t).document, table, t)));
    expect(await storeB!.listRetention()).toEqual([]);
    const record = { projectId: 5, projectTitle: 'A', counts: { applicants: 1 } as never, keptHired: 0, destroyedOn: '2026-07-01', destroyedAt: '2026-07-01T00:00:00.000Z', method: 'm', orderedBy: 'o', confirmedBy: 'c', resultConfirmedAt: '2026-01-01', retentionDays: 180 };
    expect(await storeA!.finish(record)).toBe(true);
    expect(await b.retention.listRecords()).toEqual([]);
    expect(await storeB!.finish(record)).toBe(false);
    expect(await a.retention.listRecords()).toEqual([record]);
  },
  revisions: async () => {
    const at = '2026-01-01T00:00:00.000Z';
    for (const ref of [{ kind: 'project', id: '77' }, { kind: 'step-result', id: '5-908', applicantId: 908 }] as const) {
      expect(await a.revisions.begin(ref, 0, 'hash-a', at)).toBe(true);
      // Tenant B sees no version of A's item, and its own first version of the same id does not touch A's.
      expect(await b.revisions.get(ref)).toBeUndefined();
      expect(await b.revisions.begin(ref, 1, 'hash-b', at)).toBe(false);
      expect(await b.revisions.begin(ref, 0, 'hash-b', at)).toBe(true);
      await b.revisions.finish(ref, 1);
      expect(await a.revisions.get(ref)).toEqual({ version: 1, hash: 'hash-a', pending: true, at });
    }
  },
  exports: async () => {
    const at = '2026-01-01T00:00:00.000Z';
    const job = { id: 'exp_isolation00000000000000', projectId: 5, format: 'csv' as const, filter: {}, state: 'queued' as const, rows: 0, key: 'exports/t/11/x.csv', filename: 'x.csv', actor: 'integrator:key_a', createdAt: at, progressAt: at };
    await a.exports.create(job);
    // Tenant B neither sees A's export nor moves it on; its own export of the same id is its own.
    expect(await b.exports.get(job.id)).toBeUndefined();
    expect(await b.exports.update(job.id, 1, { state: 'done' })).toBe(false);
    expect(await a.exports.get(job.id)).toMatchObject({ state: 'queued', version: 1 });
  },
};

describe('tenant isolation of every repository', () => {
  it('has an isolation case for each repository the wiring builds', () => {
    expect(Object.keys(a).sort()).toEqual(Object.keys(isolation).sort());
  });

  for (const [name, check] of Object.entries(isolation)) {
    it(`${name}: tenant B cannot read, confirm or change what tenant A wrote`, check);
  }
});

describe("the store's own tenant scope (the second layer, as IAM's LeadingKeys on AWS)", () => {
  // Repositories of tenant 11 built by mistake over tenant 12's scoped client: the client, not the repository, must
  // refuse every call, on a table of their own that must stay empty.
  let honest: TenantRepositories;
  let breach: string;
  beforeAll(async () => {
    breach = `scope-${randomUUID().slice(0, 8)}`;
    await ensureTable(rawDynamoClient(), breach);
    honest = tenantRepositories(scopedClient(11), breach, now);
  });

  for (const [name, check] of Object.entries(isolation)) {
    it(`${name}: a call outside the client's tenant is refused before it is sent`, async () => {
      const [ownA, ownB] = [a, b];
      a = tenantRepositories({ tenantId: 11, document: scopedClient(12).document }, breach, now);
      b = tenantRepositories({ tenantId: 12, document: scopedClient(11).document }, breach, now);
      try {
        await expect(check()).rejects.toThrow(TenantScopeError);
      } finally {
        [a, b] = [ownA, ownB];
      }
    });
  }

  it('left the table untouched: no refused call wrote anything, and the honest client still reads its own', async () => {
    const items = await rawDynamoClient().send(new ScanCommand({ TableName: breach }));
    expect((items.Items ?? []).filter((i) => i.pk?.S?.startsWith('T#'))).toEqual([]);
    await honest.postings.put(posting);
    expect(await honest.postings.get(10)).toMatchObject({ title: 'A 공고' });
  });
});
