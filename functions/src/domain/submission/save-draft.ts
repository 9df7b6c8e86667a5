import { DRAFT_MAX_BYTES, formatKst, messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { conflict, DomainError, notFound, unprocessable } from '../errors.ts';
import { writeWindow } from './write-window.ts';

/**
 * applicant/draft/{id}: keeps what the browser typed but did not save, unvalidated, one draft per page. Nothing
 * else reads it until the deadline job turns the drafts of unsubmitted applications into temporary saves, so an
 * applicant whose browser died before the deadline keeps their work.
 */
export async function saveDraft(
  ctx: AppContext,
  input: { id: number; pageIndex: number; version: number; values: Record<string, unknown> },
  { applicant }: ApplicantCaller,
): Promise<{ savedAt: string }> {
  if (applicant.status === 'Y') throw conflict(messages.formPage.submitted, { code: 'submitted' });
  if (Buffer.byteLength(JSON.stringify(input.values)) > DRAFT_MAX_BYTES) throw unprocessable(messages.submission.draftTooLarge, { code: 'tooLarge' });
  // A draft is not an application write: the last input the browser sends as the deadline passes is still kept
  // (within the grace), for the deadline job to temp-save. Drafts are the most frequent write of deadline day, so the
  // project comes from this container's recent copy, as for page saves; a refusal is never taken from that copy.
  const late = (p: { project: Parameters<typeof writeWindow>[1] }) => writeWindow(ctx, p.project, { acceptLateArrivals: true }) === 'timeover';
  let found = await ctx.repos.projects.getRecent(applicant.projectId);
  if (!found || late(found)) found = await ctx.repos.projects.getWithTasks(applicant.projectId);
  if (!found) throw notFound(messages.formPage.invalidAccess);
  if (late(found)) throw new DomainError('forbidden', messages.formPage.timeover, { code: 'timeover' });
  const savedAt = formatKst(ctx.clock.now());
  await ctx.repos.drafts.put({ applicantId: applicant.id, projectId: applicant.projectId, pageIndex: input.pageIndex, version: input.version, values: input.values, savedAt });
  return { savedAt };
}
