import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ListObjectVersionsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { DestructionRecordList, ProjectRetentionRead } from '@portal/shared/schemas/retention';
import type { ApplicantHistory } from '@portal/shared/schemas/find-application';
import { addCalendarDays, kstDate } from '@portal/shared/retention';
import { retentionMessages } from '@portal/shared/messages/retention';
import { rawDynamoClient } from '../../functions/src/adapters/dynamodb/document-client.ts';
import { keys } from '../../functions/src/adapters/dynamodb/keys.ts';
import { s3Client } from '../../functions/src/adapters/s3/s3-client.ts';
import { runWithAccess } from '../../functions/src/adapters/access/access-guard.ts';
import { config } from '../../functions/src/config.ts';
import { fileKeys } from '../../functions/src/domain/public-site/file-keys.ts';
import { jobs } from '../../functions/src/http/routes.ts';
import { handler as retentionJob } from '../../functions/src/jobs/retention-destruction.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { makeApiKey } from '../support/api-keys.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { portalKst, portalNow } from '../support/test-clock.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Issue 46 item 1, retention and destruction (채용절차법 §11, PIPA §21), against the real stand-ins: DynamoDB Local, the
 * S3 stand-in behind its signature proxy (which answers ListObjectVersions), the local queue stand-in that starts the
 * job's units under the job's declared access. A project whose result was confirmed more than its 14 retention days
 * ago loses every applicant's data but the hired one's; another project of the same tenant keeps everything.
 */
const HOST = 'retention.localhost';
const TENANT = 9461;
const EXPIRED = { project: 94611, task: 946111, step: 9461, examDetail: 946111 };
const KEPT = { project: 94612, task: 946121 };
const JOB = 'RetentionDestruction';

let portal: TestPortal;
let key: string;
const auth = () => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });
const bucket = () => config().UPLOAD_BUCKET;

interface Seeded {
  id: number;
  token: string;
  name: string;
  email: string;
  phone: string;
  /** Its identity and login hashes (keys of partitions of their own). */
  hashes: string[];
  files: string[];
}

/** One applicant with something of every kind the portal keeps of a person: answers, a draft, a submission, a step, uploads (two versions' worth of keys), an inquiry, an exam choice, audit records. */
async function seedApplicant(projectId: number, taskId: number, n: number): Promise<Seeded> {
  const name = `보존${projectId % 10}${n}`;
  const email = `keep-${projectId}-${n}@example.com`;
  const phone = `0109461${String(projectId % 100).padStart(2, '0')}${n}`;
  const hashes = [`login-${projectId}-${n}`, `id-a-${projectId}-${n}`, `id-b-${projectId}-${n}`];
  const { id, token } = await createTestApplicant(TENANT, projectId, taskId, name, 1800, {
    email,
    phone,
    loginHash: hashes[0],
    identityHash: hashes[1]!,
    identityHashes: hashes.slice(1),
    consents: [{ id: 1, title: '개인정보 수집 동의', version: 'a1b2c3d4e5f6', sensitive: false, at: portalKst(), client: 'Chrome 131 · Windows' }],
  });
  const repos = processWiring().reposFor(TENANT);
  const at = new Date().toISOString();
  expect(await repos.answers.savePage({ applicantId: id, pageIndex: 0, expectedVersion: 0, values: { name, email }, saveType: 'save', savedAt: portalKst() })).toMatchObject({ ok: true });
  await repos.drafts.put({ applicantId: id, projectId, pageIndex: 1, version: 0, values: { intro: `${name}의 자기소개` }, savedAt: portalKst() });
  await repos.submissions.acquireLock(id, `r-${id}`, Date.now(), 60_000);
  expect(await repos.submissions.submit({ applicantId: id, requestId: `r-${id}`, seq: 1, applicantNumber: `${projectId}-${n}`, submittedAt: portalKst(), snapshotHash: 'h', pages: [{ pageIndex: 0, version: 1, values: { name, email } }], messages: [{ id: `receipt.${id}`, kind: 'receipt', channel: 'email', to: email, subject: '접수', text: `${name}님 접수`, applicantId: id }] })).toBe(true);
  const s3 = s3Client();
  const files = [`${fileKeys.applicantPrefix(TENANT, id)}abc/photo.jpg`, `${fileKeys.applicantPrefix(TENANT, id)}def/cv.pdf`, `${fileKeys.stagingPrefix(TENANT, id)}ghi/cv.pdf`];
  for (const f of files) {
    // Written twice: on S3 the first stays as an old version; the stand-in keeps the last.
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: f, Body: `${name} v1`, ContentType: 'application/pdf' }));
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: f, Body: `${name} v2`, ContentType: 'application/pdf' }));
  }
  for (const f of files.slice(0, 2)) await repos.uploads.put({ applicantId: id, key: f, filename: 'cv.pdf', filesize: 5, contentType: 'application/pdf', field: 'file', pageIndex: 0, createdAt: at });
  expect(await repos.inquiries.create({ id: `inq-${id}`, applicantId: id, projectId, category: '채용 일반 문의', title: `${name} 문의`, content: '보관 기간이 궁금합니다', files: [], email, createdAt: at })).toBe(true);
  if (projectId === EXPIRED.project) {
    await repos.applicantSteps.publish(projectId, EXPIRED.step, id, { resultMessageStatus: 'Y', resultType: 'pass', resultMessage: `${name}님 합격`, scores: {}, chart: null });
    expect(await repos.examPlaces.apply(EXPIRED.examDetail, id, 1, portalNow())).toMatchObject({ kind: 'Y' });
  }
  await repos.audit.record({ action: 'application.submitted', actor: `applicant:${id}`, projectId, applicantId: id, at });
  await repos.audit.record({ action: 'integration.read-application', actor: 'integrator:k', projectId, applicantId: id, at });
  return { id, token, name, email, phone, hashes, files };
}

/** Every item of the tenant in the table (a Scan, as only a test may), unmarshalled. */
async function tenantItems(): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const r = await rawDynamoClient().send(new ScanCommand({ TableName: config().TABLE_NAME, ExclusiveStartKey: start }));
    out.push(...(r.Items ?? []).map((i) => unmarshall(i)));
    start = r.LastEvaluatedKey;
  } while (start);
  return out.filter((i) => String(i.pk) === `T#${TENANT}` || String(i.pk).startsWith(`T#${TENANT}#`));
}

/**
 * What the table still holds of a person: any item in its partitions, naming its id, holding its name, e-mail or phone,
 * or keyed by its identity and login hashes. An applicant token (its own partition, by the token's hash) names the
 * applicant until DynamoDB's TTL removes it a day after it was made, long before any retention period (at least 14
 * days) ends; DynamoDB Local keeps expired items, so tokens are left out here.
 */
async function traces(p: Seeded): Promise<string[]> {
  const padded = String(p.id).padStart(12, '0');
  return (await tenantItems())
    .filter((i) => i.entity !== 'ApplicantToken')
    .filter((i) => {
      const text = JSON.stringify(i);
      return (
        String(i.pk).includes(`#A#${padded}`) ||
        String(i.pk).includes(`AUDITAPP#${padded}`) ||
        i.applicantId === p.id ||
        String(i.sk).includes(`CHOICE#${padded}`) ||
        p.hashes.some((h) => String(i.pk).includes(h)) ||
        [p.name, p.email, p.phone].some((s) => text.includes(s))
      );
    })
    .map((i) => `${String(i.pk).split('#').slice(0, 3).join('#')} ${String(i.sk).slice(0, 40)}`)
    .sort();
}

/** Every stored version (and delete marker) of the person's objects, as S3 lists them. */
async function versions(p: Seeded): Promise<string[]> {
  const out: string[] = [];
  for (const prefix of [fileKeys.applicantPrefix(TENANT, p.id), fileKeys.stagingPrefix(TENANT, p.id)]) {
    const r = await s3Client().send(new ListObjectVersionsCommand({ Bucket: bucket(), Prefix: prefix }));
    out.push(...[...(r.Versions ?? []), ...(r.DeleteMarkers ?? [])].map((v) => `${v.Key}@${v.VersionId}`));
  }
  return out;
}

const retentionOf = async (projectId: number) => {
  const r = await portal.get(HOST, `/api/integration/projects/${projectId}/retention`, auth());
  expect(r.status, r.text).toBe(200);
  return r.json<ProjectRetentionRead>();
};
const confirm = async (projectId: number, date: string | null, version: number) =>
  portal.send('PUT', HOST, `/api/integration/projects/${projectId}/retention`, JSON.stringify({ version, result_confirmed_at: date }), auth());
const history = async (p: Seeded) => {
  const r = await portal.send('POST', HOST, '/api/app/applicant/check', '{}', { 'content-type': 'application/json', applicanttoken: p.token });
  expect(r.status, r.text).toBe(200);
  return r.json<ApplicantHistory>();
};
/** One run of the job as its schedule starts it (under its declared access), then its units through the queue stand-in. */
async function runJob() {
  const job = jobs.find((j) => j.id === JOB)!;
  const before = portal.queues.stats(JOB);
  const answer = await runWithAccess(job.id, job.access, () => retentionJob());
  await portal.queues.drain();
  const after = portal.queues.stats(JOB);
  return { answer, handled: after.handled - before.handled, failedTries: after.failedTries - before.failedTries, parked: after.parked.length - before.parked.length };
}

let destroyed: Seeded[];
let hired: Seeded;
let other: Seeded;

beforeAll(async () => {
  portal = await startTestPortal([fixture('retention.yaml')]);
  key = await makeApiKey('retention', 'hr-system', 'read,write');
  destroyed = [await seedApplicant(EXPIRED.project, EXPIRED.task, 1), await seedApplicant(EXPIRED.project, EXPIRED.task, 2)];
  hired = await seedApplicant(EXPIRED.project, EXPIRED.task, 3);
  other = await seedApplicant(KEPT.project, KEPT.task, 1);
});
afterAll(async () => {
  await portal?.close();
});

describe('retention and destruction (issue 46 item 1, 채용절차법 §11, PIPA §21)', () => {
  it('reads and sets the confirmation date through the integration API: versioned, a calendar date, not in the future', async () => {
    expect(await retentionOf(EXPIRED.project)).toEqual({ project_id: EXPIRED.project, retention_days: 14, result_confirmed_at: null, destroy_on: null, destroyed_at: null, version: 0 });
    expect(await retentionOf(KEPT.project)).toMatchObject({ retention_days: 180 });
    const tomorrow = addCalendarDays(kstDate(portalNow()), 1);
    expect((await confirm(EXPIRED.project, tomorrow, 0)).status).toBe(400);
    expect((await confirm(EXPIRED.project, '2026-02-30', 0)).status).toBe(400);

    const confirmedOn = addCalendarDays(kstDate(portalNow()), -20);
    const set = await confirm(EXPIRED.project, confirmedOn, 0);
    expect(set.status, set.text).toBe(200);
    expect(set.json<ProjectRetentionRead>()).toMatchObject({ result_confirmed_at: confirmedOn, destroy_on: addCalendarDays(confirmedOn, 14), version: 1 });
    // A write from a stale read is refused.
    expect((await confirm(EXPIRED.project, confirmedOn, 0)).status).toBe(409);
    // The other project's result was confirmed today: kept 180 days more.
    expect((await confirm(KEPT.project, kstDate(portalNow()), 0)).status).toBe(200);
    // The hired mark, which the organisation's HR system sets.
    const h = await portal.send('PUT', HOST, `/api/integration/applications/${hired.id}/hired`, JSON.stringify({ hired: true }), auth());
    expect(h.status, h.text).toBe(200);
    expect((await portal.send('PUT', HOST, '/api/integration/applications/999999/hired', JSON.stringify({ hired: true }), auth())).status).toBe(404);
  });

  it('shows the applicant on R5-1 on which day the data is destroyed, once the result is confirmed', async () => {
    const confirmedOn = (await retentionOf(EXPIRED.project)).result_confirmed_at!;
    expect((await history(destroyed[0]!)).retention).toEqual({ destroyOn: addCalendarDays(confirmedOn, 14), hired: false });
    expect((await history(hired)).retention).toMatchObject({ hired: true });
    expect(retentionMessages.historyDestroyOn(addCalendarDays(confirmedOn, 14))).toMatch(/^제출하신 지원서와 서류는 \d{4}년 \d{1,2}월 \d{1,2}일에 파기됩니다\.$/);
  });

  it('destroys every applicant of the project past its period but the hired one, files in every version too, and records it without personal data; the other project is untouched', async () => {
    for (const p of [...destroyed, hired, other]) {
      expect((await traces(p)).length, `${p.name} seeded`).toBeGreaterThan(10);
      expect(await versions(p)).toHaveLength(3);
    }
    const otherBefore = await traces(other);
    const hiredBefore = await traces(hired);

    const run = await runJob();
    expect(run.answer).toEqual({ busy: false, confirmed: 2, dispatched: 1 });
    expect(run).toMatchObject({ handled: 1, failedTries: 0, parked: 0 });

    for (const p of destroyed) {
      expect(await traces(p), `${p.name} left in the table`).toEqual([]);
      expect(await versions(p), `${p.name} left in the bucket`).toEqual([]);
    }
    // The hired applicant and the other project's applicant keep everything.
    expect(await traces(hired)).toEqual(hiredBefore);
    expect(await versions(hired)).toHaveLength(3);
    expect(await traces(other)).toEqual(otherBefore);
    expect(await versions(other)).toHaveLength(3);
    // The month trail keeps what happened, no longer to whom.
    const month = (await tenantItems()).filter((i) => String(i.pk).startsWith(`T#${TENANT}#AUDIT#`) && i.projectId === EXPIRED.project);
    expect(month.filter((i) => i.forgotten === true)).toHaveLength(4);

    const r = await portal.get(HOST, '/api/integration/destruction-records', auth());
    expect(r.status, r.text).toBe(200);
    const { records } = r.json<DestructionRecordList>();
    expect(records).toHaveLength(1);
    const record = records[0]!;
    expect(record).toMatchObject({
      project_id: EXPIRED.project,
      project_title: '보존 만료 채용',
      kept_hired: 1,
      destroyed_on: kstDate(portalNow()),
      method: '삭제(복구 불가)',
      ordered_by: '보존 기간 경과(결과 확정일로부터 14일)',
      retention_days: 14,
    });
    expect(record.confirmed_by).toMatch(/^integrator:/);
    // Two applicants, each: the applicant, one answer page, one draft, a submission and its page, a step, two upload
    // records, three objects, an inquiry, its receipt message, two audit records, an exam choice, its consents, three
    // identity keys.
    expect(record.counts).toEqual({ applicants: 2, answers: 2, drafts: 2, submissions: 4, steps: 2, uploads: 4, fileVersions: 6, inquiries: 2, messages: 2, auditRecords: 4, examChoices: 2, consents: 2, other: 6 });
    const text = JSON.stringify(record);
    for (const p of destroyed) for (const s of [p.name, p.email, p.phone, `"${p.id}"`, `applicant:${p.id}`]) expect(text).not.toContain(s);
    expect(await retentionOf(EXPIRED.project)).toMatchObject({ destroyed_at: expect.any(String) });
    // Nothing is left to keep: the date can no longer be moved.
    expect((await confirm(EXPIRED.project, null, (await retentionOf(EXPIRED.project)).version)).status).toBe(409);
  });

  it('destroys nothing more and writes no second record when it runs again', async () => {
    const before = await tenantItems();
    const run = await runJob();
    expect(run.answer).toEqual({ busy: false, confirmed: 1, dispatched: 0 });
    // A unit delivered again anyway (a duplicate message) finds the project destroyed.
    const { runRetentionUnits } = await import('../../functions/src/jobs/retention-destruction.ts');
    const { sqsRecord } = await import('../../functions/src/local/local-queues.ts');
    const { retentionFileVersions, retentionUnitQueue } = await import('../../functions/src/wiring/optional/retention-units.ts');
    const again = await runRetentionUnits(processWiring(), retentionUnitQueue(config()), retentionFileVersions(config()), [sqsRecord(JSON.stringify({ tenantId: TENANT, projectId: EXPIRED.project }), 'again', 1, 'test')], 'again', 60_000);
    expect(again.batchItemFailures).toEqual([]);
    const after = await tenantItems();
    const strip = (items: Record<string, unknown>[]) => items.map((i) => `${String(i.pk)}|${String(i.sk)}|${String(i.version)}`).sort();
    expect(strip(after)).toEqual(strip(before));
    expect((await processWiring().reposFor(TENANT).retention.listRecords())).toHaveLength(1);
    expect(keys.destructionRecord(EXPIRED.project).sk).toBe('DESTRUCTION#000000094611');
  });

  it('goes on where it stopped when a unit runs out of time, and counts each applicant once', async () => {
    const project = 94613;
    const people = [await seedApplicant(project, 946131, 1), await seedApplicant(project, 946131, 2)];
    expect((await confirm(project, addCalendarDays(kstDate(portalNow()), -40), 0)).status).toBe(200);
    const { runRetentionUnits } = await import('../../functions/src/jobs/retention-destruction.ts');
    const { sqsRecord } = await import('../../functions/src/local/local-queues.ts');
    const { retentionFileVersions, retentionUnitQueue } = await import('../../functions/src/wiring/optional/retention-units.ts');
    const before = portal.queues.stats(JOB);
    // No time left beyond the unit's margin: it stops before the first applicant and sends itself again.
    const cut = await runRetentionUnits(processWiring(), retentionUnitQueue(config()), retentionFileVersions(config()), [sqsRecord(JSON.stringify({ tenantId: TENANT, projectId: project }), 'cut', 1, 'test')], 'cut', 15_000);
    expect(cut.batchItemFailures).toEqual([]);
    expect(await processWiring().reposFor(TENANT).retention.listRecords()).toHaveLength(1);
    for (const p of people) expect((await traces(p)).length).toBeGreaterThan(10);
    // The queue delivers the unit it sent itself, with its function's time: it finishes.
    await portal.queues.drain();
    expect(portal.queues.stats(JOB).handled - before.handled).toBe(1);
    for (const p of people) {
      expect(await traces(p)).toEqual([]);
      expect(await versions(p)).toEqual([]);
    }
    const records = await processWiring().reposFor(TENANT).retention.listRecords();
    expect(records.find((r) => r.projectId === project)).toMatchObject({ keptHired: 0, retentionDays: 30, counts: { applicants: 2, answers: 2, submissions: 4, fileVersions: 6, examChoices: 0 } });
  });
});
