import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { primeAnswer, startupAnswer, startupCall, STARTUP_FRESH_MS } from './startup-answers.ts';

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('startup answers', () => {
  let client: QueryClient;
  let key: string[];
  let n = 0;
  const server = vi.fn<() => Promise<{ from: string }>>();
  beforeEach(() => {
    client = new QueryClient();
    // A key of its own per test: answers are module state, used once.
    key = ['startup-test', String(n++)];
    server.mockReset();
    server.mockImplementation(async () => ({ from: 'server' }));
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  /** A query as the app's options define one (e.g. savedPageQueryOptions: staleTime 0, gcTime 0). */
  const observe = (staleTime = 0) => {
    const observer = new QueryObserver(client, { queryKey: key, queryFn: () => startupCall(key, server), ...startupAnswer<{ from: string }>(key, staleTime), gcTime: 0, retry: false });
    const results: QueryObserverResult<{ from: string } | undefined>[] = [];
    const unsubscribe = observer.subscribe((r) => results.push(r));
    return { observer, results, unsubscribe };
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('gives a settled answer to the first query as its data, without asking the server', async () => {
    await primeAnswer(key, async () => ({ from: 'startup' }));
    const { observer } = observe();
    await settle();
    expect(observer.getCurrentResult()).toMatchObject({ data: { from: 'startup' }, status: 'success', fetchStatus: 'idle' });
    expect(server).not.toHaveBeenCalled();
  });

  it('lets a query created while the answer is on its way take that call instead of sending another', async () => {
    const call = deferred<{ from: string }>();
    void primeAnswer(key, () => call.promise);
    const { observer } = observe();
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching');
    call.resolve({ from: 'startup' });
    await settle();
    expect(observer.getCurrentResult().data).toEqual({ from: 'startup' });
    expect(server).not.toHaveBeenCalled();
  });

  it('uses an answer once: the next query asks the server', async () => {
    await primeAnswer(key, async () => ({ from: 'startup' }));
    const first = observe();
    await settle();
    first.unsubscribe();
    client.clear();
    const second = observe();
    await settle();
    expect(second.observer.getCurrentResult().data).toEqual({ from: 'server' });
    expect(server).toHaveBeenCalledTimes(1);
  });

  it("makes a failed startup call the query's error once; a retry asks the server", async () => {
    await primeAnswer(key, () => Promise.reject(new Error('오류')));
    const { observer } = observe();
    await settle();
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', error: new Error('오류') });
    expect(server).not.toHaveBeenCalled();
    await observer.refetch();
    expect(observer.getCurrentResult().data).toEqual({ from: 'server' });
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('keeps a startup answer fresh on mount for a staleTime-0 query, and stale once STARTUP_FRESH_MS passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await primeAnswer(key, async () => ({ from: 'startup' }));
    const a = observe(0);
    await settle();
    // A second mount at once (the session sync beside the form page) does not ask again either.
    const b = observe(0);
    await settle();
    expect(b.observer.getCurrentResult().data).toEqual({ from: 'startup' });
    expect(server).not.toHaveBeenCalled();
    b.unsubscribe();
    vi.setSystemTime(Date.now() + STARTUP_FRESH_MS + 1);
    const c = observe(0);
    await settle();
    expect(server).toHaveBeenCalledTimes(1);
    expect(c.observer.getCurrentResult().data).toEqual({ from: 'server' });
    a.unsubscribe();
  });

  it('drops an answer nobody took within 10 s', async () => {
    vi.useFakeTimers();
    const primed = primeAnswer(key, async () => ({ from: 'startup' }));
    await vi.advanceTimersByTimeAsync(0);
    await primed;
    await vi.advanceTimersByTimeAsync(10_001);
    vi.useRealTimers();
    const { observer } = observe();
    await settle();
    expect(observer.getCurrentResult().data).toEqual({ from: 'server' });
    expect(server).toHaveBeenCalledTimes(1);
  });
});
