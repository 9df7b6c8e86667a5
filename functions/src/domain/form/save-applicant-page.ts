import { formatKst, messages, type SaveApplicantResult, type SaveType } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { conflict, DomainError, notFound, unprocessable } from '../errors.ts';
import { pageHasFiles } from './attach-upload-records.ts';
import { checkPageValues } from './check-page-values.ts';
import { languagesFor } from './page-languages.ts';
import { firstUnsavedPage } from './get-form-page.ts';
import { writeWindow } from '../submission/write-window.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { idempotentRequest, keyedWrite, replayAnswer } from '../idempotency/idempotent-request.ts';
import { recordApplicantWrite } from '../audit/record-applicant-write.ts';
import { log } from '../log.ts';

export interface SavePageInput {
  id: number;
  pageIndex: number;
  saveType: SaveType;
  version: number;
  reason?: 'limit' | 'next' | undefined;
  values: Record<string, unknown>;
  /** The Idempotency-Key header: the same UUID on every try of one save in the browser. */
  idempotencyKey?: string | undefined;
}

/** The page save's own wording of a key sent again with other content. */
const reused = messages.formPage.idempotencyKeyReused;

/**
 * applicant/update/{id}: saves one page of the application form.
 * - The server clock decides: after the project's end nothing is written ('timeover'), whatever the browser says.
 * - The shared engine re-validates the page as the authority ('temp' skips required rules only).
 * - File entries must be the applicant's own checked uploads; their sizes come from the server's records.
 * - Versioned: a tab that did not see the latest save gets a conflict with the current content, never a silent overwrite.
 * - No save un-completes a page: a temporary or automatic save of a page already in confirm_page is a full 'save'
 *   (spec 4: a completed page has no temporary save), refused like one if it is incomplete.
 * - Idempotent with a key: a try whose key already has a record (its first try was written, the answer was lost)
 *   answers that try's answer again and writes nothing, whatever changed since (the deadline, a submission).
 */
export async function saveApplicantPage(ctx: AppContext, input: SavePageInput, { applicant }: ApplicantCaller): Promise<SaveApplicantResult> {
  // What makes two tries the same save: the page, the save type, the version and the values as sent.
  const keyed = idempotentRequest(ctx, { applicantId: applicant.id }, input.idempotencyKey, 'page-save', { pageIndex: input.pageIndex, saveType: input.saveType, version: input.version, values: input.values });
  if (!keyed && applicant.status === 'Y') throw conflict(messages.formPage.submitted, { code: 'submitted' });

  // The project and the form page as read at most a few seconds ago in this container (getRecent, getPageRecent): the
  // window below is still judged by the server clock on every save, so only a change of the period or the form made
  // elsewhere can be that late. A refusal is never taken from the cached project: an extended deadline counts at once.
  // The key's record, if any, is read alongside them.
  const [earlier, recent, page] = await Promise.all([
    keyed && ctx.repos.idempotency.find<SaveApplicantResult>(keyed.scope, keyed.key),
    ctx.repos.projects.getRecent(applicant.projectId),
    ctx.repos.forms.getPageRecent(applicant.taskId, input.pageIndex),
  ]);
  if (earlier) return replayAnswer(earlier, keyed!, reused);
  if (applicant.status === 'Y') throw conflict(messages.formPage.submitted, { code: 'submitted' });
  let found = recent;
  if (found && writeWindow(ctx, found.project) !== 'open') found = await ctx.repos.projects.getWithTasks(applicant.projectId);
  if (!found) throw notFound(messages.formPage.invalidAccess);
  const now = ctx.clock.now();
  const window = writeWindow(ctx, found.project);
  if (window === 'timeover') throw new DomainError('forbidden', messages.formPage.timeover, { code: 'timeover' });
  if (window === 'notOpen') throw new DomainError('forbidden', messages.formPage.notOpen, { code: 'notOpen' });
  if (!page) throw notFound(messages.formPage.invalidAccess);
  const allowed = firstUnsavedPage(applicant.confirmPage);
  if (input.pageIndex > allowed) throw conflict(messages.formPage.pageLocked, { code: 'pageLocked', pageIndex: allowed });

  // Spec part 1, 4 'Form saving': a completed page has no temp save, its save is a 'Save'. A temp or automatic save
  // of a page already in confirm_page is therefore checked and stored as a 'Save', so it never un-completes the page.
  const saveType: SaveType = input.saveType === 'temp' && applicant.confirmPage.includes(input.pageIndex) ? 'save' : input.saveType;
  const [uploads, languages] = await Promise.all([pageHasFiles(page) ? ctx.repos.uploads.listByApplicant(applicant.id) : [], languagesFor(ctx, page, input.values)]);
  const result = checkPageValues({ tenantId: ctx.tenant.id, clock: ctx.clock, languageScores: ctx.languageScores }, { taskId: applicant.taskId, page, values: input.values, partial: saveType === 'temp', uploads: () => uploads, languages, applicant, project: found.project });
  if (!result.ok) throw unprocessable(result.message, { path: result.path, type: result.type });

  // The answer is known before the write (the version it writes is the next one), so the key's record can hold it.
  const savedAt = formatKst(now);
  const confirmed = new Set(applicant.confirmPage);
  if (saveType === 'save') confirmed.add(page.pageIndex);
  else confirmed.delete(page.pageIndex);
  // 수정 resumes where the applicant left (issue 41 item 27): after 다음, that is the next page.
  const resumePage = input.reason === 'next' && saveType === 'save' ? Math.min(page.pageIndex + 1, page.pageCount - 1) : page.pageIndex;
  const answer: SaveApplicantResult = {
    id: applicant.id,
    pageIndex: page.pageIndex,
    version: input.version + 1,
    savedAt,
    confirm_page: [...confirmed].sort((a, b) => a - b),
    save_page: resumePage,
  };
  const saved = await ctx.repos.answers.savePage({
    applicantId: applicant.id,
    pageIndex: page.pageIndex,
    expectedVersion: input.version,
    values: result.data,
    saveType,
    resumePage,
    savedAt,
    idempotency: keyedWrite(keyed, answer),
  });
  if (!saved.ok) {
    // A concurrent try with the same key won the race: its answer is this one's too.
    if (saved.reason === 'duplicate') return replayAnswer(saved.record, keyed!, reused);
    if (saved.reason === 'submitted') throw conflict(messages.formPage.submitted, { code: 'submitted' });
    throw conflict(messages.formPage.stale, { code: 'stale', current: saved.current });
  }
  if (input.reason === 'limit') log.info('auto temp-save at session limit', { applicantId: applicant.id, pageIndex: page.pageIndex });
  await recordApplicantWrite(ctx, applicant, 'application.saved');
  return { ...answer, version: saved.version };
}
