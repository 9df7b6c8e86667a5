import { notifyStepResults } from '../domain/steps/notify-step-results.ts';
import { announceScheduleChanges } from '../domain/steps/announce-schedule-changes.ts';
import type { CoreWiring } from '../wiring/core-wiring.ts';
import { readyProcessCore } from '../wiring/process-core.ts';
import { inLogScope, log } from '../domain/log.ts';
import type { Context } from 'aws-lambda';

/** What the run may take of the function's 60 s: moves not told in full by then go on in the next minute's run. */
const RUN_MS = 40_000;

/**
 * The result-notification job's run over a wiring, as the system actor (tests call it with their own wiring): the
 * notices of results that opened, then the schedule changes (채용절차법 §8) in the time left.
 */
export async function runNotifyResults(w: CoreWiring, runMs = RUN_MS): Promise<{ sent: number; failed: number; scheduleChangesTold: number }> {
  const deps = { actor: { kind: 'system', job: 'notify-results' } as const, clock: w.clock, releases: w.releases, reposFor: w.reposFor };
  const untilMs = w.clock.now().getTime() + runMs;
  const results = await notifyStepResults(deps);
  if (results.length > 0) log.info('result notifications', { results });
  const moves = await announceScheduleChanges(deps, untilMs);
  if (moves.length > 0) log.info('schedule changes told', { moves });
  return { sent: results.reduce((n, r) => n + r.sent, 0), failed: results.reduce((n, r) => n + r.failed, 0), scheduleChangesTold: moves.reduce((n, r) => n + r.told, 0) };
}

/** The result-notification job (EventBridge every minute; a local timer in `npm start`): queues the notices, DeliverMessages sends them. */
export const handler = async (_event?: unknown, context?: Context): Promise<{ sent: number; failed: number; scheduleChangesTold: number }> =>
  inLogScope({ job: 'notify-results', requestId: context?.awsRequestId }, async () => runNotifyResults(await readyProcessCore()));
