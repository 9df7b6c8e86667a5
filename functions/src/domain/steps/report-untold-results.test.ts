import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import type { StepRecord } from '../ports.ts';
import { reportUntoldResults } from './report-untold-results.ts';

const step = (id: number, over: Partial<StepRecord>): StepRecord =>
  ({ id, projectId: 1, title: `단계 ${id}`, viewTitle: '', status: 'Y', resultStartDate: '2026-12-01 09:00:00', resultEndDate: '2026-12-31 18:00:00', notify: { email: true, sms: false }, ...over }) as StepRecord;

describe('reportUntoldResults', () => {
  it('names per step what waits, whether it is open, and the steps the portal does not announce', async () => {
    const steps = [step(1, {}), step(2, { notify: { email: false, sms: false } }), step(3, { status: 'N' }), step(4, { resultStartDate: '2027-01-05 09:00:00', resultEndDate: '2027-01-31 18:00:00' })];
    const pending: Record<number, number> = { 1: 2, 2: 5, 3: 1, 4: 7 };
    const ctx = {
      clock: { now: () => new Date('2026-12-02T01:00:00Z') },
      repos: {
        steps: { listByProject: async () => steps },
        applicantSteps: { pendingNotifications: async (id: number) => Array.from({ length: pending[id]! }, (_, i) => ({ applicantId: i })) },
      },
    } as unknown as Pick<AppContext, 'repos' | 'clock'>;
    expect(await reportUntoldResults(ctx, 1)).toEqual([
      { stepId: 1, title: '단계 1', resultStartDate: '2026-12-01 09:00:00', untold: 2, open: true, silent: false, suspended: false },
      { stepId: 2, title: '단계 2', resultStartDate: '2026-12-01 09:00:00', untold: 5, open: true, silent: true, suspended: false },
      { stepId: 3, title: '단계 3', resultStartDate: '2026-12-01 09:00:00', untold: 1, open: true, silent: false, suspended: true },
      { stepId: 4, title: '단계 4', resultStartDate: '2027-01-05 09:00:00', untold: 7, open: false, silent: false, suspended: false },
    ]);
  });
});
