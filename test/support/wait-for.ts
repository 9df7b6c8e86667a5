/**
 * Polls `probe` until it gives a value (anything but undefined) and returns it; fails after `timeoutMs` naming
 * `what`. Tests wait for the condition itself, never for a fixed time. No vitest import: the bench uses it too.
 */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, { timeoutMs = 15_000, intervalMs = 50 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() >= deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
