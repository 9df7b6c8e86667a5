import { outgoingMessages } from '@portal/shared/messages/outgoing';
import type { SystemActor } from '../context.ts';
import { alimtalkRoute } from './alimtalk.ts';
import { mailboxHash } from './mailbox.ts';
import { ServiceUnavailableError } from '../errors.ts';
import type { Clock, CryptoPort, MessageChannel, MessageRef, Notifier, OutboxMessage, SendRate, TenantList, TenantRepositories, TextReceipt } from '../ports.ts';
import { log } from '../log.ts';
import { countBusiness } from '../business-metrics.ts';
import { textSize } from './text-size.ts';

/** What delivery runs with: the system actor and the platform's adapters, no tenant of its own. */
export interface DeliveryContext {
  actor: SystemActor;
  clock: Clock;
  crypto: Pick<CryptoPort, 'randomToken' | 'keyedHash'>;
  notifier: Notifier;
  rate: SendRate;
  tenants: TenantList;
  /** One per process (a warm container): a channel whose provider just failed is left alone for a while. */
  breaker: ChannelBreaker;
  reposFor(tenantId: number): TenantRepositories;
}

/** How long a channel rests after its provider failed beyond the SDK's tries: its messages wait instead of each failing. */
export const BREAKER_MS = 10_000;

/**
 * A failing provider is not called once per waiting message: after a failure its channel rests for BREAKER_MS. A code
 * may still probe it, once a PROBE_MS per channel (its applicant waits on the screen, and one timeout must not hold every
 * code for the rest); a send that goes through ends the rest.
 */
export interface ChannelBreaker {
  trip(channel: MessageChannel, untilMs: number): void;
  resting(channel: MessageChannel, nowMs: number): boolean;
  /** While resting: true for the first caller of each PROBE_MS, who may try the provider. */
  probe(channel: MessageChannel, nowMs: number): boolean;
  close(channel: MessageChannel): void;
}
/** How often a code may try a resting channel's provider: a handful of calls a minute per container during an outage. */
export const PROBE_MS = 1_000;
export function channelBreaker(): ChannelBreaker {
  const rest = new Map<MessageChannel, { from: number; until: number; probedAt?: number }>();
  // A clock set back (a test's) ends the rest too: it never outlasts BREAKER_MS of the clock it was taken on.
  const resting = (channel: MessageChannel, nowMs: number) => {
    const r = rest.get(channel);
    return !!r && r.from - BREAKER_MS <= nowMs && nowMs < r.until;
  };
  return {
    trip: (channel, until) => void rest.set(channel, { from: until - BREAKER_MS, until, probedAt: rest.get(channel)?.probedAt }),
    resting,
    probe(channel, nowMs) {
      const r = rest.get(channel);
      if (!r || !resting(channel, nowMs)) return false;
      if (r.probedAt !== undefined && Math.abs(nowMs - r.probedAt) < PROBE_MS) return false;
      r.probedAt = nowMs;
      return true;
    },
    close: (channel) => void rest.delete(channel),
  };
}

/** The first look for a sent text's delivery report (collect-text-reports.ts): carriers and Kakao usually answer within a minute. */
export const FIRST_REPORT_LOOK_MS = 60_000;

/** How long one attempt holds a message: far past a send's SDK tries (about 10 s), short enough to retry soon after a crash. */
export const LEASE_MS = 60_000;
/** Tries before a message is parked ('failed', for the operator's redrive): with the backoff below, about two and a half hours. */
export const MAX_TRIES = 10;
/** The wait before the next try after `tries` failed ones: 10 s doubling, at most 30 minutes. */
export const retryDelayMs = (tries: number) => Math.min(10_000 * 2 ** Math.max(0, tries - 1), 30 * 60_000);

/**
 * busy: another attempt holds it, or it was sent; no-slot: the rate's second is full; resting: its channel's provider
 * just failed; dropped: sending it no longer helps (a code past its lifetime or replaced by a newer one).
 */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'dropped' | 'busy' | 'no-slot' | 'resting';

/**
 * Sends one message at most once per lease (docs/messaging.md), `written` its image when the stream brings it: a slot of the provider's rate first (none left this
 * second: the message stays pending for the next look), then the claim, the send, and the mark. A provider that fails
 * for a while gets the message again after a backoff; one that refuses the message itself, or a last try, parks it
 * with the reason. Never throws for the message's sake: the change that caused it is stored, the message waits.
 */
export async function deliverMessage(ctx: DeliveryContext, tenantId: number, ref: MessageRef, written?: OutboxMessage): Promise<DeliveryOutcome> {
  const repos = ctx.reposFor(tenantId);
  const now = ctx.clock.now();
  // A stream record carries the message as written: no read needed, the claim's condition finds it if it moved on.
  const head = written ?? (await repos.outbox.get(ref));
  if (!head || !claimable(head, now)) return 'busy';
  const stale = await staleReason(ctx, repos, head, now);
  if (stale) {
    const attempt = ctx.crypto.randomToken();
    if (!(await repos.outbox.claim(head, attempt, now, new Date(now.getTime() + LEASE_MS)))) return 'busy';
    // Mail to a suppressed mailbox is held, not lost: the operator's lifting of the suppression sends it after all.
    if (stale.heldFor) await repos.outbox.hold(head, attempt, stale.reason, stale.heldFor, ctx.clock.now());
    else await repos.outbox.markDropped(head, attempt, stale.reason, ctx.clock.now());
    return 'dropped';
  }
  // A resting channel: a code may probe it (once a PROBE_MS), everything else waits.
  const probing = head.kind === 'code' && ctx.breaker.probe(head.channel, now.getTime());
  const rests = (m: OutboxMessage) => !probing && ctx.breaker.resting(m.channel, ctx.clock.now().getTime());
  if (rests(head)) return 'resting';
  if (!(await ctx.rate.take(head.channel, head.kind === 'code' ? 'code' : 'notice', now))) return 'no-slot';
  const attempt = ctx.crypto.randomToken();
  const message = await repos.outbox.claim(head, attempt, now, new Date(now.getTime() + LEASE_MS));
  if (!message) return 'busy';
  // The provider failed for another delivery meanwhile: give the claim and its try back, the message waits.
  if (rests(message)) {
    await repos.outbox.retryLater(message, attempt, now, undefined, false);
    return 'resting';
  }
  let receipt: TextReceipt | void = undefined;
  try {
    if (message.channel === 'email') await ctx.notifier.sendEmail(message.to, message.subject ?? '', message.text, { tags: messageTags(tenantId, message) });
    else receipt = await sendText(ctx, repos, message, tenantId);
  } catch (e) {
    const reason = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    const transient = e instanceof ServiceUnavailableError;
    // Ids and reasons only: never the address or the text.
    log[transient ? 'warn' : 'error']('message not sent', { tenantId, messageId: message.id, kind: message.kind, tries: message.tries, reason });
    if (transient) ctx.breaker.trip(message.channel, ctx.clock.now().getTime() + BREAKER_MS);
    if (transient && message.tries < MAX_TRIES) {
      await repos.outbox.retryLater(message, attempt, new Date(ctx.clock.now().getTime() + retryDelayMs(message.tries)), reason, true);
      return 'retry';
    }
    await repos.outbox.markFailed(message, attempt, transient ? `${MAX_TRIES}번 시도했지만 보내지 못했습니다: ${reason}` : reason);
    return 'failed';
  }
  ctx.breaker.close(message.channel);
  const sentAt = ctx.clock.now();
  // A text the provider will report on awaits its report (collect-text-reports.ts), where the stage can read one. Not a
  // code: its applicant waits for it on the screen and presses again, the history never names it, and a deadline's
  // thousands of codes would cost a lookup each that nobody reads.
  const report = receipt && message.kind !== 'code' && ctx.notifier.textReport ? { receipt, reportAt: new Date(sentAt.getTime() + FIRST_REPORT_LOOK_MS) } : undefined;
  await repos.outbox.markSent(message, attempt, sentAt, report);
  return 'sent';
}

/**
 * Why sending a message no longer helps anyone: its code expired, a newer code replaced it (only the newest works), or
 * its mailbox bounced for good or complained (SES's events, record-mail-event.ts; `heldFor` that mailbox: kept for a lift).
 */
async function staleReason(ctx: DeliveryContext, repos: TenantRepositories, m: OutboxMessage, now: Date): Promise<{ reason: string; heldFor?: string } | undefined> {
  if (m.sendBefore !== undefined && m.sendBefore <= now.toISOString()) return { reason: outgoingMessages.outbox.expired };
  if (m.channel === 'email') {
    const mailbox = mailboxHash(ctx.crypto, m.to);
    if (await repos.mailSuppressions.find(mailbox)) return { reason: outgoingMessages.outbox.suppressed, heldFor: mailbox };
  }
  if (!m.code) return undefined;
  const current = await repos.verifications.get(m.code.channel, m.code.purpose, m.code.recipientHash);
  return current?.messageId === m.id ? undefined : { reason: outgoingMessages.outbox.replaced };
}

/**
 * A text message as 알림톡 where the tenant has its template approved and the stage a relay (SENS sends the SMS
 * fallback itself to a number without KakaoTalk), else as SMS. A 알림톡 the relay refuses (a template Kakao no longer
 * approves, text that does not match it) goes as SMS at once: nothing reached the applicant, and the code must. A relay
 * that fails (ServiceUnavailableError) is tried again later instead: it may have sent the 알림톡 already.
 */
async function sendText(ctx: DeliveryContext, repos: TenantRepositories, m: OutboxMessage, tenantId: number): Promise<TextReceipt | void> {
  const route = ctx.notifier.sendAlimtalk && m.template ? alimtalkRoute(await repos.company.getRecent(), m) : undefined;
  if (route && ctx.notifier.sendAlimtalk) {
    try {
      const receipt = await ctx.notifier.sendAlimtalk(m.to, { channelId: route.channelId, templateCode: route.templateCode, text: m.text });
      countText(tenantId, m, true);
      return receipt;
    } catch (e) {
      if (e instanceof ServiceUnavailableError) throw e;
      log.warn('알림톡 refused, sent as SMS', { tenantId, messageId: m.id, kind: m.kind, template: route.template, reason: e instanceof Error ? e.message : String(e) });
    }
  }
  const receipt = await ctx.notifier.sendSms(m.to, m.text);
  countText(tenantId, m, false);
  return receipt;
}

/** A text handed to its provider, as the spend alarm reads it (business-metrics.ts deliveryCounts). */
function countText(tenantId: number, m: OutboxMessage, alimtalk: boolean): void {
  if (alimtalk) countBusiness('AlimtalkSent', { tenantId });
  countBusiness(textSize(m.text) === 'LMS' ? 'LmsSent' : 'SmsSent', { tenantId });
}

/** The SES message tags its events carry back: which tenant's which message (and applicant) the mail was. */
export const messageTags = (tenantId: number, m: MessageRef): Record<string, string> => ({
  tenant: String(tenantId),
  message: m.id,
  ...(m.applicantId !== undefined ? { applicant: String(m.applicantId) } : {}),
});

const claimable = (m: OutboxMessage, now: Date) =>
  (m.state === 'pending' && m.dueAt <= now.toISOString()) || (m.state === 'sending' && (m.leaseUntil ?? '') < now.toISOString());

/**
 * The sweep (every minute on AWS, beside the stream that delivers new messages at once): every tenant's due messages,
 * codes first, until `untilMs` of the clock or nothing is due. Waits for the rate's next second when its slots are
 * taken, so a deadline's backlog drains at the provider's pace.
 */
export async function sweepOutbox(ctx: DeliveryContext, options: { untilMs: number; batch?: number; concurrency?: number }): Promise<Record<DeliveryOutcome, number>> {
  const counts: Record<DeliveryOutcome, number> = { sent: 0, retry: 0, failed: 0, dropped: 0, busy: 0, 'no-slot': 0, resting: 0 };
  const batch = options.batch ?? 100;
  for (const tenantId of await ctx.tenants.all()) {
    const repos = ctx.reposFor(tenantId);
    for (;;) {
      if (ctx.clock.now().getTime() >= options.untilMs) return counts;
      const due = await repos.outbox.due(ctx.clock.now(), batch);
      if (due.length === 0) break;
      let progressed = false;
      const queue = [...due];
      const worker = async () => {
        for (let m = queue.shift(); m; m = queue.shift()) {
          if (ctx.clock.now().getTime() >= options.untilMs) return;
          let outcome = await deliverMessage(ctx, tenantId, m);
          // This second's slots are taken: wait for the next one, the message stays first in line.
          while (outcome === 'no-slot' && ctx.clock.now().getTime() < options.untilMs) {
            const second = Math.floor(ctx.clock.now().getTime() / 1000);
            await new Promise((r) => setTimeout(r, 1000 - (ctx.clock.now().getTime() % 1000) + 5));
            // A clock that does not move (a test's frozen clock) never frees a slot.
            if (Math.floor(ctx.clock.now().getTime() / 1000) === second) break;
            outcome = await deliverMessage(ctx, tenantId, m);
          }
          counts[outcome]++;
          if (outcome === 'sent' || outcome === 'failed' || outcome === 'dropped') progressed = true;
        }
      };
      await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
      // Only messages others hold or that could not be sent now: the next sweep looks again.
      if (!progressed) break;
    }
  }
  return counts;
}

/** How long the oldest unsent message has waited, and how many wait or are parked: what the backlog alarm watches. */
export interface OutboxBacklog {
  oldestWaitingSeconds: number;
  waiting: number;
  parked: number;
}

/**
 * The outbox's backlog across tenants, read from the waiting index (at most `perTenant` entries of each partition, so
 * on a huge backlog the age is a lower bound): 0 seconds when nothing waits.
 */
export async function outboxBacklog(ctx: Pick<DeliveryContext, 'clock' | 'tenants' | 'reposFor'>, perTenant = 100): Promise<OutboxBacklog> {
  const nowMs = ctx.clock.now().getTime();
  const backlog: OutboxBacklog = { oldestWaitingSeconds: 0, waiting: 0, parked: 0 };
  for (const tenantId of await ctx.tenants.all()) {
    for (const m of await ctx.reposFor(tenantId).outbox.unsent(perTenant)) {
      if (m.state === 'failed') backlog.parked++;
      else {
        backlog.waiting++;
        backlog.oldestWaitingSeconds = Math.max(backlog.oldestWaitingSeconds, Math.floor((nowMs - Date.parse(m.createdAt)) / 1000));
      }
    }
  }
  return backlog;
}
