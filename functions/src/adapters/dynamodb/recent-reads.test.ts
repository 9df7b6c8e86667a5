import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentReads } from './recent-reads.ts';

describe('RecentReads', () => {
  afterEach(() => vi.useRealTimers());

  it('answers from memory within the age limit, reads again after it', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new RecentReads<{ n: number }>(5_000, 10);
    let reads = 0;
    const load = async () => ({ n: ++reads });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    vi.setSystemTime(5_000);
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    vi.setSystemTime(5_001);
    expect(await cache.get('a', load)).toEqual({ n: 2 });
  });

  it('forgets by prefix, keeps nothing that was missing, and freezes what it shares', async () => {
    const cache = new RecentReads<{ n: number; nested: { m: number } }>(5_000, 10);
    let reads = 0;
    const load = async () => ({ n: ++reads, nested: { m: 1 } });
    const first = (await cache.get('t:1', load))!;
    expect(Object.isFrozen(first.nested)).toBe(true);
    cache.forget('t:');
    expect((await cache.get('t:1', load))!.n).toBe(2);
    expect(await cache.get('none', async () => undefined)).toBeUndefined();
    expect(await cache.get('none', async () => ({ n: 9, nested: { m: 0 } }))).toMatchObject({ n: 9 });
  });

  it('does not keep a read that was in flight across a write', async () => {
    const cache = new RecentReads<{ v: string }>(5_000, 10);
    let release!: (v: { v: string }) => void;
    const slow = cache.get('p', () => new Promise((r) => (release = r)));
    cache.forget('p');
    release({ v: 'old' });
    expect(await slow).toEqual({ v: 'old' });
    expect(await cache.get('p', async () => ({ v: 'new' }))).toEqual({ v: 'new' });
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = new RecentReads<{ k: string }>(5_000, 2);
    let reads = 0;
    const load = (k: string) => async () => (reads++, { k });
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    await cache.get('b', load('b'));
    expect(reads).toBe(3);
    await cache.get('a', load('a'));
    expect(reads).toBe(4);
  });
});
