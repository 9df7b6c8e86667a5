import { describe, expect, it } from 'vitest';
import { parseKst } from '@portal/shared';
import type { ProjectRecord } from '../ports.ts';
import { isOpen, writeWindow } from './write-window.ts';

const project = (over: Partial<ProjectRecord> = {}): ProjectRecord => ({
  id: 1,
  title: 'p',
  status: 'Y',
  startDate: '2026-11-01 09:00:00',
  endDate: '2026-11-30 18:00:00',
  verify_options: { auth: false, email: true, sms: false },
  agreements: [],
  ...over,
});
const end = parseKst('2026-11-30 18:00:00')!.getTime();
const at = (nowMs: number, receivedMs = nowMs) => ({ clock: { now: () => new Date(nowMs) }, receivedAt: new Date(receivedMs) });

describe('the write window on the server clock', () => {
  it('is open before the end and refuses a request that arrives 1 s after it', () => {
    expect(writeWindow(at(end - 1000), project())).toBe('open');
    expect(writeWindow(at(end + 1000), project())).toBe('timeover');
    expect(writeWindow(at(end), project())).toBe('timeover');
  });

  it('still writes a request that reached the server before the end, within the configured grace only', () => {
    expect(writeWindow(at(end + 5000, end - 200), project())).toBe('open');
    expect(writeWindow(at(end + 10_000, end - 200), project())).toBe('timeover');
    expect(writeWindow(at(end + 25_000, end - 200), project({ in_flight_grace_seconds: 30 }))).toBe('open');
    expect(writeWindow(at(end + 1000, end - 200), project({ in_flight_grace_seconds: 0 }))).toBe('timeover');
  });

  it('keeps a draft that arrives during the grace, never one after it', () => {
    expect(writeWindow(at(end + 5000), project(), { acceptLateArrivals: true })).toBe('open');
    expect(writeWindow(at(end + 10_000), project(), { acceptLateArrivals: true })).toBe('timeover');
  });

  it('never trusts a received time later than the server clock', () => {
    expect(writeWindow(at(end - 1000, end + 60_000), project())).toBe('open');
  });

  it('is not open before the start', () => {
    expect(writeWindow(at(parseKst('2026-10-31 09:00:00')!.getTime()), project())).toBe('notOpen');
    expect(isOpen({ clock: { now: () => new Date(end - 1) } }, project())).toBe(true);
    expect(isOpen({ clock: { now: () => new Date(end) } }, project())).toBe(false);
  });
});
