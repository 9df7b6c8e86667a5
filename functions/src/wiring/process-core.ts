import { powertoolsLogSink } from '../adapters/log/powertools-log.ts';
import { powertoolsMetricsSink } from '../adapters/metrics/powertools-metrics.ts';
import { config } from '../config.ts';
import { bindMetricsSink } from '../domain/business-metrics.ts';
import { bindLogSink } from '../domain/log.ts';
import type { AppContext, OptionalPort } from '../domain/context.ts';
import type { Clock } from '../domain/ports.ts';
import { createCoreWiring, type CoreWiring } from './core-wiring.ts';
import type { AdapterFactories, AdapterFactory } from './optional/adapter-factory.ts';
import type { ProviderAdapters } from './provider-adapters.ts';

/**
 * One wiring per process: a Lambda container builds its SDK clients once and reuses them across invocations. The
 * entry points (the handlers' middleware, the jobs, the local server, the CLI) read it here and pass it on; nothing
 * below them reaches for it. Heavy ports are built on first use of their factory, once per process.
 */
let core: CoreWiring | undefined;
let localProviders: ProviderAdapters | undefined;
let clock: Clock | undefined;
const built = new Map<AdapterFactory<OptionalPort>, unknown>();
const resetHooks: Array<() => void> = [];

let telemetryBound = false;

export function processCoreWiring(): CoreWiring {
  if (!core) {
    // Every entry point starts here, so the process logs and counts through Powertools from its first line of work.
    if (!telemetryBound) {
      bindLogSink(powertoolsLogSink(config().STAGE));
      bindMetricsSink(powertoolsMetricsSink(config().STAGE));
    }
    telemetryBound = true;
    core = createCoreWiring(config(), { localProviders, clock });
  }
  return core;
}

/** The core once its secrets are at hand (read on the first call, refreshed once old): what a job or the CLI starts with. */
export async function readyProcessCore(): Promise<CoreWiring> {
  const w = processCoreWiring();
  await w.ready();
  return w;
}

/** The adapter a factory builds, once per process (until the configuration is reset). */
export function processAdapter<K extends OptionalPort>(factory: AdapterFactory<K>): NonNullable<AppContext[K]> {
  let adapter = built.get(factory as AdapterFactory<OptionalPort>) as NonNullable<AppContext[K]> | undefined;
  if (!adapter) {
    adapter = factory.build(config(), processCoreWiring());
    built.set(factory as AdapterFactory<OptionalPort>, adapter);
  }
  return adapter;
}

/** The heavy ports a route declared, built (or reused) for this process; a tenant's request gets its tenant's where a port acts for one. */
export function processAdapters(factories: AdapterFactories | undefined, tenantId?: number): Partial<Pick<AppContext, OptionalPort>> {
  const out: Partial<Record<OptionalPort, unknown>> = {};
  for (const f of Object.values(factories ?? {}) as AdapterFactory<OptionalPort>[]) {
    const built = processAdapter(f);
    out[f.port] = tenantId !== undefined && f.forTenant ? f.forTenant(built, tenantId) : built;
  }
  return out as Partial<Pick<AppContext, OptionalPort>>;
}

/** The local runtime's simulators (functions/src/local/local-adapters.ts); Lambda code never calls this. */
export function installLocalProviders(adapters: ProviderAdapters | undefined): void {
  localProviders = adapters;
  resetProcessWiring();
}

/** The local runtime's clock (functions/src/local/local-clock.ts, test support); Lambda code never calls this. */
export function installClock(c: Clock | undefined): void {
  clock = c;
  resetProcessWiring();
}

/** Builds the wiring again on next use (after the configuration changed: the local runtime, tests). */
export function resetProcessWiring(): void {
  core = undefined;
  built.clear();
  for (const hook of resetHooks) hook();
}

/** Lets a derived per-process value (process-wiring.ts) drop itself when the wiring is reset. */
export function onProcessWiringReset(hook: () => void): void {
  resetHooks.push(hook);
}
