/**
 * What a section kind (spec 2.9) shows of its details and items, read alike by the renderer (web form-engine),
 * the page schema (build-schema.ts, so the server validates only what is shown) and the preview.
 */
import type { Detail, Form, Item } from '../form-model/definition.ts';

/** 2.9 pre_question: the titles of the items that carry the eligibility block's notice text and confirmation label. */
export const ELIGIBILITY_NOTICE_TITLE = '안내문구';
export const ELIGIBILITY_COMPLETED_TITLE = '지원자격 확인 완료';

const itemText = (item: Item): string | undefined => {
  for (const t of [item.value, item.label, item.comment]) if (t !== null && t !== undefined && String(t).trim() !== '') return String(t);
  return undefined;
};

/** The eligibility requirement block of a pre_question form: its detail of code pre_question. */
export const isEligibilityDetail = (form: Pick<Form, 'code_value'>, detail: Pick<Detail, 'code'>) =>
  form.code_value === 'pre_question' && detail.code.value === 'pre_question';

/**
 * The item whose title is the notice: its text (value, else label, else comment) is the block's notice. It is text
 * to read, not a field: it is neither rendered as an input nor part of the saved payload.
 */
export const isEligibilityNotice = (form: Pick<Form, 'code_value'>, detail: Pick<Detail, 'code'>, item: Pick<Item, 'title'>) =>
  isEligibilityDetail(form, detail) && item.title.trim() === ELIGIBILITY_NOTICE_TITLE;

export interface EligibilityBlock {
  /** The notice text, when an item titled '안내문구' gives one. */
  notice: string | undefined;
  /** The confirmation checkbox: the item titled '지원자격 확인 완료'. */
  completed: Item | undefined;
  /** Its label: the item's label, else its title ('지원자격 확인 완료'). */
  completedLabel: string;
  /** The requirement options and any other items, in order. */
  requirements: Item[];
}

export function eligibilityBlock(items: readonly Item[]): EligibilityBlock {
  const noticeItem = items.find((i) => i.title.trim() === ELIGIBILITY_NOTICE_TITLE);
  const completed = items.find((i) => i.title.trim() === ELIGIBILITY_COMPLETED_TITLE);
  return {
    notice: noticeItem ? itemText(noticeItem) : undefined,
    completed,
    completedLabel: completed?.label?.trim() || ELIGIBILITY_COMPLETED_TITLE,
    requirements: items.filter((i) => i !== noticeItem && i !== completed),
  };
}

/**
 * 2.9 self_introduction: only the questions under the detail whose code equals the form code are shown. A form none of
 * whose details carries that code (configured before codes were set) shows them all rather than nothing; every other
 * section kind shows all its details.
 */
export function detailShownInForm(form: Pick<Form, 'code_value'> & { details: readonly Pick<Detail, 'code'>[] }, detail: Pick<Detail, 'code'>): boolean {
  if (form.code_value !== 'self_introduction' || detail.code.value === form.code_value) return true;
  return !form.details.some((d) => d.code.value === form.code_value);
}
