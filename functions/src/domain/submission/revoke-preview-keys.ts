import { messages, type RevokePreviewKeysResult } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import { assertOperator, assertStaffMayReadApplication, staffActorName } from '../handoff/staff-access.ts';
import { log } from '../log.ts';

/**
 * Staff: stops preview keys already handed out. {id}: that applicant's (its preview epoch moves on); {all}: every
 * key of the tenant (the tenant's preview epoch, part of its signing key, moves on). Keys minted afterwards work.
 */
export async function revokePreviewKeys(ctx: AppContext, input: { id: number } | { all: true }): Promise<RevokePreviewKeysResult> {
  if (ctx.actor.kind !== 'staff') throw forbidden(messages.common.noPermission);
  const staff = ctx.actor;
  // Every key of the tenant is the operator's call; a link's session stops only its own applicant's.
  if ('all' in input) assertOperator(staff);
  else assertStaffMayReadApplication(staff, input.id);
  const audit = (scope: 'applicant' | 'tenant', applicantId?: number) =>
    log.info('audit: preview keys revoked', { scope, actor: staffActorName(staff), tenantId: ctx.tenant.id, applicantId });
  if ('all' in input) {
    await ctx.repos.previewKeys.revokeAll();
    audit('tenant');
    return { result: 'success', revoked: 'tenant' };
  }
  if (!(await ctx.repos.applicants.revokePreviewKeys(input.id))) throw notFound(messages.api.notFound);
  audit('applicant', input.id);
  return { result: 'success', revoked: 'applicant' };
}
