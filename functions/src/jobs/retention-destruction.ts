import { randomUUID } from 'node:crypto';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { config } from '../config.ts';
import { dispatchRetentionUnits } from '../domain/retention/dispatch-retention-units.ts';
import { destroyExpiredProject } from '../domain/retention/destroy-expired-project.ts';
import type { RetentionUnit } from '../domain/retention/retention-unit.ts';
import type { SystemActor } from '../domain/context.ts';
import type { DestructionStore, FileDestruction, WorkQueue } from '../domain/ports.ts';
import type { CoreWiring } from '../wiring/core-wiring.ts';
import { destructionStores, retentionFileVersions, retentionUnitQueue } from '../wiring/optional/retention-units.ts';
import { onProcessWiringReset, readyProcessCore } from '../wiring/process-core.ts';
import { inLogScope, log } from '../domain/log.ts';
import { runUnits } from './run-units.ts';

const ACTOR: SystemActor = { kind: 'system', job: 'retention-destruction' };
/** A unit stops starting new applicants this long before its invocation's time is up, and is sent again to go on. */
const UNIT_MARGIN_MS = 15_000;
/** An invocation without Lambda's context (a local timer, the CLI) has the stack's 60 s. */
const JOB_TIMEOUT_MS = 60_000;

/** The run (the schedule's invocation): hands every project past its retention period to the queue as a unit of its own. */
export async function runRetentionSweep(w: CoreWiring, units: WorkQueue<RetentionUnit>, holder: string): Promise<{ busy: boolean; confirmed: number; dispatched: number }> {
  const r = await dispatchRetentionUnits({ clock: w.clock, tenants: w.tenants, reposFor: w.reposFor, destructionFor: stores(), leases: w.leases, units, holder });
  if (r.busy || r.dispatched > 0) log.info(r.busy ? 'retention sweep: another run holds the lease' : 'retention sweep dispatched', { ...r });
  return r;
}

/** A queue message's unit, or an error naming what is wrong with it (it is then tried again and parked, for a person to see). */
function unitOf(record: SQSRecord): RetentionUnit {
  const u = JSON.parse(record.body) as Partial<RetentionUnit>;
  if (!Number.isInteger(u.tenantId) || !Number.isInteger(u.projectId)) throw new Error(`not a retention unit: ${record.body.slice(0, 200)}`);
  return { tenantId: u.tenantId!, projectId: u.projectId! };
}

/** The units (the queue's invocation): each project destroyed alone (run-units.ts). */
export async function runRetentionUnits(
  w: CoreWiring,
  units: WorkQueue<RetentionUnit>,
  fileVersions: FileDestruction,
  records: readonly SQSRecord[],
  holder: string,
  remainingMs: number,
): Promise<SQSBatchResponse> {
  const untilMs = w.clock.now().getTime() + remainingMs - UNIT_MARGIN_MS;
  return runUnits(records, units, holder, {
    name: 'retention unit',
    parse: unitOf,
    run: (unit, unitHolder) => destroyExpiredProject({ actor: ACTOR, clock: w.clock, leases: w.leases, reposFor: w.reposFor, destructionFor: stores(), fileVersions, holder: unitHolder, untilMs }, unit),
  });
}

// One client each per container, rebuilt with the wiring (the local runtime after its configuration changed).
let queue: WorkQueue<RetentionUnit> | undefined;
let versions: FileDestruction | undefined;
let storeOf: ((tenantId: number) => DestructionStore) | undefined;
onProcessWiringReset(() => {
  queue = undefined;
  versions = undefined;
  storeOf = undefined;
});
const stores = () => (storeOf ??= destructionStores(config()));
const unitQueue = () => (queue ??= retentionUnitQueue(config()));
const fileVersions = () => (versions ??= retentionFileVersions(config()));

const isQueueEvent = (event: unknown): event is SQSEvent => Array.isArray((event as SQSEvent | undefined)?.Records);

/**
 * The retention job (EventBridge Scheduler daily at 03:00 KST, and its unit queue; a local timer and the local queue
 * stand-in in `npm start`, `npm run portal -- job RetentionDestruction`): each project past its retention period has
 * its applicants' data destroyed and a destruction record written (docs/compliance.md).
 */
export const handler = async (event?: unknown, context?: Context): Promise<SQSBatchResponse | { busy: boolean; confirmed: number; dispatched: number }> => {
  const holder = context?.awsRequestId ?? randomUUID();
  return inLogScope({ job: ACTOR.job, requestId: holder }, async () =>
    isQueueEvent(event)
      ? runRetentionUnits(await readyProcessCore(), unitQueue(), fileVersions(), event.Records, holder, context?.getRemainingTimeInMillis() ?? JOB_TIMEOUT_MS)
      : runRetentionSweep(await readyProcessCore(), unitQueue(), holder),
  );
};
