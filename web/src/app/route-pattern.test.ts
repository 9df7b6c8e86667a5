import { describe, expect, it } from 'vitest';
import { routePattern } from './route-pattern.ts';

describe('a route path as a pattern', () => {
  it('matches a route path as the router does: a required segment, an optional one, the root', () => {
    const test = (path: string, address: string) => new RegExp(routePattern(path)).test(address);
    expect(test('/recruit/:noticeId?', '/recruit/12')).toBe(true);
    expect(test('/recruit/:noticeId?', '/recruit')).toBe(true);
    expect(test('/recruit/:noticeId?', '/recruit/12/edit')).toBe(false);
    expect(test('/statics/:domain', '/statics')).toBe(false);
    expect(test('/', '/')).toBe(true);
    expect(test('/', '/recruits')).toBe(false);
  });
});
