import { describe, expect, it } from 'vitest';
import { routePath } from './route-keys.ts';

describe('route registry', () => {
  it('resolves keys with parameters and admin variants', () => {
    expect(routePath('recruit', { noticeId: 5 })).toBe('/recruit/5');
    expect(routePath('recruit', { noticeId: 5 }, true)).toBe('/admin/recruit/5');
    expect(routePath('recruits')).toBe('/recruits');
    expect(routePath('R4-0-1', { boardId: 3 })).toBe('/notices/3');
    expect(routePath('index')).toBe('/');
  });
  it('yields no path for an unknown key', () => {
    expect(routePath('R9-9')).toBeUndefined();
  });
});
