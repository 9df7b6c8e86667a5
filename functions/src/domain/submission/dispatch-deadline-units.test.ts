import { describe, expect, it } from 'vitest';
import type { DeadlineSchedule, DeadlineUnit, Leases } from '../ports.ts';
import { dispatchDeadlineUnits, REDISPATCH_MINUTES, SWEEP_LEASE } from './dispatch-deadline-units.ts';

const NOW = new Date('2026-12-01T09:00:00Z');
const unit = (projectId: number, dispatchedAt?: string) => ({ tenantId: 1, projectId, endDate: '2026-12-01 17:00:00', ...(dispatchedAt ? { dispatchedAt } : {}) });
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

/** The run over in-memory ports that write down what happens, in order. */
function run(due: (DeadlineUnit & { dispatchedAt?: string })[], options: { leaseHeld?: boolean; sendFails?: boolean } = {}) {
  const log: string[] = [];
  const leases: Leases = {
    acquire: async (name, holder) => (log.push(`acquire ${name} ${holder}`), !options.leaseHeld),
    release: async (name, holder) => void log.push(`release ${name} ${holder}`),
  };
  const deadlines = {
    due: async () => (log.push('due'), due),
    markDispatched: async (u: DeadlineUnit, at: string) => void log.push(`mark ${u.projectId} ${at}`),
  } as unknown as DeadlineSchedule;
  const units = {
    send: async (us: readonly DeadlineUnit[]) => {
      log.push(`send ${us.map((u) => u.projectId).join(',')}`);
      if (options.sendFails) throw new Error('queue down');
    },
  };
  return { log, result: dispatchDeadlineUnits({ clock: { now: () => NOW }, deadlines, leases, units, holder: 'run-1' }) };
}

describe('the deadline run hands out units', () => {
  it('under its lease, sends every end not handed out yet, then marks them', async () => {
    const { log, result } = run([unit(1), unit(2)]);
    expect(await result).toEqual({ busy: false, due: 2, dispatched: 2 });
    expect(log).toEqual([`acquire ${SWEEP_LEASE} run-1`, 'due', 'send 1,2', `mark 1 ${NOW.toISOString()}`, `mark 2 ${NOW.toISOString()}`, `release ${SWEEP_LEASE} run-1`]);
  });

  it(`leaves an end handed out less than ${REDISPATCH_MINUTES} minutes ago to its unit, and hands out one that waited longer`, async () => {
    const { log, result } = run([unit(1, minutesAgo(REDISPATCH_MINUTES - 1)), unit(2, minutesAgo(REDISPATCH_MINUTES + 1))]);
    expect(await result).toEqual({ busy: false, due: 2, dispatched: 1 });
    expect(log).toContain('send 2');
  });

  it('does nothing while another run holds the lease', async () => {
    const { log, result } = run([unit(1)], { leaseHeld: true });
    expect(await result).toEqual({ busy: true, due: 0, dispatched: 0 });
    expect(log).toEqual([`acquire ${SWEEP_LEASE} run-1`]);
  });

  it('marks nothing when the queue refuses the units (the next run sends them), and gives its lease back', async () => {
    const { log, result } = run([unit(1)], { sendFails: true });
    await expect(result).rejects.toThrow('queue down');
    expect(log.filter((l) => l.startsWith('mark'))).toEqual([]);
    expect(log.at(-1)).toBe(`release ${SWEEP_LEASE} run-1`);
  });
});
