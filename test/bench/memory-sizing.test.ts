import { describe, expect, it } from 'vitest';
import { FULL_VCPU_MB, memoryFor, modeledMs, sizeClasses } from './memory-sizing.ts';

describe('memory from measurement', () => {
  it('stretches only the CPU below a whole vCPU', () => {
    expect(modeledMs(40, 10, FULL_VCPU_MB)).toBe(40);
    expect(modeledMs(40, 10, 512)).toBeCloseTo(30 + 10 * (1769 / 512));
    // CPU measured above the wall time (a clock's rounding) counts as the wall time.
    expect(modeledMs(5, 6, FULL_VCPU_MB)).toBe(5);
  });

  it('keeps 512 MB while the CPU adds at most 25 ms there, then takes the next step', () => {
    expect(memoryFor(0)).toBe(512);
    expect(memoryFor(10)).toBe(512);
    expect(memoryFor(11)).toBe(1_024);
    expect(memoryFor(34)).toBe(1_024);
    expect(memoryFor(40)).toBe(FULL_VCPU_MB);
  });

  it("sizes a class by its heaviest call", () => {
    const sized = sizeClasses([
      { capacity: 'deadline', cpuMs: 5 },
      { capacity: 'deadline', cpuMs: 20 },
      { capacity: 'ordinary', cpuMs: 3 },
    ]);
    expect(sized.get('deadline')).toEqual({ cpuMs: 20, memoryMb: 1_024 });
    expect(sized.get('ordinary')).toEqual({ cpuMs: 3, memoryMb: 512 });
  });
});
