import { defaultAuthFields, messages, validateAuthFields, type ChangePasswordBody } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { badRequest } from '../errors.ts';

const m = messages.findApplication.password;

/** How long the reset token of a confirmed recovery code may be used (spec 2.16: the next screen, right away). */
export const RESET_TOKEN_SECONDS = 10 * 60;

/**
 * POST applicant/changePassword (spec part 2, 2.16): the new password must pass the consent step's rules for the
 * applicant's project before the reset token is spent, so a refused password can be retyped; then the token is used
 * once, the password hashed as at application, and every session the applicant had is ended (token epoch).
 */
export async function changePassword(ctx: AppContext, body: ChangePasswordBody): Promise<{ result: 'success' }> {
  const applicantId = await ctx.repos.applicantTokens.peekReset(body.token);
  const applicant = applicantId === undefined ? undefined : await ctx.repos.applicants.get(applicantId);
  if (!applicant) throw badRequest(m.resetExpired);
  const found = await ctx.repos.projects.getWithTasks(applicant.projectId);
  const configured = found?.project.auth_fields?.length ? found.project.auth_fields : defaultAuthFields;
  // The password field as the consent step had it (its limits may be stricter than the policy, never weaker).
  const passwordFields = configured.filter((f) => f.input_type.field === 'password');
  if (passwordFields.length === 0) passwordFields.push(...defaultAuthFields.filter((f) => f.input_type.field === 'password'));
  const problem = validateAuthFields(passwordFields, { password: body.password });
  if (problem) throw badRequest(problem.message, { field: 'password' });

  if ((await ctx.repos.applicantTokens.consumeReset(body.token)) !== applicant.id) throw badRequest(m.resetExpired);
  const hash = await ctx.crypto.hashPassword(body.password);
  if (!(await ctx.repos.applicants.changePassword(applicant.id, hash))) throw badRequest(m.resetExpired);
  await ctx.repos.audit.record({ action: 'password.changed', actor: `applicant:${applicant.id}`, projectId: applicant.projectId, applicantId: applicant.id, at: ctx.clock.now().toISOString() });
  return { result: 'success' };
}
