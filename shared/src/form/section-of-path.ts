import { QUESTION_MODEL, questionGroupKey } from '../form-model/page-keys.ts';
import type { Form, FormPage } from '../form-model/definition.ts';

const isTop = (model: string | null | undefined) => !model || model === 'applicants';

/**
 * The form (section) a payload path belongs to, e.g. 'applicant_careers.0.company_name' → the career form.
 * The save endpoint names it as the submit error's `type` (spec 7), and the page shows the error there.
 */
export function sectionOfPath(page: FormPage, path: string): Form | undefined {
  const [head, second] = path.split('.');
  for (const form of page.forms) {
    for (const detail of form.details) {
      if (detail.repeatable?.model === head) return form;
      if (head === QUESTION_MODEL && second === questionGroupKey(detail.id)) return form;
      for (const item of detail.items) {
        const model = item.input_type.model;
        if (isTop(model) ? pathHitsTopItem(head, item.input_type.field, item.input_type.type) : model === head) return form;
      }
    }
  }
  return undefined;
}

/** Top-level items post one or more keys derived from their field (date ranges, birthdates, address, ratio). */
function pathHitsTopItem(head: string | undefined, field: string, type: string): boolean {
  if (!head) return false;
  if (head === field || head.startsWith(`${field}_`)) return true;
  if (type === 'address') return head === 'post_code';
  if (type === 'ratio') return head === 'ip_creator' || head === 'ip_ranking';
  return false;
}
