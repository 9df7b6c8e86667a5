import { formatKst } from '@portal/shared/dates';
import { exportMaxRows, type ApplicationSummary, type ExportApplicationsBody, type ExportedApplications } from '@portal/shared/schemas/integration';
import type { SavedPage } from '@portal/shared/schemas/form-api';
import type { Option, Question } from '@portal/shared/form-model/definition';
import { QUESTION_MODEL } from '@portal/shared/form-model/page-keys';
import { integrationMessages as m } from '@portal/shared/messages/integration';
import type { AppContext } from '../context.ts';
import { notFound, tooLarge } from '../errors.ts';
import type { StoredFormPage } from '../ports.ts';
import { fileKeys } from '../public-site/file-keys.ts';
import { toApplicationSummary } from './application-views.ts';
import { cellText, csvFile } from './csv-file.ts';
import { maskBlindAnswers } from '../submission/blind-masking.ts';

/** Applications read per listing call, and answer reads in flight at once. */
const PAGE = 100;
const READS_IN_FLIGHT = 16;

type Row = ApplicationSummary & { pages: SavedPage[] };

/**
 * POST /api/integration/exports: every application of a project (narrowed by task and status) with its saved answers,
 * as a CSV for Excel or as JSON, written to the object store under the tenant's export prefix (expired after a day)
 * and answered as a short-lived download URL. Its access record is the route's (the contract's `personalData`).
 */
export async function exportApplications(
  ctx: Pick<AppContext, 'repos' | 'clock' | 'crypto' | 'tenant'> & Required<Pick<AppContext, 'files'>>,
  body: ExportApplicationsBody,
): Promise<ExportedApplications> {
  const project = await ctx.repos.projects.getWithTasks(body.projectId);
  if (!project) throw notFound(m.projectNotFound);
  // A blind-hiring project's answers go out masked (blind-masking.ts), in the CSV and the JSON alike.
  const rows = (await readRows(ctx, body)).map((r) => ({ ...r, pages: r.pages.map((p) => ({ ...p, values: maskBlindAnswers(project.project, p.values) })) }));
  const now = ctx.clock.now();
  const stamp = formatKst(now).replace(/[-:]/g, '').replace(' ', '-').slice(0, 13);
  const file = body.format === 'csv' ? csvFile(await csvRows(ctx, rows)) : new TextEncoder().encode(JSON.stringify({ project: { id: project.project.id, title: project.project.title }, exportedAt: now.toISOString(), items: rows }));
  const filename = m.exportFileName(body.projectId, stamp, body.format);
  // The key stays ASCII; the Korean name comes with the download.
  const key = `${fileKeys.exportPrefix(ctx.tenant.id)}${ctx.crypto.randomToken().slice(0, 22)}/applications-${body.projectId}-${stamp}.${body.format}`;
  await ctx.files.put(key, file, body.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
  const url = await ctx.files.downloadUrl(key, filename);
  // The access record (who, the project, how many rows) is the route's, by its contract's `personalData`.
  // The store's presigned downloads last five minutes (adapters/s3/s3-file-store.ts).
  return { url, filename, rows: rows.length, expiresAt: new Date(now.getTime() + 300_000).toISOString() };
}

async function readRows(ctx: Pick<AppContext, 'repos'>, body: ExportApplicationsBody): Promise<Row[]> {
  const summaries: ApplicationSummary[] = [];
  let from: { shard: number; afterId: number } | undefined = { shard: 0, afterId: 0 };
  while (from) {
    const page = await ctx.repos.applications.listByProject(body.projectId, from, PAGE, { taskId: body.taskId, status: body.status, updatedSince: undefined });
    summaries.push(...page.rows.map(toApplicationSummary));
    if (summaries.length > exportMaxRows) throw tooLarge(m.exportTooLarge(exportMaxRows));
    from = page.next;
  }
  summaries.sort((a, b) => a.id - b.id);
  const rows: Row[] = new Array(summaries.length);
  for (let i = 0; i < summaries.length; i += READS_IN_FLIGHT) {
    const batch = summaries.slice(i, i + READS_IN_FLIGHT);
    const pages = await Promise.all(batch.map((s) => ctx.repos.answers.listPages(s.id)));
    batch.forEach((s, j) => (rows[i + j] = { ...s, pages: [...pages[j]!].sort((a, b) => a.pageIndex - b.pageIndex) }));
  }
  return rows;
}

const fixed = ['id', 'applicantNumber', 'taskId', 'taskName', 'name', 'email', 'phone', 'status', 'createdAt', 'submittedAt', 'cancelledAt', 'lastSavedAt', 'updatedAt'] as const;

/** An answer column: a saved key of a page, or one question of the page's question groups. */
interface Column {
  page: number;
  key: string;
  questionId?: number;
}

/**
 * The header and one line per application: the fixed columns, then one column per answer key found, in page order.
 * Question groups (applicant_add_questions_edit) get a column per question, titled with the question and answered
 * with the chosen options' texts, as staff read them in Excel.
 */
async function csvRows(ctx: Pick<AppContext, 'repos'>, rows: Row[]): Promise<string[][]> {
  const { titles, questions, options } = await answerTitles(ctx, [...new Set(rows.map((r) => r.taskId))]);
  const columns: Column[] = [];
  const seen = new Set<string>();
  const add = (c: Column) => {
    const id = `${c.page}:${c.key}:${c.questionId ?? ''}`;
    if (!seen.has(id)) {
      seen.add(id);
      columns.push(c);
    }
  };
  for (const r of rows) {
    for (const p of r.pages) {
      for (const key of Object.keys(p.values)) {
        if (key !== QUESTION_MODEL) add({ page: p.pageIndex, key });
        else for (const answer of questionAnswers(p.values[key])) add({ page: p.pageIndex, key, questionId: answer.form_question_id });
      }
    }
  }
  columns.sort((a, b) => a.page - b.page);
  const titleOf = (c: Column) =>
    c.questionId === undefined
      ? (titles.get(`${c.page}:${c.key}`) ?? m.exportAnswerColumn(c.page, c.key))
      : (questions.get(c.questionId)?.title ?? m.exportAnswerColumn(c.page, `${c.key}.${c.questionId}`));
  const header = [...fixed.map((c) => m.exportColumns[c]), ...columns.map(titleOf)];
  const lines = rows.map((r) => {
    const byPage = new Map(r.pages.map((p) => [p.pageIndex, p.values]));
    const value = (c: Column) => {
      const saved = byPage.get(c.page)?.[c.key];
      if (c.questionId === undefined) return cellText(optionText(options.get(`${c.page}:${c.key}`), saved));
      const answer = questionAnswers(saved).find((a) => a.form_question_id === c.questionId)?.answer;
      return cellText(questionText(questions.get(c.questionId)?.question, answer));
    };
    return [...fixed.map((c) => (c === 'status' ? m.exportStatus[r.status] : cellText(r[c]))), ...columns.map(value)];
  });
  return [header, ...lines];
}

/** The answers of a page's question groups ({ detail_<id>: { answers: [{ form_question_id, answer }] } }). */
function questionAnswers(groups: unknown): { form_question_id: number; answer: unknown }[] {
  if (!groups || typeof groups !== 'object') return [];
  return Object.values(groups as Record<string, { answers?: unknown }>).flatMap((g) =>
    Array.isArray(g?.answers) ? (g.answers as { form_question_id?: unknown; answer?: unknown }[]).filter((a) => typeof a?.form_question_id === 'number').map((a) => ({ form_question_id: a.form_question_id as number, answer: a.answer })) : [],
  );
}

/** A choice answer as its options' texts (a checkbox's joined with ', '); any other answer as it was given. */
function questionText(q: Question | undefined, answer: unknown): unknown {
  if (!q?.details?.length || answer === undefined || answer === null) return answer;
  const text = (v: unknown) => q.details!.find((d) => String(d.id) === String(v))?.content ?? v;
  return Array.isArray(answer) ? answer.map(text).join(', ') : text(answer);
}

/** A select's, radio's or checkbox's stored value as its option's title (several joined with ', '); anything else as stored. */
function optionText(options: readonly Option[] | undefined, saved: unknown): unknown {
  if (!options?.length || saved === undefined || saved === null) return saved;
  const text = (v: unknown) => options.find((o) => String(o.value) === String(v))?.title ?? v;
  return Array.isArray(saved) ? saved.map(text).join(', ') : text(saved);
}

/** Each answer key's title in the tasks' forms ('<page title> - <item title>') and its item's options, by '<pageIndex>:<key>'. */
async function answerTitles(
  ctx: Pick<AppContext, 'repos'>,
  taskIds: number[],
): Promise<{ titles: Map<string, string>; questions: Map<number, { title: string; question: Question }>; options: Map<string, readonly Option[]> }> {
  const titles = new Map<string, string>();
  const options = new Map<string, readonly Option[]>();
  const questions = new Map<number, { title: string; question: Question }>();
  const forms: StoredFormPage[][] = await Promise.all(taskIds.map((t) => ctx.repos.forms.listTaskPages(t)));
  for (const page of forms.flat()) {
    const pageTitle = page.title[page.pageIndex] ?? '';
    for (const form of page.forms) {
      for (const detail of form.details) {
        // A repeatable group is saved as one list under its model: one column for the group.
        if (detail.repeatable) titles.set(`${page.pageIndex}:${detail.repeatable.model}`, `${pageTitle} - ${detail.title}`);
        for (const q of detail.questions ?? []) if (!questions.has(q.id)) questions.set(q.id, { title: `${pageTitle} - ${q.title}`, question: q });
        for (const item of detail.items) {
          const title = `${pageTitle} - ${item.title}`;
          if (item.input_type.field && !titles.has(`${page.pageIndex}:${item.input_type.field}`)) titles.set(`${page.pageIndex}:${item.input_type.field}`, title);
          if (item.input_type.field && item.options?.length && !options.has(`${page.pageIndex}:${item.input_type.field}`)) options.set(`${page.pageIndex}:${item.input_type.field}`, item.options);
          if (!titles.has(`${page.pageIndex}:${item.id}`)) titles.set(`${page.pageIndex}:${item.id}`, title);
        }
      }
    }
  }
  return { titles, questions, options };
}
