/** The transactional outbox (docs/messaging.md): messages written with the change that causes them, sent later. */
import type { AlimtalkTemplate } from '@portal/shared';
import type { TextReceipt } from './notifications.ts';
import type { VerificationChannel, VerificationPurpose } from './verification-kinds.ts';

export type MessageChannel = 'email' | 'sms';
/** What a message is for; each kind is composed from the message catalogue (shared/src/messages/outgoing.ts). */
export type MessageKind = 'receipt' | 'cancellation' | 'inquiry-ack' | 'exam-seat' | 'step-result' | 'schedule-change' | 'code' | 'password-reset';
/**
 * pending: waits to be sent (due at `dueAt`); sending: one delivery holds it until `leaseUntil`; sent; failed: parked
 * after its last try or refused for its input (`lastError` says why), never tried again by itself; dropped: not sent
 * because sending it no longer helps anyone (a code past its lifetime, or replaced by a newer one), or held while its
 * mailbox is suppressed (its text kept, sent once the operator lifts the suppression).
 */
export type MessageState = 'pending' | 'sending' | 'sent' | 'failed' | 'dropped';
/**
 * What the provider said of a sent message later: SES's events for mail (delivered, bounced for good, marked spam,
 * refused), SENS's delivery reports for texts (delivered, or undelivered: the carrier or Kakao could not deliver it).
 */
export type MessageOutcome = 'delivered' | 'bounced' | 'complained' | 'rejected' | 'undelivered';

/** The verification a code message carries: the message is sent only while it is still the recipient's current code. */
export interface CodeRef {
  channel: VerificationChannel;
  purpose: VerificationPurpose;
  recipientHash: string;
}

/** What a use case hands to the outbox: who gets what, composed at the time of the change. */
export interface NewMessage {
  /** The dedupe key: the same change makes the same id (a retried transaction cannot write a second message). */
  id: string;
  kind: MessageKind;
  channel: MessageChannel;
  to: string;
  subject?: string | undefined;
  text: string;
  /** The applicant the message is about: it is stored (and deleted) with the application. */
  applicantId?: number | undefined;
  /** ISO time after which it is dropped unsent (a code's lifetime); not `expiresAt`, the table's TTL attribute. */
  sendBefore?: string | undefined;
  /** A verification code's message: dropped unsent once a newer code replaced it. */
  code?: CodeRef | undefined;
  /** The catalogue text a text message was composed from: with the tenant's approved template it goes as 알림톡. */
  template?: AlimtalkTemplate | undefined;
  /** A result notice's step: the applicant's history shows beside that step that the notice did not arrive. */
  stepId?: number | undefined;
}

export interface OutboxMessage extends NewMessage {
  state: MessageState;
  /** Sends tried so far (a lease taken counts as one). */
  tries: number;
  createdAt: string;
  /** ISO time: not before this (a retry's backoff, or the next second of the provider's rate). */
  dueAt: string;
  leaseUntil?: string | undefined;
  /** The delivery attempt holding the lease: only it may mark the message. */
  attempt?: string | undefined;
  sentAt?: string | undefined;
  lastError?: string | undefined;
  outcome?: MessageOutcome | undefined;
  outcomeAt?: string | undefined;
  /** The provider's reason with an undelivered outcome (a carrier's or Kakao's status), never the address. */
  outcomeReason?: string | undefined;
  /** A sent text's receipt while its delivery report is awaited (collect-text-reports.ts). */
  receipt?: TextReceipt | undefined;
}

/** A message's address in the store: its id and, for an applicant's, the applicant. */
export type MessageRef = Pick<OutboxMessage, 'id' | 'applicantId'>;
/** The address and the kind (which decides its place in the waiting index): what a delivery holds after reading it. */
export type MessageKey = Pick<OutboxMessage, 'id' | 'applicantId' | 'kind'>;

export interface OutboxRepository {
  /** Writes messages on their own (a change that has no transaction of its own); an id already written is kept. */
  enqueue(messages: readonly NewMessage[], now: Date): Promise<void>;
  get(ref: MessageRef): Promise<OutboxMessage | undefined>;
  /** Every message kept about one applicant (waiting, parked, and the records of sent and dropped ones for 90 days). */
  forApplicant(applicantId: number): Promise<OutboxMessage[]>;
  /** Messages due by `now`, codes first, then the earliest due; at most `limit` (the sweep's work). */
  due(now: Date, limit: number): Promise<OutboxMessage[]>;
  /**
   * Takes a message for one delivery attempt until `leaseUntil`: a pending one that is due, or one whose last
   * attempt's lease ran out. undefined when another attempt holds it, it was sent, or it is not due.
   */
  claim(message: MessageKey, attempt: string, now: Date, leaseUntil: Date): Promise<OutboxMessage | undefined>;
  /**
   * Sent: the text is dropped (the record of the send is kept), only by the attempt holding the lease. With the
   * provider's receipt, the message awaits its delivery report from `reportAt` (reportsDue).
   */
  markSent(ref: MessageRef, attempt: string, sentAt: Date, report?: { receipt: TextReceipt; reportAt: Date }): Promise<boolean>;
  /** Sent texts whose delivery report is due to be asked for by `now`, earliest first; at most `limit`. */
  reportsDue(now: Date, limit: number): Promise<OutboxMessage[]>;
  /** The provider had no final word yet: ask again at `at`. false when it no longer awaits a report. */
  reportLater(ref: MessageRef, at: Date): Promise<boolean>;
  /** No report will come (past the provider's keeping, or untraceable): it is no longer asked for. */
  stopReports(ref: MessageRef): Promise<boolean>;
  /** Back to pending until `dueAt` (a failed try, or the rate's next second: `countTry` false gives the try back). */
  retryLater(message: MessageKey, attempt: string, dueAt: Date, reason: string | undefined, countTry: boolean): Promise<boolean>;
  /** Parked: no more tries (its last try failed, or its input can never be sent); the reason is kept, and it stays listed for a redrive. */
  markFailed(message: MessageKey, attempt: string, reason: string): Promise<boolean>;
  /**
   * The provider took it (its Send event): sent, whichever delivery held it, so one that died between the send and its
   * mark is not sent again when its lease runs out. false when it was not waiting or held (already marked).
   */
  confirmSent(ref: MessageRef, at: Date): Promise<boolean>;
  /**
   * What the provider said of it after the send, which also marks it sent (as confirmSent); false when there is no
   * record of it (expired, or deleted with its applicant).
   */
  recordOutcome(ref: MessageRef, outcome: MessageOutcome, at: Date, reason?: string): Promise<boolean>;
  /**
   * Takes back a message still waiting (no delivery holds it): dropped with `reason`, never sent. true only when it was
   * waiting, so the caller knows for certain that it will not be sent.
   */
  withdraw(ref: MessageRef, reason: string, at: Date): Promise<boolean>;
  /** Not sent, and never will be (`reason`): the text goes, the record stays a while, like a sent one's. */
  markDropped(ref: MessageRef, attempt: string, reason: string, at: Date): Promise<boolean>;
  /**
   * Not sent because its mailbox is suppressed: dropped like markDropped, but its recipient and text are kept (until the
   * record expires) under the mailbox, so lifting the suppression can send it after all (release).
   */
  hold(ref: MessageRef & Pick<OutboxMessage, 'createdAt'>, attempt: string, reason: string, mailboxHash: string, at: Date): Promise<boolean>;
  /** The messages held for a mailbox, oldest first, at most `limit`. */
  heldFor(mailboxHash: string, limit: number): Promise<OutboxMessage[]>;
  /** A held message back to pending, due `now`, its tries from zero; false when it is no longer held. */
  release(ref: MessageRef, mailboxHash: string, now: Date): Promise<boolean>;
  /** Messages not sent yet: waiting (due or not, or held by a delivery) and parked, at most `limit` of each partition. */
  unsent(limit: number): Promise<OutboxMessage[]>;
  /** A parked message back to pending, due `now`, its tries from zero (the operator fixed the cause); false if it was not parked. */
  redrive(ref: MessageRef, now: Date): Promise<boolean>;
}

/**
 * The provider's send rate, shared by every delivery at once (the account's, not one function's): a send takes one of
 * the second's slots. Codes may take every slot; notices leave the last `codeReserve` of each second to codes.
 */
export interface SendRate {
  take(channel: MessageChannel, priority: 'code' | 'notice', now: Date): Promise<boolean>;
}

/** Which tenants the message sweep looks at (a cross-tenant list, never a Scan). */
export interface TenantList {
  all(): Promise<number[]>;
}

/** Why mail to a mailbox is no longer sent: its permanent bounce, or its owner marking our mail as spam. */
export type SuppressionReason = 'bounce' | 'complaint';

/** What the operator sees of a suppressed mailbox: never the address, only its hint and the mail that suppressed it. */
export interface MailSuppression {
  mailboxHash: string;
  reason: SuppressionReason;
  at: string;
  /** The mailbox masked ('b***@example.com'), so the operator can tell entries apart; absent on entries from before it. */
  hint?: string | undefined;
  /** The message whose bounce or complaint suppressed it, and its applicant. */
  messageId?: string | undefined;
  applicantId?: number | undefined;
}

/** The tenant's mailboxes that mail is no longer sent to (besides SES's account-level list), by a keyed hash of the mailbox. */
export interface MailSuppressionRepository {
  find(mailboxHash: string): Promise<{ reason: SuppressionReason; at: string } | undefined>;
  add(mailboxHash: string, reason: SuppressionReason, at: Date, about?: Pick<MailSuppression, 'hint' | 'messageId' | 'applicantId'>): Promise<void>;
  /** The tenant's suppressed mailboxes, newest first, at most `limit` (the operator's list). */
  list(limit: number): Promise<MailSuppression[]>;
  /** Lifts a suppression (the operator, once the applicant fixed the mailbox): false when it was not suppressed. */
  remove(mailboxHash: string): Promise<boolean>;
}
