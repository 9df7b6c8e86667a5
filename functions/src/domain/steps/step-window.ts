import { displayKst, formatKst, messages } from '@portal/shared';
import type { Clock } from '../ports.ts';
import type { ApplicantStepRecord, StepRecord } from '../ports.ts';
import { forbidden } from '../errors.ts';

/** The step's progress on the server's clock (spec part 2, 4.3): a suspended step is 'stop' whatever the time. */
export function progressOf(step: StepRecord, clock: Clock): 'before' | 'ongoing' | 'end' | 'stop' {
  if (step.status === 'N') return 'stop';
  const now = formatKst(clock.now());
  if (now < step.resultStartDate) return 'before';
  if (now > step.resultEndDate) return 'end';
  return 'ongoing';
}

/**
 * Whether the step's guidance is published to this applicant (spec part 2, 4.3): an attach step's is the step's own
 * (the applicant makes the record by opening it), any other step's is the applicant's record.
 */
export function isPublished(step: StepRecord, record: ApplicantStepRecord | undefined): boolean {
  return step.type === 'attach' ? step.resultMessageStatus !== 'N' || record?.resultMessageStatus === 'Y' : record?.resultMessageStatus === 'Y';
}

/**
 * Whether an applicant may read this step's result now: only while it is ongoing, and for a step other than attach
 * only once the organisation published the applicant's guidance. Staff in test mode read it at any time.
 * This is the one place the release is decided; every result route asks it before reading anything else.
 */
export function assertReadable(step: StepRecord, record: ApplicantStepRecord | undefined, clock: Clock, testMode: boolean): void {
  if (testMode) return;
  if (progressOf(step, clock) !== 'ongoing' || !isPublished(step, record)) throw forbidden(messages.steps.notOpen);
}

/** The additional-request (answer) period: open now, and over. */
export function answerPeriod(step: StepRecord, clock: Clock): { isActive: boolean; isEnd: boolean; label: string | null } {
  if (!step.addRequest) return { isActive: false, isEnd: false, label: null };
  const now = formatKst(clock.now());
  const { start, end } = step.addRequest;
  return { isActive: step.status === 'Y' && start <= now && now <= end, isEnd: now > end, label: `${displayKst(start)} ~ ${displayKst(end)}` };
}
