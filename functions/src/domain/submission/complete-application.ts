import { formatKst, messages, type CompleteResult } from '@portal/shared';
import type { AppContext, With } from '../context.ts';
import { DomainError } from '../errors.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { pageHasFiles } from '../form/attach-upload-records.ts';
import { checkPageValues } from '../form/check-page-values.ts';
import type { ApplicantRecord, UploadRecord } from '../ports.ts';
import { chosenLanguageIds } from '@portal/shared/form/language-entry';
import { canonicalJson } from '@portal/shared/canonical-json';
import { firstMissingExamSite } from './first-missing-exam-site.ts';
import { loadApplication } from './load-application.ts';
import { prepareReceipt } from './prepare-receipt.ts';
import { recordApplicantWrite } from '../audit/record-applicant-write.ts';
import { writeWindow } from './write-window.ts';

/** How long one request may hold the submit lock; a crashed holder's lock frees itself after this. */
const LOCK_MS = 15_000;
/** How long a concurrent duplicate waits for the holder's answer (well inside the 10 s function timeout). */
const WAIT_MS = 6_000;

/**
 * applicant/complete/{id}: the final submission (spec 2.14, 4 'Application lifecycle', issue 6).
 * - 'timeover' after the project's end (server clock; a request in flight at the end gets the short grace).
 * - 'impossible' unless every page of the task validates under the server's engine.
 * - Idempotent: an application already submitted answers the same 'Y' again; concurrent duplicates wait for the
 *   one request that holds the submit lock, so double clicks and retries make exactly one submission.
 * - Transactional: status, submission date, applicant number and the snapshot are written together, and only
 *   if no page changed since it was validated.
 */
export async function completeApplication(ctx: AppContext, input: { id: number }, caller: ApplicantCaller): Promise<CompleteResult> {
  let applicant = caller.applicant;
  if (applicant.status === 'Y') return submitted(applicant);

  const { project, pages, saved } = await loadApplication(ctx, applicant);
  if (writeWindow(ctx, project) !== 'open') return { result: 'timeover', message: messages.submission.timeover };

  // Every page must validate as a final save would; the snapshot is the validated (normalised) data.
  // Uploads and the language catalogue are read once for all pages, only when some page needs them.
  const needsLanguages = pages.some((p) => chosenLanguageIds(p, saved.get(p.pageIndex)?.values ?? {}).length > 0);
  const [uploads, languages] = await Promise.all([
    pages.some(pageHasFiles) ? ctx.repos.uploads.listByApplicant(applicant.id) : ([] as UploadRecord[]),
    needsLanguages ? ctx.repos.catalogs.getCatalog('languages') : undefined,
  ]);
  const snapshot: { pageIndex: number; version: number; values: Record<string, unknown> }[] = [];
  for (const page of pages) {
    const stored = saved.get(page.pageIndex);
    const check = checkPageValues({ tenantId: ctx.tenant.id, clock: ctx.clock, languageScores: ctx.languageScores }, { taskId: applicant.taskId, page, values: stored?.values ?? {}, partial: false, uploads: () => uploads, languages, applicant, project });
    if (!stored || !check.ok)
      return {
        result: 'impossible',
        message: messages.submission.impossible,
        pageIndex: page.pageIndex,
        ...(check.ok ? {} : { path: check.path, error: check.message }),
      };
    snapshot.push({ pageIndex: page.pageIndex, version: stored.version, values: check.data });
  }
  if (pages.length === 0) return { result: 'impossible', message: messages.submission.impossible, pageIndex: 0 };
  const missingSite = await firstMissingExamSite(ctx, pages, saved, applicant);
  if (missingSite) return { result: 'impossible', message: messages.submission.impossible, pageIndex: missingSite.pageIndex, error: messages.examSite.required };

  const requestId = ctx.crypto.randomToken();
  const deadline = ctx.clock.now().getTime() + WAIT_MS;
  for (;;) {
    const lock = await ctx.repos.submissions.acquireLock(applicant.id, requestId, ctx.clock.now().getTime(), LOCK_MS);
    if (lock === 'acquired') break;
    const now = await ctx.repos.applicants.get(applicant.id);
    if (lock === 'submitted' || now?.status === 'Y') return submitted(now!);
    if (ctx.clock.now().getTime() > deadline) throw new DomainError('conflict', messages.submission.completeError, { code: 'busy' });
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
  }

  try {
    // Re-read under the lock: a cancel or an earlier submission may have changed the count or the number.
    applicant = (await ctx.repos.applicants.get(applicant.id)) ?? applicant;
    const number = applicant.applicantNumber ?? formatNumber(project.number_prefix ?? '', project.id, await ctx.repos.submissions.nextNumber(project.id));
    const submittedAt = formatKst(ctx.clock.now());
    const snapshotHash = ctx.crypto.sha256(canonicalJson(snapshot.map((p) => ({ pageIndex: p.pageIndex, values: p.values }))));
    const seq = (applicant.submissionCount ?? 0) + 1;
    const done: ApplicantRecord = { ...applicant, status: 'Y', applicantNumber: number, submittedAt, snapshotHash, submissionCount: seq };
    // The receipt is written with the submission (docs/messaging.md): nothing here waits on a mail provider.
    const receipt = await prepareReceipt(ctx, done, project);
    const ok = await ctx.repos.submissions.submit({
      applicantId: applicant.id,
      requestId,
      seq,
      applicantNumber: number,
      submittedAt,
      snapshotHash,
      pages: snapshot,
      messages: receipt ? [receipt] : [],
    });
    if (!ok) {
      // A page was saved in another tab between the check and the write: nothing was submitted.
      await ctx.repos.submissions.releaseLock(applicant.id, requestId);
      return { result: 'impossible', message: messages.submission.impossible, pageIndex: 0 };
    }
    await recordApplicantWrite(ctx, done, 'application.submitted');
    return submitted(done);
  } catch (e) {
    await ctx.repos.submissions.releaseLock(applicant.id, requestId).catch(() => undefined);
    throw e;
  }
}

/** prefix + project id + a 5-digit sequence: readable, unique per project, and sortable by submission order. */
export const formatNumber = (prefix: string, projectId: number, seq: number) => `${prefix}${projectId}-${String(seq).padStart(5, '0')}`;

function submitted(a: ApplicantRecord): CompleteResult {
  return {
    result: 'Y',
    applicant_number: a.applicantNumber ?? '',
    submittedAt: a.submittedAt ?? '',
    snapshotHash: a.snapshotHash ?? '',
    task: { name: a.taskName },
    name: a.name,
    email: a.email,
    phone: a.phone,
  };
}
