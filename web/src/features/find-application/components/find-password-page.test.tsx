import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test-utils.tsx';
import { renderAt } from '../../apply/test-helpers.tsx';
import { FindPasswordPage } from './find-password-page.tsx';

describe('R5-0-1 find password (spec part 2, 2.15 and 5)', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for each missing field with the spec's 'Please enter the content of {field name}' (issue 41 item 15)", async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ project_id: 902, title: '청년 인턴', status: 'Y' }]));
    renderAt(<FindPasswordPage />, { path: '/find-password', at: '/find-password' });
    fireEvent.click(await screen.findByTestId('find-submit'));
    // Part 1 section 5 gives the Korean of the same sentence: '{title}의 내용을 입력하여 주세요.'
    expect(await screen.findByText('공고의 내용을 입력하여 주세요.')).toBeTruthy();
    for (const label of ['이름', '휴대폰번호', '이메일']) expect(screen.getByText(`${label}의 내용을 입력하여 주세요.`)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/findPassword'))).toHaveLength(0);
  });
});
