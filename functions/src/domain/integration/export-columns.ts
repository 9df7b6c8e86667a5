import type { ApplicationSummary } from '@portal/shared/schemas/integration';
import type { SavedPage } from '@portal/shared/schemas/form-api';
import type { Option, Question } from '@portal/shared/form-model/definition';
import { QUESTION_MODEL } from '@portal/shared/form-model/page-keys';
import { integrationMessages as m } from '@portal/shared/messages/integration';
import type { StoredFormPage, TenantRepositories } from '../ports.ts';
import { cellText } from './csv-file.ts';

/** An application with its saved pages, as one export row. */
export type ExportRow = ApplicationSummary & { pages: SavedPage[] };

const fixed = ['id', 'applicantNumber', 'taskId', 'taskName', 'name', 'email', 'phone', 'status', 'createdAt', 'submittedAt', 'cancelledAt', 'lastSavedAt', 'updatedAt'] as const;

/** An answer column: a saved key of a page (an item's field, a repeatable group's model), or one question of the page's question groups. */
interface Column {
  page: number;
  key: string;
  questionId?: number;
  title: string;
  options?: readonly Option[] | undefined;
  question?: Question | undefined;
}

/** The CSV's columns, known before the first row: the fixed ones, the forms' answers in form order, and '기타 답변' last. */
export interface ExportColumns {
  header: string[];
  /** Identifies the answer columns: a continuation written with other columns (a form changed meanwhile) starts over. */
  fingerprint: string;
  cells(row: ExportRow): string[];
}

const columnId = (page: number, key: string, questionId?: number) => `${page}:${key}:${questionId ?? ''}`;

/**
 * The columns from the tasks' form definitions (not from the rows, which stream): per page in page order, each
 * detail's items by field, a repeatable group as one column under its model (its rows as JSON), and each question of a
 * question group (applicant_add_questions_edit) its own column, answered with the chosen options' texts. An answer
 * saved under a key the forms do not have goes, as JSON by '<page>:<key>', into the last column, so nothing is dropped.
 */
export async function exportColumns(repos: Pick<TenantRepositories, 'forms'>, taskIds: readonly number[]): Promise<ExportColumns> {
  const forms: StoredFormPage[][] = await Promise.all(taskIds.map((t) => repos.forms.listTaskPages(t)));
  const columns: Column[] = [];
  const byId = new Map<string, Column>();
  const add = (c: Column) => {
    const id = columnId(c.page, c.key, c.questionId);
    if (!byId.has(id)) byId.set(id, columns[columns.push(c) - 1]!);
  };
  for (const page of forms.flat()) {
    const pageTitle = page.title[page.pageIndex] ?? '';
    for (const form of page.forms) {
      for (const detail of form.details) {
        // A repeatable group is saved as one list under its model: one column for the group.
        if (detail.repeatable) add({ page: page.pageIndex, key: detail.repeatable.model, title: `${pageTitle} - ${detail.title}` });
        else for (const item of detail.items) add({ page: page.pageIndex, key: item.input_type.field, title: `${pageTitle} - ${item.title}`, options: item.options ?? undefined });
        for (const q of detail.questions ?? []) add({ page: page.pageIndex, key: QUESTION_MODEL, questionId: q.id, title: `${pageTitle} - ${q.title}`, question: q });
      }
    }
  }
  // Page order, form order within a page (a stable sort keeps the walk's order).
  columns.sort((a, b) => a.page - b.page);
  const header = [...fixed.map((c) => m.exportColumns[c]), ...columns.map((c) => c.title), m.exportOtherAnswers];
  const cells = (r: ExportRow): string[] => {
    const byPage = new Map(r.pages.map((p) => [p.pageIndex, p.values]));
    const other: Record<string, unknown> = {};
    for (const p of r.pages) {
      for (const [key, saved] of Object.entries(p.values)) {
        if (key !== QUESTION_MODEL) {
          if (!byId.has(columnId(p.pageIndex, key))) other[`${p.pageIndex}:${key}`] = saved;
        } else for (const a of questionAnswers(saved)) if (!byId.has(columnId(p.pageIndex, key, a.form_question_id))) other[`${p.pageIndex}:${key}.${a.form_question_id}`] = a.answer;
      }
    }
    const value = (c: Column) => {
      const saved = byPage.get(c.page)?.[c.key];
      if (c.questionId === undefined) return cellText(optionText(c.options, saved));
      return cellText(questionText(c.question, questionAnswers(saved).find((a) => a.form_question_id === c.questionId)?.answer));
    };
    return [...fixed.map((c) => (c === 'status' ? m.exportStatus[r.status] : cellText(r[c]))), ...columns.map(value), Object.keys(other).length ? JSON.stringify(other) : ''];
  };
  return { header, fingerprint: columns.map((c) => columnId(c.page, c.key, c.questionId)).join(','), cells };
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
