import { describe, expect, it } from 'vitest';
import type { ResultReleaseSchedule, ScheduleChange } from '../ports.ts';
import { registerRelease } from './register-release.ts';

function schedule() {
  const registered: { start: string; previousStart: string | undefined }[] = [];
  const moves: ScheduleChange[] = [];
  const releases = {
    register: async (r: { start: string }, previousStart?: string) => void registered.push({ start: r.start, previousStart }),
    moved: async (c: ScheduleChange) => void moves.push(c),
  } as unknown as ResultReleaseSchedule;
  return { releases, registered, moves };
}

const now = new Date('2026-12-03T00:00:00Z'); // 09:00 KST
const step = (start: string, status: 'Y' | 'N' = 'Y') => ({ id: 7, projectId: 70, status, resultStartDate: start, resultEndDate: '2026-12-31 18:00:00' });

describe('registering a release', () => {
  it('records a move later than announced that is still ahead, with both openings (채용절차법 §8)', async () => {
    const s = schedule();
    await registerRelease({ releases: s.releases, tenantId: 9, now }, step('2026-12-10 10:00:00'), { resultStartDate: '2026-12-05 10:00:00' });
    expect(s.registered).toEqual([{ start: '2026-12-10 10:00:00', previousStart: '2026-12-05 10:00:00' }]);
    expect(s.moves).toEqual([{ tenantId: 9, projectId: 70, stepId: 7, from: '2026-12-05 10:00:00', to: '2026-12-10 10:00:00', at: now.toISOString(), told: 0 }]);
  });

  it('records nothing for a first registration, a move earlier, the same opening, a new opening already past, or a suspended step', async () => {
    for (const [next, previous, status] of [
      ['2026-12-10 10:00:00', undefined, 'Y'],
      ['2026-12-04 10:00:00', '2026-12-05 10:00:00', 'Y'],
      ['2026-12-05 10:00:00', '2026-12-05 10:00:00', 'Y'],
      ['2026-12-03 08:00:00', '2026-12-01 10:00:00', 'Y'],
      ['2026-12-10 10:00:00', '2026-12-05 10:00:00', 'N'],
    ] as const) {
      const s = schedule();
      await registerRelease({ releases: s.releases, tenantId: 9, now }, step(next, status), previous ? { resultStartDate: previous } : undefined);
      expect(s.registered).toHaveLength(1);
      expect(s.moves, `${previous} → ${next} (${status})`).toEqual([]);
    }
  });
});
