import { sweepDeadlines } from '../domain/submission/sweep-deadlines.ts';
import type { CoreWiring } from '../wiring/core-wiring.ts';
import { processCoreWiring } from '../wiring/process-core.ts';

/** The deadline job's run over a wiring, as the system actor (the local runtime's timer calls it with its own). */
export async function runDeadlineSweep(w: CoreWiring): Promise<{ processed: number; applied: number }> {
  const results = await sweepDeadlines({ actor: { kind: 'system', job: 'deadline-sweep' }, clock: w.clock, deadlines: w.deadlines, reposFor: w.reposFor, languageScores: w.languageScores });
  const applied = results.reduce((n, r) => n + r.applied, 0);
  if (results.length > 0) console.info(JSON.stringify({ level: 'info', msg: 'deadline sweep', results }));
  return { processed: results.length, applied };
}

/**
 * The deadline job (EventBridge every minute; a local timer in `npm start`): at each project's end, the last
 * autosaved draft of every unsubmitted application becomes a temporary save.
 */
export const handler = (): Promise<{ processed: number; applied: number }> => runDeadlineSweep(processCoreWiring());
