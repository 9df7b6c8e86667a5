import { EXAM_SITE_DETAIL_CODE, type SavedPage } from '@portal/shared';
import { evaluateRules } from '@portal/shared/rules/evaluate-rules';
import type { AppContext } from '../context.ts';
import type { ApplicantRecord, StoredFormPage } from '../ports.ts';

/**
 * A required exam-site detail (code.value 'exam_site', shown) holds no form value: the choice lives with the places
 * (spec 4 'Exam-site rows'). The first such detail, in page order, without a choice (a seat or a waitlist place).
 * A detail the tenant rules hide on the saved values is not shown, so not required.
 */
export async function firstMissingExamSite(ctx: AppContext, pages: readonly StoredFormPage[], saved: ReadonlyMap<number, SavedPage>, applicant: ApplicantRecord): Promise<{ pageIndex: number } | undefined> {
  const required = pages.flatMap((page) => {
    const sites = page.forms.flatMap((form) => form.details.filter((d) => d.code.value === EXAM_SITE_DETAIL_CODE && d.required === 'Y' && d.hidden !== 'Y' && d.status !== 'N'));
    if (sites.length === 0) return [];
    const ruled = page.rules?.length
      ? new Set(evaluateRules(page.rules, page, saved.get(page.pageIndex)?.values ?? {}, { projectId: applicant.projectId, taskId: applicant.taskId, afterAuth: applicant.auth }).hiddenDetails)
      : undefined;
    return sites.filter((d) => !ruled?.has(d.id)).map((d) => ({ pageIndex: page.pageIndex, detailId: d.id }));
  });
  if (required.length === 0) return undefined;
  const choices = await Promise.all(required.map((r) => ctx.repos.examPlaces.getChoice(r.detailId, applicant.id)));
  return required.find((_, i) => !choices[i]);
}
