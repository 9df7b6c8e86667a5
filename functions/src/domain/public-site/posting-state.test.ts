import { describe, expect, it } from 'vitest';
import { parseKst } from '@portal/shared';
import { toPostingSummary } from './posting-state.ts';

const base = { id: 1, project_id: 1, title: 't', content: '', status: 'Y' as const, isView: true, isRestriction: false, files: [] };
const at = (s: string) => parseKst(s)!;

describe('posting state from the server clock', () => {
  const p = { ...base, startDate: '2026-11-01 09:00:00', endDate: '2026-11-30 18:00:00' };
  it('is preparing before the start', () => {
    expect(toPostingSummary(p, at('2026-11-01 08:59:59'))).toMatchObject({ isActive: false, isEnd: false });
  });
  it('is active with days left until the end day', () => {
    expect(toPostingSummary(p, at('2026-11-22 12:00:00'))).toMatchObject({ isActive: true, remainDays: 8 });
    expect(toPostingSummary(p, at('2026-11-30 17:59:59'))).toMatchObject({ isActive: true, remainDays: 0 });
  });
  it('is ended one second after the end', () => {
    expect(toPostingSummary(p, at('2026-11-30 18:00:01'))).toMatchObject({ isActive: false, isEnd: true, remainDays: 0 });
  });
});
