import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/src/adapters/dynamodb/keys.ts';
import { config, resetConfig } from '../../functions/src/config.ts';
import type { DeadlineUnit } from '../../functions/src/domain/ports.ts';
import { handler as deadlineSweep, runDeadlineUnits } from '../../functions/src/jobs/deadline-sweep.ts';
import { sqsRecord } from '../../functions/src/local/local-queues.ts';
import { importTenantFiles } from '../../functions/src/local/import-tenant-files.ts';
import { deadlineUnitQueue } from '../../functions/src/wiring/optional/deadline-units.ts';
import { processWiring, resetProcessWiring } from '../../functions/src/wiring/process-wiring.ts';
import { endProjects, readBack, seedDrafts, sweepScenario, sweepTenantFiles, sweptAt, type SweepProject } from '../support/deadline-drafts.ts';
import { startStoreFaults, type StoreFaults } from '../support/store-faults.ts';
import { portalKst } from '../support/test-clock.ts';
import { startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Issue 45 item 5, jobs that finish: the deadline sweep's run hands each passed project end to its unit queue, and each
 * unit (one tenant's project) applies its drafts alone, tried again when it fails and parked when it keeps failing.
 * Against the real stand-ins: DynamoDB Local behind the fault-injecting proxy (test/support/store-faults.ts) and the
 * local queue stand-in, which starts the job's own handler with SQS events as the stack's event source mapping does.
 * The scenario is 20 projects of 3 tenants, one of them national; `BENCH_ONLY=sweep npm run bench` runs it with 10,000
 * drafts, this file with 80 so that it stays short on a busy machine.
 */
const DRAFTS = 80;
const JOB = 'DeadlineSweep';
const projects = sweepScenario(DRAFTS, 9501);
const [national] = projects as [SweepProject];
let portal: TestPortal;
let faults: StoreFaults;
let storeEndpoint: string;

beforeAll(async () => {
  portal = await startTestPortal([]);
  await importTenantFiles(sweepTenantFiles(projects));
  storeEndpoint = process.env.DYNAMODB_ENDPOINT!;
  faults = await startStoreFaults(storeEndpoint);
  process.env.DYNAMODB_ENDPOINT = faults.endpoint;
  resetConfig();
  resetProcessWiring();
});
afterEach(() => {
  faults.plan(undefined);
  portal.clock.reset();
});
afterAll(async () => {
  process.env.DYNAMODB_ENDPOINT = storeEndpoint;
  resetConfig();
  resetProcessWiring();
  await faults?.close();
  await portal?.close();
});

let deadlines = 0;
/**
 * A deadline of the scenario's projects that passed (beyond the job's 130 s wait), apart from every other test's,
 * with drafts left behind by applicants of this test's own: `share` of the scenario's drafts (of `which` projects).
 */
async function deadlinePassed(share = 1, which: readonly SweepProject[] = projects) {
  deadlines++;
  const sized = which.map((p) => ({ ...p, drafts: Math.max(1, Math.round(p.drafts * share)) }));
  const drafts = await seedDrafts(sized, deadlines * 10_000);
  // An hour apart per test (a test takes less), so that no two tests share an end, whatever their order.
  const units = await endProjects(which, portalKst(-200_000 - deadlines * 3_600_000));
  return { units, drafts };
}

/** The queue's counts since `before`. */
const since = (before: ReturnType<TestPortal['queues']['stats']>) => {
  const now = portal.queues.stats(JOB);
  return { handled: now.handled - before.handled, failedTries: now.failedTries - before.failedTries, parked: now.parked.slice(before.parked.length) };
};

/** The store call of a unit's mark that its end is swept (an UpdateItem of its schedule entry setting sweptAt). */
const marksSwept = (body: string, u: DeadlineUnit) => body.includes('sweptAt') && body.includes(keys.directoryDeadlineSk(u.endDate, u.tenantId, u.projectId));

describe('the deadline sweep, fanned out per tenant and project', () => {
  it(`applies each of ${DRAFTS} drafts over 20 projects of 3 tenants exactly once, while one unit fails twice and then succeeds`, async () => {
    expect(new Set(projects.map((p) => p.tenantId)).size).toBe(3);
    const { units, drafts } = await deadlinePassed();
    expect(units).toHaveLength(20);
    // A small tenant's unit fails twice, each time after part of its work was written: its first try when one
    // applicant's draft was saved but its delete failed, its second when it marks its end swept.
    const failing = units.find((u) => u.tenantId === 9502)!;
    const victim = drafts.find((d) => d.projectId === failing.projectId)!;
    const victimDraft = keys.tableKey(victim.tenantId, keys.draft(victim.applicantId, 0)).pk;
    const failedCalls = { deleteDraft: -1, markSwept: -1 };
    // Every attempt of the first such call fails (the SDK's own retries too), so that the unit's try fails.
    const failFirst = (which: keyof typeof failedCalls, call: number) => {
      if (failedCalls[which] !== -1 && failedCalls[which] !== call) return undefined;
      failedCalls[which] = call;
      return 'server-error' as const;
    };
    faults.plan((operation, call, attempt, body) => {
      // The national organisation's partition is hot: each of its saves is throttled once (the SDK waits and tries again).
      if (operation === 'TransactWriteItems' && attempt === 1 && body.includes(`"T#${national.tenantId}#`)) return 'throttle';
      if (operation === 'DeleteItem' && body.includes(`"${victimDraft}"`)) return failFirst('deleteDraft', call);
      if (operation === 'UpdateItem' && marksSwept(body, failing)) return failFirst('markSwept', call);
      return undefined;
    });

    const before = portal.queues.stats(JOB);
      expect(await deadlineSweep()).toEqual({ busy: false, due: 20, dispatched: 20 });
    await portal.queues.drain();

    expect(failedCalls.deleteDraft).toBeGreaterThanOrEqual(0);
    expect(failedCalls.markSwept).toBeGreaterThanOrEqual(0);
    // Twenty units handled, the failing one on its third try; nothing parked.
    expect(since(before)).toEqual({ handled: 20, failedTries: 2, parked: [] });
    expect(await readBack(drafts)).toEqual({ once: DRAFTS, notApplied: 0, moreThanOnce: 0, draftsLeft: 0 });
    expect((await sweptAt(units)).filter(Boolean)).toHaveLength(20);
    // No tenant waited behind the national project (handed out first, with half the drafts): every unit of the other
    // two tenants had started before it ended.
    const deliveries = portal.queues.stats(JOB).deliveries.slice(before.deliveries.length).map((d) => ({ ...d, unit: JSON.parse(d.body) as DeadlineUnit }));
    const nationalEnded = Math.max(...deliveries.filter((d) => d.unit.projectId === national.projectId).map((d) => d.endedAt));
    const firstStart = new Map<number, number>();
    for (const d of deliveries) if (d.unit.tenantId !== national.tenantId) firstStart.set(d.unit.projectId, Math.min(firstStart.get(d.unit.projectId) ?? Infinity, d.startedAt));
    expect(firstStart.size).toBe(10);
    expect([...firstStart].filter(([, started]) => started > nationalEnded)).toEqual([]);
  });

  it('applies nothing twice when two sweeps start together and every unit is delivered twice', async () => {
    const { units, drafts } = await deadlinePassed(0.5);
    const before = portal.queues.stats(JOB);
    // Two runs at once: the lease lets one hand the units out; the other finds it held (or, had it come after, nothing left).
    const runs = await Promise.all([deadlineSweep(), deadlineSweep()]);
    expect(runs.map((r) => ('dispatched' in r ? r.dispatched : 0)).reduce((a, b) => a + b)).toBe(20);
    // SQS delivers at least once: every unit once more, while the first deliveries run.
    await deadlineUnitQueue(config()).send(units);
    await portal.queues.drain();

    expect(since(before)).toEqual({ handled: 40, failedTries: 0, parked: [] });
    expect(await readBack(drafts)).toEqual({ once: drafts.length, notApplied: 0, moreThanOnce: 0, draftsLeft: 0 });
    expect((await sweptAt(units)).filter(Boolean)).toHaveLength(20);
  });

  it('parks a unit that fails on every try, lets the others finish, and hands it out again half an hour later', async () => {
    const { units, drafts } = await deadlinePassed(0.25);
    const broken = units.at(-1)!;
    faults.plan((operation, _call, _attempt, body) => (operation === 'UpdateItem' && marksSwept(body, broken) ? 'server-error' : undefined));

    const before = portal.queues.stats(JOB);
    expect(await deadlineSweep()).toMatchObject({ dispatched: 20 });
    await portal.queues.drain();
    expect(since(before)).toEqual({ handled: 19, failedTries: 3, parked: [JSON.stringify(broken)] });
    expect((await sweptAt(units)).map((at, i) => (at ? undefined : units[i]))).toEqual([...Array<undefined>(19), broken]);
    // Its drafts were applied on its first try all the same (only its mark failed), and only then.
    expect(await readBack(drafts)).toEqual({ once: drafts.length, notApplied: 0, moreThanOnce: 0, draftsLeft: 0 });

    // The store is back: the next minute's run leaves the parked unit alone, the run half an hour later hands it out again.
    faults.plan(undefined);
    expect(await deadlineSweep()).toMatchObject({ dispatched: 0 });
    portal.clock.shift(31 * 60_000);
    expect(await deadlineSweep()).toMatchObject({ dispatched: 1 });
    await portal.queues.drain();
    expect((await sweptAt(units)).every(Boolean)).toBe(true);
  });

  it('goes on in a new delivery where a unit out of time stopped, and applies each draft once', async () => {
    const { units, drafts } = await deadlinePassed(0.1, [national]);
    const [unit] = units as [DeadlineUnit];
    expect(drafts.length).toBeGreaterThan(1);
    const before = portal.queues.stats(JOB);
    // A delivery with no time left stops after its first page of drafts, and sends its unit again.
    const answer = await runDeadlineUnits(processWiring(), deadlineUnitQueue(config()), [sqsRecord(JSON.stringify(unit), 'late-1', 1, 'test')], 'late', 0);
    expect(answer).toEqual({ batchItemFailures: [] });
    const partly = await readBack(drafts);
    expect(partly.once).toBeGreaterThan(0);
    expect(partly.once).toBeLessThan(drafts.length);
    expect(await sweptAt([unit])).toEqual([undefined]);
    // The queue delivers it again; this time it has the function's time, and finishes.
    await portal.queues.drain();
    expect(since(before)).toEqual({ handled: 1, failedTries: 0, parked: [] });
    expect(await readBack(drafts)).toEqual({ once: drafts.length, notApplied: 0, moreThanOnce: 0, draftsLeft: 0 });
    expect((await sweptAt([unit]))[0]).toEqual(expect.any(String));
  });

  it("takes a lease that nobody holds or whose holder's time ran out, never one another holder still has", async () => {
    const { leases } = processWiring();
    expect(await leases.acquire('test-lease', 'first', 60_000)).toBe(true);
    expect(await leases.acquire('test-lease', 'second', 60_000)).toBe(false);
    // The holder taking it again (an SDK retry of its own put) keeps it.
    expect(await leases.acquire('test-lease', 'first', 60_000)).toBe(true);
    portal.clock.shift(61_000);
    expect(await leases.acquire('test-lease', 'second', 60_000)).toBe(true);
    await leases.release('test-lease', 'first');
    expect(await leases.acquire('test-lease', 'third', 60_000)).toBe(false);
    await leases.release('test-lease', 'second');
    expect(await leases.acquire('test-lease', 'third', 60_000)).toBe(true);
  });
});
