import { randomUUID } from 'node:crypto';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { config } from '../config.ts';
import { dispatchDeadlineUnits } from '../domain/submission/dispatch-deadline-units.ts';
import { sweepDeadlineUnit } from '../domain/submission/sweep-deadline-unit.ts';
import type { SystemActor } from '../domain/context.ts';
import type { DeadlineUnit, WorkQueue } from '../domain/ports.ts';
import type { CoreWiring } from '../wiring/core-wiring.ts';
import { deadlineUnitQueue } from '../wiring/optional/deadline-units.ts';
import { onProcessWiringReset, readyProcessCore } from '../wiring/process-core.ts';
import { inLogScope, log } from '../domain/log.ts';
import { runUnits } from './run-units.ts';

const ACTOR: SystemActor = { kind: 'system', job: 'deadline-sweep' };
/** A unit stops starting new drafts this long before its invocation's time is up, and is sent again to go on. */
const UNIT_MARGIN_MS = 15_000;
/** An invocation without Lambda's context (a local timer, the CLI) has the stack's 60 s. */
const JOB_TIMEOUT_MS = 60_000;

/** The run (the schedule's invocation): hands every passed project end to the queue as a unit of its own. */
export async function runDeadlineSweep(w: CoreWiring, units: WorkQueue<DeadlineUnit>, holder: string): Promise<{ busy: boolean; due: number; dispatched: number }> {
  const r = await dispatchDeadlineUnits({ clock: w.clock, deadlines: w.deadlines, leases: w.leases, units, holder });
  if (r.busy || r.dispatched > 0) log.info(r.busy ? 'deadline sweep: another run holds the lease' : 'deadline sweep dispatched', { ...r });
  return r;
}

/** A queue message's unit, or an error naming what is wrong with it (it is then tried again and parked, for a person to see). */
function unitOf(record: SQSRecord): DeadlineUnit {
  const u = JSON.parse(record.body) as Partial<DeadlineUnit>;
  if (!Number.isInteger(u.tenantId) || !Number.isInteger(u.projectId) || typeof u.endDate !== 'string') throw new Error(`not a deadline unit: ${record.body.slice(0, 200)}`);
  return { tenantId: u.tenantId!, projectId: u.projectId!, endDate: u.endDate };
}

/**
 * The units (the queue's invocation, one message each as the stack's mapping sends them): each applied alone
 * (run-units.ts: a failed unit is reported to the queue, one that ran out of time sent again).
 */
export async function runDeadlineUnits(w: CoreWiring, units: WorkQueue<DeadlineUnit>, records: readonly SQSRecord[], holder: string, remainingMs: number): Promise<SQSBatchResponse> {
  const untilMs = w.clock.now().getTime() + remainingMs - UNIT_MARGIN_MS;
  return runUnits(records, units, holder, {
    name: 'deadline unit',
    parse: unitOf,
    run: (unit, unitHolder) =>
      sweepDeadlineUnit({ actor: ACTOR, clock: w.clock, deadlines: w.deadlines, leases: w.leases, reposFor: w.reposFor, languageScores: w.languageScores, holder: unitHolder, untilMs }, unit),
  });
}

// One client per container, rebuilt with the wiring (the local runtime after its configuration changed).
let queue: WorkQueue<DeadlineUnit> | undefined;
onProcessWiringReset(() => (queue = undefined));
const unitQueue = () => (queue ??= deadlineUnitQueue(config()));

const isQueueEvent = (event: unknown): event is SQSEvent => Array.isArray((event as SQSEvent | undefined)?.Records);

/**
 * The deadline job (EventBridge Scheduler every minute, and its unit queue; a local timer and the local queue stand-in
 * in `npm start`): at each project's end, the last autosaved draft of every unsubmitted application becomes a
 * temporary save, one unit per tenant and project.
 */
export const handler = async (event?: unknown, context?: Context): Promise<SQSBatchResponse | { busy: boolean; due: number; dispatched: number }> => {
  const holder = context?.awsRequestId ?? randomUUID();
  return inLogScope({ job: ACTOR.job, requestId: holder }, async () =>
    isQueueEvent(event)
      ? runDeadlineUnits(await readyProcessCore(), unitQueue(), event.Records, holder, context?.getRemainingTimeInMillis() ?? JOB_TIMEOUT_MS)
      : runDeadlineSweep(await readyProcessCore(), unitQueue(), holder),
  );
};
