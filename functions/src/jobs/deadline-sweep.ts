import { getWiring } from '../http/wiring.ts';
import { sweepDeadlines } from '../domain/submission/sweep-deadlines.ts';

/**
 * The deadline job (EventBridge every minute; a local timer in `npm start`): at each project's end, the last
 * autosaved draft of every unsubmitted application becomes a temporary save.
 */
export async function handler(): Promise<{ processed: number; applied: number }> {
  const w = getWiring();
  const results = await sweepDeadlines({ clock: w.clock, deadlines: w.deadlines, reposFor: w.reposFor, languageScores: w.languageScores });
  const applied = results.reduce((n, r) => n + r.applied, 0);
  if (results.length > 0) console.info(JSON.stringify({ level: 'info', msg: 'deadline sweep', results }));
  return { processed: results.length, applied };
}
