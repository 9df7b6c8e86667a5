import { formatKst } from '@portal/shared';
import type { AppContext, SystemActor } from '../context.ts';
import { pageHasFiles } from '../form/attach-upload-records.ts';
import { checkPageValues } from '../form/check-page-values.ts';
import { languagesFor } from '../form/page-languages.ts';
import type { DraftRecord, StoredFormPage, UploadRecord } from '../ports.ts';
import { canonicalJson } from '@portal/shared/canonical-json';
import { log } from '../log.ts';

/** What the deadline job hands this use case for one tenant: the system actor, that tenant's repositories, the clock. */
export interface JobContext extends Pick<AppContext, 'clock' | 'repos' | 'languageScores'> {
  actor: SystemActor;
  tenantId: number;
}

/** Applicants whose drafts are applied at once; one applicant's pages go one after another (they share its item). */
const CONCURRENCY = 16;

type Counts = { applied: number; skipped: number; invalid: number };

/**
 * At a project's deadline: every unsubmitted application's last autosaved draft becomes a temporary save
 * (issue 6), so an applicant whose browser died before the end keeps their work.
 * - A draft typed on an older version than the saved page is stale (a later save exists): skipped.
 * - A draft equal to the saved page changes nothing: skipped.
 * - A draft that breaks a format rule stays a draft (kept until its TTL) rather than storing unchecked values.
 * Idempotent: applied drafts are deleted, and the page's version condition refuses a second application.
 * With `untilMs`, it stops between pages of drafts once that time passed and answers `done: false`: a later run
 * goes on where this one stopped (what it applied or skipped is gone from the list).
 */
export async function applyDeadlineDrafts(ctx: JobContext, projectId: number, options: { untilMs?: number } = {}): Promise<Counts & { done: boolean }> {
  const counts = { applied: 0, skipped: 0, invalid: 0 };
  const project = (await ctx.repos.projects.getWithTasks(projectId))?.project;
  const pages = new Map<string, Promise<StoredFormPage | undefined>>();
  const pageOf = (taskId: number, pageIndex: number) => {
    const key = `${taskId}:${pageIndex}`;
    if (!pages.has(key)) pages.set(key, ctx.repos.forms.getPage(taskId, pageIndex));
    return pages.get(key)!;
  };
  const applyOne = async (draft: DraftRecord) => {
    const [applicant, current] = await Promise.all([ctx.repos.applicants.get(draft.applicantId), ctx.repos.answers.getPage(draft.applicantId, draft.pageIndex)]);
    const page = applicant && (await pageOf(applicant.taskId, draft.pageIndex));
    const currentVersion = current?.version ?? 0;
    if (!applicant || !page || applicant.status === 'Y' || draft.version !== currentVersion || (current && canonicalJson(current.values) === canonicalJson(draft.values))) {
      counts.skipped++;
      await ctx.repos.drafts.delete(draft.applicantId, draft.pageIndex);
      return;
    }
    const [uploads, languages] = await Promise.all([
      pageHasFiles(page) ? ctx.repos.uploads.listByApplicant(applicant.id) : ([] as UploadRecord[]),
      languagesFor(ctx, page, draft.values),
    ]);
    const check = checkPageValues(ctx, { taskId: applicant.taskId, page, values: draft.values, partial: true, uploads: () => uploads, languages, applicant, project });
    if (!check.ok) {
      counts.invalid++;
      log.warn('deadline draft kept as draft: a format rule fails', { applicantId: applicant.id, pageIndex: draft.pageIndex, path: check.path });
      return;
    }
    const saved = await ctx.repos.answers.savePage({
      applicantId: applicant.id,
      pageIndex: draft.pageIndex,
      expectedVersion: currentVersion,
      values: check.data,
      saveType: 'temp',
      savedAt: formatKst(ctx.clock.now()),
    });
    if (saved.ok) counts.applied++;
    else counts.skipped++;
    await ctx.repos.drafts.delete(draft.applicantId, draft.pageIndex);
  };
  for await (const batch of ctx.repos.drafts.listByProject(projectId)) {
    // An index partition without drafts is no work: the time is checked after work only.
    if (batch.length === 0) continue;
    const byApplicant: DraftRecord[][] = [];
    for (const d of batch) {
      const last = byApplicant.at(-1);
      // The index sorts a partition's drafts by applicant, then page.
      if (last?.[0]?.applicantId === d.applicantId) last.push(d);
      else byApplicant.push([d]);
    }
    const worker = async () => {
      for (let drafts = byApplicant.shift(); drafts; drafts = byApplicant.shift()) for (const draft of drafts) await applyOne(draft);
    };
    // Every worker ends before a failure is thrown: nothing of this run writes after its lease is given up.
    const failed = (await Promise.allSettled(Array.from({ length: CONCURRENCY }, worker))).find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    if (options.untilMs !== undefined && ctx.clock.now().getTime() >= options.untilMs) return { ...counts, done: false };
  }
  return { ...counts, done: true };
}
