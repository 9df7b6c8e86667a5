import { displayKst } from '../dates.ts';
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

/** What a step's card says at each stage: attach steps and (beyond the spec's table) surveys and scores are not results. */
const wording = {
  result: { ongoing: m.status.ongoing, end: m.status.end, open: m.buttons.checkResult, past: m.buttons.checkPastResult, date: 'start', label: m.announcement },
  attach: { ongoing: m.status.ongoingAttach, end: m.status.endAttach, open: m.buttons.submit, past: m.buttons.checkContent, date: 'end', label: m.submissionDeadline },
  survey: { ongoing: m.status.ongoingSurvey, end: m.status.endSurvey, open: m.buttons.answerSurvey, past: m.buttons.checkAnswers, date: 'end', label: m.surveyDeadline },
  score: { ongoing: m.status.ongoingScore, end: m.status.endScore, open: m.buttons.checkScore, past: m.buttons.checkPastScore, date: 'start', label: m.scoreRelease },
} as const;

function wordingOf(type: HistoryStep['step']['type']['value']) {
  return type === 'attach' ? wording.attach : type === 'survey' ? wording.survey : type === 'scoreRevealed' ? wording.score : wording.result;
}

/** How a step shows in the history's selection progress (spec part 2, 4.3). Ended and stopped steps reach staff only. */
export function stepProgressView(s: HistoryStep, isAdmin: boolean): StepProgressView {
  const { step } = s;
  const w = wordingOf(step.type.value);
  // The server says for attach steps too (their guidance is the step's): 'N' is 'Guidance pending' for every step.
  const published = s.result_message_status === 'Y';
  const title = step.progressStatus === 'stop' ? `${step.view_title} ${m.status.stopSuffix}` : step.view_title;
  const shown = (date: string | null | undefined, label: (d: string) => string) => (date ? label(displayKst(date)) : null);
  const dateLabel = !published ? shown(step.resultStartDate, m.guidanceStart) : shown(w.date === 'end' ? step.resultEndDate : step.resultStartDate, w.label);
  const adminCheck = isAdmin && step.progressStatus !== 'ongoing';
  switch (step.progressStatus) {
    case 'before':
      return { title, statusText: published ? m.status.before : m.status.guidancePending, dateLabel, button: { label: w.open, enabled: false }, adminCheck };
    case 'ongoing':
      return { title, statusText: published ? w.ongoing : m.status.guidancePending, dateLabel, button: { label: w.open, enabled: published }, adminCheck };
    case 'end':
      return { title, statusText: published ? w.end : m.status.guidancePending, dateLabel, button: { label: w.past, enabled: isAdmin }, adminCheck };
    case 'stop':
      return { title, statusText: m.status.stopSuffix, dateLabel, button: null, adminCheck };
  }
}
