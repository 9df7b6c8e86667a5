import type { FileRef, TenantConfig } from '@portal/shared';
import type { TenantDirectory, TenantRef, TenantRepositories } from '../ports.ts';
import { resolveConfigDate } from './resolve-config-date.ts';

type PostingConfig = TenantConfig['postings'][number];
type BoardConfig = TenantConfig['boards'][number];

/** Writes a posting and its entry in the directory (a published posting's link works from any tenant's host, spec 2.5). */
export async function writePosting(
  deps: { repos: TenantRepositories; directory: TenantDirectory; tenant: TenantRef; now: Date },
  p: Omit<PostingConfig, 'files'>,
  files: FileRef[],
): Promise<void> {
  await deps.repos.postings.put({
    id: p.id,
    project_id: p.project_id,
    title: p.title,
    content: p.content,
    startDate: resolveConfigDate(p.startDate, deps.now),
    endDate: resolveConfigDate(p.endDate, deps.now),
    status: p.status,
    isView: p.isView,
    isRestriction: p.isRestriction,
    ...(p.applyLabel ? { applyLabel: p.applyLabel } : {}),
    files,
  });
  await deps.directory.registerPosting(deps.tenant, p.id, p.status === 'Y');
}

/** Writes a notice, FAQ or Q&A guide post. */
export async function writeBoardPost(deps: { repos: TenantRepositories; now: Date }, b: Omit<BoardConfig, 'files'>, files: FileRef[]): Promise<void> {
  await deps.repos.boards.put({ id: b.id, type: b.type, title: b.title, date: resolveConfigDate(b.date, deps.now), content: b.content, files });
}
