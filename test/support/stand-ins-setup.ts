import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStandIns } from '../../functions/src/local/stand-ins.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    standIns: { dynamoEndpoint: string; s3Endpoint: string; sesEndpoint: string };
  }
}

/** The smallest export part the suites' S3 stand-in accepts (but the last). */
export const SUITE_MIN_PART_BYTES = 16 * 1024;

/** Integration suites share one set of real stand-ins (in-memory DynamoDB Local, s3rver, SES). */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-it-'));
  // Parts from 16 KiB (S3: 5 MiB), so a suite forces a multipart export of many parts with a few hundred rows.
  const s = await startStandIns({ dataDir, bucket: 'portal-uploads', inMemory: true, minPartBytes: SUITE_MIN_PART_BYTES });
  project.provide('standIns', { dynamoEndpoint: s.dynamoEndpoint, s3Endpoint: s.s3Endpoint, sesEndpoint: s.sesEndpoint });
  return async () => {
    await s.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
