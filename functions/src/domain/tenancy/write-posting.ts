import type { FileRef, TenantConfig } from '@portal/shared';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import { conflict, unprocessable } from '../errors.ts';
import type { TenantDirectory, TenantRef, TenantRepositories } from '../ports.ts';
import { resolveConfigDate } from './resolve-config-date.ts';

type PostingConfig = TenantConfig['postings'][number];
type BoardConfig = TenantConfig['boards'][number];

/**
 * Writes a posting and its entry in the directory (a published posting's link works from any tenant's host, spec 2.5).
 * The id is claimed in the directory first: an id another tenant holds is a 409 before anything is written into this
 * tenant's partition (security finding 22). Whether it is published is recorded once the posting is stored.
 * Its period is its project's (issue 41 item 4): dates that differ are refused; the stored copy is the project's.
 */
export async function writePosting(
  deps: { repos: TenantRepositories; directory: TenantDirectory; tenant: TenantRef; now: Date },
  p: Omit<PostingConfig, 'files'>,
  files: FileRef[],
): Promise<void> {
  const project = (await deps.repos.projects.getWithTasks(p.project_id))?.project;
  if (!project) throw unprocessable(m.postingProjectNotFound(p.project_id));
  const given = (v: string | undefined, own: string) => v === undefined || resolveConfigDate(v, deps.now) === own;
  if (!given(p.startDate, project.startDate) || !given(p.endDate, project.endDate)) throw unprocessable(m.postingPeriodDiffers(p.id, p.project_id));
  if (!(await deps.directory.claimPosting(deps.tenant, p.id))) throw conflict(m.postingIdTaken(p.id));
  await deps.repos.postings.put({
    id: p.id,
    project_id: p.project_id,
    title: p.title,
    content: p.content,
    startDate: project.startDate,
    endDate: project.endDate,
    status: p.status,
    isView: p.isView,
    isRestriction: p.isRestriction,
    ...(p.applyLabel ? { applyLabel: p.applyLabel } : {}),
    files,
  });
  if (!(await deps.directory.registerPosting(deps.tenant, p.id, p.status === 'Y'))) throw conflict(m.postingIdTaken(p.id));
}

/** Writes a notice, FAQ or Q&A guide post, and records its id as this tenant's (another tenant's link to it is abnormal access). */
export async function writeBoardPost(
  deps: { repos: TenantRepositories; directory: TenantDirectory; tenant: TenantRef; now: Date },
  b: Omit<BoardConfig, 'files'>,
  files: FileRef[],
): Promise<void> {
  await deps.repos.boards.put({ id: b.id, type: b.type, title: b.title, date: resolveConfigDate(b.date, deps.now), content: b.content, files });
  await deps.directory.registerBoardPost(deps.tenant, b.id);
}
