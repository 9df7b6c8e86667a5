import { formatKst, messages, parseKst, type SaveApplicantResult, type SaveType } from '@portal/shared';
import { validateWith } from '@portal/shared/form/build-schema';
import { sectionOfPath } from '@portal/shared/form/section-of-path';
import type { AppContext } from '../context.ts';
import { conflict, DomainError, notFound, unprocessable } from '../errors.ts';
import { attachUploadRecords, pageHasFiles } from './attach-upload-records.ts';
import { firstUnsavedPage } from './get-form-page.ts';
import { pageSchemaFor } from './page-schema-cache.ts';
import { requireNamedApplicant } from '../auth-step/require-applicant.ts';

export interface SavePageInput {
  id: number;
  pageIndex: number;
  saveType: SaveType;
  version: number;
  reason?: 'limit' | undefined;
  values: Record<string, unknown>;
}

/**
 * applicant/update/{id}: saves one page of the application form.
 * - The server clock decides: after the project's end nothing is written ('timeover'), whatever the browser says.
 * - The shared engine re-validates the page as the authority ('temp' skips required rules only).
 * - File entries must be the applicant's own checked uploads; their sizes come from the server's records.
 * - Versioned: a tab that did not see the latest save gets a conflict with the current content, never a silent overwrite.
 */
export async function saveApplicantPage(ctx: AppContext, input: SavePageInput): Promise<SaveApplicantResult> {
  const applicant = await requireNamedApplicant(ctx, input.id);
  if (applicant.status === 'Y') throw conflict(messages.formPage.submitted, { code: 'submitted' });

  const [found, page] = await Promise.all([ctx.repos.projects.getWithTasks(applicant.projectId), ctx.repos.forms.getPage(applicant.taskId, input.pageIndex)]);
  if (!found) throw notFound(messages.formPage.invalidAccess);
  const now = ctx.clock.now();
  const start = parseKst(found.project.startDate);
  const end = parseKst(found.project.endDate);
  if (end && now.getTime() >= end.getTime()) throw new DomainError('forbidden', messages.formPage.timeover, { code: 'timeover' });
  if (start && now.getTime() < start.getTime()) throw new DomainError('forbidden', messages.formPage.notOpen, { code: 'notOpen' });
  if (!page) throw notFound(messages.formPage.invalidAccess);
  const allowed = firstUnsavedPage(applicant.confirmPage);
  if (input.pageIndex > allowed) throw conflict(messages.formPage.pageLocked, { code: 'pageLocked', pageIndex: allowed });

  let values = input.values;
  if (pageHasFiles(page)) {
    const attached = attachUploadRecords(page, values, await ctx.repos.uploads.listByApplicant(applicant.id));
    if (!attached.ok) throw unprocessable(attached.message, { path: attached.path, type: sectionOfPath(page, attached.path)?.code_value });
    values = attached.values;
  }
  const result = validateWith(pageSchemaFor(ctx.tenant.id, applicant.taskId, page, input.saveType === 'temp', now), values);
  if (!result.ok) throw unprocessable(result.message, { path: result.path, type: sectionOfPath(page, result.path)?.code_value });

  const savedAt = formatKst(now);
  const saved = await ctx.repos.answers.savePage({
    applicantId: applicant.id,
    pageIndex: page.pageIndex,
    expectedVersion: input.version,
    values: result.data,
    saveType: input.saveType,
    savedAt,
  });
  if (!saved.ok) {
    if (saved.reason === 'submitted') throw conflict(messages.formPage.submitted, { code: 'submitted' });
    throw conflict(messages.formPage.stale, { code: 'stale', current: saved.current });
  }
  if (input.reason === 'limit') console.info(JSON.stringify({ level: 'info', msg: 'auto temp-save at session limit', applicantId: applicant.id, pageIndex: page.pageIndex }));

  const confirmed = new Set(applicant.confirmPage);
  if (input.saveType === 'save') confirmed.add(page.pageIndex);
  else confirmed.delete(page.pageIndex);
  return {
    id: applicant.id,
    pageIndex: page.pageIndex,
    version: saved.version,
    savedAt,
    confirm_page: [...confirmed].sort((a, b) => a - b),
    save_page: page.pageIndex,
  };
}
