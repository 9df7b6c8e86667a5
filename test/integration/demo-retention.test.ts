import { afterAll, beforeAll, expect, it } from 'vitest';
import { join } from 'node:path';
import { runWithAccess } from '../../functions/src/adapters/access/access-guard.ts';
import { demoTenantDir } from '../../functions/src/local/boot-local.ts';
import { DEMO_RETENTION_PROJECT, seedDemoRetention } from '../../functions/src/local/seed-demo-retention.ts';
import { jobs } from '../../functions/src/http/routes.ts';
import { handler as retentionJob } from '../../functions/src/jobs/retention-destruction.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { startTestPortal, type TestPortal } from '../support/test-portal.ts';

/** Issue 46 item 1: `npm start`'s demo tenant has a project past its retention period, which the job destroys. */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal([join(demoTenantDir, 'demo.yaml')]);
});
afterAll(async () => {
  await portal?.close();
});

it("the demo's project past its retention period is destroyed by the job, its hired applicant kept, and recorded", async () => {
  await seedDemoRetention();
  // Seeding again (a restart with changed demo files) adds nobody.
  await seedDemoRetention();
  const job = jobs.find((j) => j.id === 'RetentionDestruction')!;
  expect(await runWithAccess(job.id, job.access, () => retentionJob())).toMatchObject({ dispatched: 1 });
  await portal.queues.drain();
  const records = await processWiring().reposFor(1001).retention.listRecords();
  expect(records).toEqual([expect.objectContaining({ projectId: DEMO_RETENTION_PROJECT, keptHired: 1, retentionDays: 14, confirmedBy: 'demo', method: '삭제(복구 불가)' })]);
  expect(records[0]!.counts).toMatchObject({ applicants: 2, answers: 2, uploads: 2, fileVersions: 2 });
});
