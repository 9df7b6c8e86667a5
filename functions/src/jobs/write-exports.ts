import { randomUUID } from 'node:crypto';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { config } from '../config.ts';
import { failExport } from '../domain/integration/fail-export.ts';
import { writeExportFile } from '../domain/integration/write-export-file.ts';
import type { ExportUnit, FileStore, MultipartUploads, WorkQueue } from '../domain/ports.ts';
import type { CoreWiring } from '../wiring/core-wiring.ts';
import { exportFiles, exportUnitQueue } from '../wiring/optional/export-units.ts';
import { onProcessWiringReset, readyProcessCore } from '../wiring/process-core.ts';
import { inLogScope } from '../domain/log.ts';
import { runUnits } from './run-units.ts';

/** As routes.ts declares the job (a job's bundle does not carry the route table; write-exports.test.ts holds them equal). */
export const MAX_TRIES = 3;
export const JOB_TIMEOUT_MS = 300_000;
/** A unit stops after the part that would leave less than this of its invocation's time, and is sent again to go on. */
const UNIT_MARGIN_MS = 30_000;
/** S3's smallest part but the last; only the local stage writes smaller ones (its stand-in is told so). */
const MIN_PART_BYTES = 5 * 1024 * 1024;

/** A queue message's unit, or an error naming what is wrong with it (it is then tried again and parked, for a person to see). */
function unitOf(record: SQSRecord): ExportUnit {
  const u = JSON.parse(record.body) as Partial<ExportUnit>;
  if (!Number.isInteger(u.tenantId) || !Number.isInteger(u.projectId) || typeof u.exportId !== 'string') throw new Error(`not an export unit: ${record.body.slice(0, 200)}`);
  return { tenantId: u.tenantId!, projectId: u.projectId!, exportId: u.exportId };
}

/**
 * The units (the queue's invocation, one export each): each export's file written part by part (write-export-file.ts);
 * one that ran out of time is sent again and goes on after its last part; on its last try a failing export is marked
 * failed (its parts dropped) before the message is parked, so the poll says so in Korean.
 */
export async function runExportUnits(w: CoreWiring, units: WorkQueue<ExportUnit>, filesFor: (tenantId: number) => FileStore & MultipartUploads, records: readonly SQSRecord[], holder: string, remainingMs: number): Promise<SQSBatchResponse> {
  const c = config();
  const budget = Math.min(remainingMs - UNIT_MARGIN_MS, c.EXPORT_UNIT_BUDGET_MS ?? Number.POSITIVE_INFINITY);
  const partBytes = c.STAGE === 'local' ? c.EXPORT_PART_BYTES : Math.max(c.EXPORT_PART_BYTES, MIN_PART_BYTES);
  return runUnits(records, units, holder, {
    name: 'export unit',
    parse: unitOf,
    run: async (unit, _holder, tries) => {
      const ctx = { repos: w.reposFor(unit.tenantId), files: filesFor(unit.tenantId), clock: w.clock };
      try {
        return await writeExportFile({ ...ctx, partBytes, untilMs: w.clock.now().getTime() + budget }, unit);
      } catch (e) {
        if (tries >= MAX_TRIES) await failExport(ctx, unit);
        throw e;
      }
    },
  });
}

// One client each per container, rebuilt with the wiring (the local runtime after its configuration changed).
let queue: WorkQueue<ExportUnit> | undefined;
let stores: ((tenantId: number) => FileStore & MultipartUploads) | undefined;
onProcessWiringReset(() => {
  queue = undefined;
  stores = undefined;
});

/**
 * The export job (its unit queue only: POST exports sends each export; a local queue stand-in in `npm start`): writes
 * an export's CSV or JSON to S3 as a multipart upload and marks the job done (docs/integration-api.md 'Export').
 */
export const handler = async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  const holder = context?.awsRequestId ?? randomUUID();
  return inLogScope({ job: 'write-exports', requestId: holder }, async () => {
    const w = await readyProcessCore();
    queue ??= exportUnitQueue(config());
    stores ??= exportFiles(config(), w);
    return runExportUnits(w, queue, stores, event.Records, holder, context?.getRemainingTimeInMillis() ?? JOB_TIMEOUT_MS);
  });
};
