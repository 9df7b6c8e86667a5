import type { Endpoint } from '@portal/shared/api/contract';

/**
 * How much the contract fuzz sends and from which seed. The seed is fixed, so every run sends the same requests in
 * the same order per route (the answers may still depend on the portal's clock); FUZZ_SEED=n changes it for a hunt,
 * FUZZ_SCALE=n sends n times as many requests (`npm run bench`-style long runs).
 */
export const DEFAULT_FUZZ_SEED = 20_261_201;

function seedFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_FUZZ_SEED;
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new Error(`FUZZ_SEED must be an integer, not '${raw}'`);
  return n | 0;
}

export const fuzzSeed = seedFromEnv(process.env.FUZZ_SEED);
export const fuzzScale = (() => {
  const n = Number(process.env.FUZZ_SCALE ?? 1);
  if (!(n > 0)) throw new Error(`FUZZ_SCALE must be a positive number, not '${process.env.FUZZ_SCALE}'`);
  return n;
})();

/** Requests a whole run of test/fuzz/public-endpoints.test.ts sends at least (issue 20), times FUZZ_SCALE. */
export const MIN_REQUESTS_PER_RUN = 10_000;

/**
 * Each route's own seed, from the run's seed and the contract id (FNV-1a): a route replays alone (`-t`) exactly as in
 * the whole run, and a route added or removed does not change what the others send.
 */
export function seedFor(contractId: string, seed = fuzzSeed): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < contractId.length; i++) h = Math.imul(h ^ contractId.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** Writes with free-form or file bodies that reach the store: where hostile values did harm, so most runs go here. */
export const RICH_BODY_ENDPOINTS = new Set([
  'SaveApplicantPage',
  'SaveDraft',
  'CreateUploadUrl',
  'ConfirmUpload',
  'SubmitStepAnswers',
  'SubmitSurvey',
  'CreateStepUploadUrl',
  'ConfirmStepUpload',
  'CreateQnaUploadUrl',
  'ConfirmQnaUpload',
  'CreateQnaInquiry',
]);
/** Routes whose every accepted attempt costs a password hash (and is counted per address): kept few. */
const SLOW_BY_DESIGN = new Set(['CheckApplicant']);

/** Requests per route: rich bodies most, read-only visitor lists and deliberately slow checks fewest. */
export function runsFor(e: Endpoint): number {
  const base = RICH_BODY_ENDPOINTS.has(e.id) ? 400 : SLOW_BY_DESIGN.has(e.id) ? 100 : e.method === 'GET' && e.auth === 'visitor' ? 100 : 180;
  return Math.ceil(base * fuzzScale);
}
