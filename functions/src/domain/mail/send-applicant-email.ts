import { MAIL_LIMIT_DEFAULTS, normalizeEmail } from '@portal/shared';
import type { With } from '../context.ts';
import type { ApplicantRecord, CompanyRecord, ProjectRecord } from '../ports.ts';
import { verifiedEmailHash } from '../auth-step/applicant-identity.ts';

/** The e-mails an applicant's own actions make the portal send (codes are metered apart, in send-code.ts). */
export type ApplicantMailKind = 'receipt' | 'cancellation' | 'inquiry-ack' | 'exam-seat';

/**
 * What an address nobody verified may still receive: only the receipt of a final submission. It is the applicant's
 * record of what was submitted (number, time, snapshot hash), and every send of it took a complete application and a
 * final submission; the acknowledgement, the cancellation notice and the seat notice are shown on the site anyway.
 */
export const MAIL_TO_UNVERIFIED_ADDRESS: ReadonlySet<ApplicantMailKind> = new Set<ApplicantMailKind>(['receipt']);

/** What happened to one mail: sent, or why not (each reason but 'sent' is logged). */
export type MailOutcome = 'sent' | 'unverified-address' | 'applicant-limit' | 'recipient-limit' | 'failed';

export interface ApplicantMail {
  kind: ApplicantMailKind;
  applicant: ApplicantRecord;
  /** The applicant's project: whether it verified the e-mail address at the auth save. */
  project: Pick<ProjectRecord, 'verify_options'>;
  /** The tenant's company: its `mail_limits`. */
  company: Pick<CompanyRecord, 'mailLimits'> | undefined;
  /** Subject and body from the message catalogue; `verified` says whether the address is the applicant's own. */
  compose(to: { verified: boolean }): { subject: string; text: string };
}

/**
 * Sends one applicant-triggered e-mail, metered (security.md 28): an address the applicant never proved to own gets
 * only the receipt, and every mail counts per applicant and per recipient address in the hour (`mail_limits`).
 * Never throws: the action that caused the mail is already stored, so a skipped or failed mail is only logged.
 */
export async function sendApplicantEmail(ctx: With<'notifier'>, mail: ApplicantMail): Promise<MailOutcome> {
  const { applicant, kind } = mail;
  // Ids and reasons only, never the address (telemetry carries no personal data).
  const log = (outcome: Exclude<MailOutcome, 'sent'>, error?: unknown) => {
    const level = outcome === 'failed' ? 'error' : 'warn';
    const msg = outcome === 'failed' ? 'applicant e-mail failed' : 'applicant e-mail skipped';
    console[level](JSON.stringify({ level, msg, kind, reason: outcome, applicantId: applicant.id, ...(error ? { error: String(error) } : {}) }));
  };
  try {
    const verified = emailVerified(ctx, applicant, mail.project);
    if (!verified && !MAIL_TO_UNVERIFIED_ADDRESS.has(kind)) return skipped('unverified-address');
    const limits = mail.company?.mailLimits ?? MAIL_LIMIT_DEFAULTS;
    const hourBucket = Math.floor(ctx.clock.now().getTime() / 3_600_000);
    // The applicant first: a stranger's address is not used up by one applicant's refused mails.
    if (!(await ctx.repos.verifications.countMailSend('applicant', String(applicant.id), hourBucket, limits.perApplicantPerHour))) return skipped('applicant-limit');
    if (!(await ctx.repos.verifications.countMailSend('recipient', mailRecipientHash(ctx, applicant.email), hourBucket, limits.perRecipientPerHour))) return skipped('recipient-limit');
    const { subject, text } = mail.compose({ verified });
    await ctx.notifier.sendEmail(applicant.email, subject, text);
    return 'sent';
  } catch (e) {
    // A failed send keeps its counts (errs on the strict side, as the code counters' client address does).
    log('failed', e);
    return 'failed';
  }

  function skipped(outcome: Exclude<MailOutcome, 'sent' | 'failed'>): MailOutcome {
    log(outcome);
    return outcome;
  }
}

/**
 * The address is the applicant's own when the project verified e-mail at the auth save, and, where the applicant's
 * record lists its verified facts (identityHashes), the address is among them (a project switched to verifying e-mail
 * later does not vouch for addresses typed before).
 */
function emailVerified(ctx: With<'notifier'>, applicant: ApplicantRecord, project: Pick<ProjectRecord, 'verify_options'>): boolean {
  if (!project.verify_options.email) return false;
  return applicant.identityHashes === undefined || applicant.identityHashes.includes(verifiedEmailHash(ctx.crypto, applicant.email));
}

/**
 * One counter per mailbox: case and a `+tag` in the local part do not make another one (most providers deliver
 * `victim+1@` to `victim@`), so varying them does not multiply what one inbox receives.
 */
function mailRecipientHash(ctx: With<'notifier'>, email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  const local = at < 0 ? address : address.slice(0, at).replace(/\+.*$/, '');
  return ctx.crypto.keyedHash(`mail-recipient:${local}${at < 0 ? '' : address.slice(at)}`);
}
