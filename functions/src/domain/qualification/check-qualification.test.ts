import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { localQualificationCheck } from '../../adapters/qualification/local-qualification-check.ts';
import { unconfiguredQualificationCheck } from '../../adapters/qualification/unconfigured-qualification-check.ts';
import { nodeCrypto } from '../../adapters/node-crypto.ts';
import type { AppContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import type { ProjectRecord, QualificationCheck } from '../ports.ts';
import { checkQualification, QUALIFICATION_TRIES_PER_HOUR } from './check-qualification.ts';

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
  const sends = new Map<string, number>();
  const passes = new Map<string, string>();
  const asked: unknown[] = [];
  const real = opts.qualification ?? localQualificationCheck([{ projectId: 548, id: 'welder', password: 'pw-548!' }]);
  const ctx = {
    tenant: { id: 2, domainKey: 'tenant-b' },
    actor: opts.staff ? { kind: 'staff', staffId: 's' } : { kind: 'visitor' },
    origin: { protocol: 'http', host: 'tenant-b.localhost:3000', sourceIp: '' },
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
      verifications: {
        countSend: async (channel: string, key: string, bucket: number, limit: number) => {
          const k = `${channel}|${key}|${bucket}`;
          const n = (sends.get(k) ?? 0) + 1;
          if (n > limit) return false;
          sends.set(k, n);
          return true;
        },
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

  it('limits the tries of one account id per hour', async () => {
    const { ctx, asked } = setup();
    for (let i = 0; i < QUALIFICATION_TRIES_PER_HOUR; i++) expect(await checkQualification(ctx, { projectId: 548, checkId: 'welder', checkPw: `guess-${i}` })).toBe('N');
    const e = await failure(checkQualification(ctx, { projectId: 548, checkId: 'welder', checkPw: 'pw-548!' }));
    expect(e).toMatchObject({ kind: 'too-many-requests', message: messages.qualification.tooManyTries });
    expect(asked).toHaveLength(QUALIFICATION_TRIES_PER_HOUR);
    // another account id is not affected
    expect(await checkQualification(ctx, { projectId: 548, checkId: 'someone', checkPw: 'x' })).toBe('N');
  });

  it('keeps the gate closed with a Korean message when no organisation check is configured', async () => {
    const { ctx, passes } = setup({ qualification: unconfiguredQualificationCheck });
    const e = await failure(checkQualification(ctx, { projectId: 548, checkId: 'qualified', checkPw: 'qualified1!' }));
    expect(e).toMatchObject({ kind: 'bad-request', message: messages.qualification.unavailable });
    expect(passes.size).toBe(0);
  });
});
