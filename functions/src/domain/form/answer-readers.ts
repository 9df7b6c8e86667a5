import type { FormPage, Item, Option } from '@portal/shared/form-model/definition';
import { rankRatio } from '@portal/shared/form/builders/composite-fields';
import { isRecord } from '@portal/shared/is-record';

/**
 * How a stored application reads: one item's value as text (spec 3 'Storage conventions'), and the answers the
 * preview, the admission ticket and the history read out of the pages (birth date, photo).
 */
type Values = Record<string, unknown>;

export const isTop = (model: string | null | undefined): boolean => !model || model === 'applicants';
export const text = (v: unknown): string | null => (v === undefined || v === null || v === '' ? null : String(v));

export function groupOf(values: Values, model: string): Values {
  const g = values[model];
  return isRecord(g) ? g : {};
}

function optionTitle(options: Option[] | null | undefined, v: unknown): string | null {
  const s = text(v);
  if (s === null) return null;
  return options?.find((o) => String(o.value) === s || String(o.id) === s)?.title ?? s;
}

/** How one item's stored value reads (spec 3 'Storage conventions'). */
export function displayValue(item: Item, c: Values): string | null {
  const f = item.input_type.field;
  switch (item.input_type.type) {
    case 'radio':
    case 'select':
    case 'select_reference':
    case 'select_grade_high_school':
    case 'language_grade':
      return optionTitle(item.options, c[f]);
    case 'target': {
      const v = text(c[f]);
      return item.options?.length ? optionTitle(item.options, v) : v === 'Y' ? '대상' : v === 'N' ? '비대상' : v;
    }
    case 'checkbox': {
      const list = (Array.isArray(c[f]) ? c[f] : [c[f]]) as unknown[];
      const titles = list.map((v) => optionTitle(item.options, v)).filter((t): t is string => t !== null);
      return titles.length ? titles.join(', ') : null;
    }
    case 'date_range': {
      const s = text(c[`${f}_start_date`]);
      const e = text(c[`${f}_end_date`]);
      return s || e ? `${s ?? ''} ~ ${e ?? ''}` : null;
    }
    case 'birthdate':
    case 'birthdate_md': {
      const parts = [item.input_type.type === 'birthdate' ? text(c[`${f}_year`]) : undefined, text(c[`${f}_month`]), text(c[`${f}_day`])].filter((p) => p !== undefined);
      if (parts.every((p) => p === null)) return null;
      return parts.map((p) => (p ?? '').padStart(2, '0')).join('-');
    }
    case 'ratio': {
      const n = text(c.ip_creator);
      const r = text(c.ip_ranking);
      if (n === null || r === null) return null;
      const ratio = Number(n) > 0 ? rankRatio(Number(r), Number(n)) : 0;
      return `${r}위 / ${n}명 (${ratio}%)`;
    }
    case 'address': {
      const parts = [text(c.post_code) ? `(${text(c.post_code)})` : null, text(c[f]), text(c[`${f}_detail`])].filter((p): p is string => p !== null);
      return parts.length ? parts.join(' ') : null;
    }
    case 'name_change': {
      const block = isRecord(c[f]) ? (c[f] as Values) : {};
      if (block.status === 'Y') return `대상 (변경 전 이름: ${text(block.before_name) ?? '-'}, 변경일: ${text(block.change_date) ?? '-'})`;
      return block.status === 'N' ? '비대상' : null;
    }
    default:
      return text(c[f]);
  }
}

/** The first value `read` finds in the items of one type, page by page in order, each read from its own container. */
function firstAnswer(pages: FormPage[], answers: Map<number, Values>, type: string, read: (item: Item, container: Values) => string | null): string | null {
  for (const page of pages)
    for (const form of page.forms)
      for (const detail of form.details)
        for (const item of detail.items) {
          if (item.input_type.type !== type) continue;
          const values = answers.get(page.pageIndex) ?? {};
          const v = read(item, isTop(item.input_type.model) ? values : groupOf(values, item.input_type.model!));
          if (v) return v;
        }
  return null;
}

/** The application's birth date 'YYYY-MM-DD' (the first full birthdate item with a value), for the admission ticket. */
export const birthdateOf = (pages: FormPage[], answers: Map<number, Values>): string | null =>
  firstAnswer(pages, answers, 'birthdate', (item, c) => {
    const v = displayValue(item, c);
    // A date stored in part (before whole dates were required) pads its missing parts with 00: not a date.
    return v && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(v) ? v : null;
  });

/** The stored photo path of the application (the first photo item with a value), if any. */
export const photoOf = (pages: FormPage[], answers: Map<number, Values>): string | null =>
  firstAnswer(pages, answers, 'photo', (item, c) => text(c[item.input_type.field]));
