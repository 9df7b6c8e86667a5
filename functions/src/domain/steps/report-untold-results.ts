import { formatKst } from '@portal/shared';
import type { AppContext } from '../context.ts';

/** One step of the report: how many published results wait to be told, and whether the portal tells them at all. */
export interface UntoldStep {
  stepId: number;
  title: string;
  /** KST text: when the results open (and the notification job tells the applicants). */
  resultStartDate: string;
  /** Published results whose applicants were not told yet. */
  untold: number;
  /** The step's results are open now (untold ones past it wait for the next job run, or failed to be queued). */
  open: boolean;
  /** The step sends neither e-mail nor SMS: its applicants learn their result only by looking at the portal. */
  silent: boolean;
  /** The step's posting is suspended: the job tells nobody of it. */
  suspended: boolean;
}

/**
 * Applicants not yet told a result (채용절차법 §10: every applicant is told whether they were hired): per step of a
 * project, the published results whose notification is still pending, and the steps whose results the portal does not
 * announce (notifications off, or the step suspended), which the organisation must announce another way
 * (docs/compliance.md). An applicant with no published result at all is the organisation's to publish.
 */
export async function reportUntoldResults(ctx: Pick<AppContext, 'repos' | 'clock'>, projectId: number): Promise<UntoldStep[]> {
  const now = formatKst(ctx.clock.now());
  const steps = await ctx.repos.steps.listByProject(projectId);
  return Promise.all(
    steps.map(async (s) => ({
      stepId: s.id,
      title: s.viewTitle || s.title,
      resultStartDate: s.resultStartDate,
      untold: (await ctx.repos.applicantSteps.pendingNotifications(s.id)).length,
      open: s.resultStartDate <= now && now <= s.resultEndDate,
      silent: !s.notify.email && !s.notify.sms,
      suspended: s.status === 'N',
    })),
  );
}
