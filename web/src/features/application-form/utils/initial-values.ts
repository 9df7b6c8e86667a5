import type { FormPage, Item } from '@portal/shared/form-model/definition';
import { QUESTION_MODEL, questionGroupKey } from '@portal/shared/form-model/page-keys';
import { isRecord } from '@portal/shared/is-record';

type Values = Record<string, unknown>;
const isTop = (model: string | null | undefined) => !model || model === 'applicants';
const blank = (v: unknown) => v === undefined || v === null || v === '';

export interface ApplicantBasics {
  name: string;
  email: string;
  phone: string;
}

/** Checkbox groups must start as arrays (a lone checkbox would otherwise post a boolean). */
function fillItemDefaults(container: Values, items: Item[]): void {
  for (const item of items) {
    const f = item.input_type.field;
    if (item.input_type.type === 'checkbox' && !Array.isArray(container[f])) container[f] = blank(container[f]) ? [] : [container[f]];
  }
}

/**
 * The page's form values from what the server holds: required groups start with one empty row, every row carries
 * its form and detail ids, question groups list their questions in order, and the applicants model shows the
 * name, e-mail and phone given at the auth step.
 */
export function initialValues(page: FormPage, saved: Values, applicant?: ApplicantBasics): Values {
  const values: Values = structuredClone(saved);
  for (const form of page.forms) {
    for (const detail of form.details) {
      const ids = { application_form_id: form.application_form_id, application_form_detail_id: detail.id };
      if (detail.repeatable) {
        const model = detail.repeatable.model;
        const rows = Array.isArray(values[model]) ? (values[model] as unknown[]).filter(isRecord) : [];
        const min = detail.repeatable.min ?? (detail.required === 'Y' ? 1 : 0);
        while (rows.length < Math.max(min, 0)) rows.push({});
        values[model] = rows.map((r) => {
          const row = { ...r, ...ids };
          fillItemDefaults(row, detail.items);
          return row;
        });
        continue;
      }
      for (const item of detail.items) {
        const model = item.input_type.model;
        const container = isTop(model) ? values : ((values[model!] = isRecord(values[model!]) ? values[model!] : {}) as Values);
        fillItemDefaults(container, [item]);
        if (model === 'applicants' && applicant && blank(container[item.input_type.field])) {
          const f = item.input_type.field;
          if (f === 'name' || f === 'email' || f === 'phone') container[f] = applicant[f];
        }
      }
      if (detail.questions?.length) {
        const groups = (values[QUESTION_MODEL] = isRecord(values[QUESTION_MODEL]) ? values[QUESTION_MODEL] : {}) as Values;
        const key = questionGroupKey(detail.id);
        const existing = isRecord(groups[key]) && Array.isArray(groups[key].answers) ? (groups[key].answers as unknown[]).filter(isRecord) : [];
        groups[key] = {
          ...ids,
          answers: detail.questions.map((q) => {
            const found = existing.find((a) => a.form_question_id === q.id);
            return { form_question_id: q.id, answer: found?.answer ?? (q.type === 'checkbox' ? [] : '') };
          }),
        };
      }
    }
  }
  return values;
}
