import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { jsonResponse } from '../../../test-utils.tsx';
import { fetchCall, renderAt } from '../test-helpers.tsx';
import { IDENTITY_MESSAGE_TYPE, identityMessageFrom } from '../utils/identity-message.ts';
import { IdentityCallback } from './identity-callback.tsx';

const m = messages.apply.identity;

describe('IdentityCallback', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const postMessage = vi.fn();
  const closeMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    postMessage.mockReset();
    closeMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(window, 'opener', { value: { postMessage, closed: false }, configurable: true, writable: true });
    vi.spyOn(window, 'close').mockImplementation(closeMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  });

  const show = (at: string) => renderAt(<IdentityCallback />, { path: '/identity-callback/:result/:seq', at });

  it('confirms a success and hands the person to the opener (same origin only)', async () => {
    const person = { name: '홍길동', phone: '01012345678', auth_seq: 'A1' };
    fetchMock.mockResolvedValue(jsonResponse(person));
    show('/identity-callback/success/SEQ9?EncodeData=ENC%2B1');
    expect(await screen.findByTestId('identity-result-word')).toBeTruthy();
    expect(screen.getByTestId('identity-result-word').textContent).toBe(m.resultWord.success);
    expect(fetchCall(fetchMock, 0)).toEqual({
      url: '/api/app/verify/confirm/auth',
      method: 'POST',
      body: { seq: 'SEQ9', encode_data: 'ENC+1', type: 'applicant_certification' },
    });
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: IDENTITY_MESSAGE_TYPE, result: 'success', person }, window.location.origin);
    await waitFor(() => expect(closeMock).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('passes a block answer on, showing the failure word', async () => {
    const person = { error: 'block', errorMessage: '지원이 제한되었습니다.' };
    fetchMock.mockResolvedValue(jsonResponse(person));
    show('/identity-callback/success/SEQ9?EncodeData=x');
    await waitFor(() => expect(screen.getByTestId('identity-result-word').textContent).toBe(m.resultWord.fail));
    expect(postMessage).toHaveBeenCalledWith({ type: IDENTITY_MESSAGE_TYPE, result: 'success', person }, window.location.origin);
  });

  it('does not confirm when the provider reports a failure', async () => {
    show('/identity-callback/fail/SEQ9?EncodeData=x');
    await waitFor(() => expect(screen.getByTestId('identity-result-word').textContent).toBe(m.resultWord.fail));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(postMessage).toHaveBeenCalledWith({ type: IDENTITY_MESSAGE_TYPE, result: 'fail' }, window.location.origin);
  });

  it('reports a failed confirm call with its message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: '인증 정보가 만료되었습니다.' }, 400));
    show('/identity-callback/success/SEQ9?EncodeData=x');
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(postMessage.mock.calls[0]![0]).toEqual({ type: IDENTITY_MESSAGE_TYPE, result: 'fail', message: '인증 정보가 만료되었습니다.' });
  });

  it('says so and stays open without an opener', async () => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
    fetchMock.mockResolvedValue(jsonResponse({ name: 'a', phone: 'b', auth_seq: 'c' }));
    show('/identity-callback/success/S?EncodeData=x');
    expect(await screen.findByText(m.noOpener)).toBeTruthy();
    expect(closeMock).not.toHaveBeenCalled();
  });
});

describe('identityMessageFrom', () => {
  const data = { type: IDENTITY_MESSAGE_TYPE, result: 'success' };
  it('accepts only same-origin messages of the identity shape', () => {
    expect(identityMessageFrom(new MessageEvent('message', { data, origin: window.location.origin }))).toEqual(data);
    expect(identityMessageFrom(new MessageEvent('message', { data, origin: 'https://evil.example' }))).toBeUndefined();
    expect(identityMessageFrom(new MessageEvent('message', { data: { type: 'other' }, origin: window.location.origin }))).toBeUndefined();
    expect(identityMessageFrom(new MessageEvent('message', { data: 'text', origin: window.location.origin }))).toBeUndefined();
  });
});
