import { describe, expect, it } from 'vitest';
import { integrationMessages as m } from '@portal/shared/messages/integration';
import type { ExportJob } from '../ports.ts';
import { getExport } from './get-export.ts';

const NOW = new Date('2026-03-15T03:00:00.000Z');
const job: ExportJob = { id: 'exp_a', projectId: 7, format: 'csv', filter: {}, state: 'running', rows: 40, key: 'exports/t/1/exp_a/a.csv', filename: '지원서_7.csv', actor: 'integrator:k', createdAt: '2026-03-15T02:59:00.000Z', progressAt: '2026-03-15T02:59:30.000Z', version: 3 };
const ctxWith = (stored: ExportJob | undefined) => ({
  repos: { exports: { get: async () => stored } } as never,
  clock: { now: () => NOW },
  files: { downloadUrl: async (key: string, name: string) => `https://s3/${key}?name=${encodeURIComponent(name)}` } as never,
});

describe('getExport', () => {
  it('answers progress while it runs, and once done a fresh five-minute link under the Korean name', async () => {
    expect(await getExport(ctxWith(job), 'exp_a')).toEqual({ id: 'exp_a', status: 'running', format: 'csv', projectId: 7, rows: 40, createdAt: job.createdAt, updatedAt: job.progressAt });
    const done = await getExport(ctxWith({ ...job, state: 'done', rows: 100 }), 'exp_a');
    expect(done).toMatchObject({ status: 'done', rows: 100, filename: '지원서_7.csv', url: `https://s3/${job.key}?name=${encodeURIComponent('지원서_7.csv')}`, expiresAt: '2026-03-15T03:05:00.000Z' });
  });

  it('answers a failed one, and one without progress for two hours, as failed in Korean; none as not found', async () => {
    expect(await getExport(ctxWith({ ...job, state: 'failed', message: m.exportProjectGone }), 'exp_a')).toMatchObject({ status: 'failed', message: m.exportProjectGone });
    expect(await getExport(ctxWith({ ...job, progressAt: '2026-03-15T00:59:00.000Z' }), 'exp_a')).toMatchObject({ status: 'failed', message: m.exportFailed });
    await expect(getExport(ctxWith(undefined), 'exp_a')).rejects.toMatchObject({ message: m.exportNotFound });
  });
});
