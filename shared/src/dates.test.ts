import { describe, expect, it } from 'vitest';
import { displayKst, formatKst, kstDaysBetween, parseKst } from './dates.ts';

describe('Korean wall-clock dates', () => {
  it('parses and formats YYYY-MM-DD HH:mm:ss in KST', () => {
    const d = parseKst('2026-11-22 09:00:00')!;
    expect(d.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(formatKst(d)).toBe('2026-11-22 09:00:00');
  });
  it('shows a wire time to the minute and leaves anything else as it is', () => {
    expect(displayKst('2026-11-26 23:59:59')).toBe('2026-11-26 23:59');
    expect(displayKst('2026-11-26 09:00')).toBe('2026-11-26 09:00');
    expect(displayKst('2026-11-26')).toBe('2026-11-26');
    expect(displayKst('상시')).toBe('상시');
  });
  it('refuses impossible dates', () => {
    expect(parseKst('2025-02-30 00:00:00')).toBeUndefined();
    expect(parseKst('yesterday')).toBeUndefined();
  });
  it('counts calendar days in Korea, not in UTC', () => {
    // 23:30 KST on the 22nd is still the 22nd in Korea although it is the 22nd 14:30 UTC.
    expect(kstDaysBetween(parseKst('2026-11-22 23:30:00')!, parseKst('2026-11-23 00:10:00')!)).toBe(1);
    expect(kstDaysBetween(parseKst('2026-11-22 00:10:00')!, parseKst('2026-11-22 23:59:59')!)).toBe(0);
  });
});
