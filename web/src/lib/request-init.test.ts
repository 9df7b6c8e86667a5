import { afterEach, describe, expect, it, vi } from 'vitest';

/** request-init keeps the zone per document, so each case imports a fresh copy of the module. */
async function freshHeaders(): Promise<Record<string, string>> {
  vi.resetModules();
  const { apiHeaders } = await import('./request-init.ts');
  return apiHeaders();
}

describe('the X-Timezone header', () => {
  afterEach(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
    vi.restoreAllMocks();
  });

  it('takes the zone from Temporal without building a date formatter where the browser has Temporal', async () => {
    (globalThis as { Temporal?: unknown }).Temporal = { Now: { timeZoneId: () => 'Asia/Seoul' } };
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    expect((await freshHeaders())['X-Timezone']).toBe('Asia/Seoul');
    expect(formatter).not.toHaveBeenCalled();
  });

  it("falls back to Intl's resolved zone where there is no Temporal", async () => {
    expect((await freshHeaders())['X-Timezone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
