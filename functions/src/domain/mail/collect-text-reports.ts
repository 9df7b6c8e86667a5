import { ServiceUnavailableError } from '../errors.ts';
import { log } from '../log.ts';
import type { OutboxMessage, TextReport } from '../ports.ts';
import { FIRST_REPORT_LOOK_MS, type DeliveryContext } from './deliver-messages.ts';

/** Looks back off with the text's age (1, 2, 4 … minutes after the send), at most an hour apart. */
const MAX_REPORT_GAP_MS = 60 * 60_000;
/** A phone switched off for a day is retried by its carrier no longer: no report after this, none is asked for. */
export const REPORT_GIVE_UP_MS = 24 * 60 * 60_000;

export type ReportOutcome = 'delivered' | 'undelivered' | 'pending' | 'untraceable' | 'given-up' | 'unavailable';

/** When to ask next about a text sent at `sentAtMs` that is still on its way at `nowMs`. */
export const nextReportLook = (sentAtMs: number, nowMs: number) => new Date(nowMs + Math.min(Math.max(nowMs - sentAtMs, FIRST_REPORT_LOOK_MS), MAX_REPORT_GAP_MS));

/**
 * Asks the provider what became of the texts it took (SENS's delivery reports; docs/messaging.md) and records each
 * final answer on its message, as SES's events do for mail: delivered, or undelivered with the carrier's or Kakao's
 * reason, which the applicant's history then names. A text still on its way is asked about again later, one past a day
 * or untraceable no more. Runs after the sweep with the time the sweep left: sending comes before knowing. A provider
 * that fails leaves the rest for the next run.
 */
export async function collectTextReports(ctx: DeliveryContext, options: { untilMs: number; batch?: number }): Promise<Record<ReportOutcome, number>> {
  const counts: Record<ReportOutcome, number> = { delivered: 0, undelivered: 0, pending: 0, untraceable: 0, 'given-up': 0, unavailable: 0 };
  const lookup = ctx.notifier.textReport;
  if (!lookup) return counts;
  for (const tenantId of await ctx.tenants.all()) {
    const repos = ctx.reposFor(tenantId);
    for (const m of await repos.outbox.reportsDue(ctx.clock.now(), options.batch ?? 100)) {
      if (ctx.clock.now().getTime() >= options.untilMs) return counts;
      let report: TextReport;
      try {
        report = m.receipt ? await lookup(m.receipt) : { state: 'untraceable', reason: 'no receipt' };
      } catch (e) {
        counts.unavailable++;
        if (e instanceof ServiceUnavailableError) return counts;
        // An answer this code cannot read: asked again later like a pending one, until the day is over.
        log.error('text report not read', { tenantId, messageId: m.id, reason: e instanceof Error ? e.message : String(e) });
        await repos.outbox.reportLater(m, nextReportLook(sentAtOf(m), ctx.clock.now().getTime()));
        continue;
      }
      counts[await settle(ctx, tenantId, m, report)]++;
    }
  }
  return counts;
}

const sentAtOf = (m: OutboxMessage) => Date.parse(m.sentAt ?? m.createdAt);

async function settle(ctx: DeliveryContext, tenantId: number, m: OutboxMessage, report: TextReport): Promise<ReportOutcome> {
  const outbox = ctx.reposFor(tenantId).outbox;
  const now = ctx.clock.now();
  if (report.state === 'delivered') {
    await outbox.recordOutcome(m, 'delivered', now);
    return 'delivered';
  }
  if (report.state === 'undelivered') {
    // Ids and the provider's reason only: never the number or the text.
    log.warn('text not delivered', { tenantId, messageId: m.id, kind: m.kind, reason: report.reason });
    await outbox.recordOutcome(m, 'undelivered', now, report.reason);
    return 'undelivered';
  }
  if (report.state === 'untraceable') {
    await outbox.stopReports(m);
    return 'untraceable';
  }
  if (now.getTime() - sentAtOf(m) >= REPORT_GIVE_UP_MS) {
    await outbox.stopReports(m);
    return 'given-up';
  }
  await outbox.reportLater(m, nextReportLook(sentAtOf(m), now.getTime()));
  return 'pending';
}
