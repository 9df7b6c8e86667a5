import { describe, expect, it } from 'vitest';
import { parseKst } from '@portal/shared';
import { toPostingSummary } from './posting-state.ts';

const base = { id: 1, project_id: 1, title: 't', content: '', status: 'Y' as const, isView: true, isRestriction: false, files: [] };
const at = (s: string) => parseKst(s)!;

describe('posting state from the server clock', () => {
  const p = { ...base, startDate: '2026-11-01 09:00:00', endDate: '2026-11-30 18:00:00' };
  it('is preparing before the start', () => {
    expect(toPostingSummary(p, p, at('2026-11-01 08:59:59'))).toMatchObject({ isActive: false, isEnd: false });
  });
  it('is active with days left until the end day', () => {
    expect(toPostingSummary(p, p, at('2026-11-22 12:00:00'))).toMatchObject({ isActive: true, remainDays: 8 });
    expect(toPostingSummary(p, p, at('2026-11-30 17:59:59'))).toMatchObject({ isActive: true, remainDays: 0 });
  });
  it('is ended at the end instant, when the server stops taking applications', () => {
    expect(toPostingSummary(p, p, at('2026-11-30 18:00:00'))).toMatchObject({ isActive: false, isEnd: true, remainDays: 0 });
  });
  it("shows its project's period and state, never a period of its own (one notice, one deadline)", () => {
    const project = { startDate: '2026-11-01 09:00:00', endDate: '2027-01-07 18:00:00' };
    expect(toPostingSummary({ ...p, endDate: '2026-12-10 18:00:00' }, project, at('2026-11-28 12:00:00'))).toMatchObject({ endDate: '2027-01-07 18:00:00', remainDays: 40, isActive: true });
  });
});
