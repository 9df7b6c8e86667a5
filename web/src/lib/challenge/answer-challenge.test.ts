import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { challengeProofHeader } from '@portal/shared/api/contract';
import { CheckQualification } from '@portal/shared/api/auth-step';
import { messages } from '@portal/shared/messages';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import { ApiError, call, plainCall } from '../api-client.ts';

const KEY = 'test-hmac-key';
const tooMany = async (message: string) =>
  new Response(JSON.stringify({ message, challenge: await createChallenge({ hmacKey: KEY, maxnumber: 200 }) }), { status: 429, headers: { 'retry-after': '4' } });

describe('the API client answers a proof-of-work challenge (docs/security.md 35)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  const proofOf = (i: number) => new Headers(fetchMock.mock.calls[i]![1]?.headers).get(challengeProofHeader);

  it("solves a 429's challenge in the background, says so politely for screen readers, and sends the same call once more with the proof", async () => {
    const lines: (string | null)[] = [];
    const seen = new MutationObserver(() => document.querySelectorAll('[role="status"].challenge-status').forEach((n) => lines.push(n.textContent)));
    seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    fetchMock.mockResolvedValueOnce(await tooMany(messages.api.challengeRequired)).mockResolvedValueOnce(new Response('"Y"'));
    await expect(plainCall(plainRoutes.CheckQualification, { params: { projectId: 5 }, body: { checkId: 'a', checkPw: 'b' } }, (b) => (b === 'Y' ? b : undefined))).resolves.toBe('Y');
    seen.disconnect();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(proofOf(0)).toBeNull();
    expect(await verifySolution(proofOf(1)!, KEY)).toBe(true);
    // The same request again: same address, same body.
    expect([fetchMock.mock.calls[1]![0], fetchMock.mock.calls[1]![1]?.body]).toEqual([fetchMock.mock.calls[0]![0], fetchMock.mock.calls[0]![1]?.body]);
    expect(lines).toContain(messages.api.solvingChallenge);
    // The line is gone once the answer came.
    expect(document.querySelector('.challenge-status')).toBeNull();
  });

  it("tries once only: a second 429 shows the server's own message", async () => {
    const wait = messages.qualification.waitBeforeRetry(4);
    fetchMock.mockResolvedValueOnce(await tooMany(wait)).mockResolvedValueOnce(await tooMany(wait));
    const failed = await call(CheckQualification, { params: { projectId: 5 }, body: { checkId: 'a', checkPw: 'b', projectId: 5 } }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect([(failed as ApiError).status, (failed as ApiError).message]).toEqual([429, wait]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the message of a 429 without a challenge (a wait) at once, and of one whose challenge is not ours to solve', async () => {
    const wait = messages.qualification.waitBeforeRetry(4);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: wait }), { status: 429 }));
    await expect(call(CheckQualification, { params: { projectId: 5 }, body: { checkId: 'a', checkPw: 'b', projectId: 5 } })).rejects.toThrow(wait);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: wait, challenge: { algorithm: 'MD5' } }), { status: 429 }));
    await expect(call(CheckQualification, { params: { projectId: 5 }, body: { checkId: 'a', checkPw: 'b', projectId: 5 } })).rejects.toThrow(wait);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
