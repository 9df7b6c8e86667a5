import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { nodeCrypto } from '../../adapters/node-crypto.ts';
import type { AppContext } from '../context.ts';
import type { ApplicantRecord, TenantRepositories } from '../ports.ts';
import { applicantByPreviewKey, mintPreviewKey, PREVIEW_KEY_TTL_SECONDS } from './preview-key.ts';

/** The key's rules on the clock's edges, with the real HMAC and in-memory epochs (the stored path: test/integration/preview-keys.test.ts). */
const applicant = (id: number, previewEpoch?: number): ApplicantRecord => ({
  id,
  projectId: 1,
  taskId: 2,
  taskName: '연구직',
  name: '김지원',
  phone: '01012345678',
  email: 'a@example.com',
  passwordHash: '',
  auth: false,
  identityHash: 'h',
  status: 'Y',
  confirmPage: [],
  savePage: null,
  fields: {},
  createdAt: '2026-11-01 09:00:00',
  previewEpoch,
});

function context(tenantId: number, start = Date.parse('2026-11-24T00:00:00Z')) {
  let now = start;
  let tenantEpoch = 0;
  const stored = new Map([[7, applicant(7)], [8, applicant(8)]]);
  const repos = {
    applicants: {
      get: async (id: number) => stored.get(id),
      revokePreviewKeys: async (id: number) => {
        const a = stored.get(id);
        if (a) stored.set(id, { ...a, previewEpoch: (a.previewEpoch ?? 0) + 1 });
        return !!a;
      },
    },
    previewKeys: { tenantEpoch: async () => tenantEpoch, revokeAll: async () => ++tenantEpoch },
  } as unknown as TenantRepositories;
  const ctx = { crypto: nodeCrypto('pepper'), tenant: { id: tenantId, domainKey: `t${tenantId}` }, clock: { now: () => new Date(now) }, repos } as unknown as AppContext;
  return { ctx, repos, stored, advance: (seconds: number) => void (now += seconds * 1000) };
}

const refused = (message: string) => expect.objectContaining({ kind: 'forbidden', message });

describe('preview keys', () => {
  it('opens the applicant it was minted for until its expiry, and not from the expiry second on', async () => {
    const t = context(1);
    const { key, expiresAt } = await mintPreviewKey(t.ctx, t.stored.get(7)!);
    expect(expiresAt.getTime() - t.ctx.clock.now().getTime()).toBe(PREVIEW_KEY_TTL_SECONDS * 1000);
    t.advance(PREVIEW_KEY_TTL_SECONDS - 1);
    expect((await applicantByPreviewKey(t.ctx, 7, key)).id).toBe(7);
    t.advance(1);
    await expect(applicantByPreviewKey(t.ctx, 7, key)).rejects.toEqual(refused(messages.submission.expiredPreviewKey));
  });

  it('refuses a key of another tenant, another applicant, or with a lifetime longer than any key gets', async () => {
    const a = context(1);
    const b = context(2);
    const { key } = await mintPreviewKey(a.ctx, a.stored.get(7)!);
    await expect(applicantByPreviewKey(b.ctx, 7, key)).rejects.toEqual(refused(messages.submission.invalidPreviewKey));
    await expect(applicantByPreviewKey(a.ctx, 8, key)).rejects.toEqual(refused(messages.submission.invalidPreviewKey));
    a.advance(-60);
    await expect(applicantByPreviewKey(a.ctx, 7, key)).rejects.toEqual(refused(messages.submission.invalidPreviewKey));
  });

  it('refuses keys minted before an applicant or tenant revoke, and opens the ones minted after', async () => {
    const t = context(1);
    const seven = await mintPreviewKey(t.ctx, t.stored.get(7)!);
    const eight = await mintPreviewKey(t.ctx, t.stored.get(8)!);
    await t.repos.applicants.revokePreviewKeys(7);
    await expect(applicantByPreviewKey(t.ctx, 7, seven.key)).rejects.toEqual(refused(messages.submission.invalidPreviewKey));
    expect((await applicantByPreviewKey(t.ctx, 8, eight.key)).id).toBe(8);
    await t.repos.previewKeys.revokeAll();
    await expect(applicantByPreviewKey(t.ctx, 8, eight.key)).rejects.toEqual(refused(messages.submission.invalidPreviewKey));
    const fresh = await mintPreviewKey(t.ctx, t.stored.get(7)!);
    expect((await applicantByPreviewKey(t.ctx, 7, fresh.key)).id).toBe(7);
  });

  it('refuses a missing, malformed or unknown-applicant key with the same answer', async () => {
    const t = context(1);
    const { key } = await mintPreviewKey(t.ctx, t.stored.get(7)!);
    for (const k of [undefined, '', 'x'.repeat(32), `${key}0`, key.toUpperCase()]) {
      await expect(applicantByPreviewKey(t.ctx, 7, k)).rejects.toEqual(refused(messages.submission.invalidPreviewKey));
    }
    await expect(applicantByPreviewKey(t.ctx, 99, key)).rejects.toEqual(refused(messages.submission.invalidPreviewKey));
  });
});
