import { describe, expect, it } from 'vitest';
import type { ApplicationRow, ExportJob, ExportUnit } from '../ports.ts';
import { writeExportFile, type ExportWriteContext } from './write-export-file.ts';

/** 1,000 applications over 4 shards, each answer about 100 bytes; parts of 8 KiB: a dozen parts. */
const ROWS = 1_000;
const PART = 8 * 1024;
const unit: ExportUnit = { tenantId: 1, projectId: 7, exportId: 'exp_unit' };

function world(options: { crashAfterPart?: number; format?: 'csv' | 'json' } = {}) {
  const rows: ApplicationRow[] = Array.from({ length: ROWS }, (_, i) => ({ id: 101 + i, projectId: 7, taskId: 71, taskName: '사무직', name: `지원자${i}`, email: `a${i}@example.com`, phone: '01000000000', status: 'N', createdAt: '2026-01-01 09:00:00', updatedAt: '2026-01-01T00:00:00.000Z' }));
  let job: ExportJob = { id: unit.exportId, projectId: 7, format: options.format ?? 'csv', filter: {}, state: 'queued', rows: 0, key: 'exports/t/1/exp_unit/a.csv', filename: '지원서.csv', actor: 'integrator:key_a', createdAt: '2026-01-01T00:00:00.000Z', progressAt: '2026-01-01T00:00:00.000Z', version: 1 };
  const uploads = new Map<string, Map<number, Uint8Array>>();
  const objects = new Map<string, Uint8Array>();
  const partSizes: number[][] = [];
  const audit: unknown[] = [];
  let uploadedParts = 0;
  let now = 0;
  const ctx: ExportWriteContext = {
    clock: { now: () => new Date(now) },
    partBytes: PART,
    untilMs: Number.POSITIVE_INFINITY,
    repos: {
      exports: {
        create: async () => undefined,
        get: async () => structuredClone(job),
        update: async (_id, expected, change) => {
          if (job.version !== expected) return false;
          job = { ...job, ...change, version: job.version + 1 };
          for (const [k, v] of Object.entries(change)) if (v === undefined) delete (job as unknown as Record<string, unknown>)[k];
          return true;
        },
      },
      projects: { getWithTasks: async () => ({ project: { id: 7, title: '채용' }, tasks: [{ id: 71 }] }) } as never,
      forms: { listTaskPages: async () => [{ pageIndex: 0, title: ['기본정보'], projectVersion: 1, forms: [{ application_form_id: 1, code_value: 'basic', title: '', details: [{ id: 1, title: '', items: [{ id: 11, title: '자기소개', input_type: { type: 'text', field: 'intro' } }] }] }] }] } as never,
      applications: {
        shards: 4,
        listByProject: async () => ({ rows: [], next: undefined }),
        // Pages of 30 a shard, as the index reads them.
        listShard: async (_p, shard, afterId) => {
          const left = rows.filter((r) => r.id % 4 === shard && r.id > afterId);
          return { rows: left.slice(0, 30), next: left.length > 30 ? left[29]!.id : undefined };
        },
      },
      answers: { listPages: async (id: number) => [{ pageIndex: 0, version: 1, values: { intro: `${id}번 지원자의 자기소개입니다. `.repeat(3) }, saveType: 'save', savedAt: '2026-01-01 09:00:00' }] } as never,
      audit: { record: async (r: unknown) => void audit.push(r) } as never,
    },
    files: {
      head: async (key) => (objects.has(key) ? { size: objects.get(key)!.length, contentType: 'text/csv', etag: 'e' } : undefined),
      startUpload: async () => {
        const id = `up${uploads.size + 1}`;
        uploads.set(id, new Map());
        return id;
      },
      uploadPart: async (_key, uploadId, number, body) => {
        const parts = uploads.get(uploadId);
        if (!parts) return undefined;
        parts.set(number, body.slice());
        // A crash right after S3 took the part, before the job item recorded it.
        if (++uploadedParts === options.crashAfterPart) throw new Error('crashed');
        return `etag-${uploadId}-${number}-${body.length}`;
      },
      completeUpload: async (key, uploadId, parts) => {
        const stored = uploads.get(uploadId);
        if (!stored) return 'gone';
        const bodies = parts.map((p) => stored.get(p.number)!);
        partSizes.push(bodies.map((b) => b.length));
        objects.set(key, Buffer.concat(bodies));
        uploads.delete(uploadId);
        return 'completed';
      },
      abortUpload: async (_key, uploadId) => void uploads.delete(uploadId),
    },
  };
  return { ctx, job: () => job, objects, partSizes, audit, tick: (ms: number) => (now += ms) };
}

const idsOf = (file: Uint8Array) =>
  Buffer.from(file)
    .toString('utf8')
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .slice(1)
    .map((l) => Number(l.split(',')[0]));

describe('writeExportFile', () => {
  it('streams every application once, in id order, in parts of at least partBytes but the last, and records the access with its rows', async () => {
    const w = world();
    expect(await writeExportFile(w.ctx, unit)).toMatchObject({ outcome: 'done', rows: ROWS });
    const file = w.objects.get(w.job().key)!;
    expect(idsOf(file)).toEqual(Array.from({ length: ROWS }, (_, i) => 101 + i));
    const sizes = w.partSizes[0]!;
    expect(sizes.length).toBeGreaterThan(5);
    expect(sizes.slice(0, -1).every((s) => s >= PART)).toBe(true);
    expect(w.job()).toMatchObject({ state: 'done', rows: ROWS });
    expect(w.job().upload).toBeUndefined();
    expect(w.audit).toEqual([expect.objectContaining({ action: 'integration.exported-applications', actor: 'integrator:key_a', route: 'ExportApplications', projectId: 7, count: ROWS })]);
  });

  it('stops after a part when the next would not fit its time, and the next invocation goes on after the last part', async () => {
    const w = world();
    w.ctx.untilMs = -1;
    const outcomes: string[] = [];
    for (let i = 0; i < 50; i++) {
      const r = await writeExportFile(w.ctx, unit);
      outcomes.push(r.outcome);
      if (r.outcome === 'done') break;
    }
    expect(outcomes.filter((o) => o === 'continues').length).toBeGreaterThan(5);
    expect(outcomes.at(-1)).toBe('done');
    expect(idsOf(w.objects.get(w.job().key)!)).toEqual(Array.from({ length: ROWS }, (_, i) => 101 + i));
  });

  it('takes up again after a crash between a part and its record: the part is written again under its number, no row twice or lost', async () => {
    const w = world({ crashAfterPart: 3 });
    await expect(writeExportFile(w.ctx, unit)).rejects.toThrow('crashed');
    expect(w.job().upload!.parts).toHaveLength(2);
    expect(await writeExportFile(w.ctx, unit)).toMatchObject({ outcome: 'done', rows: ROWS });
    expect(idsOf(w.objects.get(w.job().key)!)).toEqual(Array.from({ length: ROWS }, (_, i) => 101 + i));
    // A redelivery of the finished unit changes nothing.
    expect(await writeExportFile(w.ctx, unit)).toMatchObject({ outcome: 'already' });
    expect(w.partSizes).toHaveLength(1);
  });

  it('writes the JSON document across parts and invocations: one array, each application once, the separators right', async () => {
    const json = world({ format: 'json' });
    json.ctx.untilMs = -1;
    for (let i = 0; i < 200; i++) if ((await writeExportFile(json.ctx, unit)).outcome === 'done') break;
    const doc = JSON.parse(Buffer.from(json.objects.get(json.job().key)!).toString('utf8')) as { project: { id: number }; exportedAt: string; items: { id: number; pages: unknown[] }[] };
    expect(doc.project.id).toBe(7);
    expect(doc.exportedAt).toBe(json.job().createdAt);
    expect(doc.items.map((i) => i.id)).toEqual(Array.from({ length: ROWS }, (_, i) => 101 + i));
    expect(json.partSizes[0]!.length).toBeGreaterThan(5);
  });

  it('lets one of two runners of the same unit write, and the other stop', async () => {
    const w = world();
    const [a, b] = await Promise.all([writeExportFile(w.ctx, unit), writeExportFile(w.ctx, unit)]);
    expect([a.outcome, b.outcome].sort()).toEqual(['done', 'superseded']);
    expect(idsOf(w.objects.get(w.job().key)!)).toEqual(Array.from({ length: ROWS }, (_, i) => 101 + i));
  });
});
