import type { AppContext } from '../context.ts';
import { requireNamedApplicant } from '../auth-step/require-applicant.ts';

/**
 * applicant/log/sessionEnd/{id}: the browser reports that the applicant's session ran out (after its automatic
 * temporary save). Recorded as a structured log line for support questions ("my session ended while writing").
 */
export async function logSessionEnd(ctx: AppContext, input: { id: number; pageIndex?: number | undefined }): Promise<'Y'> {
  const applicant = await requireNamedApplicant(ctx, input.id);
  console.info(
    JSON.stringify({ level: 'info', msg: 'applicant session ended', tenantId: ctx.tenant.id, applicantId: applicant.id, projectId: applicant.projectId, pageIndex: input.pageIndex ?? null, at: ctx.clock.now().toISOString() }),
  );
  return 'Y';
}
