import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { powertoolsMetricsSink } from './powertools-metrics.ts';

/** The embedded-metric lines written while `act` runs. */
function emfLines(act: () => void): Array<Record<string, unknown>> {
  const written: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => written.push(String(chunk)) > 0);
  try {
    act();
  } finally {
    write.mockRestore();
  }
  return written.flatMap((w) => w.split('\n')).filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('business counts as CloudWatch embedded metrics', () => {
  let disabled: string | undefined;
  beforeEach(() => {
    disabled = process.env.POWERTOOLS_METRICS_DISABLED;
    delete process.env.POWERTOOLS_METRICS_DISABLED;
  });
  afterEach(() => {
    if (disabled === undefined) delete process.env.POWERTOOLS_METRICS_DISABLED;
    else process.env.POWERTOOLS_METRICS_DISABLED = disabled;
  });

  it("writes one line a count, per tenant and as the stage's total, the project beside them", () => {
    const sink = powertoolsMetricsSink('prod');
    const lines = emfLines(() => {
      sink.count('Submissions', { tenantId: 7, projectId: 71 }, 1);
      sink.count('CodesSent', { tenantId: 8 }, 2);
    });
    expect(lines).toHaveLength(2);
    const [submission, codes] = lines as [Record<string, unknown>, Record<string, unknown>];
    expect(submission).toMatchObject({ service: 'portal', stage: 'prod', tenant: '7', projectId: '71', Submissions: 1 });
    expect(codes).toMatchObject({ tenant: '8', CodesSent: 2 });
    expect(codes.projectId).toBeUndefined();
    const directive = (submission._aws as { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string; Unit: string }> }> }).CloudWatchMetrics[0]!;
    expect(directive.Namespace).toBe('Portal');
    // Per tenant, and the stage's total an alarm can read.
    expect(directive.Dimensions.map((d) => [...d].sort())).toEqual([['service', 'stage', 'tenant'], ['service', 'stage']]);
    expect(directive.Metrics).toEqual([{ Name: 'Submissions', Unit: 'Count' }]);
  });
});
