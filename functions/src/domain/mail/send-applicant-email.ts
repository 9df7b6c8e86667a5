import { MAIL_LIMIT_DEFAULTS, normalizeEmail } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantRecord, CompanyRecord, NewMessage, ProjectRecord } from '../ports.ts';
import { verifiedEmailHash } from '../auth-step/applicant-identity.ts';
import { errorText, log } from '../log.ts';

/** The e-mails an applicant's own actions make the portal send (codes are metered apart, in send-code.ts). */
export type ApplicantMailKind = 'receipt' | 'cancellation' | 'inquiry-ack' | 'exam-seat';

/**
 * What an address nobody verified may still receive: only the receipt of a final submission. It is the applicant's
 * record of what was submitted (number, time, snapshot hash), and every send of it took a complete application and a
 * final submission; the acknowledgement, the cancellation notice and the seat notice are shown on the site anyway.
 */
export const MAIL_TO_UNVERIFIED_ADDRESS: ReadonlySet<ApplicantMailKind> = new Set<ApplicantMailKind>(['receipt']);

/** What happened to one mail: queued in the outbox, or why not (each reason but 'queued' is logged). */
export type MailOutcome = 'queued' | SkipReason | 'failed';
type SkipReason = 'unverified-address' | 'applicant-limit' | 'recipient-limit';

export interface ApplicantMail {
  kind: ApplicantMailKind;
  /** The outbox message id: the same change gives the same id, so a retried write cannot queue the mail twice. */
  messageId: string;
  applicant: ApplicantRecord;
  /** The applicant's project: whether it verified the e-mail address at the auth save. */
  project: Pick<ProjectRecord, 'verify_options'>;
  /** The tenant's company: its `mail_limits`. */
  company: Pick<CompanyRecord, 'mailLimits'> | undefined;
  /** Subject and body from the message catalogue; `verified` says whether the address is the applicant's own. */
  compose(to: { verified: boolean }): { subject: string; text: string };
}

/**
 * One applicant-triggered e-mail, metered (security.md 28): an address the applicant never proved to own gets only
 * the receipt, and every mail counts per applicant and per recipient address in the hour (`mail_limits`). The message
 * to queue, or why the limits or the address refuse it (logged); the caller writes the message with its change.
 */
export async function prepareApplicantEmail(ctx: AppContext, mail: ApplicantMail): Promise<{ message: NewMessage } | { skipped: SkipReason }> {
  const { applicant, kind } = mail;
  const verified = emailVerified(ctx, applicant, mail.project);
  if (!verified && !MAIL_TO_UNVERIFIED_ADDRESS.has(kind)) return skipped('unverified-address');
  const limits = mail.company?.mailLimits ?? MAIL_LIMIT_DEFAULTS;
  const hourBucket = Math.floor(ctx.clock.now().getTime() / 3_600_000);
  // The applicant first: a stranger's address is not used up by one applicant's refused mails.
  if (!(await ctx.repos.verifications.countMailSend('applicant', String(applicant.id), hourBucket, limits.perApplicantPerHour))) return skipped('applicant-limit');
  if (!(await ctx.repos.verifications.countMailSend('recipient', mailRecipientHash(ctx, applicant.email), hourBucket, limits.perRecipientPerHour))) return skipped('recipient-limit');
  const { subject, text } = mail.compose({ verified });
  return { message: { id: mail.messageId, kind, channel: 'email', to: applicant.email, subject, text, applicantId: applicant.id } };

  function skipped(outcome: SkipReason) {
    logMail(outcome, mail);
    return { skipped: outcome };
  }
}

/**
 * The same for a change that has no transaction to carry the message: queued on its own right after the change.
 * Never throws: the action that caused the mail is already stored, so a skipped or failed mail is only logged.
 */
export async function sendApplicantEmail(ctx: AppContext, mail: ApplicantMail): Promise<MailOutcome> {
  try {
    const prepared = await prepareApplicantEmail(ctx, mail);
    if ('skipped' in prepared) return prepared.skipped;
    await ctx.repos.outbox.enqueue([prepared.message], ctx.clock.now());
    return 'queued';
  } catch (e) {
    // A failed write keeps its counts (errs on the strict side, as the code counters' client address does).
    logMail('failed', mail, e);
    return 'failed';
  }
}

/** Ids and reasons only, never the address (telemetry carries no personal data). */
function logMail(outcome: Exclude<MailOutcome, 'queued'>, mail: ApplicantMail, error?: unknown): void {
  const level = outcome === 'failed' ? 'error' : 'warn';
  log[level](outcome === 'failed' ? 'applicant e-mail failed' : 'applicant e-mail skipped', { kind: mail.kind, reason: outcome, applicantId: mail.applicant.id, ...(error ? { error: errorText(error) } : {}) });
}

/**
 * The address is the applicant's own when the project verified e-mail at the auth save, and, where the applicant's
 * record lists its verified facts (identityHashes), the address is among them (a project switched to verifying e-mail
 * later does not vouch for addresses typed before).
 */
function emailVerified(ctx: AppContext, applicant: ApplicantRecord, project: Pick<ProjectRecord, 'verify_options'>): boolean {
  if (!project.verify_options.email) return false;
  return applicant.identityHashes === undefined || applicant.identityHashes.includes(verifiedEmailHash(ctx.crypto, applicant.email));
}

/**
 * One counter per mailbox: case and a `+tag` in the local part do not make another one (most providers deliver
 * `victim+1@` to `victim@`), so varying them does not multiply what one inbox receives.
 */
function mailRecipientHash(ctx: AppContext, email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  const local = at < 0 ? address : address.slice(0, at).replace(/\+.*$/, '');
  return ctx.crypto.keyedHash(`mail-recipient:${local}${at < 0 ? '' : address.slice(at)}`);
}
