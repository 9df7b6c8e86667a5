import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import type { ApplicantRecord, CodeRecord, CreatedApplicant, IdempotentWrite } from '../ports.ts';
import { memoryIdempotency, testKeyedHash } from '../idempotency/idempotency-test-store.ts';
import { createApplicant, type CreateApplicantInput } from './create-applicant.ts';

/** An open project that verifies the e-mail, an in-memory store of applicants, tokens and codes, and idempotency records. */
function authTestContext() {
  const at = Date.UTC(2026, 10, 10, 3, 0, 0);
  const nowS = at / 1000;
  const applicants = new Map<number, ApplicantRecord>();
  const identities = new Map<string, number>();
  const tokens: { applicantId: number; epoch: number }[] = [];
  const idempotency = memoryIdempotency();
  const code: CodeRecord = { channel: 'email', purpose: 'applicant_certification', projectId: 30, codeHash: 'c', codeExpiresAt: nowS + 300, attempts: 1, verifiedAt: nowS, verifiedUntil: nowS + 1800 };
  const store = { failCreate: false };
  let ids = 100;
  const ctx = {
    clock: { now: () => new Date(at) },
    origin: { protocol: 'https', host: 'x.localhost', sourceIp: '127.0.0.1' },
    crypto: { keyedHash: testKeyedHash, sha256: (v: string) => `sha:${v.length}`, hashPassword: async (p: string) => `scrypt:${p.length}` },
    repos: {
      idempotency: idempotency.repo,
      projects: {
        getWithTasks: async () => ({
          project: { id: 30, status: 'Y', startDate: '2026-11-01 00:00:00', endDate: '2026-11-30 18:00:00', agreements: [], verify_options: { auth: false, email: true, sms: false } },
          tasks: [{ id: 31, project_id: 30, name: '사무직', count: 1 }],
        }),
      },
      // No posting of project 30 is suspended: it takes applications (project-apply-state.ts).
      postings: { list: async () => [] },
      verifications: {
        get: async () => code,
        consume: async (_c: string, _p: string, _k: string, now: number, by?: string) => {
          if (code.consumedAt !== undefined && (by === undefined || code.consumedBy !== by)) return false;
          Object.assign(code, { consumedAt: now, consumedBy: by });
          return true;
        },
      },
      applicants: {
        nextId: async () => ++ids,
        findIdByIdentity: async (_p: number, hash: string) => identities.get(hash),
        get: async (id: number) => applicants.get(id),
        create: async (a: ApplicantRecord, keyed?: IdempotentWrite<CreatedApplicant>) => {
          if (store.failCreate) throw new Error('store unavailable');
          return idempotency.write('visitor', keyed, () => {
            if (a.identityHashes!.some((h) => identities.has(h))) return false;
            applicants.set(a.id, a);
            for (const h of a.identityHashes!) identities.set(h, a.id);
            return true;
          });
        },
      },
      applicantTokens: {
        create: async (applicantId: number, _ttl: number, _session: number, epoch = 0) => {
          tokens.push({ applicantId, epoch });
          return { token: `token-${tokens.length}`, expiresAt: nowS + 3600 };
        },
      },
    },
  } as unknown as AppContext;
  return { ctx, applicants, tokens, code, store, idempotency };
}

const input = (idempotencyKey?: string): CreateApplicantInput => ({
  taskId: 31,
  projectId: 30,
  agreementIds: [],
  values: { name: '김지원', phone: '01055556666', email: 'jiwon@example.com', password: 'jiwon-apply-26', password_confirmation: 'jiwon-apply-26' },
  idempotencyKey,
});

describe('the auth save with an idempotency key', () => {
  it('answers a retried auth save with the applicant its first try created and a new token, and creates nothing more', async () => {
    const { ctx, applicants, tokens } = authTestContext();
    const key = randomUUID();
    const first = await createApplicant(ctx, input(key));
    expect(first).toEqual({ id: 101, access_token: 'token-1' });
    // The answer was lost: its token is stored only as a hash, so the retry gets a new one for the same applicant.
    expect(await createApplicant(ctx, input(key))).toEqual({ id: 101, access_token: 'token-2' });
    expect([...applicants.keys()]).toEqual([101]);
    expect(tokens).toEqual([{ applicantId: 101, epoch: 0 }, { applicantId: 101, epoch: 0 }]);
  });

  it("signs a retry in at the applicant's current token epoch (a password changed since)", async () => {
    const { ctx, applicants, tokens } = authTestContext();
    const key = randomUUID();
    await createApplicant(ctx, input(key));
    applicants.set(101, { ...applicants.get(101)!, tokenEpoch: 2 });
    await createApplicant(ctx, input(key));
    expect(tokens.at(-1)).toEqual({ applicantId: 101, epoch: 2 });
  });

  it('lets a retry use the verification its first try used up when that try created nothing', async () => {
    const { ctx, applicants, code, store } = authTestContext();
    const key = randomUUID();
    store.failCreate = true;
    await expect(createApplicant(ctx, input(key))).rejects.toThrow('store unavailable');
    expect(code).toMatchObject({ consumedBy: key });
    store.failCreate = false;
    // Without the key the used verification is refused, as before; with it, the save goes through once.
    expect(await createApplicant(ctx, input()).catch((e: Error) => e.message)).toBe('이메일 확인 후 진행하여 주세요');
    expect(await createApplicant(ctx, input(randomUUID())).catch((e: Error) => e.message)).toBe('이메일 확인 후 진행하여 주세요');
    expect(await createApplicant(ctx, input(key))).toMatchObject({ id: 102 });
    expect([...applicants.keys()]).toEqual([102]);
  });

  it("answers a concurrent try with the key that missed the first try's record, and found the person applied, with that applicant", async () => {
    const { ctx, applicants, idempotency } = authTestContext();
    const key = randomUUID();
    await createApplicant(ctx, input(key));
    // This try read the key's record just before the first try wrote it, then found the person's identity taken.
    let reads = 0;
    ctx.repos.idempotency = { find: async (scope, k) => (reads++ === 0 ? undefined : idempotency.repo.find(scope, k)) };
    expect(await createApplicant(ctx, input(key))).toMatchObject({ id: 101 });
    expect(applicants.size).toBe(1);
  });

  it('refuses the same key with another password (422, in Korean), and creates nothing', async () => {
    const { ctx, applicants } = authTestContext();
    const key = randomUUID();
    await createApplicant(ctx, input(key));
    const other = input(key);
    other.values = { ...other.values, password: 'other-pass-26', password_confirmation: 'other-pass-26' };
    await expect(createApplicant(ctx, other)).rejects.toMatchObject({ kind: 'unprocessable', details: { code: 'idempotencyKeyReused' } });
    expect(applicants.size).toBe(1);
  });
});

describe("the auth save's order (audit F07)", () => {
  it("does not reach the fields' pattern checks before the verifications passed", async () => {
    const { ctx } = authTestContext();
    // A project whose name field carries a tenant pattern that counts every read of its source.
    let patternReads = 0;
    const pattern = { message: '글자와 띄어쓰기만', get value() { patternReads++; return '^([A-Za-z가-힣]+\\s?)+$'; } };
    const project = { id: 30, status: 'Y', startDate: '2026-11-01 00:00:00', endDate: '2026-11-30 18:00:00', agreements: [], verify_options: { auth: false, email: true, sms: false }, auth_fields: [{ title: '이름', input_type: { field: 'name', type: 'text', pattern } }] };
    ctx.repos.projects = { getWithTasks: async () => ({ project, tasks: [{ id: 31, project_id: 30, name: '사무직', count: 1 }] }) } as never;
    ctx.repos.verifications = { get: async () => undefined, consume: async () => false } as never;
    const anonymous = { ...input(), values: { ...input().values, name: `${'a'.repeat(27)}!` } };
    expect(await createApplicant(ctx, anonymous).catch((e: Error) => e.message)).toBe('이메일 확인 후 진행하여 주세요');
    expect(patternReads).toBe(0);
  });
});
