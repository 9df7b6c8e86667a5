import type { FieldErrors, Resolver } from 'react-hook-form';
import { messages } from '@portal/shared/messages';
import type { StepAnswer, StepAnswerItem, StepAnswers, StepQuestion } from '@portal/shared/schemas/steps';
import { boxTexts, keptAnswers, otherOptionId, tableColumns, validateStepAnswers } from '@portal/shared/step-questions/index';

/**
 * The form's values: one answer per question under 'q{id}' (a bare number would make react-hook-form build an
 * array). Every part a question's kind reads is present, so the inputs are controlled from the first render.
 */
export type StepFormValues = Record<string, StepAnswer>;
export type QuestionPath = `q${number}`;

export const pathOf = (q: StepQuestion): QuestionPath => `q${q.id}`;
/** The key of the form-level refusal (duplicate choices); not a question's path. */
export const DUPLICATE_KEY = 'duplicate';

/** One empty table row of a table question. */
export const emptyRow = (q: StepQuestion): string[] => (tableColumns(q) ?? []).map(() => '');

/** A multi_text answer's items: one per detail, in the details' order, a box the answer leaves out empty. */
export const boxItems = (q: StepQuestion, a: StepAnswer | undefined): StepAnswerItem[] => {
  const texts = boxTexts(a);
  return q.details.map((d) => ({ answer: texts.get(d.id) ?? '', target_id: d.id }));
};

/** The answer a question's inputs start from: the stored one, completed with the empty parts of its kind. */
function startingAnswer(q: StepQuestion, stored: StepAnswer | undefined): StepAnswer {
  switch (q.input_type) {
    case 'text': {
      if (!tableColumns(q)) return { text: stored?.text ?? '' };
      const rows = stored?.rows?.length ? stored.rows.map((r) => emptyRow(q).map((_, i) => r[i] ?? '')) : [emptyRow(q)];
      return { rows };
    }
    case 'checkbox':
    case 'radio':
      return { selected: stored?.selected ?? [], etc: stored?.etc ?? '' };
    case 'agreement':
      return { selected: stored?.selected ?? [] };
    case 'month_day':
      return { month: stored?.month ?? '', day: stored?.day ?? '' };
    case 'file':
      return { files: stored?.files ?? [] };
    case 'multi_text':
      return { items: boxItems(q, stored) };
  }
}

export function toFormValues(questions: StepQuestion[], answers: StepAnswers): StepFormValues {
  return Object.fromEntries(questions.map((q) => [pathOf(q), startingAnswer(q, answers[String(q.id)])]));
}

/** The answers keyed by question id, as the shared check and the answer call read them. */
export function toAnswers(questions: StepQuestion[], values: StepFormValues): StepAnswers {
  return Object.fromEntries(questions.flatMap((q) => (values[pathOf(q)] ? [[String(q.id), values[pathOf(q)]!]] : [])));
}

/** What is sent: only the parts an answer of its kind holds ('Other' text only while 'Other' is chosen, no empty table). */
function sentAnswer(q: StepQuestion, a: StepAnswer): StepAnswer {
  switch (q.input_type) {
    case 'text': {
      if (!tableColumns(q)) return { text: a.text ?? '' };
      const rows = a.rows ?? [];
      return { rows: rows.some((r) => r.some((c) => c.trim() !== '')) ? rows : [] };
    }
    case 'checkbox':
    case 'radio': {
      const selected = a.selected ?? [];
      const other = otherOptionId(q);
      return other !== undefined && selected.includes(other) ? { selected, etc: a.etc ?? '' } : { selected };
    }
    case 'agreement':
      return { selected: a.selected ?? [] };
    case 'month_day':
      return { month: a.month ?? '', day: a.day ?? '' };
    case 'file':
      return { files: a.files ?? [] };
    case 'multi_text':
      return { items: boxItems(q, a) };
  }
}

/** The answers of the shown, enabled questions (what the server keeps), in their sent shape. */
export function submittedAnswers(questions: StepQuestion[], values: StepFormValues, disabledIds: readonly number[]): StepAnswers {
  const answers = toAnswers(questions, values);
  const kept = keptAnswers(questions, answers, disabledIds);
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  return Object.fromEntries(Object.entries(kept).map(([id, a]) => [id, sentAnswer(byId.get(id)!, a)]));
}

/**
 * The resolver: the same check the server runs (validateStepAnswers), its issues on the questions' paths and a
 * duplicate choice under DUPLICATE_KEY. Hidden and disabled questions are neither required nor read.
 */
export function stepAnswersResolver(questions: StepQuestion[], disabledIds: readonly number[], today: string): Resolver<StepFormValues> {
  return (values) => {
    const check = validateStepAnswers(questions, toAnswers(questions, values), { today }, disabledIds);
    const errors: FieldErrors<StepFormValues> = {};
    for (const issue of check.issues) {
      const key = `q${issue.questionId}`;
      // The first issue of a question is the one shown.
      if (!errors[key]) errors[key] = { type: 'step', message: issue.message } as FieldErrors<StepFormValues>[string];
    }
    if (check.duplicate) {
      const message = check.duplicate.kind === 'department' ? messages.steps.duplicateDepartment : messages.steps.duplicate;
      errors[DUPLICATE_KEY] = { type: 'duplicate', message } as FieldErrors<StepFormValues>[string];
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

/** The message of a path's error, whatever shape react-hook-form stored it in. */
export const errorAt = (errors: FieldErrors<StepFormValues>, key: string): string | undefined => {
  const e = errors[key] as { message?: unknown } | undefined;
  return typeof e?.message === 'string' ? e.message : undefined;
};
