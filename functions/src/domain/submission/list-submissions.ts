import { formatKst, messages, type SubmissionHistory } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import { mintPreviewKey } from './preview-key.ts';
import { assertStaffMayReadApplication, staffActorName } from '../handoff/staff-access.ts';

/**
 * Staff: the final-submission history of one application (every snapshot, cancelled ones included) and a fresh key
 * that opens its preview (/test/preview/{key}/{id}) until previewKeyExpiresAt. An audit line records who looked.
 */
export async function listSubmissions(ctx: AppContext, input: { id: number }): Promise<SubmissionHistory> {
  if (ctx.actor.kind !== 'staff') throw forbidden(messages.common.noPermission);
  const staff = ctx.actor;
  assertStaffMayReadApplication(staff, input.id);
  const applicant = await ctx.repos.applicants.get(input.id);
  if (!applicant) throw notFound(messages.api.notFound);
  const [history, preview] = await Promise.all([ctx.repos.submissions.list(applicant.id), mintPreviewKey(ctx, applicant)]);
  // Who read whose submissions when, in the audit trail the organisation lists (GET /api/integration/audit).
  await ctx.repos.audit.record({ action: 'staff.read-submissions', actor: staffActorName(staff), projectId: applicant.projectId, applicantId: applicant.id, kind: 'read', route: 'ListSubmissions', count: 1, at: ctx.clock.now().toISOString() });
  return {
    applicant: { id: applicant.id, name: applicant.name, status: applicant.status, applicant_number: applicant.applicantNumber ?? null },
    previewKey: preview.key,
    previewKeyExpiresAt: formatKst(preview.expiresAt),
    submissions: history.map((h) => ({ seq: h.seq, applicant_number: h.applicantNumber, submittedAt: h.submittedAt, snapshotHash: h.snapshotHash, cancelledAt: h.cancelledAt ?? null, pages: h.pages })),
  };
}
