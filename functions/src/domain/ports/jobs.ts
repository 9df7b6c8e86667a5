/** What scheduled jobs need beyond the table's repositories: leases, and a queue for the units they fan out. */

/**
 * Named leases across processes and runs: held by one holder until it releases them or their time runs out (a holder
 * that crashed never blocks the work for longer than that).
 */
export interface Leases {
  /** Takes the lease for `holder` for `ttlMs` when nobody holds it, its holder's time ran out, or `holder` holds it already. */
  acquire(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Gives it up, if `holder` still holds it. */
  release(name: string, holder: string): Promise<void>;
}

/**
 * Where a job's run puts its units of work: each is delivered to the job's unit handler on its own, tried again when it
 * fails and parked on a dead-letter queue when it keeps failing (SQS on AWS; the local runtime's queue stand-in).
 */
export interface WorkQueue<T> {
  send(units: readonly T[]): Promise<void>;
}
