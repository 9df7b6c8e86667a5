import type { HistoryStep } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantRecord } from '../ports.ts';
import { isPublished, progressOf } from './step-window.ts';

/**
 * The history's selection progress (spec part 2, 2.4, 4.3): the steps whose results the organisation published to
 * this applicant, and attach steps (the applicant opens those to submit). Ended and stopped steps reach staff only.
 * Before a step's result start, every applicant of the project sees it alike, with no record id and a neutral status:
 * who has a record (who advanced) is part of the result, which nothing tells before its release (audit F08).
 */
export async function listHistorySteps(ctx: AppContext, applicant: ApplicantRecord, isStaff: boolean): Promise<HistoryStep[]> {
  const [steps, records] = await Promise.all([ctx.repos.steps.listByProject(applicant.projectId), ctx.repos.applicantSteps.listByApplicant(applicant.id)]);
  const byStep = new Map(records.map((r) => [r.stepId, r]));
  return steps
    .sort((a, b) => a.resultStartDate.localeCompare(b.resultStartDate) || a.id - b.id)
    .flatMap((step) => {
      const progressStatus = progressOf(step, ctx.clock);
      if (!isStaff && (progressStatus === 'end' || progressStatus === 'stop')) return [];
      const unreleased = !isStaff && progressStatus === 'before' && step.type !== 'attach';
      const record = unreleased ? undefined : byStep.get(step.id);
      if (!record && step.type !== 'attach' && !unreleased) return [];
      return [
        {
          id: record?.id ?? null,
          applicant_id: applicant.id,
          result_message_status: isPublished(step, record) ? 'Y' : 'N',
          step: {
            id: step.id,
            title: step.title,
            view_title: step.viewTitle,
            progressStatus,
            type: { value: step.type },
            resultStartDate: step.resultStartDate,
            resultEndDate: step.resultEndDate,
          },
        },
      ];
    });
}
