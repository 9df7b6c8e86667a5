import { languageLookup, languagesFingerprint, type LanguageEntry } from '@portal/shared/form/language-entry';
import { validatePage } from '@portal/shared/page-validation/validate-page';
import { sectionOfPath } from '@portal/shared/form/section-of-path';
import type { AppContext } from '../context.ts';
import type { StoredFormPage, UploadRecord } from '../ports.ts';
import { attachUploadRecords, pageHasFiles } from './attach-upload-records.ts';
import { pageSchemaScope } from './page-schemas.ts';
import { withApplicantFields } from './applicant-fields.ts';
import { checkLanguageSeals } from '../language-score/check-language-seals.ts';

/** Whose page is checked and when: a request's tenant, or the tenant the deadline job is working in. */
export type ValidationScope = Pick<AppContext, 'clock' | 'languageScores'> & { tenantId: number };

export type PageCheck = { ok: true; data: Record<string, unknown> } | { ok: false; path: string; message: string; type?: string | undefined };

/**
 * The server's authority over one page's values, the same for a page save, the final submission and the deadline
 * job: file entries are rewritten from the applicant's checked uploads, then the shared page check validates
 * ('partial': a temporary save, formats only). `languages` is the tenant's language catalogue when the values choose a
 * test (languagesFor): without it, scores and grades keep their items' own rules.
 */
export function checkPageValues(
  ctx: ValidationScope,
  input: {
    taskId: number;
    page: StoredFormPage;
    values: Record<string, unknown>;
    partial: boolean;
    uploads: () => UploadRecord[];
    languages?: readonly LanguageEntry[] | undefined;
    /** Whose page it is: verified language results must carry the provider's seal for this applicant (spec 2.13). */
    /** The task's tenant rules (page.rules) may also depend on the applicant's project and identity verification. */
    /** Its applicants-model fields (name, e-mail, phone) are taken from here, whatever was posted (spec 4 'Read-only'). */
    applicant?: { id: number; name: string; email?: string; phone?: string; projectId?: number; auth?: boolean } | undefined;
    /** The applicant's project: rules may cap dates at its last day (project_end). */
    project?: { endDate?: string | null | undefined } | undefined;
  },
): PageCheck {
  let values = input.applicant ? withApplicantFields(input.page, input.values, input.applicant) : input.values;
  if (pageHasFiles(input.page)) {
    const attached = attachUploadRecords(input.page, values, input.uploads());
    if (!attached.ok) return { ok: false, path: attached.path, message: attached.message, type: sectionOfPath(input.page, attached.path)?.code_value };
    values = attached.values;
  }
  const result = validatePage(input.page, values, {
    today: ctx.clock.now(),
    partial: input.partial,
    languages: input.languages && { lookup: languageLookup(input.languages), fingerprint: languagesFingerprint(input.languages) },
    rules: { projectId: input.applicant?.projectId, taskId: input.taskId, afterAuth: input.applicant?.auth, projectEnd: projectEndDay(input.project) },
    schemas: pageSchemaScope(ctx.tenantId, input.taskId, input.page),
  });
  if (!result.ok) {
    const { path, message } = result.issues[0];
    return { ok: false, path, message, type: sectionOfPath(input.page, path)?.code_value };
  }
  const sealed = checkLanguageSeals(ctx.languageScores, { tenantId: ctx.tenantId, applicant: input.applicant, page: input.page, values: result.data });
  if (!sealed.ok) return { ok: false, path: sealed.path, message: sealed.message, type: sectionOfPath(input.page, sealed.path)?.code_value };
  return { ok: true, data: result.data };
}

/** The last day of a project's applications ('YYYY-MM-DD' of its KST end), which project_end caps stand for. */
export const projectEndDay = (project: { endDate?: string | null | undefined } | undefined): string | undefined =>
  project?.endDate && /^\d{4}-\d{2}-\d{2}/.test(project.endDate) ? project.endDate.slice(0, 10) : undefined;
