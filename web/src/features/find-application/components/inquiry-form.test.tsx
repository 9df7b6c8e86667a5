import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardOption } from '@portal/shared/schemas/board';
import { jsonResponse } from '../../../test-utils.tsx';
import { renderAt } from '../../apply/test-helpers.tsx';
import { useQnaOptions } from '../api/qna.ts';
import { InquiryForm } from './inquiry-form.tsx';

/** The Q&A categories (spec part 2, 2.14): an option's value says only whether its description shows. */
const options: BoardOption[] = [
  { name: '채용 절차', value: 'Y', description: '<p>절차 안내문</p>' },
  { name: '기타 문의', value: 'N', description: '<p>보이지 않는 안내문</p>' },
];

describe("Q&A categories whose value is 'N'", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers every category of the board, those with value 'N' too", async () => {
    fetchMock.mockResolvedValue(jsonResponse(options));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useQnaOptions(1), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(options));
  });

  it("shows the description of a 'Y' category when chosen and never that of an 'N' category", async () => {
    renderAt(<InquiryForm options={options} />, { path: '/qna', at: '/qna' });
    const select = await screen.findByTestId('qna-category');
    expect(screen.getByRole('option', { name: '기타 문의' })).toBeTruthy();
    fireEvent.change(select, { target: { value: '채용 절차' } });
    await screen.findByText('절차 안내문');
    fireEvent.change(select, { target: { value: '기타 문의' } });
    await waitFor(() => expect(screen.queryByText('절차 안내문')).toBeNull());
    expect(screen.queryByText('보이지 않는 안내문')).toBeNull();
  });
});
