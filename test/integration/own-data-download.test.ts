import { ownDataMessages } from '@portal/shared/messages/own-data';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import type { DownloadApplicantDataResult } from '@portal/shared/schemas/applicant-data';
import { config } from '../../functions/src/config.ts';
import { scopedClient } from '../../functions/src/adapters/dynamodb/document-client.ts';
import { destructionStore } from '../../functions/src/adapters/dynamodb/destruction-store.ts';
import { TenantTable } from '../../functions/src/adapters/dynamodb/tenant-table.ts';
import { fileKeys } from '../../functions/src/domain/public-site/file-keys.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { applyThroughApi } from '../support/api-applicant.ts';
import { codeFromOutbox } from '../support/outbox-code.ts';
import { portalKst, portalNow } from '../support/test-clock.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * PIPA §35, the applicant's own data (issue 46 item 7), against the real stand-ins: POST applicant/download after an
 * 'applicant_download' SMS code to the phone given at application answers everything the portal holds of that
 * applicant (every kind of item in its partition, as the retention destroyer counts them), nothing of another
 * applicant and no secret, with presigned links that download the exact bytes of its uploads; the code works once.
 */
let portal: TestPortal;
const HOST = 'oneperson.localhost';
const TENANT = 9142;
const PROJECT = 91421;
const m = messages.findApplication;

beforeAll(async () => {
  portal = await startTestPortal([fixture('one-per-person.yaml')]);
});
afterAll(() => portal?.close());

const post = (path: string, body: unknown, token?: string) =>
  portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', ...(token ? { applicanttoken: token } : {}) });

let serial = 0;
/** An applicant made through the auth step, with something of every kind the portal keeps of a person. */
async function seeded(tag: string) {
  const n = String(Date.now() % 10_000_000).padStart(7, '0') + String(serial++ % 10);
  const person = { name: `정내려${String.fromCharCode(0xac00 + serial * 7)}`, phone: `010${n}`, email: `own-${tag}-${n}@example.com`, password: 'own-data-26' };
  const a = await applyThroughApi(portal.port, 'oneperson', { projectId: PROJECT, taskId: 914211, ...person, agreementIds: [1] });
  const id = a.id as number;
  const repos = processWiring().reposFor(TENANT);
  const motive = `${tag}의 지원동기 ${randomBytes(4).toString('hex')}`;
  expect(await repos.answers.savePage({ applicantId: id, pageIndex: 0, expectedVersion: 0, values: { motive }, saveType: 'save', savedAt: portalKst() })).toMatchObject({ ok: true });
  await repos.drafts.put({ applicantId: id, projectId: PROJECT, pageIndex: 1, version: 0, values: { intro: `${tag}의 초안` }, savedAt: portalKst() });
  await repos.submissions.acquireLock(id, `r-${id}`, Date.now(), 60_000);
  expect(
    await repos.submissions.submit({
      applicantId: id, requestId: `r-${id}`, seq: 1, applicantNumber: `OWN-${id}`, submittedAt: portalKst(), snapshotHash: `snapshot-${id}`,
      pages: [{ pageIndex: 0, version: 1, values: { motive } }],
      messages: [{ id: `receipt.${id}.1`, kind: 'receipt', channel: 'email', to: person.email, subject: '접수 완료', text: `${person.name}님 접수되었습니다`, applicantId: id }],
    }),
  ).toBe(true);
  await repos.applicantSteps.publish(PROJECT, 9142001, id, { resultMessageStatus: 'Y', resultType: 'pass', resultMessage: `${tag} 서류 합격`, scores: { 서류: '88' }, chart: null });
  // Two uploads with random bytes: the links must give these exact bytes back.
  const files = [
    { key: `${fileKeys.applicantPrefix(TENANT, id)}own-${tag}/cv.pdf`, filename: `${tag}-이력서.pdf`, bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2048)]), contentType: 'application/pdf' },
    { key: `${fileKeys.applicantPrefix(TENANT, id)}own-${tag}/photo.jpg`, filename: `${tag}-사진.jpg`, bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(1024)]), contentType: 'image/jpeg' },
  ];
  const w = processWiring();
  for (const f of files) {
    await w.files.put(f.key, f.bytes, f.contentType);
    await repos.uploads.put({ applicantId: id, key: f.key, filename: f.filename, filesize: f.bytes.length, contentType: f.contentType, field: 'documents', pageIndex: 0, createdAt: portalKst() });
  }
  expect(await repos.inquiries.create({ id: `own-inq-${id}`, applicantId: id, projectId: PROJECT, category: '채용 일반 문의', title: `${tag} 문의`, content: '내 정보를 받고 싶습니다', files: [], email: person.email, createdAt: portalKst() })).toBe(true);
  const at = portalNow().toISOString();
  await repos.audit.record({ action: 'application.submitted', actor: `applicant:${id}`, projectId: PROJECT, applicantId: id, at });
  await repos.audit.record({ action: 'integration.read-application', actor: 'integrator:own-key-9142', projectId: PROJECT, applicantId: id, at });
  return { ...person, id, token: a.token as string, motive, files };
}

/** An 'applicant_download' code to the applicant's own phone, confirmed as the dialog does. */
async function confirmedCode(p: { phone: string; token: string }, purpose = 'applicant_download') {
  expect((await post('verify/request/sms', { project_id: PROJECT, type: purpose, recv_info: p.phone }, p.token)).status).toBe(200);
  const code = await codeFromOutbox(portal, p.phone);
  expect((await post('verify/confirm/sms', { request_info: code, recv_info: p.phone, type: purpose })).json()).toBe('Y');
}

describe('the applicant downloads its own data (POST applicant/download, PIPA §35)', () => {
  it('refuses without a token, without the SMS check (in Korean), and with a delete code', async () => {
    expect((await post('applicant/download', { type: 'own_data' })).status).toBe(401);
    const p = await seeded('nocode');
    const refused = await post('applicant/download', { type: 'own_data' }, p.token);
    expect(refused.status).toBe(400);
    expect((refused.json() as { message: string }).message).toBe(ownDataMessages.needsSms);
    // A code for deleting is not a code for downloading.
    await confirmedCode(p, 'applicant_delete');
    const withDeleteCode = await post('applicant/download', { type: 'own_data' }, p.token);
    expect([withDeleteCode.status, (withDeleteCode.json() as { message: string }).message]).toEqual([400, ownDataMessages.needsSms]);
    // And the code goes only to the phone given at application.
    const other = await seeded('nocode-other');
    const wrongPhone = await post('verify/request/sms', { project_id: PROJECT, type: 'applicant_download', recv_info: other.phone }, p.token);
    expect([wrongPhone.status, (wrongPhone.json() as { message: string }).message]).toEqual([400, m.deletePhoneMismatch]);
  });

  it("answers every item the portal keeps of the applicant, none of another's and no secret; the links give the exact bytes; the code works once", async () => {
    const p = await seeded('mine');
    const other = await seeded('theirs');
    await confirmedCode(p);
    const r = await post('applicant/download', { type: 'own_data' }, p.token);
    expect(r.status, r.text).toBe(200);
    const { data, files } = r.json() as DownloadApplicantDataResult;

    // The applicant's personal fields and answers.
    expect(data.applicant).toMatchObject({ id: p.id, name: p.name, phone: p.phone, email: p.email, projectId: PROJECT, applicantNumber: `OWN-${p.id}` });
    // The consents given at the consent step (their own item beside the applicant's).
    expect(data.applicant.consents).toMatchObject([{ id: 1, version: expect.stringMatching(/^[0-9a-f]{12}$/) }]);
    expect(data.answers.map((a) => a.values)).toEqual([{ motive: p.motive }]);
    expect(data.drafts.map((d) => d.values)).toEqual([{ intro: 'mine의 초안' }]);
    expect(data.submissions).toMatchObject([{ seq: 1, applicantNumber: `OWN-${p.id}`, pages: [{ pageIndex: 0, values: { motive: p.motive } }] }]);
    expect(data.steps).toMatchObject([{ stepId: 9142001, resultType: 'pass', resultMessage: 'mine 서류 합격', scores: { 서류: '88' } }]);
    expect(data.inquiries).toMatchObject([{ title: 'mine 문의' }]);
    expect(data.messages).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'receipt', channel: 'email', state: 'sent' })]));
    // The application's audit trail: what was done and by what kind of actor, never the staff member's or key's id.
    expect(data.records).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'application.submitted', by: 'applicant' }), expect.objectContaining({ action: 'integration.read-application', by: 'integrator' })]));
    expect(data.uploads.map((u) => u.filename).sort()).toEqual(p.files.map((f) => f.filename).sort());

    // Every kind of item in the applicant's partition (the retention destroyer's count) is in the document, as many.
    const counts = await destructionStore(new TenantTable(scopedClient(TENANT).document, config().TABLE_NAME, TENANT)).countApplicantItems(p.id);
    const inDocument: Record<string, number> = {
      APPLICANT: 1,
      ANSWER: data.answers.length,
      DRAFT: data.drafts.length,
      SUBMISSION: data.submissions.length,
      SUBMISSIONPAGE: data.submissions.reduce((n, s) => n + s.pages.length, 0),
      STEP: data.steps.length,
      UPLOAD: data.uploads.length,
      INQUIRY: data.inquiries.length,
      MSG: data.messages.length,
      CONSENTS: data.applicant.consents ? 1 : 0,
    };
    for (const [kind, n] of Object.entries(counts)) if (kind in inDocument) expect(inDocument[kind], kind).toBe(n);
    // What the document leaves out is never about the person: idempotency records, upload claims, revisions.
    expect(Object.keys(counts).filter((k) => !(k in inDocument) && !['IDEMPOTENCY', 'UPLOADCLAIM', 'REVISION'].includes(k))).toEqual([]);

    // Nothing of the other applicant.
    const text = JSON.stringify(r.json());
    for (const theirs of [other.name, other.email, other.phone, other.motive, `OWN-${other.id}`, 'theirs']) expect(text).not.toContain(theirs);
    // No secret: hashes, keys, the table's own attributes, object keys.
    const stored = (await processWiring().reposFor(TENANT).applicants.get(p.id))!;
    for (const secret of [stored.passwordHash, stored.identityHash, ...(stored.identityHashes ?? []), stored.loginHash ?? 'none', `snapshot-${p.id}`]) expect(text).not.toContain(secret);
    for (const attribute of ['"pk"', '"sk"', 'gsi1pk', 'passwordHash', 'identityHash', 'loginHash', 'tokenEpoch', 'previewEpoch', 'recipientHash', 'own-key-9142']) expect(text).not.toContain(attribute);
    // The document names files by their names; only the presigned links beside it reach the store's keys.
    for (const f of p.files) expect(JSON.stringify(data)).not.toContain(f.key);

    // The links download the exact bytes of each upload.
    expect(files.map((f) => f.filename).sort()).toEqual(p.files.map((f) => f.filename).sort());
    for (const f of p.files) {
      const link = files.find((x) => x.filename === f.filename)!;
      expect(link.filesize).toBe(f.bytes.length);
      const got = await fetch(link.url);
      expect(got.status).toBe(200);
      expect(Buffer.from(await got.arrayBuffer()).equals(f.bytes), f.filename).toBe(true);
    }

    // The applicant's own action, in the audit trail without personal data.
    const audit = (await processWiring().reposFor(TENANT).audit.listMonth(portalNow().toISOString().slice(0, 7))).find((e) => e.applicantId === p.id && e.action === 'application.data-downloaded');
    expect(audit).toMatchObject({ actor: `applicant:${p.id}`, projectId: PROJECT, kind: 'download' });
    expect(JSON.stringify(audit)).not.toContain(p.name);

    // The code is used up: the same code does not download again.
    const again = await post('applicant/download', { type: 'own_data' }, p.token);
    expect([again.status, (again.json() as { message: string }).message]).toEqual([400, ownDataMessages.needsSms]);
  });
});
