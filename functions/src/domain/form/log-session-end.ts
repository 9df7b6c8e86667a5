import type { AppContext } from '../context.ts';
import { log } from '../log.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';

/** Why a session end was recorded: the browser's report after its automatic save, or a save the server refused. */
export type SessionEndCause = 'browser' | 'save-refused';

/**
 * One session end, as a structured log line for support questions ("my session ended while writing") (spec 4
 * 'Session and deadline timer': the session end is logged).
 */
export function recordSessionEnd(ctx: AppContext, end: { applicantId: number; projectId?: number | undefined; pageIndex?: number | undefined; cause: SessionEndCause }): void {
  log.info('applicant session ended', {
    tenantId: ctx.tenant.id,
    applicantId: end.applicantId,
    projectId: end.projectId ?? null,
    pageIndex: end.pageIndex ?? null,
    cause: end.cause,
    at: ctx.clock.now().toISOString(),
  });
}

/** applicant/log/sessionEnd/{id}: the browser reports that the applicant's session ran out (after its automatic temporary save). */
export async function logSessionEnd(ctx: AppContext, input: { id: number; pageIndex?: number | undefined }, { applicant }: ApplicantCaller): Promise<'Y'> {
  recordSessionEnd(ctx, { applicantId: applicant.id, projectId: applicant.projectId, pageIndex: input.pageIndex, cause: 'browser' });
  return 'Y';
}
