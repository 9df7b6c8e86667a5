import { messages, type StepResult } from '@portal/shared';
import type { StaffActor, With } from '../context.ts';
import { assertStaffMayReadStep, staffActorName } from '../handoff/staff-access.ts';
import { notFound } from '../errors.ts';
import type { ApplicantRecord, ApplicantStepRecord, StepRecord } from '../ports.ts';
import { birthdateOf, photoOf } from '../form/answer-readers.ts';
import { loadApplicantStep } from './load-applicant-step.ts';
import { answerPeriod } from './step-window.ts';

/**
 * POST applicant/result/{applicantStepId} (spec part 2, 2.7–2.13): the applicant's result page data, only while the
 * result is released (loadApplicantStep). Staff read it early in test mode (admin variant), and that read is audited.
 */
export async function getStepResult(ctx: With<'files'>, applicantStepId: string, caller: { applicant?: ApplicantRecord | undefined; staff?: StaffActor | undefined }): Promise<StepResult> {
  const testMode = caller.staff !== undefined;
  if (caller.staff) assertStaffMayReadStep(caller.staff, applicantStepId);
  const { applicant, step, record } = await loadApplicantStep(ctx, applicantStepId, { applicant: caller.applicant, testMode });
  const [found, company, person] = await Promise.all([ctx.repos.projects.getRecent(applicant.projectId), ctx.repos.company.getRecent(), ticketPerson(ctx, applicant, step)]);
  if (!found) throw notFound(messages.steps.notFound);
  if (caller.staff)
    await ctx.repos.audit.record({ action: 'staff.read-result', actor: staffActorName(caller.staff), projectId: applicant.projectId, applicantId: applicant.id, kind: 'read', route: 'PreviewStepResult', count: 1, at: ctx.clock.now().toISOString() });
  return resultView(ctx, { project: found.project.title, logoUrl: company?.logoUrl ?? null, applicant, step, record, person, testMode });
}

/** The photo (a signed link) and birth date of the application, read only for a step with an admission ticket. */
async function ticketPerson(ctx: With<'files'>, applicant: ApplicantRecord, step: StepRecord): Promise<{ photo: string | null; birthdate: string | null }> {
  if (!step.idCard) return { photo: null, birthdate: null };
  // The form and the saved pages only: the project was read beside this already.
  const [pages, saved] = await Promise.all([ctx.repos.forms.listTaskPages(applicant.taskId), ctx.repos.answers.listPages(applicant.id)]);
  const answers = new Map(saved.map((p) => [p.pageIndex, p.values]));
  const path = step.idCard.photo_status === 'Y' ? photoOf(pages, answers) : null;
  return { photo: path ? await ctx.files.downloadUrl(path, 'photo') : null, birthdate: step.idCard.birthdate_type === 'N' ? null : birthdateOf(pages, answers) };
}

/** A file-name format as this applicant writes it: '{수험번호}_졸업증명서.pdf' reads '902-00001_졸업증명서.pdf' (ux.md p7). */
export function fileNameFor(format: string, applicant: Pick<ApplicantRecord, 'applicantNumber' | 'name'>): string {
  const number = applicant.applicantNumber;
  return format.replace(/\{(수험번호|지원번호|이름|성명)\}/g, (whole, key: string) => (key === '이름' || key === '성명' ? applicant.name : (number ?? whole)));
}

function resultView(
  ctx: With<'files'>,
  v: { project: string; logoUrl: string | null; applicant: ApplicantRecord; step: StepRecord; record: ApplicantStepRecord; person: { photo: string | null; birthdate: string | null }; testMode: boolean },
): StepResult {
  const { step, record, applicant } = v;
  const period = answerPeriod(step, ctx.clock);
  const survey = step.type === 'survey' ? step.survey : null;
  return {
    projectName: v.project,
    access_test: v.testMode ? 'test' : '',
    idCardStatus: step.idCard ? 'Y' : 'N',
    addPageStatus: step.addPageContent !== null || record.addPageContent ? 'Y' : 'N',
    chartData: record.chart,
    logoUrl: v.logoUrl,
    applicant: { id: applicant.id, name: applicant.name, number: applicant.applicantNumber ?? null, task_name: applicant.taskName, scores: record.scores, ...v.person },
    step: { id: step.id, project_id: step.projectId, view_title: step.viewTitle, result_title: step.resultTitle ?? null, type: { value: step.type }, score_view: step.scoreView, id_card: step.idCard },
    stepInfo: {
      type: step.type,
      result_message_status: record.resultMessageStatus,
      resultMessage: record.resultMessage,
      result_type: record.resultType,
      content: survey ? survey.content : (record.content ?? step.content),
      add_page_content: record.addPageContent ?? step.addPageContent ?? '',
      addRequestAt: period.label,
      addRequestStatus: record.addRequestStatus,
      addRequestRequiredStatus: step.addRequest?.required ? 'Y' : 'N',
      add_request_heading: step.addRequest?.heading ?? 'additional',
      add_requests: step.addRequest ? [{ model: 'step_information', target_id: step.id }] : [],
      file_name_formats: (step.addRequest?.fileNameFormats ?? []).map((f) => ({ ...f, format: fileNameFor(f.format, applicant) })),
      questions: (survey ? survey.questions : (step.addRequest?.questions ?? [])).map((q) => (q.file_name_format ? { ...q, file_name_format: fileNameFor(q.file_name_format, applicant) } : q)),
      answers: survey ? (record.surveyAnswers ?? {}) : record.answers,
      disable_form_question_ids: step.addRequest?.disableQuestionIds ?? [],
      isActive: survey ? record.surveyAt === undefined : period.isActive,
      isEnd: survey ? false : period.isEnd,
      surveySubmitted: record.surveyAt !== undefined,
    },
  };
}
