import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared/messages';
import { jsonResponse } from '../../../test-utils.tsx';
import { renderAt } from '../../apply/test-helpers.tsx';
import { IdentifyForm } from './identify-form.tsx';

const m = messages.findApplication;

describe('the identification form (spec part 2, 2.3 and 5)', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse([{ project_id: 902, title: '청년 인턴', status: 'Y' }]));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a missing notice with the spec's required message, '{field label}: please enter the content' (issue 41 item 15)", async () => {
    renderAt(<IdentifyForm submitLabel={m.submit} onIdentified={() => undefined} />, { path: '/check', at: '/check' });
    fireEvent.click(await screen.findByTestId('identify-submit'));
    expect(await screen.findByText('공고: 내용을 입력해 주세요')).toBeTruthy();
    expect(screen.getByText('이름: 내용을 입력해 주세요')).toBeTruthy();
    // Nothing is sent while a required field is empty.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/applicant/check'))).toHaveLength(0);
  });
});
