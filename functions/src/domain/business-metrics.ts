import type { BusinessCount } from '@portal/shared/api/contract';

/**
 * What the delivery counts of the texts it hands to a provider: 알림톡 accepted, and texts by what carriers bill them
 * as (an SMS up to 90 bytes, an LMS beyond; a 알림톡 counts here too, as the SMS or LMS SENS falls back to for a number
 * without KakaoTalk, so the spend estimate is a ceiling).
 */
export const deliveryCounts = ['AlimtalkSent', 'SmsSent', 'LmsSent'] as const;
export type DeliveryCount = (typeof deliveryCounts)[number];
export type MetricName = BusinessCount | DeliveryCount;

/** Where a count belongs: the tenant always (a metric dimension), the project when known (beside it, for Logs Insights). */
export interface CountWhere {
  tenantId: number;
  projectId?: number | undefined;
}

/** Where counts go: Powertools' embedded metrics on Lambda (adapters/metrics), bound by the wiring. */
export interface MetricsSink {
  count(name: MetricName, where: CountWhere, n: number): void;
}

/** The names the stack's dashboard reads (portal-dashboard.ts): one home, so the graph shows what is written. */
export const BUSINESS_METRICS = { namespace: 'Portal', service: 'portal', tenantDimension: 'tenant' } as const;

let processSink: MetricsSink = { count: () => undefined };
let recorder: MetricsSink | undefined;

/** The process's sink: the wiring binds Powertools' once, before its first work. */
export function bindMetricsSink(next: MetricsSink): void {
  processSink = next;
}

/** Adds n to a business count of one tenant (and project). */
export function countBusiness(name: MetricName, where: CountWhere, n = 1): void {
  (recorder ?? processSink).count(name, where, n);
}

/** Records the counts added until `stop` (which puts the previous sink back): for tests. */
export function recordMetrics(): { counts: Array<{ name: MetricName } & CountWhere & { n: number }>; stop(): void } {
  const counts: Array<{ name: MetricName } & CountWhere & { n: number }> = [];
  const previous = recorder;
  recorder = { count: (name, where, n) => counts.push({ name, ...where, n }) };
  return { counts, stop: () => void (recorder = previous) };
}
