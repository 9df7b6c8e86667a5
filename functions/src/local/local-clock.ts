import { clockFrom, systemClock } from '../adapters/clocks.ts';
import type { Clock } from '../domain/ports.ts';

/** Starts the local portal's clock at a chosen moment (then it runs in real time); the test suites set it. */
export const PORTAL_TEST_NOW = 'PORTAL_TEST_NOW';

/**
 * The moment PORTAL_TEST_NOW names: an ISO date-time with its offset (2026-11-25T23:59:30+09:00), so a run at
 * "midnight in Korea" means the same instant on every machine. Undefined when it is not set.
 */
export function portalTestNow(env: NodeJS.ProcessEnv = process.env): Date | undefined {
  const value = env[PORTAL_TEST_NOW]?.trim();
  if (!value) return undefined;
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? new Date(value) : undefined;
  if (!at || Number.isNaN(at.getTime())) throw new Error(`${PORTAL_TEST_NOW}=${value}: an ISO date-time with its offset is expected, e.g. 2026-11-25T23:59:30+09:00`);
  return at;
}

/** The local runtime's clock: the real one, or one started at PORTAL_TEST_NOW when that is set. */
export function localClock(env: NodeJS.ProcessEnv = process.env): Clock {
  const at = portalTestNow(env);
  return at ? clockFrom(at) : systemClock;
}
