import { messages, type PostingDetail } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { homeUrl } from './home-url.ts';
import { toPostingDetail } from './posting-state.ts';

/**
 * recruit/{noticeId}. A posting of another company is never read here; the answer only
 * says which company owns it, so the SPA can redirect (spec 2.5).
 */
export async function getPosting(ctx: AppContext, input: { noticeId: number }): Promise<PostingDetail> {
  // From the short cache of the tenant's postings; one not there yet (made in another container) is read itself.
  const posting = (await ctx.repos.postings.listRecent()).find((p) => p.id === input.noticeId) ?? (await ctx.repos.postings.get(input.noticeId));
  if (posting && (posting.status === 'Y' || ctx.actor.kind === 'staff')) {
    // The period is the project's (issue 41 item 4); the stored copy stands in only for a project no longer there.
    const project = (await ctx.repos.projects.getRecent(posting.project_id))?.project;
    return toPostingDetail(posting, project ?? posting, ctx.clock.now(), { id: ctx.tenant.id, domain: ctx.tenant.domainKey });
  }
  const owner = posting ? undefined : await ctx.directory.findPostingOwner(input.noticeId);
  if (owner && owner.id !== ctx.tenant.id) {
    const brand = await ctx.directory.findBrand(owner);
    throw notFound(messages.recruits.wrongPath, {
      redirectCompany: { id: owner.id, domain: owner.domainKey, homeUrl: homeUrl(ctx.origin, owner, brand) },
    });
  }
  throw notFound(messages.api.notFound);
}
