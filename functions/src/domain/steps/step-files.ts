import type { StepAnswerFile, StepAnswers, StepQuestion } from '@portal/shared';
import { fileRules } from '@portal/shared/step-questions/index';
import type { Item } from '@portal/shared/form-model/definition';
import type { AppContext } from '../context.ts';

/** Upload records of step answers carry this page index; the field names the step and the question. */
export const STEP_PAGE_INDEX = -2;
export const stepFileField = (stepId: number, questionId: number) => `step_${stepId}_q${questionId}`;

/** A file question as an upload item, so its files pass the same checks as application files (allow-list, sniffed content, size). */
export function stepFileItem(stepId: number, q: StepQuestion): Item {
  const rules = fileRules(q);
  return {
    id: q.id,
    title: q.title,
    required: q.required,
    input_type: { type: 'file', field: stepFileField(stepId, q.id) },
    max_count: rules.maxCount,
    max_size: rules.maxMb,
    total_max_size: rules.totalMb,
  };
}

/** The id of a stored answer file: the random segment of its final key ('…/applicants/<id>/<random>/<name>'). */
export const stepFileId = (key: string): string => key.split('/').at(-2) ?? '';

/** The files of each file question's answer. */
export const filesOf = (questions: StepQuestion[], answers: StepAnswers): [number, StepAnswerFile[]][] =>
  questions.filter((q) => q.input_type === 'file').map((q) => [q.id, answers[String(q.id)]?.files ?? []]);

/** Whether every file of the answers is the applicant's own upload for that very question (as recorded when it was checked). */
export async function ownStepFiles(ctx: AppContext, applicantId: number, stepId: number, filesByQuestion: [number, StepAnswerFile[]][]): Promise<boolean> {
  if (filesByQuestion.every(([, files]) => files.length === 0)) return true;
  const uploads = await ctx.repos.uploads.listByApplicant(applicantId);
  const held = new Map(uploads.filter((u) => u.pageIndex === STEP_PAGE_INDEX).map((u) => [u.key, u]));
  return filesByQuestion.every(([qid, files]) => files.every((f) => held.get(f.filepath)?.field === stepFileField(stepId, qid) && stepFileId(f.filepath) === f.id));
}
