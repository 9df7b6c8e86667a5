import { messages, type BoardPost } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';

/**
 * board/{id}: a post of this company only. Another company's post is '비정상 접근' (403, spec part 2 §6 and §8); an id no
 * company has is an ordinary 404, which the site shows as its not-found page (issue 41 item 23).
 */
export async function getBoardPost(ctx: AppContext, input: { id: number }): Promise<BoardPost> {
  const post = await ctx.repos.boards.get(input.id);
  if (!post) {
    const owner = await ctx.directory.findBoardPostOwner(input.id);
    if (owner && owner.id !== ctx.tenant.id) throw forbidden(messages.boards.abnormalAccess);
    throw notFound(messages.api.notFound);
  }
  return { ...post, files: post.files.filter((f) => f.view_status !== 'N'), company_id: ctx.tenant.id };
}
