import type { BoardOption, BoardType } from '@portal/shared';
import type { AppContext } from '../context.ts';

/** code/board/{type}: the board's category options (Q&A categories and their descriptions). */
export async function listBoardOptions(ctx: AppContext, input: { type: BoardType }): Promise<BoardOption[]> {
  return [...(await ctx.repos.boards.listOptions(input.type))];
}
