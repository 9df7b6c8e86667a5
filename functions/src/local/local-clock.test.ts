import { describe, expect, it } from 'vitest';
import { clockFrom } from '../adapters/clocks.ts';
import { localClock, portalTestNow } from './local-clock.ts';

describe('the local clock', () => {
  it('starts at PORTAL_TEST_NOW and then runs in real time', () => {
    let real = 1_000_000;
    const clock = clockFrom(new Date('2026-11-25T23:59:30+09:00'), () => real);
    expect(clock.now().toISOString()).toBe('2026-11-25T14:59:30.000Z');
    real += 45_000;
    expect(clock.now().toISOString()).toBe('2026-11-25T15:00:15.000Z');
  });

  it('reads the moment with its offset, and is the real clock when the variable is unset', () => {
    expect(portalTestNow({ PORTAL_TEST_NOW: '2026-11-25T23:59:30+09:00' })?.getTime()).toBe(Date.parse('2026-11-25T14:59:30Z'));
    expect(portalTestNow({})).toBeUndefined();
    expect(Math.abs(localClock({}).now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('refuses a moment without its offset or not a date, naming the variable', () => {
    expect(() => portalTestNow({ PORTAL_TEST_NOW: '2026-11-25T23:59:30' })).toThrow(/PORTAL_TEST_NOW=.*offset/);
    expect(() => portalTestNow({ PORTAL_TEST_NOW: '2026-13-45T23:59:30+09:00' })).toThrow(/PORTAL_TEST_NOW/);
    expect(() => portalTestNow({ PORTAL_TEST_NOW: 'midnight' })).toThrow(/PORTAL_TEST_NOW/);
  });
});
