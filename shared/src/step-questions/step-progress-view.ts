import { stepsMessages as m } from '../messages/steps.ts';
import type { HistoryStep } from '../schemas/steps.ts';

export interface StepProgressView {
  title: string;
  statusText: string;
  dateLabel: string | null;
  /** The step's button; null for a stopped step. */
  button: { label: string; enabled: boolean } | null;
  /** Staff get 'Admin check' for a step that is not ongoing. */
  adminCheck: boolean;
}

/** How a step shows in the history's selection progress (spec part 2, 4.3). Ended and stopped steps reach staff only. */
export function stepProgressView(s: HistoryStep, isAdmin: boolean): StepProgressView {
  const { step } = s;
  const attach = step.type.value === 'attach';
  // The server says for attach steps too (their guidance is the step's): 'N' is 'Guidance pending' for every step.
  const published = s.result_message_status === 'Y';
  const title = step.progressStatus === 'stop' ? `${step.view_title} ${m.status.stopSuffix}` : step.view_title;
  const dateLabel = !published
    ? step.resultStartDate && m.guidanceStart(step.resultStartDate)
    : attach
      ? step.resultEndDate && m.submissionDeadline(step.resultEndDate)
      : step.resultStartDate && m.announcement(step.resultStartDate);
  const adminCheck = isAdmin && step.progressStatus !== 'ongoing';
  switch (step.progressStatus) {
    case 'before':
      return { title, statusText: published ? m.status.before : m.status.guidancePending, dateLabel, button: { label: attach ? m.buttons.submit : m.buttons.checkResult, enabled: false }, adminCheck };
    case 'ongoing':
      return {
        title,
        statusText: !published ? m.status.guidancePending : attach ? m.status.ongoingAttach : m.status.ongoing,
        dateLabel,
        button: { label: attach ? m.buttons.submit : m.buttons.checkResult, enabled: published },
        adminCheck,
      };
    case 'end':
      return { title, statusText: !published ? m.status.guidancePending : attach ? m.status.endAttach : m.status.end, dateLabel, button: { label: attach ? m.buttons.checkContent : m.buttons.checkPastResult, enabled: isAdmin }, adminCheck };
    case 'stop':
      return { title, statusText: m.status.stopSuffix, dateLabel, button: null, adminCheck };
  }
}
