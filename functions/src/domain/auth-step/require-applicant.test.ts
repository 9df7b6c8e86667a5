import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import type { ApplicantRecord, ApplicantTokenRepository } from '../ports.ts';
import { requireApplicant, requireNamedApplicant } from './require-applicant.ts';

const NOW = Date.UTC(2025, 5, 1, 1, 0, 0);
const nowSeconds = NOW / 1000;

/** A context whose only token is 'tok' with the given stored record (as the repository answers it). */
function contextWith(record: Awaited<ReturnType<ApplicantTokenRepository['find']>>, tokenEpoch?: number): AppContext {
  const applicantTokens: Pick<ApplicantTokenRepository, 'find'> = { find: async (t) => (t === 'tok' ? record : undefined) };
  const applicant = { id: 7, tokenEpoch } as ApplicantRecord;
  return {
    clock: { now: () => new Date(NOW) },
    actor: { kind: 'visitor' },
    applicantToken: 'tok',
    repos: { applicantTokens, applicants: { get: async (id: number) => (id === 7 ? applicant : undefined) } },
  } as unknown as AppContext;
}

const live = { applicantId: 7, expiresAt: nowSeconds + 3600, sessionUntil: nowSeconds + 600, epoch: 0 };

describe('requireApplicant', () => {
  it('answers the applicant of a live session', async () => {
    expect((await requireApplicant(contextWith(live))).id).toBe(7);
    expect((await requireNamedApplicant(contextWith(live), 7)).id).toBe(7);
  });

  it('refuses a token made before a password change (an older token epoch)', async () => {
    await expect(requireApplicant(contextWith(live, 1))).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(requireNamedApplicant(contextWith(live, 1), 7)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect((await requireApplicant(contextWith({ ...live, epoch: 1 }, 1))).id).toBe(7);
  });

  it('refuses a session that ended past its grace', async () => {
    const ended = { ...live, sessionUntil: nowSeconds - 3600 };
    await expect(requireApplicant(contextWith(ended))).rejects.toMatchObject({ kind: 'unauthorized', details: { code: 'session' } });
  });

  it.each([
    ['missing', undefined],
    ['not a number', 'soon'],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('fails closed when the session end is %s', async (_label, sessionUntil) => {
    const malformed = { ...live, sessionUntil: sessionUntil as unknown as number };
    await expect(requireApplicant(contextWith(malformed))).rejects.toMatchObject({ kind: 'unauthorized', details: { code: 'session' } });
    await expect(requireNamedApplicant(contextWith(malformed), 7)).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
