import { constants, messages, type BoardList, type BoardType } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

/** boards/{type}/{companyId}: one page, newest first; FAQ rows carry their answers. */
export async function listBoardPosts(
  ctx: AppContext,
  input: { type: BoardType; companyId: number; page?: number | undefined; size?: number | undefined },
): Promise<BoardList> {
  if (input.companyId !== ctx.tenant.id) throw notFound(messages.api.notFound);
  const page = input.page ?? 1;
  const size = input.size ?? constants.boardPageSizeDefault;
  const { items, total } = await ctx.repos.boards.list(input.type, page, size);
  return {
    data: items.map((p) => ({ id: p.id, title: p.title, date: p.date, ...(input.type === 'faq' ? { content: p.content } : {}) })),
    total,
  };
}
