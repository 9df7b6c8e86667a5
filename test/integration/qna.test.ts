import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, QNA_ATTACHMENT_LIMITS } from '@portal/shared';
import type { TenantRepositories } from '../../functions/src/domain/ports.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';
import { qnaMessages } from '@portal/shared/messages/qna';

/** Q&A (spec part 2, 2.14; issue 18 item 6): attachments through the presigned flow, the inquiry, the acknowledgement. */
let portal: TestPortal;
let repos: TenantRepositories;
const A = 'alpha.localhost';
const m = qnaMessages;
const CATEGORY = '채용 절차';

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
  const tenant = (await processWiring().directory.findByDomainKey('alpha'))!;
  repos = processWiring().reposFor(tenant.id);
});
afterAll(() => portal?.close());

const send = (method: string, path: string, body: unknown, token?: string) =>
  portal.send(method, A, `/api/app/${path}`, body === undefined ? undefined : JSON.stringify(body), { 'content-type': 'application/json', ...(token ? { applicanttoken: token } : {}) });
const text = (s: string) => new TextEncoder().encode(s);
const PDF = text('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
const ELF = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]);

async function attach(token: string, filename: string, body: Uint8Array, declaredSize = body.length) {
  const url = await send('POST', 'board/upload-url', { filename, size: declaredSize, contentType: 'application/pdf' }, token);
  if (url.status !== 200) return url;
  const { url: put, headers, key } = url.json<{ url: string; headers: Record<string, string>; key: string }>();
  expect((await fetch(put, { method: 'PUT', headers, body: new Uint8Array(body) })).status).toBe(200);
  return send('POST', 'board/upload', { key, filename }, token);
}
const me = () => createTestApplicant(9101, 91011, 910112, '문의자');

describe('Q&A inquiry', () => {
  it('stores an inquiry with two checked attachments for staff and sends the acknowledgement e-mail', async () => {
    const a = await me();
    const applicant = (await repos.applicants.get(a.id))!;
    const first = await attach(a.token, '이력서.pdf', PDF);
    const second = await attach(a.token, '증빙.pdf', PDF);
    expect(first.status, first.text).toBe(200);
    const files = [first.json<{ id: string; filepath: string; filename: string }>(), second.json<{ id: string; filepath: string }>()];
    expect(files[0]).toMatchObject({ filename: '이력서.pdf', filepath: expect.stringContaining(`/applicants/${a.id}/`) });

    const stored = await send('POST', 'board/qna', { category: CATEGORY, title: '서류 제출 문의', content: '증빙 서류를 추가로 낼 수 있나요?', file_ids: files.map((f) => f.id) }, a.token);
    expect(stored.status, stored.text).toBe(200);
    const { id } = stored.json<{ result: string; id: string }>();
    const kept = await repos.inquiries.listRecent(0, 50);
    expect(kept.items.find((i) => i.id === id)).toMatchObject({ applicantId: a.id, category: CATEGORY, title: '서류 제출 문의', email: applicant.email, files: [{ id: files[0]!.id }, { id: files[1]!.id }] });
    const outbox = (await portal.get('localhost', '/dev/outbox.json')).json<{ to: string; subject?: string; body?: string }[]>();
    // The acknowledgement quotes nothing the sender typed (docs/security.md 28).
    expect(outbox.find((e) => e.to === applicant.email && e.subject === m.ackSubject('알파 공사'))?.body).toBe(m.ackText('알파 공사'));

    // An attachment of a stored inquiry stays; a second inquiry cannot take it again.
    const removed = await send('DELETE', `board/fileDelete/${files[0]!.id}`, undefined, a.token);
    expect(removed.status).toBe(400);
    expect(removed.json<{ message: string }>().message).toBe(m.fileAttached);
    const again = await send('POST', 'board/qna', { category: CATEGORY, title: '다시', content: '같은 파일', file_ids: [files[0]!.id] }, a.token);
    expect(again.status).toBe(400);
    expect(again.json<{ message: string }>().message).toBe(m.fileNotFound);
  });

  it('lets only one of concurrent inquiries hold an attachment, and never deletes a file an inquiry holds', async () => {
    const a = await me();
    const file = (await attach(a.token, '경쟁.pdf', PDF)).json<{ id: string; filepath: string }>();
    const ask = (title: string) => send('POST', 'board/qna', { category: CATEGORY, title, content: '같은 첨부', file_ids: [file.id] }, a.token);
    const answers = await Promise.all([ask('첫째'), ask('둘째'), ask('셋째'), send('DELETE', `board/fileDelete/${file.id}`, undefined, a.token)]);
    const inquiries = answers.slice(0, 3).filter((r) => r.status === 200);
    const deleted = answers[3]!.status === 200;
    const holders = (await repos.inquiries.listByApplicant(a.id)).filter((i) => i.files.some((f) => f.id === file.id));
    // Either the delete won and no inquiry holds the file, or exactly one inquiry holds it and the object is kept.
    expect(holders.length).toBe(deleted ? 0 : 1);
    expect(inquiries.length).toBe(deleted ? 0 : 1);
    expect(await processWiring().files.exists(file.filepath)).toBe(!deleted);
    for (const r of answers.slice(0, 3)) if (r.status !== 200) expect(r.json<{ message: string }>().message).toBe(m.fileNotFound);
  });

  it("removes a loose attachment from the store, and refuses another applicant's file and an executable", async () => {
    const a = await me();
    const other = await me();
    const file = (await attach(a.token, '메모.pdf', PDF)).json<{ id: string; filepath: string }>();
    expect((await send('DELETE', `board/fileDelete/${file.id}`, undefined, other.token)).status).toBe(404);
    expect((await send('POST', 'board/qna', { category: CATEGORY, title: '남의 파일', content: '내용', file_ids: [file.id] }, other.token)).status).toBe(400);
    expect((await send('DELETE', `board/fileDelete/${file.id}`, undefined, a.token)).status).toBe(200);
    expect(await processWiring().files.exists(file.filepath)).toBe(false);
    expect(await repos.uploads.find(a.id, file.filepath)).toBeUndefined();

    const exe = await attach(a.token, 'setup.exe', ELF);
    expect(exe.status).toBe(400);
    const disguised = await attach(a.token, '보고서.pdf', ELF);
    expect(disguised.status).toBe(400);
    const tooBig = await send('POST', 'board/upload-url', { filename: '큰파일.pdf', size: QNA_ATTACHMENT_LIMITS.maxFileMb * 1024 * 1024 + 1, contentType: 'application/pdf' }, a.token);
    expect(tooBig.status).toBe(400);
  });

  it("takes an inquiry in a category whose value is 'N', which only hides its description (spec part 2, 2.14)", async () => {
    const listed = await portal.send('GET', A, '/api/app/code/board/qna?companyId=1');
    expect(listed.json<{ name: string; value: string }[]>().map((o) => [o.name, o.value])).toEqual([[CATEGORY, 'Y'], ['기타 문의', 'N']]);
    const a = await me();
    const stored = await send('POST', 'board/qna', { category: '기타 문의', title: '기타', content: '분류 N의 문의입니다.' }, a.token);
    expect(stored.status, stored.text).toBe(200);
    const { id } = stored.json<{ id: string }>();
    expect((await repos.inquiries.listByApplicant(a.id)).find((i) => i.id === id)).toMatchObject({ category: '기타 문의' });
  });

  it('refuses an inquiry without identification, with an unknown category or empty fields, and more files than allowed', async () => {
    expect((await send('POST', 'board/qna', { category: CATEGORY, title: '제목', content: '내용' })).status).toBe(401);
    const a = await me();
    const unknown = await send('POST', 'board/qna', { category: '없는 유형', title: '제목', content: '내용' }, a.token);
    expect(unknown.status).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(m.unknownCategory);
    const empty = await send('POST', 'board/qna', { category: CATEGORY, title: '  ', content: '' }, a.token);
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(m.required);
    const many = Array.from({ length: QNA_ATTACHMENT_LIMITS.maxCount + 1 }, (_, i) => `file-id-${String(i).padStart(10, '0')}`);
    const tooMany = await send('POST', 'board/qna', { category: CATEGORY, title: '제목', content: '내용', file_ids: many }, a.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toContain(m.tooManyFiles(QNA_ATTACHMENT_LIMITS.maxCount));
  });
});
