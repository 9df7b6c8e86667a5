import type { CapacityClass } from '@portal/shared/api/contract';

/**
 * Lambda memory from measurement (issue 43 item 3; docs/capacity.md 'Memory'). Lambda gives a function CPU in
 * proportion to its memory, a whole vCPU at 1,769 MB; below that a handler's CPU time stretches by 1,769 / memory while
 * its waits on the store and the providers do not. From each call's measured CPU (one core of the bench machine standing
 * in for one vCPU) and wall time, a class keeps the stage default unless its CPU would add more than CPU_STRETCH_LIMIT_MS
 * to the call there; then it gets the next step that keeps within it. Never below the default: init (module loading,
 * all CPU) stretches the same way, and a deadline's cold starts are on the applicants' path.
 */
export const FULL_VCPU_MB = 1_769;
export const MEMORY_STEPS = [512, 1_024, FULL_VCPU_MB] as const;
/** What a call's CPU may add over a whole vCPU at the class's memory before more memory is worth its price. */
export const CPU_STRETCH_LIMIT_MS = 25;

/** The call's modeled duration at `memoryMb`: its waits as measured, its CPU stretched below a whole vCPU. */
export function modeledMs(wallMs: number, cpuMs: number, memoryMb: number): number {
  const cpu = Math.min(cpuMs, wallMs);
  return wallMs - cpu + cpu * Math.max(1, FULL_VCPU_MB / memoryMb);
}

/** The smallest step whose stretch of `cpuMs` stays within the limit (the largest when none does). */
export function memoryFor(cpuMs: number): (typeof MEMORY_STEPS)[number] {
  return MEMORY_STEPS.find((m) => cpuMs * (Math.max(1, FULL_VCPU_MB / m) - 1) <= CPU_STRETCH_LIMIT_MS) ?? FULL_VCPU_MB;
}

/** Per class, the measured mean CPU of its heaviest call and the memory that follows. */
export function sizeClasses(calls: readonly { capacity: CapacityClass; cpuMs: number }[]): Map<CapacityClass, { cpuMs: number; memoryMb: number }> {
  const out = new Map<CapacityClass, { cpuMs: number; memoryMb: number }>();
  for (const c of calls) {
    const before = out.get(c.capacity);
    if (!before || c.cpuMs > before.cpuMs) out.set(c.capacity, { cpuMs: c.cpuMs, memoryMb: memoryFor(c.cpuMs) });
  }
  return out;
}
