import { messages, type StepAnswerFile, type StepQuestion, type UploadUrlResult } from '@portal/shared';
import { fileRules } from '@portal/shared/step-questions/index';
import { extensionOf } from '@portal/shared/form/file-limits';
import type { AppContext, With } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { badRequest, notFound } from '../errors.ts';
import { acceptStagedUpload } from '../files/confirm-upload.ts';
import { presignStagedUpload } from '../files/create-upload-url.ts';
import { loadApplicantStep } from './load-applicant-step.ts';
import { STEP_PAGE_INDEX, stepFileId, stepFileItem } from './step-files.ts';
import { answerPeriod } from './step-window.ts';

/** The file question of an open step the applicant may answer now (its additional request or survey). */
async function openFileQuestion(ctx: With<'files'>, applicantStepId: string, questionId: number, caller: ApplicantCaller): Promise<{ stepId: number; question: StepQuestion }> {
  const { step, record } = await loadApplicantStep(ctx, applicantStepId, { applicant: caller.applicant, testMode: false });
  const survey = step.type === 'survey' ? step.survey : null;
  const questions = survey ? survey.questions : (step.addRequest?.questions ?? []);
  const question = questions.find((q) => q.id === questionId && q.input_type === 'file');
  if (!question) throw notFound(messages.steps.fileNotFound);
  const open = survey ? record.surveyAt === undefined : answerPeriod(step, ctx.clock).isActive;
  if (!open) throw badRequest(messages.steps.answerEnd);
  return { stepId: step.id, question };
}

/** POST applicant/result/{applicantStepId}/upload-url: a presigned PUT for one file of a file question, its formats checked first. */
export async function createStepUploadUrl(ctx: With<'files'>, applicantStepId: string, input: { questionId: number; filename: string; size: number; contentType: string }, caller: ApplicantCaller): Promise<UploadUrlResult> {
  const { stepId, question } = await openFileQuestion(ctx, applicantStepId, input.questionId, caller);
  const { formats } = fileRules(question);
  if (!formats.includes(extensionOf(input.filename))) throw badRequest(messages.steps.fileFormats(formats.join(', ')));
  return presignStagedUpload(ctx, caller.applicant.id, stepFileItem(stepId, question), input);
}

/** POST applicant/result/{applicantStepId}/upload: the staged file checked (size, sniffed content) and kept for that question. */
export async function confirmStepUpload(ctx: With<'files'>, applicantStepId: string, input: { questionId: number; key: string; filename: string }, caller: ApplicantCaller): Promise<StepAnswerFile> {
  const { stepId, question } = await openFileQuestion(ctx, applicantStepId, input.questionId, caller);
  const file = await acceptStagedUpload(ctx, caller.applicant.id, stepFileItem(stepId, question), { key: input.key, filename: input.filename, pageIndex: STEP_PAGE_INDEX });
  return { id: stepFileId(file.filepath), filepath: file.filepath, filename: file.filename, filesize: file.filesize };
}
