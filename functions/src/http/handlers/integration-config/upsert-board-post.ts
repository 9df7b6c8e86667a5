import { UpsertBoardPost } from '@portal/shared/api/integration-config';
import { upsertBoardPost } from '../../../domain/integration/upsert-board-post.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(UpsertBoardPost, { run: (ctx, { params, body }) => upsertBoardPost(ctx, params.postId, body) });
