import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { stepsMessages as m } from '../messages/steps.ts';
import { ynFlag } from './common.ts';

/**
 * Selection steps and their per-applicant results (spec part 2, 2.4, 2.7–2.13, 3, 4.3–4.6): the step's question and
 * answer shapes (additional requests and surveys), the history's step list, the result page's data and the answer
 * calls. The tenant configuration and the integration API write the same records (docs/tenant-config.md 'Steps').
 */

export const STEP_TYPES = ['document', 'attach', 'test', 'interview', 'survey', 'scoreRevealed'] as const;
export type StepType = (typeof STEP_TYPES)[number];
export const PROGRESS_STATUSES = ['before', 'ongoing', 'end', 'stop'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];
export const STEP_QUESTION_TYPES = ['text', 'checkbox', 'radio', 'agreement', 'month_day', 'file', 'multi_text'] as const;
export type StepQuestionType = (typeof STEP_QUESTION_TYPES)[number];

/** Limits of answers (spec part 2, 9 'Answer limits'); a text answer of max_length 50 or less is one line. */
export const STEP_ANSWER_LIMITS = { singleLineMax: 50, tableCellMax: 50, textMax: 20_000, etcMax: 2_000, rowsMax: 50, columnsMax: 20 } as const;

const id = z.number().int().positive();

/** One option or setting of a question (details[]). File questions carry their limits on details[0]. */
export const stepQuestionDetailSchema = lazySchema(() =>
  z.object({
    id,
    content: z.string().max(2000).default(''),
    min_length: z.number().int().nonnegative().optional(),
    max_length: z.number().int().positive().optional(),
    required: ynFlag.optional(),
    /** agreement: 'N' marks the option that refuses the consent. */
    value: z.string().max(200).optional(),
    upload_format: z.array(z.string().regex(/^[a-z0-9]{1,8}$/)).max(20).optional(),
    max_count: z.number().int().positive().max(20).optional(),
    max_size: z.number().int().positive().max(100).optional(),
    total_max_size: z.number().int().positive().max(500).optional(),
    /** What the file is (applicant_careers, etc_documents…): the organisation's system files it by this key. */
    type_key: z.string().max(100).optional(),
  }),
);
export type StepQuestionDetail = z.infer<typeof stepQuestionDetailSchema>;

/** A question of an additional request or a survey (spec part 2, 3 'Form question', 5 'Dynamic questions'). */
export const stepQuestionSchema = lazySchema(() =>
  z.object({
    id,
    title: z.string().max(2000),
    input_type: z.enum(STEP_QUESTION_TYPES),
    required: ynFlag.default('N'),
    details: z.array(stepQuestionDetailSchema).max(100).default([]),
    /** Shown only while another answer holds this option (tenant configuration instead of a hard-coded map). */
    show_if: z.object({ question_id: id, detail_id: id }).optional(),
    /** Informational alerts shown when an option is chosen (e.g. a certificate deadline). */
    alerts: z.array(z.object({ detail_id: id, message: z.string().min(1).max(1000) })).max(50).default([]),
    /** Options refused with a message (e.g. an eligibility rule of the organisation). */
    refusals: z.array(z.object({ detail_id: id, message: z.string().min(1).max(1000) })).max(50).default([]),
    /** Questions of one group may not hold the same choice ('duplicate'); 'department' words the message for departments. */
    duplicate_group: z.string().max(50).optional(),
    duplicate_kind: z.enum(['choice', 'department']).default('choice'),
    /** Copy and paste blocked on this answer (self-introduction answers of some organisations). */
    no_paste: z.boolean().default(false),
    /** File questions: the document name and file-name format shown beside it, e.g. '{수험번호}_졸업증명서.pdf'. */
    file_name_format: z.string().max(200).optional(),
  }),
);
export type StepQuestion = z.infer<typeof stepQuestionSchema>;

/** A stored file of an answer. */
export const stepAnswerFileSchema = lazySchema(() =>
  z.object({ id: z.string().max(100), filepath: z.string().max(1000), filename: z.string().max(255), filesize: z.number().int().nonnegative() }),
);
export type StepAnswerFile = z.infer<typeof stepAnswerFileSchema>;

/** One box of a multi_text answer (spec part 2, 3 'multi_text answers'): its text and the detail it answers. */
export const stepAnswerItemSchema = lazySchema(() =>
  z.object({ answer: z.string().max(STEP_ANSWER_LIMITS.textMax, { error: m.tooLong(STEP_ANSWER_LIMITS.textMax) }), target_id: id }).strict(),
);
export type StepAnswerItem = z.infer<typeof stepAnswerItemSchema>;

/** One answer; which parts are read depends on the question's kind (text or table rows, choices and 'Other', month-day, files, multi_text boxes). */
export const stepAnswerSchema = lazySchema(() =>
  z
    .object({
      text: z.string().max(STEP_ANSWER_LIMITS.textMax, { error: m.tooLong(STEP_ANSWER_LIMITS.textMax) }),
      rows: z.array(z.array(z.string().max(1000)).max(STEP_ANSWER_LIMITS.columnsMax)).max(STEP_ANSWER_LIMITS.rowsMax),
      selected: z.array(id).max(100),
      etc: z.string().max(STEP_ANSWER_LIMITS.etcMax, { error: m.tooLong(STEP_ANSWER_LIMITS.etcMax) }),
      month: z.string().max(2, { error: m.monthRange }),
      day: z.string().max(2, { error: m.dayRange }),
      files: z.array(stepAnswerFileSchema).max(20),
      items: z.array(stepAnswerItemSchema).max(100),
    })
    .partial()
    .strict(),
);
export type StepAnswer = z.infer<typeof stepAnswerSchema>;
export type StepAnswers = Record<string, StepAnswer>;

/** Answers by question id. */
export const stepAnswersSchema = lazySchema(() =>
  z.record(z.string().regex(/^\d{1,9}$/, { error: m.invalidEntries }), stepAnswerSchema).refine((a) => Object.keys(a).length <= 200, { error: m.invalidEntries }),
);

/** The id of an applicant's step: '<stepId>-<applicantId>' (one per applicant and step, so creating it is idempotent). */
export const applicantStepIdPattern = /^(\d{1,9})-(\d{1,12})$/;
export const applicantStepParamsSchema = lazySchema(() =>
  z.object({ applicantStepId: z.string({ error: m.notFound }).regex(applicantStepIdPattern, { error: m.notFound }) }),
);
export const applicantStepId = (stepId: number, applicantId: number) => `${stepId}-${applicantId}`;

/** A step as the history lists it (spec part 2, 3 'applicantSteps[]', 4.3). */
export const historyStepSchema = lazySchema(() =>
  z.object({
    /** null: an attach step the applicant has not opened yet (applicant/step/store creates it). */
    id: z.string().nullable(),
    applicant_id: z.number().int(),
    result_message_status: ynFlag,
    step: z.object({
      id,
      title: z.string(),
      view_title: z.string(),
      progressStatus: z.enum(PROGRESS_STATUSES),
      type: z.object({ value: z.enum(STEP_TYPES) }),
      resultStartDate: z.string().nullable(),
      resultEndDate: z.string().nullable(),
    }),
  }),
);
export type HistoryStep = z.infer<typeof historyStepSchema>;

/** POST applicant/step/store/{stepId}/{id}: the attach step's applicant step, created once. */
export const createApplicantStepParamsSchema = lazySchema(() =>
  z.object({
    stepId: z.string().regex(/^\d{1,9}$/, { error: m.notFound }).transform(Number),
    id: z.string().regex(/^\d{1,12}$/, { error: m.notFound }).transform(Number),
  }),
);
export const createApplicantStepResultSchema = lazySchema(() => z.object({ id: z.string() }));

const chartSeries = z.object({ label: z.string(), value: z.array(z.number().min(0).max(100)) });
/** Chart data of the score dialog (spec part 2, 3 'chartData'): scores on 0–100. */
export const chartDataSchema = lazySchema(() =>
  z.object({
    comment: z.string().max(5000).default(''),
    radarChartData: z.object({ labels: z.array(z.string()).max(30), data1: chartSeries, data2: chartSeries.optional() }).nullable().default(null),
    barChartData: z.object({ labels: z.array(z.string()).max(30), data1: chartSeries, data2: chartSeries.optional() }).nullable().default(null),
    dataTableData: z.array(z.object({ label: z.string(), score: z.number() })).max(50).default([]),
  }),
);
export type ChartData = z.infer<typeof chartDataSchema>;

/**
 * The charts' default size: the spec's width in px (part 2, 9 'Charts'), written as 22.5 rem because the same number is one
 * of the spec's hard-coded ids, which the id guard (rules/no-hard-coded-ids.test.ts) keeps out of application code.
 */
export const SCORE_CHART_DEFAULT_PX = 22.5 * 16;

/** Which parts of the score dialog a step shows (spec part 2, 2.11 and 4.6, as configuration). */
export const scoreViewSchema = lazySchema(() =>
  z.object({
    status: ynFlag.default('N'),
    page: z.enum(['first', 'next', 'both']).default('both'),
    radar: z.boolean().default(true),
    bar: z.boolean().default(true),
    table: z.boolean().default(true),
    column: z.enum(['score', 'percentile']).default('score'),
    radar_size: z.number().int().min(200).max(800).default(SCORE_CHART_DEFAULT_PX),
    bar_size: z.number().int().min(200).max(900).default(SCORE_CHART_DEFAULT_PX),
  }),
);
export type ScoreView = z.infer<typeof scoreViewSchema>;

/** The admission ticket of a step (spec part 2, 2.12). birthdate_type: 'N' none, 'md' month-day, 'ymd' full date. */
export const idCardSchema = lazySchema(() =>
  z.object({
    title: z.string().max(100).default(m.ticketTitle),
    content: z.string().max(20_000).default(''),
    photo_status: ynFlag.default('Y'),
    logo_status: ynFlag.default('Y'),
    birthdate_type: z.enum(['N', 'md', 'ymd']).default('ymd'),
    /** 'application job' wording of the field row, for organisations that say so. */
    field_label: z.string().max(50).optional(),
  }),
);
export type IdCard = z.infer<typeof idCardSchema>;

/** POST applicant/result/{applicantStepId}: an older client's checkToken is accepted and ignored; staff are staff by their session (step-result-route.tsx). */
export const getStepResultBodySchema = lazySchema(() => z.object({ checkToken: z.string().max(200).optional() }).strict());

/** The result page's data (spec part 2, 3 'Result data'): only within the step's result period, on the server's clock. */
export const stepResultSchema = lazySchema(() =>
  z.object({
    projectName: z.string(),
    /** 'test': staff in test mode; every submit is disabled. */
    access_test: z.enum(['test', '']),
    idCardStatus: ynFlag,
    addPageStatus: ynFlag,
    chartData: chartDataSchema.nullable(),
    logoUrl: z.string().nullable(),
    applicant: z.object({
      id: z.number().int(),
      name: z.string(),
      number: z.string().nullable(),
      task_name: z.string(),
      scores: z.record(z.string(), z.string()),
      /** The application's photo as a short-lived signed link the page can show, or null. */
      photo: z.string().nullable(),
      /** 'YYYY-MM-DD', or null when the form has none. */
      birthdate: z.string().nullable(),
    }),
    step: z.object({
      id,
      project_id: z.number().int(),
      view_title: z.string(),
      /** The organisation's fixed title of this step's result page, replacing the spec's (part 2, 2.8), or null. */
      result_title: z.string().nullable(),
      type: z.object({ value: z.enum(STEP_TYPES) }),
      score_view: scoreViewSchema,
      id_card: idCardSchema.nullable(),
    }),
    stepInfo: z.object({
      type: z.enum(STEP_TYPES),
      result_message_status: ynFlag,
      resultMessage: z.string(),
      /** 'pass' highlights the banner as success. */
      result_type: z.enum(['pass', 'fail', 'none']),
      content: z.string(),
      add_page_content: z.string(),
      /** The additional-request period as text ('YYYY-MM-DD HH:mm ~ YYYY-MM-DD HH:mm'), or null without one. */
      addRequestAt: z.string().nullable(),
      addRequestStatus: ynFlag,
      addRequestRequiredStatus: ynFlag,
      add_request_heading: z.enum(['additional', 'self_introduction']),
      /** Spec part 2, 3 'Add-request entry': what the request is attached to; the step's own request is the one there is. */
      add_requests: z.array(z.object({ model: z.literal('step_information'), target_id: z.number().int() })),
      file_name_formats: z.array(z.object({ document: z.string(), format: z.string() })),
      /** Additional-request questions, or the survey's. */
      questions: z.array(stepQuestionSchema),
      answers: z.record(z.string(), stepAnswerSchema),
      disable_form_question_ids: z.array(z.number().int()),
      /** Answers are taken now (the request period is open). */
      isActive: z.boolean(),
      /** The request period is over. */
      isEnd: z.boolean(),
      /** survey steps: already answered (a survey is answered once). */
      surveySubmitted: z.boolean(),
    }),
  }),
);
export type StepResult = z.infer<typeof stepResultSchema>;

/** POST applicant/result/{applicantStepId}/update and applicant/survey/{applicantStepId}/store. */
export const stepAnswerBodySchema = lazySchema(() => z.object({ answers: stepAnswersSchema }).strict());
export type StepAnswerBody = z.infer<typeof stepAnswerBodySchema>;
/** The answer call's outcome (spec part 2, 7 and 8): success, end (period over), duplicate, or error with its message. */
export const stepAnswerResultSchema = lazySchema(() =>
  z.object({
    result: z.enum(['success', 'end', 'duplicate', 'error']),
    errorMessage: z.string().optional(),
    duplicateKind: z.enum(['choice', 'department']).optional(),
    /** Per question, what is wrong (result 'error' from the shared check). */
    issues: z.array(z.object({ questionId: z.number().int(), message: z.string() })).optional(),
  }),
);
export type StepAnswerResult = z.infer<typeof stepAnswerResultSchema>;

/** POST applicant/result/{applicantStepId}/upload-url and /upload: a file answer through the presigned flow. */
export const stepUploadUrlBodySchema = lazySchema(() =>
  z.object({
    questionId: id,
    filename: z.string({ error: m.fileNotFound }).min(1, { error: m.fileNotFound }).max(255, { error: m.fileNotFound }),
    size: z.number({ error: m.fileNotFound }).int().nonnegative(),
    contentType: z.string().max(200).default('application/octet-stream'),
  }),
);
export const stepUploadBodySchema = lazySchema(() =>
  z.object({
    questionId: id,
    key: z.string({ error: m.fileNotFound }).min(1, { error: m.fileNotFound }).max(1000, { error: m.fileNotFound }),
    filename: z.string({ error: m.fileNotFound }).min(1, { error: m.fileNotFound }).max(255, { error: m.fileNotFound }),
  }),
);
