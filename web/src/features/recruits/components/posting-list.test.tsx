import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type PostingSummary } from '@portal/shared';
import { jsonResponse, renderRoute, testCompany } from '../../../test-utils.tsx';
import { PostingList } from './posting-list.tsx';

const posting = (over: Partial<PostingSummary>): PostingSummary => ({
  id: 1,
  project_id: 10,
  title: '2025년 신입 채용',
  startDate: '2025-01-01 09:00:00',
  endDate: '2025-01-31 18:00:00',
  remainDays: 5,
  isActive: true,
  isEnd: false,
  isView: true,
  isRestriction: false,
  status: 'Y',
  ...over,
});

describe('PostingList', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = (postings: PostingSummary[], opts: { at?: string; company?: ReturnType<typeof testCompany> } = {}) => {
    fetchMock.mockResolvedValue(jsonResponse(postings));
    return renderRoute(<PostingList />, { path: '/recruits/:viewMessage?', at: opts.at ?? '/recruits', ...(opts.company ? { company: opts.company } : {}) });
  };

  it('shows badges, suspended titles and periods', async () => {
    show([
      posting({ id: 1, remainDays: 5 }),
      posting({ id: 2, remainDays: 0, title: '오늘 마감' }),
      posting({ id: 3, isActive: false, isEnd: true, title: '지난 공고', isView: false }),
      posting({ id: 4, isActive: false, isEnd: false, title: '곧 시작' }),
    ]);
    const rows = await screen.findAllByTestId('posting-row');
    expect(rows).toHaveLength(4);
    const badges = rows.map((r) => within(r).getByTestId('posting-badge'));
    expect(badges.map((b) => b.dataset.state)).toEqual(['active', 'active', 'closed', 'preparing']);
    expect(badges.map((b) => b.textContent)).toEqual(['D-5', 'D-DAY', messages.recruits.badge.closed, messages.recruits.badge.preparing]);
    expect(rows[2]!.textContent).toContain(`지난 공고 ${messages.recruits.suspended}`);
    expect(rows[0]!.textContent).not.toContain(messages.recruits.suspended);
    expect(rows[0]!.textContent).toContain('2025-01-01 09:00 ~ 2025-01-31 18:00');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/recruit/1');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/app/recruits/7');
  });

  it('uses the tenant wording from company.labels', async () => {
    show([posting({ id: 1, isActive: false, isEnd: false })], { company: testCompany({ labels: { badgePreparing: '공고중' } }) });
    expect((await screen.findByTestId('posting-badge')).textContent).toBe('공고중');
  });

  it('shows "no postings registered" when the list is empty', async () => {
    show([]);
    expect(await screen.findByText(messages.recruits.emptyRegistered)).toBeTruthy();
    expect(screen.queryByTestId('posting-row')).toBeNull();
  });

  it('shows "no ongoing postings" when none is active', async () => {
    show([posting({ isActive: false, isEnd: true })]);
    expect(await screen.findByText(messages.recruits.emptyOngoing)).toBeTruthy();
    expect(screen.getAllByTestId('posting-row')).toHaveLength(1);
  });

  it('hides status N postings from applicants but not from staff', async () => {
    show([posting({ id: 1 }), posting({ id: 2, status: 'N', title: '비공개' })]);
    await waitFor(() => expect(screen.getAllByTestId('posting-row')).toHaveLength(1));
  });

  it('shows the select-a-posting message with viewMessage=Y', async () => {
    show([posting({})], { at: '/recruits/Y' });
    expect(await screen.findByText(messages.recruits.selectPostingFirst)).toBeTruthy();
  });
});
