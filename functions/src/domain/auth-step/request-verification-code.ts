import { formatKst, messages, parseKst } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { badRequest, notFound, tooManyRequests } from '../errors.ts';
import type { CompanyRecord, ProjectRecord, VerificationPurpose } from '../ports.ts';
import { codeHash, parseRecipient, recipientHash, type CodeChannel } from './recipient.ts';
import { verificationPolicy as policy } from './verification-policy.ts';

/**
 * verify/request/{email|sms}: sends a fresh 6-digit code. Only its keyed hash is stored; a new
 * code replaces the previous one. Every send costs money and lands in someone's inbox, so it is
 * limited per client address, per recipient and per tenant in the hour, and an applicant's code is
 * sent only while the project takes applications (test mode may try a project before it opens).
 */
export async function requestVerificationCode(
  ctx: AppContext,
  input: { channel: CodeChannel; purpose: VerificationPurpose; projectId: number; recipient: string | undefined },
): Promise<{ id: string; expire_at: string }> {
  const m = messages.verification;
  const recipient = parseRecipient(input.channel, input.recipient);
  const [found, company] = await Promise.all([ctx.repos.projects.getWithTasks(input.projectId), ctx.repos.company.get()]);
  if (!found || !company) throw notFound(messages.api.notFound);
  if (found.project.status !== 'Y' && ctx.actor.kind !== 'staff') throw notFound(messages.api.notFound);
  if (input.purpose === 'applicant_certification') checkTakingApplications(ctx, found.project, company);

  const key = recipientHash(ctx.crypto, input.channel, recipient);
  const now = ctx.clock.now();
  const hourBucket = Math.floor(now.getTime() / 3_600_000);
  const limits = company.codeLimits ?? { perAddressPerHour: policy.defaultSendsPerAddressPerHour, perTenantPerHour: policy.defaultSendsPerTenantPerHour };
  // The address first (it also counts what a spammer sends to fresh recipients); the tenant last, so only real sends use its budget.
  const addressKey = ctx.crypto.keyedHash(`code-sender:${ctx.origin.sourceIp}`);
  if (!(await ctx.repos.verifications.countAddressSend(addressKey, hourBucket, limits.perAddressPerHour))) throw tooManyRequests(m.tooManySendsFromAddress);
  if (!(await ctx.repos.verifications.countSend(input.channel, key, hourBucket, policy.maxSendsPerHour))) throw tooManyRequests(m.tooManySends);
  if (!(await ctx.repos.verifications.countTenantSend(hourBucket, limits.perTenantPerHour))) throw tooManyRequests(m.tooManySendsForSite);

  const code = ctx.crypto.randomDigits(6);
  const expiresAt = Math.floor(now.getTime() / 1000) + policy.codeLifetimeSeconds;
  await ctx.repos.verifications.putCode(
    key,
    { channel: input.channel, purpose: input.purpose, projectId: input.projectId, codeHash: codeHash(ctx.crypto, key, code), codeExpiresAt: expiresAt, attempts: 0 },
    policy.verifiedLifetimeSeconds,
  );
  if (input.channel === 'sms') await ctx.notifier.sendSms(recipient, m.smsText(company.name, code));
  else await ctx.notifier.sendEmail(recipient, m.emailSubject(company.name), m.emailText(company.name, code));
  return { id: ctx.crypto.randomToken().slice(0, 22), expire_at: formatKst(new Date(expiresAt * 1000)) };
}

/**
 * Codes of the consent step only while the project is open, by the server clock. Staff and the
 * company's test addresses (test mode, checkTest) may also try it before it opens; nobody after it closed.
 */
function checkTakingApplications(ctx: AppContext, project: ProjectRecord, company: CompanyRecord): void {
  const now = ctx.clock.now().getTime();
  const start = parseKst(project.startDate)?.getTime();
  const end = parseKst(project.endDate)?.getTime();
  if (end !== undefined && now >= end) throw badRequest(messages.verification.closedForCodes);
  const testMode = ctx.actor.kind === 'staff' || company.testIps.includes(ctx.origin.sourceIp);
  if (start !== undefined && now < start && !testMode) throw badRequest(messages.verification.notOpenForCodes);
}
