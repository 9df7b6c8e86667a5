import type { UpsertBoardPostBody, Upserted } from '@portal/shared/schemas/integration-config';
import type { AppContext } from '../context.ts';
import { writeBoardPost } from '../tenancy/write-posting.ts';
import { tenantFiles } from './config-files.ts';
import { upsertVersioned } from './upsert-versioned.ts';

/** PUT /api/integration/board-posts/{postId}: a notice, an FAQ entry or the Q&A board's guide. */
export async function upsertBoardPost(ctx: Pick<AppContext, 'repos' | 'crypto' | 'clock' | 'tenant' | 'directory'>, postId: number, body: UpsertBoardPostBody): Promise<Upserted> {
  const { version, ...content } = body;
  const files = tenantFiles(ctx.tenant.id, content.post.files);
  return upsertVersioned(ctx, { kind: 'board-post', id: String(postId), version, content }, () =>
    writeBoardPost({ repos: ctx.repos, directory: ctx.directory, tenant: ctx.tenant, now: ctx.clock.now() }, { ...content.post, id: postId }, files),
  );
}
