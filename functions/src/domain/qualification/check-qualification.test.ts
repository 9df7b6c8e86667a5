import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { localQualificationCheck } from '../../adapters/qualification/local-qualification-check.ts';
import { unconfiguredQualificationCheck } from '../../adapters/qualification/unconfigured-qualification-check.ts';
import { nodeCrypto } from '../../adapters/node-crypto.ts';
import type { AppContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import type { ProjectRecord, QualificationCheck } from '../ports.ts';
import { checkQualification } from './check-qualification.ts';
import { ABUSE_LIMITS } from '../abuse/abuse-limits.ts';
import { memoryAbuse } from '../abuse/abuse-test-store.ts';

const project = (id: number, status: 'Y' | 'N'): ProjectRecord => ({
  id,
  title: `프로젝트 ${id}`,
  status,
  startDate: '2025-01-01 00:00:00',
  endDate: '2025-12-31 23:59:59',
  verify_options: { auth: false, email: false, sms: false },
  agreements: [],
});

function setup(opts: { staff?: boolean; qualification?: QualificationCheck } = {}) {
  const projects = new Map([
    [548, project(548, 'Y')],
    [749, project(749, 'N')],
  ]);
  const passes = new Map<string, string>();
  const asked: unknown[] = [];
  const real = opts.qualification ?? localQualificationCheck([{ projectId: 548, id: 'welder', password: 'pw-548!' }]);
  const ctx = {
    tenant: { id: 2, domainKey: 'tenant-b' },
    actor: opts.staff ? { kind: 'staff', staffId: 's' } : { kind: 'visitor' },
    origin: { protocol: 'http', host: 'tenant-b.localhost:3000', sourceIp: '198.51.100.7' },
    clock: { now: () => new Date(Date.UTC(2025, 5, 1, 1, 0, 0)) },
    crypto: nodeCrypto('test-pepper-0123456789abcdef'),
    qualification: {
      check: async (input: Parameters<QualificationCheck['check']>[0]) => {
        asked.push(input);
        return real.check(input);
      },
    },
    repos: {
      projects: { getWithTasks: async (id: number) => (projects.has(id) ? { project: projects.get(id)!, tasks: [] } : undefined) },
      abuse: memoryAbuse(),
      // No `abuse_limits`: the defaults.
      company: { getRecent: async () => undefined },
      verifications: {
        putCode: async (key: string) => {
          passes.set(key, 'issued');
        },
        markVerified: async (_c: string, _p: string, key: string) => {
          passes.set(key, 'verified');
          return true;
        },
      },
    },
  } as unknown as AppContext;
  return { ctx, asked, passes };
}

const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e);

describe('checkQualification', () => {
  it("answers 'Y' for the organisation's account and 'N' otherwise", async () => {
    const { ctx, asked, passes } = setup();
    expect(await checkQualification(ctx, { projectId: 548, checkId: ' welder ', checkPw: 'pw-548!' })).toBe('Y');
    expect(await checkQualification(ctx, { projectId: 548, checkId: 'welder', checkPw: 'wrong' })).toBe('N');
    expect(asked[0]).toEqual({ projectId: 548, accountId: 'welder', password: 'pw-548!' });
    // Only the pass is remembered, for the auth save to require.
    expect([...passes.values()]).toEqual(['verified']);
  });

  it('answers 404 in Korean for an unknown project, and for a closed one to applicants', async () => {
    const e = await failure(checkQualification(setup().ctx, { projectId: 1, checkId: 'welder', checkPw: 'pw-548!' }));
    expect(e).toBeInstanceOf(DomainError);
    expect(e).toMatchObject({ kind: 'not-found', message: messages.qualification.projectNotFound });
    expect(await failure(checkQualification(setup().ctx, { projectId: 749, checkId: 'a', checkPw: 'b' }))).toMatchObject({ kind: 'not-found' });
    expect(await checkQualification(setup({ staff: true }).ctx, { projectId: 749, checkId: 'a', checkPw: 'b' })).toBe('N');
  });

  it('slows an account id after five failures from one address (case-folded), never after successes', async () => {
    const { ctx, asked } = setup();
    // Successes never count: the owner may check as often as they like.
    for (let i = 0; i < 12; i++) expect(await checkQualification(ctx, { projectId: 548, checkId: 'welder', checkPw: 'pw-548!' })).toBe('Y');
    for (let i = 0; i < ABUSE_LIMITS.freeFailuresPerPair; i++) expect(await checkQualification(ctx, { projectId: 548, checkId: i % 2 ? 'WELDER' : 'welder', checkPw: `guess-${i}` })).toBe('N');
    const e = await failure(checkQualification(ctx, { projectId: 548, checkId: ' Welder ', checkPw: 'pw-548!' }));
    expect(e).toMatchObject({ kind: 'too-many-requests', message: messages.qualification.waitBeforeRetry(1), details: { retryAfterSeconds: 1 } });
    expect(asked).toHaveLength(12 + ABUSE_LIMITS.freeFailuresPerPair);
    // Another account id is not affected, nor the same account from another address.
    expect(await checkQualification(ctx, { projectId: 548, checkId: 'someone', checkPw: 'x' })).toBe('N');
    const elsewhere = { ...ctx, origin: { ...ctx.origin, sourceIp: '203.0.113.9' } };
    expect(await checkQualification(elsewhere, { projectId: 548, checkId: 'welder', checkPw: 'pw-548!' })).toBe('Y');
  });

  it('keeps the gate closed with a Korean message when no organisation check is configured', async () => {
    const { ctx, passes } = setup({ qualification: unconfiguredQualificationCheck });
    const e = await failure(checkQualification(ctx, { projectId: 548, checkId: 'qualified', checkPw: 'qualified1!' }));
    expect(e).toMatchObject({ kind: 'bad-request', message: messages.qualification.unavailable });
    expect(passes.size).toBe(0);
  });
});
