import { describe, expect, it } from 'vitest';
import { integrationConfigMessages } from './messages/integration-config.ts';
import { tenantConfigSchema } from './tenant-config.ts';

/** A notice has one period, its project's (issue 41 item 4; audit ux.md M3: D-12 on the list, D-40 in the history). */
const file = (posting: Record<string, unknown>) => ({
  company: { id: 1, domainKey: 'x', name: '회사', labels: {} },
  projects: [{ id: 10, title: 'P', startDate: 'today-10', endDate: 'today+40 18:00:00', tasks: [{ id: 100, name: 'T', count: 1 }] }],
  postings: [{ id: 7, project_id: 10, title: '공고', ...posting }],
});

describe("a posting's period in the tenant file", () => {
  it("refuses a posting whose period differs from its project's, in Korean", () => {
    const r = tenantConfigSchema.safeParse(file({ startDate: 'today-10', endDate: 'today+12 18:00:00' }));
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['postings.0.endDate', integrationConfigMessages.postingPeriodDiffers(7, 10)]]);
  });

  it("takes a posting without dates, or with its project's", () => {
    expect(tenantConfigSchema.safeParse(file({})).success).toBe(true);
    expect(tenantConfigSchema.safeParse(file({ startDate: 'today-10', endDate: 'today+40 18:00:00' })).success).toBe(true);
  });
});
