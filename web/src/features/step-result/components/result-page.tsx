import { messages } from '@portal/shared/messages';
import type { StepResult } from '@portal/shared/schemas/steps';
import { ResultBanner, ResultLayout } from './result-layout.tsx';

const m = messages.steps;

/**
 * The result page's title (spec part 2, 2.8): '{projectName} {view_title}'; once the result message is on (not 'N'),
 * an attach step's title ends with 'submission', and any other step reads 'Successful candidate announcement' with
 * '{projectName} successful candidate announcement guide' below.
 */
export function resultHeading(result: StepResult): { title: string; subtitle?: string } {
  const title = `${result.projectName} ${result.step.view_title}`.trim();
  if (result.step.result_title) return { title: result.step.result_title };
  if (result.stepInfo.result_message_status === 'N') return { title };
  if (result.stepInfo.type === 'attach') return { title: title.endsWith(m.submissionSuffix) ? title : `${title} ${m.submissionSuffix}` };
  return { title: m.passTitle, subtitle: m.passSubtitle(result.projectName) };
}

/** The result page (spec part 2, 2.8, 2.13): title, the banner '{name}'s {viewTitle} result is {resultMessage}' (not for attach steps), the body. */
export function ResultPage({ result, applicantStepId }: { result: StepResult; applicantStepId: string }) {
  const { title, subtitle } = resultHeading(result);
  const info = result.stepInfo;
  const banner =
    info.type !== 'attach' && info.resultMessage.trim() ? <ResultBanner text={m.banner(result.applicant.name, result.step.view_title, info.resultMessage)} success={info.result_type === 'pass'} /> : null;
  return <ResultLayout result={result} applicantStepId={applicantStepId} title={title} subtitle={subtitle} banner={banner} />;
}
