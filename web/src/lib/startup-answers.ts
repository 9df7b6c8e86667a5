import { hashKey, type Query, type QueryKey } from '@tanstack/react-query';

/**
 * The answers of a page load's first queries, fetched and parsed before React's first render (app/prime-startup.ts)
 * and handed to the queries when they are created, so the first render already has them: on the 300-field form
 * page, the loading states of the company gate and the form (three render passes and their frames, each waiting for
 * the next answer) were a third of the start-up (npm run bench, render).
 *
 * Each answer is used once. A query finds a settled answer as its initial data; a query created while the answer is
 * still on its way takes the call itself instead of sending another. An answer nobody takes within MAX_AGE_MS is
 * dropped, so a later query never gets an old one.
 */
const MAX_AGE_MS = 10_000;
/** A startup answer counts as fresh this long after it arrived, whatever the query's own staleTime. */
export const STARTUP_FRESH_MS = 3_000;

interface Entry {
  promise: Promise<unknown>;
  settled?: { data: unknown; at: number };
}
const entries = new Map<string, Entry>();

/** Starts (or records) the call behind a query's first answer. Resolves when it settled, failed or not. */
export function primeAnswer(queryKey: QueryKey, call: () => Promise<unknown>): Promise<void> {
  const hash = hashKey(queryKey);
  const promise = call();
  const entry: Entry = { promise };
  entries.set(hash, entry);
  window.setTimeout(() => {
    if (entries.get(hash) === entry) entries.delete(hash);
  }, MAX_AGE_MS);
  return promise.then(
    (data) => {
      entry.settled = { data, at: Date.now() };
    },
    // The query that takes the call sees the failure (startupCall); until then it must not count as unhandled.
    () => undefined,
  );
}

/** Forgets the answers nobody took (the web tests' set-up, as lib/early-requests.ts dropStartedRequests). */
export function dropStartupAnswers(): void {
  entries.clear();
}

function take(hash: string): Entry | undefined {
  const entry = entries.get(hash);
  if (entry) entries.delete(hash);
  return entry;
}

/**
 * The query-option fields that serve a primed answer: its data as initial data (fresh for STARTUP_FRESH_MS, or the
 * query's own staleTime when longer), once. Spread into queryOptions() next to a queryFn wrapped with startupCall().
 */
export function startupAnswer<T>(queryKey: QueryKey, staleTime: number) {
  const hash = hashKey(queryKey);
  let receivedAt = 0;
  return {
    initialData: (): T | undefined => {
      const entry = entries.get(hash);
      if (!entry?.settled) return undefined;
      take(hash);
      receivedAt = entry.settled.at;
      return entry.settled.data as T;
    },
    initialDataUpdatedAt: () => receivedAt,
    // Initial data only ever comes from here, and a fetch counts as an update: dataUpdateCount 0 is the primed answer.
    staleTime: (query: Query<T, Error, T, QueryKey>) => (query.state.dataUpdateCount === 0 ? Math.max(staleTime, STARTUP_FRESH_MS) : staleTime),
  };
}

/** The primed call of this query if it is still on its way (or failed), once; otherwise a new call. */
export function startupCall<T>(queryKey: QueryKey, call: () => Promise<T>): Promise<T> {
  const entry = take(hashKey(queryKey));
  return entry ? (entry.promise as Promise<T>) : call();
}
