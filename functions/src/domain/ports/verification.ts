/** Verification codes and their counters, and the hashing behind them. */
import type { NewMessage } from './outbox.ts';
import type { VerificationChannel, VerificationPurpose } from './verification-kinds.ts';

export type { VerificationChannel, VerificationPurpose } from './verification-kinds.ts';

/** Whose e-mails a mail counter holds: one applicant's (by id) or one recipient address's (by its keyed hash). */
export type MailRateScope = 'applicant' | 'recipient';

export interface CodeRecord {
  channel: VerificationChannel;
  purpose: VerificationPurpose;
  projectId: number;
  codeHash: string;
  /** epoch seconds */
  codeExpiresAt: number;
  attempts: number;
  /** set once confirmed; the verification then counts until verifiedUntil (epoch seconds). */
  verifiedAt?: number | undefined;
  verifiedUntil?: number | undefined;
  /** set once an auth save used it: a verification is single use. */
  consumedAt?: number | undefined;
  /** The Idempotency-Key of the auth save that used it: that save's retries (the same key) may use it again. */
  consumedBy?: string | undefined;
  /** Password recovery: the applicant the code was sent for (the confirm mints that applicant's reset token). */
  subjectId?: number | undefined;
  /** identity verifications: the verified person. */
  person?: { name: string; phone: string; identityKey: string } | undefined;
  /** The outbox message that carries this code: only it is sent (an older code's waiting message is dropped). */
  messageId?: string | undefined;
}

/** Verification codes and results, keyed by channel, purpose and a hash of the recipient (never the recipient in clear). */
export interface VerificationRepository {
  /**
   * Replaces any earlier code for the recipient (an earlier code stops working) and, in the same transaction, queues the
   * message that sends it, if it is sent (record.messageId is its id; an identity provider's result has none).
   */
  putCode(recipientHash: string, record: CodeRecord, ttlSeconds: number, message?: NewMessage): Promise<void>;
  get(channel: VerificationChannel, purpose: VerificationPurpose, recipientHash: string): Promise<CodeRecord | undefined>;
  /**
   * Counts one try of the current code, in one conditional write that also checks the limit: only while
   * fewer than `maxAttempts` tries were counted and the code is unexpired, unverified and unused. Returns
   * the record as it is after the count (the code to compare against), or undefined when the try was refused.
   * A guess may only be compared after this answered: so at most `maxAttempts` guesses are ever compared.
   */
  tryAttempt(channel: VerificationChannel, purpose: VerificationPurpose, recipientHash: string, maxAttempts: number, now: number): Promise<CodeRecord | undefined>;
  /** Marks the current code verified, once (false when it was already used, changed or expired meanwhile). */
  markVerified(channel: VerificationChannel, purpose: VerificationPurpose, recipientHash: string, codeHash: string, now: number, verifiedUntil: number, person?: CodeRecord['person']): Promise<boolean>;
  /**
   * Uses a verified record once (false when missing, expired or already used). `by`, an auth save's idempotency key,
   * is kept on the record: a retry with that key may use the record again, any other use is refused.
   */
  consume(channel: VerificationChannel, purpose: VerificationPurpose, recipientHash: string, now: number, by?: string): Promise<boolean>;
  /**
   * Counts a send in the current hour; false when the limit is reached. `recipientKey` is the counter's key: a keyed
   * hash of the recipient together with the requesting address (send-code.ts), so each address has its own count.
   */
  countSend(channel: VerificationChannel, recipientKey: string, hourBucket: number, limit: number): Promise<boolean>;
  /** The sends countSend counted under that key in that hour (the rolling window reads the previous one). */
  sends(channel: VerificationChannel, recipientKey: string, hourBucket: number): Promise<number>;
  /** Counts a code send from one client address (a keyed hash of it) in the hour; false when its limit is reached. */
  countAddressSend(addressHash: string, hourBucket: number, limit: number): Promise<boolean>;
  /** The sends countAddressSend counted for the client address in that hour. */
  addressSends(addressHash: string, hourBucket: number): Promise<number>;
  /** Counts a code send of the whole tenant in the hour; false when the tenant's limit is reached. */
  countTenantSend(hourBucket: number, limit: number): Promise<boolean>;
  /** The sends countTenantSend counted for the whole tenant in that hour. */
  tenantSends(hourBucket: number): Promise<number>;
  /**
   * Counts an applicant-triggered e-mail (receipt, notice, acknowledgement) in the hour, of one applicant or to one
   * address (a keyed hash of it); false once `limit` is reached (nothing counted). Apart from the code counters.
   */
  countMailSend(scope: MailRateScope, id: string, hourBucket: number, limit: number): Promise<boolean>;
}

/** Hashing and randomness; the secret pepper lives in the adapter. */
export interface CryptoPort {
  /** Keyed hash (HMAC-SHA256, hex) for codes, recipients and identity keys. */
  keyedHash(value: string): string;
  /** HMAC-SHA256 (hex) of `value` under `key`: signatures under a derived key such as a tenant's preview key. */
  hmac(key: string, value: string): string;
  /** Constant-time comparison of two hashes. */
  equals(a: string, b: string): boolean;
  /** >= 256 random bits, base64url. */
  randomToken(): string;
  /** n random decimal digits. */
  randomDigits(n: number): string;
  /** Plain SHA-256 (hex), for content fingerprints such as the submitted snapshot. */
  sha256(value: string): string;
  hashPassword(password: string): Promise<string>;
  verifyPassword(password: string, stored: string): Promise<boolean>;
}
