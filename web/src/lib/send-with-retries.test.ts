import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { sendWithRetries } from './send-with-retries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('sendWithRetries: one user action, one idempotency key, up to four tries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A send that fails with each of `failures` in turn, then answers 'stored'; it records the key of every try. */
  const sender = (...failures: ApiError[]) => {
    const keys: string[] = [];
    const send = vi.fn(async (key: string) => {
      keys.push(key);
      const failure = failures.shift();
      if (failure) throw failure;
      return 'stored';
    });
    return { send, keys };
  };

  it('tries again after no answer, a 5xx and a 429, after about 0.5, 1 and 2 s, with the same key each time', async () => {
    const { send, keys } = sender(new ApiError('', 0), new ApiError('', 503), new ApiError('', 429));
    const onRetry = vi.fn();
    const done = sendWithRetries(send, onRetry);
    await vi.advanceTimersByTimeAsync(499);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000 + 2_000);
    await expect(done).resolves.toBe('stored');
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);
    expect(onRetry).toHaveBeenCalledTimes(3);
  });

  it('gives a new action a new key', async () => {
    const one = sender();
    const two = sender();
    await sendWithRetries(one.send);
    await sendWithRetries(two.send);
    expect(one.keys[0]).not.toBe(two.keys[0]);
  });

  it('takes a refusal as the answer and does not try again', async () => {
    const { send } = sender(new ApiError('같은 요청 번호로 다른 내용을 보낼 수 없습니다.', 422));
    await expect(sendWithRetries(send)).rejects.toMatchObject({ status: 422 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives up after the fourth try and throws its failure', async () => {
    const { send } = sender(...Array.from({ length: 5 }, () => new ApiError('', 0)));
    const done = sendWithRetries(send);
    const failed = expect(done).rejects.toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(send).toHaveBeenCalledTimes(4);
  });
});
