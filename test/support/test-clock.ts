import { formatKst } from '../../shared/src/dates.ts';
import type { Clock } from '../../functions/src/domain/ports.ts';
import { clockFrom } from '../../functions/src/adapters/clocks.ts';
import { portalTestNow } from '../../functions/src/local/local-clock.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';

/** The portal's clock in a test: it runs in real time, and a test can move it (a key's lifetime, a cooldown). */
export interface TestClock extends Clock {
  /** Moves the clock by `ms` (negative: back); it keeps running from there. */
  shift(ms: number): void;
  /** Stops the clock where it stands (shifts still move it): a check one second either side of a boundary holds however slow the machine. */
  freeze(): void;
  /** Undoes every shift and lets the clock run again. */
  reset(): void;
}

/** Starts at PORTAL_TEST_NOW when set (npm run test:midnight), else at the real time. */
export function testClock(start: Date = portalTestNow() ?? new Date()): TestClock {
  const base = clockFrom(start);
  let shifted = 0;
  let frozenAt: number | undefined;
  return {
    now: () => new Date((frozenAt ?? base.now().getTime()) + shifted),
    shift(ms) {
      shifted += ms;
    },
    freeze() {
      frozenAt ??= base.now().getTime();
    },
    reset() {
      shifted = 0;
      frozenAt = undefined;
    },
  };
}

/** The time as the portal under test sees it: what a test's own dates must be computed from, never Date.now(). */
export const portalNow = (): Date => processWiring().clock.now();

/** The portal's time moved by `offsetMs`, as the stored 'YYYY-MM-DD HH:mm:ss' Korean time (a project's end, a save). */
export const portalKst = (offsetMs = 0): string => formatKst(new Date(portalNow().getTime() + offsetMs));
