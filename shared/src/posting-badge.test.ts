import { describe, expect, it } from 'vitest';
import { applyButtonLabel, postingBadge } from './posting-badge.ts';

const p = (isActive: boolean, isEnd: boolean, remainDays = 0) => ({ isActive, isEnd, remainDays });

describe('posting badge', () => {
  it('shows D-n, D-DAY, closed and preparing', () => {
    expect(postingBadge(p(true, false, 12)).text).toBe('D-12');
    expect(postingBadge(p(true, false, 0)).text).toBe('D-DAY');
    expect(postingBadge(p(false, true))).toEqual({ state: 'closed', text: '마감' });
    expect(postingBadge(p(false, false))).toEqual({ state: 'preparing', text: '준비중' });
  });
  it("uses the tenant's own wording from its labels", () => {
    expect(postingBadge(p(false, false), { badgePreparing: '공고중' }).text).toBe('공고중');
    expect(postingBadge(p(true, false, 3), { badgeActive: '접수중' }).text).toBe('접수중');
  });
  it('labels the apply button by state', () => {
    expect(applyButtonLabel(p(true, false, 1))).toEqual({ text: '지원하기', enabled: true });
    expect(applyButtonLabel(p(false, true)).enabled).toBe(false);
    expect(applyButtonLabel({ ...p(true, false, 1), applyLabel: 'email' }).text).toBe('이메일 접수');
  });
  it('disables the apply button of a suspended posting, open or not (issue 41 item 3)', () => {
    expect(applyButtonLabel({ ...p(true, false, 5), isView: false })).toEqual({ text: '게시 중단', enabled: false });
    expect(applyButtonLabel({ ...p(true, false, 5), isView: true })).toEqual({ text: '지원하기', enabled: true });
  });
});
