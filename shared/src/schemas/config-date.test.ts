import { describe, expect, it } from 'vitest';
import { isConfigDateTime } from './config-date.ts';

describe('configuration times', () => {
  it('takes absolute Korean times and times relative to the day of the write', () => {
    for (const v of ['2026-03-01', '2026-03-01 18:00', '2026-02-28 23:59:59', 'today', 'today+3', 'today-10 09:30', 'today+30 18:00:00']) expect(isConfigDateTime(v), v).toBe(true);
  });

  it('refuses what names no real moment, which the writers would otherwise fail on', () => {
    for (const v of ['1196-53-04', '2026-02-30', '2026-13-01 00:00', 'today 25:00', 'today+1 12:60', '2026-03-01 10:00:61', 'tomorrow', '']) expect(isConfigDateTime(v), v).toBe(false);
  });
});
