import type { TenantConfig } from '@portal/shared';
import type { CompanyRecord, PairFailures } from '../ports.ts';

/**
 * Thresholds of failed tries on identification, password recovery and the qualification gate (issue 40,
 * docs/security.md 35). Successes never count; a person is a (person, client address) pair, so a stranger's failures
 * elsewhere never slow the owner; an address is many people (a campus, a PC방, a carrier's CGNAT).
 */
export const ABUSE_LIMITS = {
  /** Failures of one person from one address before its next try has to wait. */
  freeFailuresPerPair: 5,
  /** Failures from one address on one route in a rolling hour before the address counts as busy (hundreds of people behind a NAT). */
  addressFailuresPerHour: 300,
  /** Failures a pair may have without waiting once its address is busy: a person who has not failed there is never held. */
  freeFailuresPerPairWhenBusy: 1,
  /** The longest wait between tries (the wait doubles per failure up to this). */
  maxWaitSeconds: 300,
  /** A pair's failures are forgotten this long after its last try. */
  forgetAfterSeconds: 3600,
} as const;

/** The thresholds a tenant may set (`company.abuse_limits`); the rest are fixed. */
export interface AbuseLimits {
  freeFailuresPerPair: number;
  addressFailuresPerHour: number;
  maxWaitSeconds: number;
}

/** A tenant's thresholds: its `abuse_limits` where set, ABUSE_LIMITS elsewhere. */
export function abuseLimitsOf(company: Pick<CompanyRecord, 'abuseLimits'> | undefined): AbuseLimits {
  const own = company?.abuseLimits;
  return {
    freeFailuresPerPair: own?.freeFailuresPerPair ?? ABUSE_LIMITS.freeFailuresPerPair,
    addressFailuresPerHour: own?.addressFailuresPerHour ?? ABUSE_LIMITS.addressFailuresPerHour,
    maxWaitSeconds: own?.maxWaitSeconds ?? ABUSE_LIMITS.maxWaitSeconds,
  };
}

type AbuseLimitsConfig = TenantConfig['company']['abuse_limits'];

/** `company.abuse_limits` as the company record keeps it (only what the tenant set), or nothing. */
export function abuseLimitsRecord(config: AbuseLimitsConfig): Pick<CompanyRecord, 'abuseLimits'> {
  if (!config) return {};
  const { free_failures_per_pair: freeFailuresPerPair, address_failures_per_hour: addressFailuresPerHour, max_wait_seconds: maxWaitSeconds } = config;
  return { abuseLimits: { ...(freeFailuresPerPair ? { freeFailuresPerPair } : {}), ...(addressFailuresPerHour ? { addressFailuresPerHour } : {}), ...(maxWaitSeconds ? { maxWaitSeconds } : {}) } };
}

/** The company record's thresholds back as `company.abuse_limits` (the export), or nothing. */
export function abuseLimitsConfig(company: Pick<CompanyRecord, 'abuseLimits'>): { abuse_limits?: NonNullable<AbuseLimitsConfig> } {
  const own = company.abuseLimits;
  if (!own) return {};
  return { abuse_limits: { ...(own.freeFailuresPerPair ? { free_failures_per_pair: own.freeFailuresPerPair } : {}), ...(own.addressFailuresPerHour ? { address_failures_per_hour: own.addressFailuresPerHour } : {}), ...(own.maxWaitSeconds ? { max_wait_seconds: own.maxWaitSeconds } : {}) } };
}

/** The wait before the next try of a pair with `failures`, when `free` failures are allowed: 1 s, 2 s, 4 s … up to the cap. */
export function waitSeconds(failures: number, free: number, maxWaitSeconds: number = ABUSE_LIMITS.maxWaitSeconds): number {
  return failures < free ? 0 : Math.min(2 ** (failures - free), maxWaitSeconds);
}

/** The failures of a pair that still count: none once it has been quiet for `forgetAfterSeconds`. */
export function liveFailures(pair: PairFailures | undefined, nowMs: number): number {
  return !pair || nowMs - pair.lastAt >= ABUSE_LIMITS.forgetAfterSeconds * 1000 ? 0 : pair.failures;
}
