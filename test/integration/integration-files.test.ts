import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationFiles, AuditPage, InquiryPage } from '@portal/shared/schemas/integration';
import { integrationMessages as m } from '@portal/shared/messages/integration';
import { fileKeys } from '../../functions/src/domain/public-site/file-keys.ts';
import { QNA_FIELD, QNA_PAGE_INDEX, qnaFileId } from '../../functions/src/domain/qna/qna-attachments.ts';
import { apiKeyCommand } from '../../functions/src/local/api-key-commands.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { portalKst } from '../support/test-clock.ts';
import { alpha, fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * The integration API's reads of an application's files and of the Q&A inquiries (issue 21 item 3) against the real
 * stand-ins: each file comes with a presigned download that answers the stored bytes; another organisation's applicant
 * is unknown; inquiries are paged newest first with an opaque cursor.
 */
let portal: TestPortal;
let key: string;
let applicantId: number;
const text = (v: string) => new TextEncoder().encode(v);

const get = (path: string, apiKey = key, host: string = alpha.host) => portal.get(host, `/api/integration${path}`, { authorization: `Bearer ${apiKey}` });

async function storeUpload(id: number, name: string, field: string, pageIndex: number, bytes: Uint8Array): Promise<string> {
  const w = processWiring();
  const k = `${fileKeys.applicantPrefix(alpha.tenant, id)}${Math.random().toString(36).slice(2, 10)}/${name}`;
  await w.files.put(k, bytes, 'application/pdf');
  await w.reposFor(alpha.tenant).uploads.put({ applicantId: id, key: k, filename: name, filesize: bytes.length, contentType: 'application/pdf', field, pageIndex, createdAt: portalKst() });
  return k;
}

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
  const lines: string[] = [];
  expect(await apiKeyCommand(processWiring(), ['create', 'alpha', 'files'], (l) => lines.push(l))).toBe(0);
  key = lines.at(-1)!;
  applicantId = (await createTestApplicant(alpha.tenant, alpha.project, alpha.task, '최파일')).id;
  await storeUpload(applicantId, '경력증명서.pdf', 'career_files', 1, text('%PDF-1.7 career'));
  const repos = processWiring().reposFor(alpha.tenant);
  for (const n of [1, 2]) {
    const filepath = await storeUpload(applicantId, `문의첨부${n}.pdf`, QNA_FIELD, QNA_PAGE_INDEX, text(`%PDF-1.7 qna ${n}`));
    const created = await repos.inquiries.create({
      id: `inq-files-${n}`,
      applicantId,
      projectId: alpha.project,
      category: '채용 절차',
      title: `파일 문의 ${n}`,
      content: '첨부를 확인해 주세요.',
      files: [{ id: qnaFileId(filepath), filepath, filename: `문의첨부${n}.pdf`, filesize: 15 }],
      email: 'file@example.com',
      createdAt: `2026-03-0${n}T09:00:00.000Z`,
    });
    expect(created).toBe(true);
  }
});
afterAll(() => portal?.close());

describe("GET /api/integration/applications/{applicantId}/files", () => {
  it("answers the application's own files with downloads of their bytes, not its inquiries' attachments, and audits the read", async () => {
    const r = await get(`/applications/${applicantId}/files`);
    expect(r.status, r.text).toBe(200);
    const files = r.json<ApplicationFiles>();
    expect(files.items.map((f) => [f.filename, f.field, f.pageIndex])).toEqual([['경력증명서.pdf', 'career_files', 1]]);
    const download = await fetch(files.items[0]!.url);
    expect(await download.text()).toBe('%PDF-1.7 career');
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('경력증명서.pdf'));
    const audit = (await get('/audit')).json<AuditPage>();
    expect(audit.items.some((i) => i.action === 'integration.read-files' && i.applicantId === applicantId)).toBe(true);
  });

  it("answers another organisation's applicant as unknown", async () => {
    const lines: string[] = [];
    expect(await apiKeyCommand(processWiring(), ['create', 'beta', 'files'], (l) => lines.push(l))).toBe(0);
    const r = await get(`/applications/${applicantId}/files`, lines.at(-1)!, 'beta.localhost');
    expect({ status: r.status, message: r.json().message }).toEqual({ status: 404, message: m.applicationNotFound });
  });
});

describe('GET /api/integration/inquiries', () => {
  it('pages the inquiries newest first with their attachments downloadable, and refuses an altered cursor', async () => {
    const first = (await get('/inquiries?limit=1')).json<InquiryPage>();
    expect(first.items.map((i) => i.title)).toEqual(['파일 문의 2']);
    expect(first.nextCursor).not.toBeNull();
    expect(await (await fetch(first.items[0]!.files[0]!.url)).text()).toBe('%PDF-1.7 qna 2');
    const second = (await get(`/inquiries?limit=1&cursor=${first.nextCursor}`)).json<InquiryPage>();
    expect(second.items.map((i) => i.title)).toEqual(['파일 문의 1']);
    expect(second.nextCursor).toBeNull();
    const altered = await get(`/inquiries?cursor=${Buffer.from('{"o":-1}').toString('base64url')}`);
    expect({ status: altered.status, message: altered.json().message }).toEqual({ status: 400, message: m.invalidCursor });
    // Beta has none of alpha's.
    const lines: string[] = [];
    expect(await apiKeyCommand(processWiring(), ['create', 'beta', 'q'], (l) => lines.push(l))).toBe(0);
    expect((await get('/inquiries', lines.at(-1)!, 'beta.localhost')).json<InquiryPage>().items).toEqual([]);
  });
});
