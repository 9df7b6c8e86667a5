import type { CapacityClass } from '@portal/shared/api/contract';
import type { RouteDef } from '../../functions/src/http/routes.ts';

/**
 * The capacity model (docs/capacity.md) as the stack applies it: the target of one large organisation's deadline, and
 * per load class (the contract's `capacity`) the API Gateway throttle of each of its routes, its functions' memory and
 * the concurrency a deadline-ready stage reserves for each. A new endpoint is sized by naming its class in its contract.
 */
export const TARGET_LOAD = {
  /** Applicants with a form open at once: a draft every 15 s, a page load a minute, a temp save and a save every 2 min. */
  typists: 20_000,
  submissionsPerMinute: 3_000,
  newApplicantsPerMinute: 3_000,
} as const;

/** API Gateway's throttle of one route (a token bucket across every caller): steady requests a second and the bucket. */
export interface RouteThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export interface ClassSizing {
  readonly throttle: RouteThrottle;
  /** Lambda memory; CPU comes with it (a whole vCPU at 1,769 MB). */
  readonly memoryMb: number;
  /** Concurrency kept for each function of the class on a deadline-ready stage (also its ceiling there). */
  readonly reservedConcurrency?: number;
}

/** Memory every function had before it was sized; kept where nothing was measured that says otherwise. */
export const DEFAULT_MEMORY_MB = 512;

/**
 * Peak demand per route at the target (docs/capacity.md 'Per route'), and what each class is given:
 * - autosave (SaveDraft): 20,000 / 15 s = 1,333 a second, ~80 busy functions: throttle 3,000 (2.25x), reserve 200;
 * - deadline (page saves, page loads): at most 333 a second each, ~40 busy: throttle 1,000 (3x), reserve 100;
 * - submit (CompleteApplicant 55 a second with double clicks, the preview, the clock): ~15 busy: throttle 500, reserve 50;
 * - code: 3,000 new applicants a minute, one or two codes each (50-100 a second): throttle 200;
 * - identification: scrypt, ~0.2 s of a whole core per call (measured), 50-100 a second: throttle 300, 1,769 MB;
 * - upload: three files per applicant, a URL and a check each (~100 a second): throttle 300;
 * - export: up to 50,000 rows in one call, nobody waits on it at a deadline: throttle 2, burst 5;
 * - ordinary (the stage default): public pages and the rest, under 300 a second each: throttle 500.
 * The account's API limit (10,000 a second, 5,000 burst) stays above any one route's throttle.
 * Memory from measurement (`npm run bench`, part cost: test/bench/memory-sizing.ts, docs/capacity.md 'Memory'): a class
 * keeps 512 MB unless its heaviest call's CPU would add more than 25 ms there (CPU shrinks with memory below 1,769 MB);
 * measured 2026-12-02, the submission (CompleteApplicant 24.6 ms of CPU), the codes (RequestVerification 22.9 ms) and
 * the upload check (ConfirmUpload 33.1 ms) get 1,024 MB; identification keeps a whole vCPU for its scrypt.
 */
export const CLASS_SIZING: Readonly<Record<CapacityClass, ClassSizing>> = {
  ordinary: { throttle: { rateLimit: 500, burstLimit: 1_000 }, memoryMb: DEFAULT_MEMORY_MB },
  autosave: { throttle: { rateLimit: 3_000, burstLimit: 3_000 }, memoryMb: DEFAULT_MEMORY_MB, reservedConcurrency: 200 },
  deadline: { throttle: { rateLimit: 1_000, burstLimit: 2_000 }, memoryMb: DEFAULT_MEMORY_MB, reservedConcurrency: 100 },
  submit: { throttle: { rateLimit: 500, burstLimit: 1_000 }, memoryMb: 1_024, reservedConcurrency: 50 },
  code: { throttle: { rateLimit: 200, burstLimit: 400 }, memoryMb: 1_024 },
  // scrypt (N=2^15, r=8) is CPU-bound: at 512 MB (~0.29 vCPU) a hash takes ~3.5x as long for the same GB-seconds.
  identification: { throttle: { rateLimit: 300, burstLimit: 600 }, memoryMb: 1_769 },
  upload: { throttle: { rateLimit: 300, burstLimit: 600 }, memoryMb: 1_024 },
  export: { throttle: { rateLimit: 2, burstLimit: 5 }, memoryMb: DEFAULT_MEMORY_MB },
};

/** The stage's default route throttle (every route without a class of its own). */
export const STAGE_DEFAULT_THROTTLE: RouteThrottle = CLASS_SIZING.ordinary.throttle;

export const capacityOf = (route: Pick<RouteDef, 'capacity'>): CapacityClass => route.capacity ?? 'ordinary';
export const sizingOf = (route: Pick<RouteDef, 'capacity'>): ClassSizing => CLASS_SIZING[capacityOf(route)];

/** Concurrency a deadline-ready stage reserves across the route table: what the account's quota must leave room for. */
export const reservedConcurrencyTotal = (routes: readonly Pick<RouteDef, 'capacity'>[]): number => routes.reduce((n, r) => n + (sizingOf(r).reservedConcurrency ?? 0), 0);

/**
 * Warm throughput (DynamoDB's units a second served at once, docs/capacity.md 'The table'), from the target's
 * estimated peak with half again as headroom: base table ~7,300 write and ~5,000 read units a second, gsi1 ~4,700
 * write (drafts and the applicant index). A new on-demand table starts at 4,000 write and 12,000 read.
 */
export const WARM_THROUGHPUT: {
  readonly table: WarmUnits;
  /** Per global secondary index of table-definition.ts, by name. */
  readonly indexes: Readonly<Record<string, WarmUnits>>;
} = {
  table: { readUnitsPerSecond: 12_000, writeUnitsPerSecond: 12_000 },
  indexes: { gsi1: { readUnitsPerSecond: 12_000, writeUnitsPerSecond: 8_000 } },
};
export interface WarmUnits {
  readonly readUnitsPerSecond: number;
  readonly writeUnitsPerSecond: number;
}
