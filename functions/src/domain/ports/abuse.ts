/** Failed tries of identification, password recovery, the qualification gate, code confirms, inquiries and API keys (domain/abuse/). */

/**
 * The routes whose failures are counted, each apart: a person's failures on one do not slow another. 'code-confirm': a
 * wrong verification code (the person is the recipient); 'inquiry': a Q&A inquiry sent (the person is the applicant);
 * 'integration-key': a wrong or revoked integration API key (the person is the tenant's API itself, so every wrong key
 * from one address is one pair).
 */
export type AbuseRoute = 'check' | 'find-password' | 'qualification' | 'code-confirm' | 'inquiry' | 'integration-key';

/** One person's failures from one client address on one route. */
export interface PairFailures {
  /** Tries not known to have succeeded (a try is counted before its compare and given back when it succeeds). */
  failures: number;
  /** When the last try was counted (epoch ms). */
  lastAt: number;
  /** The last try skipped its wait with a solved challenge: the next one waits its own wait out (decide-try.ts). */
  skippedWait?: boolean | undefined;
}

/**
 * Failure counters, keyed by keyed hashes only (a person's login key or account, a client address): one record per
 * (person, route, address) in the person's partition, and per-address failure counts per hour.
 */
export interface AbuseRepository {
  pair(personHash: string, route: AbuseRoute, addressHash: string): Promise<PairFailures | undefined>;
  /**
   * Replaces the pair's record with `next` only if it still is `seen` (undefined: none yet), in one conditional write;
   * false when another try changed it first (the caller reads again and decides again). Kept `ttlSeconds`.
   */
  swapPair(personHash: string, route: AbuseRoute, addressHash: string, seen: PairFailures | undefined, next: PairFailures, ttlSeconds: number): Promise<boolean>;
  /** Takes back one counted try of the pair (it succeeded), never below zero. */
  giveBackPair(personHash: string, route: AbuseRoute, addressHash: string): Promise<void>;
  /** Forgets every failure of the person, on every route and from every address. */
  clearPerson(personHash: string): Promise<void>;
  /** Counts one failure from a client address on a route in that hour. */
  countAddressFailure(route: AbuseRoute, addressHash: string, hourBucket: number): Promise<void>;
  /** The failures counted from a client address on a route in that hour. */
  addressFailures(route: AbuseRoute, addressHash: string, hourBucket: number): Promise<number>;
  /**
   * Marks a solved challenge (its id) used, in one conditional write kept until `expiresAtSeconds`: false when it
   * already was, so each proof opens one try (redeem-proof.ts).
   */
  useProof(challengeId: string, expiresAtSeconds: number): Promise<boolean>;
}
