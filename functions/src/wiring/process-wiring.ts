import { config } from '../config.ts';
import type { Clock } from '../domain/ports.ts';
import { createWiring, type Wiring } from './create-wiring.ts';
import type { ProviderAdapters } from './provider-adapters.ts';

/**
 * One wiring per process: a Lambda container builds its SDK clients once and reuses them across invocations. The
 * entry points (the handlers' middleware, the jobs, the local server, the CLI) read it here and pass it on; nothing
 * below them reaches for it.
 */
let wiring: Wiring | undefined;
let localProviders: ProviderAdapters | undefined;
let clock: Clock | undefined;

export function processWiring(): Wiring {
  wiring ??= createWiring(config(), { localProviders, clock });
  return wiring;
}

/** The local runtime's simulators (functions/src/local/local-adapters.ts); Lambda code never calls this. */
export function installLocalProviders(adapters: ProviderAdapters | undefined): void {
  localProviders = adapters;
  wiring = undefined;
}

/** The local runtime's clock (functions/src/local/local-clock.ts, test support); Lambda code never calls this. */
export function installClock(c: Clock | undefined): void {
  clock = c;
  wiring = undefined;
}

/** Builds the wiring again on next use (after the configuration changed: the local runtime, tests). */
export function resetProcessWiring(): void {
  wiring = undefined;
}
