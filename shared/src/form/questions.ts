import * as z from 'zod';
import type { Question } from '../form-model/definition.ts';
import { formMessages as M } from '../messages/form.ts';
import type { BuildContext } from './build-context.ts';
import { MAX_INPUT_LENGTH, isBlank, maxLength, scalar } from './checks.ts';
import { dateChecks, questionDateBounds } from './date-bounds.ts';

/** Question groups (spec 3: applicant_add_questions_edit.detail_{detailId}.answers[] {form_question_id, answer}). */

function questionAnswer(q: Question, ctx: BuildContext): z.ZodType {
  const required = q.required === 'Y' && !ctx.partial;
  const choices = new Set((q.details ?? []).map((d) => String(d.id)));
  switch (q.type) {
    case 'radio':
    case 'select':
      return scalar(required, [(s) => (choices.has(s) ? undefined : M.engine.invalidOption)]);
    case 'checkbox':
      return z.preprocess(
        (v) => (isBlank(v) ? [] : (Array.isArray(v) ? v : [v]).filter((x) => !isBlank(x)).map(String)),
        z.array(z.string()).superRefine((vs, rctx) => {
          if (required && vs.length === 0) rctx.addIssue({ code: 'custom', message: M.required });
          else if (vs.some((v) => !choices.has(v))) rctx.addIssue({ code: 'custom', message: M.engine.invalidOption });
        }),
      );
    case 'date':
      return scalar(required, dateChecks(questionDateBounds(q, ctx.today)));
    default:
      return scalar(required, [maxLength(q.max_length ?? MAX_INPUT_LENGTH)]);
  }
}

/**
 * Answers are posted in question order: answers[i] answers the detail's i-th question. A question the rules hide
 * (isQuestionShown false) keeps its place but only its question id is kept (spec 4 'Tenant F social-diversity
 * section': 'Otherwise only the question id is posted').
 */
export function questionsSchema(questions: Question[], ctx: BuildContext, shown: (q: Question) => boolean): z.ZodType {
  const answers = z.tuple(
    questions.map((q) =>
      shown(q)
        ? z.preprocess(
            (v) => (v === undefined || v === null ? { form_question_id: q.id } : v),
            z.object({ form_question_id: z.literal(q.id, { error: M.engine.invalidFormat }), answer: questionAnswer(q, ctx) }),
          )
        : z.preprocess(() => ({ form_question_id: q.id }), z.object({ form_question_id: z.literal(q.id) })),
    ) as unknown as [z.ZodType, ...z.ZodType[]],
  );
  return z.preprocess(
    (v) => (v === undefined || v === null ? { answers: [] } : v),
    z.object({
      application_form_id: z.number().int().optional(),
      application_form_detail_id: z.number().int().optional(),
      answers: z.preprocess((v) => {
        // Missing trailing answers count as unanswered; extra answers are an error of the tuple.
        const list = Array.isArray(v) ? [...v] : [];
        while (list.length < questions.length) list.push(undefined);
        return list;
      }, answers),
    }),
  );
}
