import { EXAM_SITE_DETAIL_CODE, messages, type BlindFinding, type Detection, type PreviewItem, type PreviewSection } from '@portal/shared';
import { findBlindMentions, type BlindMentionKind } from '@portal/shared/form-model/blind-mentions';
import { blindHiringMessages } from '@portal/shared/messages/blind-hiring';
import { QUESTION_MODEL, questionGroupKey } from '@portal/shared/form-model/page-keys';
import type { Detail, FormPage, Item } from '@portal/shared/form-model/definition';
import { applyRules } from '@portal/shared/rules/apply-effects';
import { evaluateRules } from '@portal/shared/rules/evaluate-rules';
import { detailShownInForm, isEligibilityNotice } from '@portal/shared/form/section-layout';
import { isRecord } from '@portal/shared/is-record';
import { displayValue, groupOf, isTop, text } from '../form/answer-readers.ts';

type Values = Record<string, unknown>;
type FileEntry = { filepath: string; filename: string };

export interface PreviewWords {
  blind: { word: string; reason: string }[];
  search: { word: string; tooltip: string }[];
  /** A blind-hiring project's own applicant: also mark the school names and relatives' jobs the detector finds. */
  mentions?: boolean | undefined;
}

/** The applicant's exam-site choices by detail id: the place's name and whether it holds a seat ('Y') or waits ('W'). */
export type ExamChoices = Map<number, { place_name: string; status: 'Y' | 'W' }>;

/** Sections whose answers are long texts read better in one column. */
const longTextKinds = new Set(['self_introduction', 'career_description', 'job_plan']);
const shown = (f: { hidden?: 'Y' | 'N' | null; status?: 'Y' | 'N' | null }) => f.hidden !== 'Y' && f.status !== 'N';

/**
 * The preview body (spec 3 'Preview'): every shown section of every page with the applicant's saved values
 * as a reader sees them: choices as their titles, dates and ranges as written, files as links, question answers
 * as question/answer pairs, and long texts with the project's blind-hiring words marked (detections).
 * Pure: the caller loads pages and answers and signs file links.
 */
export function buildPreviewBody(pages: FormPage[], answers: Map<number, Values>, words: PreviewWords, examChoices: ExamChoices = new Map()): PreviewSection[] {
  const sections: PreviewSection[] = [];
  for (const stored of pages) {
    const values = answers.get(stored.pageIndex) ?? {};
    // What the tenant rules hid on the form is not previewed either (its values were not kept).
    const fx = stored.rules?.length ? evaluateRules(stored.rules, stored, values) : undefined;
    const page = fx ? applyRules(stored, fx) : stored;
    const hiddenQuestions = new Set(fx?.hiddenQuestions);
    for (const form of page.forms) {
      const details: PreviewSection['details'] = [];
      for (const detail of form.details) {
        if (!shown(detail) || !detailShownInForm(form, detail)) continue;
        const items = detail.items.filter((i) => shown(i) && i.input_type.type !== 'hidden' && i.code?.etc !== 'count' && !isEligibilityNotice(form, detail, i));
        if (detail.repeatable) {
          const rows = values[detail.repeatable.model];
          (Array.isArray(rows) ? rows : []).forEach((row, i) => {
            if (isRecord(row)) details.push({ id: detail.id, title: detail.title, row: i + 1, items: items.map((item) => previewItem(detail, item, row, words)) });
          });
          continue;
        }
        const detailItems = items.map((item) => previewItem(detail, item, isTop(item.input_type.model) ? values : groupOf(values, item.input_type.model!), words));
        detailItems.push(...questionItems(detail, values, words, hiddenQuestions));
        if (detail.code.value === EXAM_SITE_DETAIL_CODE) detailItems.push(examSiteItem(detail, examChoices.get(detail.id)));
        if (detailItems.length > 0) details.push({ id: detail.id, title: detail.title, items: detailItems });
      }
      if (details.length === 0) continue;
      const long = longTextKinds.has(form.code_value) || details.some((d) => d.items.some((i) => i.type === 'multi_text'));
      sections.push({ id: form.application_form_id, label: form.title, col: long ? 1 : 2, code_value: form.code_value, pageIndex: page.pageIndex, details });
    }
  }
  return sections;
}

/** An exam-site detail has no items: its answer is the choice held by the exam-site store. */
function examSiteItem(detail: Detail, choice: { place_name: string; status: 'Y' | 'W' } | undefined): PreviewItem {
  const value = choice ? (choice.status === 'W' ? `${choice.place_name} (${messages.examSite.waitingStatus})` : choice.place_name) : null;
  return { id: `exam${detail.id}`, code_detail_id: detail.id, code_detail_title: detail.title, code_item_id: null, label: detail.title, type: 'text', value, ...empty };
}

function base(detail: Detail, item: Item): Pick<PreviewItem, 'id' | 'code_detail_id' | 'code_detail_title' | 'code_item_id' | 'label'> {
  return { id: item.id, code_detail_id: detail.id, code_detail_title: detail.title, code_item_id: item.id, label: item.label || item.title };
}

const empty = { files: [], answers: [], detections: [], searchWords: [] };

function previewItem(detail: Detail, item: Item, c: Values, words: PreviewWords): PreviewItem {
  const f = item.input_type.field;
  const head = base(detail, item);
  switch (item.input_type.type) {
    case 'multiline': {
      const t = text(c[f]);
      return { ...head, ...empty, type: 'multi_text', value: null, text: t, ...marks(t, words) };
    }
    case 'file': {
      const list = Array.isArray(c[f]) ? (c[f] as unknown[]).filter((e): e is FileEntry => isRecord(e) && typeof e.filepath === 'string') : [];
      return { ...head, ...empty, type: 'file', value: list.length ? `${list.length}개` : null, files: list.map((e) => ({ filepath: e.filepath, filename: String(e.filename ?? '') })) };
    }
    case 'photo':
      return { ...head, ...empty, type: 'photo', value: null, photo: text(c[f]) };
    default:
      return { ...head, ...empty, type: 'text', value: displayValue(item, c) };
  }
}

function questionItems(detail: Detail, values: Values, words: PreviewWords, hidden: ReadonlySet<number>): PreviewItem[] {
  const questions = (detail.questions ?? []).filter((q) => !hidden.has(q.id));
  if (questions.length === 0) return [];
  const group = groupOf(groupOf(values, QUESTION_MODEL), questionGroupKey(detail.id));
  const answers = Array.isArray(group.answers) ? (group.answers as unknown[]) : [];
  return questions.map((q) => {
    const given = answers.find((a): a is Values => isRecord(a) && a.form_question_id === q.id);
    const raw = given?.answer;
    const pick = (v: unknown) => q.details?.find((d) => String(d.id) === String(v))?.content ?? text(v);
    const answer = Array.isArray(raw) ? raw.map(pick).filter(Boolean).join(', ') : q.type === 'radio' || q.type === 'select' ? pick(raw) : text(raw);
    const t = answer ?? null;
    return {
      id: `q${q.id}`,
      code_detail_id: detail.id,
      code_detail_title: detail.title,
      code_item_id: null,
      label: q.title,
      type: 'answer' as const,
      value: t,
      ...empty,
      answers: [{ question: q.title, answer: t ?? '' }],
      ...(q.type === 'multi_text' || q.type === 'text' ? marks(t, words) : {}),
    };
  });
}

/** Occurrences of the project's blind-hiring words (detections) and reviewer search words in a text. */
export function marks(t: string | null, words: PreviewWords): { detections: Detection[]; searchWords: { word: string; tooltip: string }[] } {
  if (!t) return { detections: [], searchWords: [] };
  const lower = t.toLocaleLowerCase('ko-KR');
  const detections: Detection[] = [];
  for (const w of words.blind) {
    const needle = w.word.toLocaleLowerCase('ko-KR');
    for (let i = lower.indexOf(needle); i !== -1; i = lower.indexOf(needle, i + needle.length))
      detections.push({ content: t.slice(i, i + needle.length), start_index: i, end_index: i + needle.length, reason: w.reason });
  }
  if (words.mentions)
    for (const m of findBlindMentions(t))
      if (!detections.some((d) => m.start < d.end_index && d.start_index < m.end))
        detections.push({ content: m.content, start_index: m.start, end_index: m.end, reason: blindHiringMessages.markReason(m.kind) });
  detections.sort((a, b) => a.start_index - b.start_index);
  return { detections, searchWords: words.search.filter((w) => lower.includes(w.word.toLocaleLowerCase('ko-KR'))) };
}

/**
 * The answers of a preview body that name a school or a relative's job (blind hiring's warning before submission):
 * free texts, essay answers and one-line values, each with its page, section, title and the words found.
 */
export function blindFindingsOf(body: readonly PreviewSection[]): BlindFinding[] {
  const out: BlindFinding[] = [];
  for (const section of body)
    for (const detail of section.details)
      for (const item of detail.items) {
        const text = item.type === 'multi_text' ? (item.text ?? item.value) : item.type === 'answer' || item.type === 'text' ? item.value : null;
        const found = text ? findBlindMentions(text) : [];
        if (found.length === 0) continue;
        out.push({
          pageIndex: section.pageIndex,
          section: detail.row ? `${detail.title} ${detail.row}` : detail.title,
          question: item.label,
          words: [...new Set(found.map((m) => m.content))],
          kinds: [...new Set<BlindMentionKind>(found.map((m) => m.kind))],
        });
      }
  return out;
}
