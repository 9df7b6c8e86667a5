import { messages } from '@portal/shared/messages';
import type { StepAnswerResult } from '@portal/shared/schemas/steps';

const m = messages.steps;

export interface AnswerOutcome {
  ok: boolean;
  message: string;
  /** The page goes back to view mode (spec part 2, 4.4: 'end' and any unknown result). */
  toView: boolean;
  issues?: StepAnswerResult['issues'];
}

/** What an additional-request answer's result means on the result page (spec part 2, 8). */
export function answerOutcome(r: StepAnswerResult): AnswerOutcome {
  switch (r.result) {
    case 'success':
      return { ok: true, message: m.answerSubmitted, toView: true };
    case 'end':
      return { ok: false, message: m.answerEnd, toView: true };
    case 'duplicate':
      return { ok: false, message: r.duplicateKind === 'department' ? m.duplicateDepartment : m.duplicate, toView: false };
    case 'error':
      return { ok: false, message: r.errorMessage || m.error, toView: false, issues: r.issues };
    default:
      return { ok: false, message: m.error, toView: true };
  }
}

/**
 * The survey's (spec part 2, 2.9): 'Survey submitted', or a failure. The server's own reasons (already submitted,
 * a duplicate choice, invalid entries with their issues) read as they are; anything else is 'An error occurred.'.
 */
export function surveyOutcome(r: StepAnswerResult): AnswerOutcome {
  if (r.result === 'success') return { ok: true, message: m.surveySubmitted, toView: true };
  const o = answerOutcome(r);
  return { ...o, message: r.result === 'end' ? m.error : o.message, toView: false };
}
