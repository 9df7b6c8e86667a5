import { describe, expect, it } from 'vitest';
import { jobs } from '../http/routes.ts';
import { JOB_TIMEOUT_MS, MAX_TRIES } from './write-exports.ts';

describe('the export job as routes.ts declares it', () => {
  it('marks an export failed on the queue’s last try, and plans on the function’s own time', () => {
    const job = jobs.find((j) => j.id === 'WriteExports')!;
    // A later try than this one would take a failed export up again; an earlier one would give up on a live one.
    expect(MAX_TRIES).toBe(job.units!.maxReceiveCount);
    expect(JOB_TIMEOUT_MS).toBe(job.timeoutSeconds! * 1000);
  });
});
