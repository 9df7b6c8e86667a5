import { handler as deadlineSweep } from '../../functions/src/jobs/deadline-sweep.ts';
import { importTenantFiles } from '../../functions/src/local/import-tenant-files.ts';
import { runningLocalQueues } from '../../functions/src/local/local-queues.ts';
import type { DeadlineUnit } from '../../functions/src/domain/ports.ts';
import { endProjects, readBack, seedDrafts, sweepScenario, sweepTenantFiles, sweptAt } from '../support/deadline-drafts.ts';
import { portalKst } from '../support/test-clock.ts';

/**
 * Issue 45 item 5 at full size: the deadline sweep of 10,000 drafts over 20 projects of 3 tenants (one national project
 * with half of them), fanned out through the local queue stand-in as the stack's unit queue does. The integration
 * suite (test/integration/deadline-sweep.test.ts) runs the same scenario with 80 drafts, faults and duplicates.
 */
const DRAFTS = Number(process.env.BENCH_SWEEP_DRAFTS ?? 10_000);
/** The sweep should be done well before anyone reads the temporary saves (results, the organisation's export). */
const WINDOW_MS = 10 * 60_000;

export interface SweepBenchResult {
  drafts: number;
  seedMs: number;
  sweepMs: number;
  once: number;
  notApplied: number;
  moreThanOnce: number;
  draftsLeft: number;
  units: number;
  continued: number;
  failedTries: number;
  /** Per tenant: its drafts, and when its last unit ended after the run started. */
  tenants: { tenantId: number; drafts: number; doneAfterMs: number }[];
}

export async function runDeadlineSweepBench(): Promise<SweepBenchResult> {
  const queues = runningLocalQueues();
  if (!queues) throw new Error('the deadline sweep bench runs in the local runtime (bootLocal), whose queue stand-in delivers the units');
  const projects = sweepScenario(DRAFTS, 9601);
  await importTenantFiles(sweepTenantFiles(projects));
  const seedStart = performance.now();
  const drafts = await seedDrafts(projects);
  const seedMs = performance.now() - seedStart;
  const units = await endProjects(projects, portalKst(-200_000));

  const before = queues.stats('DeadlineSweep');
  const start = Date.now();
  await deadlineSweep();
  await queues.drain();
  const sweepMs = Date.now() - start;
  const after = queues.stats('DeadlineSweep');
  const deliveries = after.deliveries.slice(before.deliveries.length).map((d) => ({ ...d, unit: JSON.parse(d.body) as DeadlineUnit }));
  const tenants = [...new Set(projects.map((p) => p.tenantId))].map((tenantId) => ({
    tenantId,
    drafts: projects.filter((p) => p.tenantId === tenantId).reduce((n, p) => n + p.drafts, 0),
    doneAfterMs: Math.max(...deliveries.filter((d) => d.unit.tenantId === tenantId).map((d) => d.endedAt)) - start,
  }));
  const swept = (await sweptAt(units)).filter(Boolean).length;
  const result: SweepBenchResult = {
    drafts: DRAFTS,
    seedMs,
    sweepMs,
    ...(await readBack(drafts)),
    units: swept,
    // Handled deliveries of the scenario's units beyond one each: a unit that ran out of its time and went on.
    continued: deliveries.filter((d) => !d.failed && projects.some((p) => p.projectId === d.unit.projectId)).length - units.length,
    failedTries: after.failedTries - before.failedTries,
    tenants,
  };

  console.log(`\n마감 정리 (초안 ${DRAFTS.toLocaleString()}개, 프로젝트 20개, 기관 3곳; 국가 단위 프로젝트 하나에 절반)`);
  console.log(`  초안 준비 ${(seedMs / 1000).toFixed(1)}초, 정리 ${(sweepMs / 1000).toFixed(1)}초 (목표 ${WINDOW_MS / 60_000}분 이내: ${sweepMs <= WINDOW_MS ? '충족' : '미충족'})`);
  console.log(`  한 번 적용 ${result.once}, 적용 안 됨 ${result.notApplied}, 두 번 이상 ${result.moreThanOnce}, 남은 초안 ${result.draftsLeft}`);
  console.log(`  정리된 마감 ${swept}/20, 이어서 실행된 단위 ${result.continued}, 실패한 시도 ${result.failedTries}`);
  for (const t of tenants) console.log(`  기관 ${t.tenantId}: 초안 ${t.drafts.toLocaleString()}개, ${(t.doneAfterMs / 1000).toFixed(1)}초에 끝남`);
  return result;
}
