import { formatKst } from '@portal/shared/dates';
import type { ExportApplicationsBody, ExportQueued } from '@portal/shared/schemas/integration';
import { integrationMessages as m } from '@portal/shared/messages/integration';
import type { AppContext, With } from '../context.ts';
import { notFound } from '../errors.ts';
import { fileKeys } from '../public-site/file-keys.ts';

/**
 * POST /api/integration/exports: records an export job of the project's applications (narrowed by task and status)
 * and sends it to the export job's queue as a unit, answering at once; the job writes the file
 * (write-export-file.ts) and GET exports/{exportId} (get-export.ts) answers its progress and, once done, the download.
 */
export async function exportApplications(ctx: Pick<AppContext, 'repos' | 'clock' | 'crypto' | 'tenant' | 'actor'> & Pick<With<'exportUnits'>, 'exportUnits'>, body: ExportApplicationsBody): Promise<ExportQueued> {
  if (!(await ctx.repos.projects.getWithTasks(body.projectId))) throw notFound(m.projectNotFound);
  const now = ctx.clock.now();
  const stamp = formatKst(now).replace(/[-:]/g, '').replace(' ', '-').slice(0, 13);
  const id = `exp_${ctx.crypto.randomToken().slice(0, 22)}`;
  const actor = ctx.actor.kind === 'integrator' ? `integrator:${ctx.actor.keyId}` : 'integrator:unknown';
  await ctx.repos.exports.create({
    id,
    projectId: body.projectId,
    format: body.format,
    filter: { taskId: body.taskId, status: body.status },
    state: 'queued',
    rows: 0,
    // The key stays ASCII (one per export: a restarted job writes the same object again); the Korean name comes with the download.
    key: `${fileKeys.exportPrefix(ctx.tenant.id)}${id}/applications-${body.projectId}-${stamp}.${body.format}`,
    filename: m.exportFileName(body.projectId, stamp, body.format),
    actor,
    createdAt: now.toISOString(),
    progressAt: now.toISOString(),
  });
  try {
    await ctx.exportUnits.send([{ tenantId: ctx.tenant.id, projectId: body.projectId, exportId: id }]);
  } catch (e) {
    // Never queued: no job will move it, so it reads as failed and the caller's retry asks for a new one.
    await ctx.repos.exports.update(id, 1, { state: 'failed', message: m.exportFailed, progressAt: ctx.clock.now().toISOString() });
    throw e;
  }
  return { id, status: 'queued', poll: `/api/integration/exports/${id}` };
}
