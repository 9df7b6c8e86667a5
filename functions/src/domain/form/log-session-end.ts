import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';

/**
 * applicant/log/sessionEnd/{id}: the browser reports that the applicant's session ran out (after its automatic
 * temporary save). Recorded as a structured log line for support questions ("my session ended while writing").
 */
export async function logSessionEnd(ctx: AppContext, input: { id: number; pageIndex?: number | undefined }, { applicant }: ApplicantCaller): Promise<'Y'> {
  console.info(
    JSON.stringify({ level: 'info', msg: 'applicant session ended', tenantId: ctx.tenant.id, applicantId: applicant.id, projectId: applicant.projectId, pageIndex: input.pageIndex ?? null, at: ctx.clock.now().toISOString() }),
  );
  return 'Y';
}
