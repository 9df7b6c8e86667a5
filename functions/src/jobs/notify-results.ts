import { notifyStepResults } from '../domain/steps/notify-step-results.ts';
import type { CoreWiring } from '../wiring/core-wiring.ts';
import { readyProcessCore } from '../wiring/process-core.ts';
import { inLogScope, log } from '../domain/log.ts';
import type { Context } from 'aws-lambda';

/** The result-notification job's run over a wiring, as the system actor (tests call it with their own wiring). */
export async function runNotifyResults(w: CoreWiring): Promise<{ sent: number; failed: number }> {
  const results = await notifyStepResults({ actor: { kind: 'system', job: 'notify-results' }, clock: w.clock, releases: w.releases, reposFor: w.reposFor });
  if (results.length > 0) log.info('result notifications', { results });
  return { sent: results.reduce((n, r) => n + r.sent, 0), failed: results.reduce((n, r) => n + r.failed, 0) };
}

/** The result-notification job (EventBridge every minute; a local timer in `npm start`): queues the notices, DeliverMessages sends them. */
export const handler = async (_event?: unknown, context?: Context): Promise<{ sent: number; failed: number }> =>
  inLogScope({ job: 'notify-results', requestId: context?.awsRequestId }, async () => runNotifyResults(await readyProcessCore()));
