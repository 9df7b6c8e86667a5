import { appendFileSync } from 'node:fs';

/**
 * The harnesses' figures for docs/reliability.md (`npm run reliability`): each suite or bench part appends one JSON
 * line to the file RELIABILITY_FIGURES names, when it is set; otherwise nothing is written.
 */
export function recordFigures(part: string, figures: Record<string, unknown>): void {
  const file = process.env.RELIABILITY_FIGURES;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ part, at: new Date().toISOString(), ...figures })}\n`);
}
