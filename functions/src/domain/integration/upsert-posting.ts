import type { UpsertPostingBody, Upserted } from '@portal/shared/schemas/integration-config';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import type { AppContext } from '../context.ts';
import { unprocessable } from '../errors.ts';
import { writePosting } from '../tenancy/write-posting.ts';
import { tenantFiles } from './config-files.ts';
import { upsertVersioned } from './upsert-versioned.ts';

/** PUT /api/integration/postings/{postingId}: a recruitment notice of one of the organisation's projects. */
export async function upsertPosting(ctx: Pick<AppContext, 'repos' | 'crypto' | 'clock' | 'tenant' | 'directory'>, postingId: number, body: UpsertPostingBody): Promise<Upserted> {
  const { version, ...content } = body;
  const files = tenantFiles(ctx.tenant.id, content.posting.files);
  if (!(await ctx.repos.projects.getWithTasks(content.posting.project_id))) throw unprocessable(m.postingProjectNotFound(content.posting.project_id));
  return upsertVersioned(ctx, { kind: 'posting', id: String(postingId), version, content }, () =>
    writePosting({ repos: ctx.repos, directory: ctx.directory, tenant: ctx.tenant, now: ctx.clock.now() }, { ...content.posting, id: postingId }, files),
  );
}
