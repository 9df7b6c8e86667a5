import { messages, type BoardPost } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

/** board/{id}: a post of this company only; another company's post is '비정상 접근'. */
export async function getBoardPost(ctx: AppContext, input: { id: number }): Promise<BoardPost> {
  const post = await ctx.repos.boards.get(input.id);
  if (!post) throw notFound(messages.boards.abnormalAccess);
  return { ...post, files: post.files.filter((f) => f.view_status !== 'N'), company_id: ctx.tenant.id };
}
