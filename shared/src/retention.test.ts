import { describe, expect, it } from 'vitest';
import { addCalendarDays, destructionDate, isCalendarDate, isDestructionDue, kstDate, RETENTION_DAYS } from './retention.ts';
import { tenantConfigSchema } from './tenant-config.ts';

describe('the retention period (채용절차법 §11, PIPA §21)', () => {
  it('counts calendar days from the confirmation day: kept through the last day, destroyed the day after', () => {
    expect(destructionDate('2026-01-01', 14)).toBe('2026-01-15');
    expect(destructionDate('2026-01-01', 180)).toBe('2026-06-30');
    // Across a month end, a leap day and a year end.
    expect(addCalendarDays('2028-02-20', 14)).toBe('2028-03-05');
    expect(addCalendarDays('2026-12-25', 14)).toBe('2027-01-08');
  });

  it('takes the day in Korea (KST), not in UTC', () => {
    // 2026-01-14 15:00 UTC is already 2026-01-15 00:00 in Korea: the destruction day has begun.
    expect(kstDate(new Date('2026-01-14T15:00:00Z'))).toBe('2026-01-15');
    expect(isDestructionDue('2026-01-01', 14, new Date('2026-01-14T14:59:59Z'))).toBe(false);
    expect(isDestructionDue('2026-01-01', 14, new Date('2026-01-14T15:00:00Z'))).toBe(true);
    expect(isDestructionDue('2026-01-01', 14, new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('takes only real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-02-28 10:00:00')).toBe(false);
    expect(isCalendarDate('today')).toBe(false);
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow();
  });
});

describe('the retention days in the tenant configuration', () => {
  const config = (retention_days?: unknown) => ({
    company: { id: 1, domainKey: 'r', name: '보존' },
    projects: [{ id: 1, title: 'p', startDate: '2026-01-01 00:00:00', endDate: '2026-01-31 00:00:00', ...(retention_days === undefined ? {} : { retention_days }) }],
  });
  it(`defaults to ${RETENTION_DAYS.default} days`, () => {
    expect(tenantConfigSchema.parse(config()).projects[0]!.retention_days).toBe(180);
  });
  it('takes 14 to 180 days', () => {
    expect(tenantConfigSchema.parse(config(14)).projects[0]!.retention_days).toBe(14);
    expect(tenantConfigSchema.parse(config(180)).projects[0]!.retention_days).toBe(180);
  });
  it('refuses fewer than 14, more than 180 or part of a day, in Korean', () => {
    for (const days of [13, 181, 30.5, '30']) {
      const r = tenantConfigSchema.safeParse(config(days));
      expect(r.success, String(days)).toBe(false);
      expect(r.error!.issues[0]!.path).toEqual(['projects', 0, 'retention_days']);
      expect(r.error!.issues[0]!.message).toContain('보존 기간');
    }
  });
});
