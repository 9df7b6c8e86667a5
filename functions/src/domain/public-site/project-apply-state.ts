import { noticeState, type ProjectDetail } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { PostingRecord, ProjectRecord } from '../ports.ts';

export type ApplyState = NonNullable<ProjectDetail['applyState']>;

/**
 * Whether a notice takes applications now (issue 41 item 3): its period's phase by the server clock, or `suspended`
 * when it has published postings and every one of them is marked '(게시 중단)'. The consent step's entry and the
 * applicant's creation ask this, so no route applies to a notice the posting list shows as not taking applications.
 */
export async function projectApplyState(
  ctx: Pick<AppContext, 'repos' | 'clock'>,
  project: ProjectRecord,
  /** The tenant's postings when the caller read them already (the public detail, from the short cache). */
  postings?: readonly Readonly<PostingRecord>[],
): Promise<ApplyState> {
  const published = (postings ?? (await ctx.repos.postings.list())).filter((p) => p.project_id === project.id && p.status === 'Y');
  if (published.length > 0 && published.every((p) => !p.isView)) return 'suspended';
  return noticeState(project, ctx.clock.now()).phase;
}
