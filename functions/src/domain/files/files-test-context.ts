import { createHash } from 'node:crypto';
import type { FormPage, Item } from '@portal/shared/form-model/definition';
import { itemSchema } from '@portal/shared/form-model/definition';
import type { With } from '../context.ts';
import type { ApplicantRecord, ApplicantTokenRepository, FileStore, UploadRecord } from '../ports.ts';

/** Test support: an AppContext with in-memory fakes of the ports the upload use cases touch. */

export const TENANT = 3;
export const TASK = 31;

export function uploadItem(field: string, type: 'photo' | 'file' | 'text', extra: Partial<Record<string, unknown>> = {}): Item {
  return itemSchema.parse({ id: field.length, title: field, input_type: { type, field }, ...extra });
}

export function page(items: Item[]): FormPage {
  return {
    pageIndex: 1,
    title: ['기본정보'],
    projectVersion: 1,
    forms: [{ application_form_id: 1, code_value: 'personal_info', title: '인적사항', details: [{ id: 1, title: '첨부', code: { value: '' }, required: 'N', hidden: 'N', status: 'Y', items }] }],
  };
}

const applicant = (id: number): ApplicantRecord => ({
  id,
  projectId: 30,
  taskId: TASK,
  taskName: '사무',
  name: '김지원',
  phone: '01012345678',
  email: 'a@example.com',
  passwordHash: '',
  auth: false,
  identityHash: `h${id}`,
  status: 'N',
  confirmPage: [],
  savePage: null,
  fields: {},
  createdAt: '2025-06-01T00:00:00.000Z',
});

export function filesTestContext(opts: { items: Item[]; token?: string | undefined; staff?: boolean }) {
  const objects = new Map<string, { body: Uint8Array; contentType: string }>();
  const presigned: { key: string; contentType: string; size: number; ttl: number }[] = [];
  const deleted: string[] = [];
  const uploads: UploadRecord[] = [];
  const claims = new Map<string, string>();
  let issued = 0;
  const now = new Date(Date.UTC(2025, 5, 1, 1, 0, 0));
  const at = now.getTime() / 1000;
  // Tokens as the repository answers them: 'token-ended' belongs to applicant 7 whose session ended an hour ago.
  /** Runs just before a copy: lets a test change the source between the check and the copy. */
  const hooks: { beforeCopy?: ((from: string) => void) | undefined } = {};
  const etagOf = (body: Uint8Array) => `"${createHash('md5').update(body).digest('hex')}"`;
  const tokens = new Map([
    ['token-7', { applicantId: 7, expiresAt: at + 3600, sessionUntil: at + 600, epoch: 0 }],
    ['token-8', { applicantId: 8, expiresAt: at + 3600, sessionUntil: at + 600, epoch: 0 }],
    ['token-ended', { applicantId: 7, expiresAt: at + 3600, sessionUntil: at - 3600, epoch: 0 }],
  ]);
  const applicantTokens: Pick<ApplicantTokenRepository, 'find'> = { find: async (t) => tokens.get(t) };
  const files: FileStore = {
    downloadUrl: async (key, filename) => `https://s3.test/${key}?name=${encodeURIComponent(filename)}`,
    exists: async (key) => objects.has(key),
    put: async (key, body, contentType) => void objects.set(key, { body, contentType }),
    presignPut: async (key, contentType, size, ttl) => {
      presigned.push({ key, contentType, size, ttl });
      return { url: `https://s3.test/${key}?signed`, headers: { 'Content-Type': contentType } };
    },
    head: async (key) => {
      const o = objects.get(key);
      return o ? { size: o.body.length, contentType: o.contentType, etag: etagOf(o.body) } : undefined;
    },
    readStart: async (key, n) => {
      const o = objects.get(key);
      return o ? { bytes: o.body.subarray(0, n), etag: etagOf(o.body) } : { bytes: new Uint8Array(), etag: '' };
    },
    copyIfUnchanged: async (from, to, etag) => {
      hooks.beforeCopy?.(from);
      const o = objects.get(from);
      if (!o || etagOf(o.body) !== etag) return false;
      objects.set(to, { ...o });
      return true;
    },
    delete: async (key) => {
      deleted.push(key);
      objects.delete(key);
    },
  };
  const ctx = {
    tenant: { id: TENANT, domainKey: 'gamma' },
    actor: opts.staff ? { kind: 'staff', staffId: 's1', grant: { kind: 'operator' }, sessionHash: 'session-hash' } : { kind: 'visitor' },
    origin: { protocol: 'http', host: 'gamma.localhost', sourceIp: '' },
    clock: { now: () => now },
    crypto: { randomToken: () => `${String(++issued).padStart(22, 'A')}_rest_of_the_token_` },
    files,
    applicantToken: opts.token,
    repos: {
      applicantTokens,
      applicants: { get: async (id: number) => (id === 7 || id === 8 ? applicant(id) : undefined) },
      forms: { getPage: async (taskId: number, pageIndex: number) => (taskId === TASK && pageIndex === 1 ? { ...page(opts.items), pageCount: 2 } : undefined) },
      uploads: {
        claim: async (id: number, stagingKey: string, finalKey: string) => {
          const held = claims.get(`${id}:${stagingKey}`);
          if (held !== undefined) return { won: false as const, finalKey: held };
          claims.set(`${id}:${stagingKey}`, finalKey);
          return { won: true as const };
        },
        releaseClaim: async (id: number, stagingKey: string) => void claims.delete(`${id}:${stagingKey}`),
        put: async (r: UploadRecord) => void uploads.push(r),
        listByApplicant: async (id: number) => uploads.filter((u) => u.applicantId === id),
        find: async (id: number, key: string) => uploads.find((u) => u.applicantId === id && u.key === key),
      },
    },
  } as unknown as With<'files'>;
  return { ctx, objects, presigned, deleted, uploads, hooks };
}

export const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));
export const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
export const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
export const PDF = bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n');
export const HWP = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0, 0, 0, 0, 0, 0, 0, 0]);
export const DOCX = bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0], '[Content_Types].xml');
export const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0], 'This program cannot be run in DOS mode.');
export const ELF = bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
export const TEXT = bytes('자기소개서 초안입니다.\n지원 동기와 경력 사항을 정리했습니다.\n');
