import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type PostingSummary } from '@portal/shared';
import { jsonResponse, renderRoute } from '../../../test-utils.tsx';
import { ActivePostings } from './active-postings.tsx';
import { PcOnlyGate } from './pc-only-gate.tsx';
import { PostingList } from './posting-list.tsx';

const setMobile = (v: boolean) => (globalThis as unknown as { __setMobileViewport: (v: boolean) => void }).__setMobileViewport(v);

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

// Issue 15 item 26, spec 2.2 (mobile landing: at most 3 active postings) and 2.5 (application only on PC).
describe('mobile: apply path and open postings (issue 15 item 26)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setMobile(false);
  });

  it('refuses project/{id} on a phone with the detail page’s PC-only text, and lets a PC through', () => {
    setMobile(true);
    const { unmount } = renderRoute(<PcOnlyGate>지원 화면</PcOnlyGate>, { path: '/project/:projectId', at: '/project/901' });
    expect(screen.getByRole('alert').textContent).toBe(messages.recruits.pcOnly);
    expect(screen.queryByText('지원 화면')).toBeNull();
    expect(screen.getByRole('link', { name: messages.common.backToList }).getAttribute('href')).toBe('/recruits');
    unmount();
    setMobile(false);
    renderRoute(<PcOnlyGate>지원 화면</PcOnlyGate>, { path: '/project/:projectId', at: '/project/901' });
    expect(screen.getByText('지원 화면')).toBeTruthy();
    expect(screen.queryByText(messages.recruits.pcOnly)).toBeNull();
  });

  it('keeps what was typed on the apply screen when the window turns narrow and wide again', async () => {
    setMobile(false);
    renderRoute(
      <PcOnlyGate>
        <label>
          이름 <input />
        </label>
      </PcOnlyGate>,
      { path: '/project/:projectId', at: '/project/901' },
    );
    const input = screen.getByLabelText('이름') as HTMLInputElement;
    input.value = '김지원';
    act(() => setMobile(true));
    expect(screen.getByRole('alert').textContent).toBe(messages.recruits.pcOnly);
    act(() => setMobile(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('이름')).toBe(input);
    expect(input.value).toBe('김지원');
  });

  it('keeps an advertised open posting in the 3-row mobile list: a suspended posting takes no slot', async () => {
    // The demo tenant's order (newest start first): the popup's posting 10011 came 4th behind a suspended one.
    fetchMock.mockResolvedValue(
      jsonResponse([
        posting({ id: 10017, title: '외부 전문위원 모집' }),
        posting({ id: 10015, title: '시설관리 기간제', isView: false }),
        posting({ id: 10012, title: '청년 체험형 인턴' }),
        posting({ id: 10011, title: '하반기 신입사원 공개채용' }),
      ]),
    );
    renderRoute(<ActivePostings />);
    const rows = await screen.findAllByTestId('posting-row');
    expect(rows.map((r) => within(r).getByRole('link').getAttribute('href'))).toEqual(['/recruit/10017', '/recruit/10012', '/recruit/10011']);
  });

  it('keeps each period date on one line (nowrap per date)', async () => {
    fetchMock.mockResolvedValue(jsonResponse([posting({ id: 1 })]));
    renderRoute(<PostingList />, { path: '/recruits/:viewMessage?', at: '/recruits' });
    const [row] = await screen.findAllByTestId('posting-row');
    const dates = [...row!.querySelectorAll('.nowrap')].map((e) => e.textContent);
    expect(dates).toEqual(['2025-01-01 09:00 ~', '2025-01-31 18:00']);
  });
});
