import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { configDateTime } from './config-date.ts';
import { chartDataSchema, idCardSchema, scoreViewSchema, STEP_TYPES, stepQuestionSchema } from './steps.ts';

/**
 * Steps and results in the tenant-configuration format (docs/tenant-config.md 'Steps and results'). The integration
 * API writes the same records; times as everywhere in the format ('YYYY-MM-DD HH:mm:ss' or 'today+N HH:mm:ss').
 */
const configTime = configDateTime;
const id = z.number().int().positive();

export const stepConfigSchema = lazySchema(() => z.object({
  id,
  title: z.string().min(1),
  /** The title applicants see; omitted: title. */
  view_title: z.string().optional(),
  type: z.enum(STEP_TYPES),
  /** 'N': the step's posting is suspended (progress 'stop'). */
  status: z.enum(['Y', 'N']).default('Y'),
  /** An attach step's guidance: 'N' until the organisation publishes it ('Guidance pending'); other steps publish per result. */
  result_message_status: z.enum(['Y', 'N']).default('Y'),
  /** A fixed title for this step's result page, replacing the spec's (part 2, 2.8: 'one tenant has a fixed title for one step'). */
  result_title: z.string().trim().min(1).max(100).optional(),
  /** The result period: nothing of a result is readable before its start or after its end. */
  result_start: configTime,
  result_end: configTime,
  /** Rich text shown with every applicant's result (an applicant's own content replaces it). */
  content: z.string().default(''),
  /** The second page (4.5) and its content. */
  add_page: z.object({ content: z.string().default('') }).optional(),
  id_card: idCardSchema.optional(),
  score_view: scoreViewSchema.prefault({}),
  add_request: z
    .object({
      heading: z.enum(['additional', 'self_introduction']).default('additional'),
      /** The answer period; omitted: the result period. */
      start: configTime.optional(),
      end: configTime.optional(),
      /** The next page opens only after the answers (4.5). */
      required: z.boolean().default(false),
      questions: z.array(stepQuestionSchema).min(1),
      file_name_formats: z.array(z.object({ document: z.string().min(1), format: z.string().min(1) })).default([]),
      disable_question_ids: z.array(id).default([]),
    })
    .optional(),
  survey: z.object({ content: z.string().default(''), questions: z.array(stepQuestionSchema).min(1) }).optional(),
  /** When the result opens, each applicant of the step is told to look (never the result): e-mail, and SMS when set. */
  notify: z.object({ email: z.boolean().default(true), sms: z.boolean().default(false) }).prefault({}),
}));
export type StepConfig = z.infer<typeof stepConfigSchema>;

/** One applicant's result of a step. The configuration names the applicant by e-mail (demo applicants are made later). */
export const stepResultConfigSchema = lazySchema(() => z.object({
  step_id: id,
  applicant_email: z.string().email(),
  /** 'N': the applicant is in the step but the guidance is not published yet ('Guidance pending'). */
  result_message_status: z.enum(['Y', 'N']).default('Y'),
  type: z.enum(['pass', 'fail', 'none']).default('none'),
  message: z.string().default(''),
  content: z.string().optional(),
  add_page_content: z.string().optional(),
  scores: z.record(z.string(), z.string()).default({}),
  chart: chartDataSchema.optional(),
}));
export type StepResultConfig = z.infer<typeof stepResultConfigSchema>;
