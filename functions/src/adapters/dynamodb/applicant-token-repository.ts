import { createHash, randomBytes } from 'node:crypto';
import type { ApplicantTokenRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import type { TenantTable } from './tenant-table.ts';

/** Applicant tokens: 256 random bits, stored only as SHA-256, expiring (TTL and checked on read). */
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export function applicantTokenRepository(table: TenantTable, now: () => Date): ApplicantTokenRepository {
  return {
    async create(applicantId, ttlSeconds, sessionSeconds, epoch = 0, options = {}) {
      const token = randomBytes(32).toString('base64url');
      const at = Math.floor(now().getTime() / 1000);
      const expiresAt = at + ttlSeconds;
      const staff = options.staffSession === undefined ? {} : { staffSession: options.staffSession };
      await table.put(keys.applicantToken(hash(token)), entity.applicantToken, { applicantId, sessionUntil: at + sessionSeconds, epoch, ...staff }, { expiresAt });
      return { token, expiresAt };
    },
    async find(token) {
      const item = await table.get<{ applicantId: number; expiresAt: number; sessionUntil?: number; epoch?: number; staffSession?: string }>(keys.applicantToken(hash(token)));
      if (!item || item.expiresAt * 1000 <= now().getTime()) return undefined;
      const staff = item.staffSession === undefined ? {} : { staffSession: item.staffSession };
      return { applicantId: item.applicantId, expiresAt: item.expiresAt, sessionUntil: item.sessionUntil ?? item.expiresAt, epoch: item.epoch ?? 0, ...staff };
    },
    async createReset(applicantId, ttlSeconds) {
      const token = randomBytes(32).toString('base64url');
      await table.put(keys.passwordReset(hash(token)), entity.passwordReset, { applicantId }, { expiresAt: Math.floor(now().getTime() / 1000) + ttlSeconds });
      return token;
    },
    async peekReset(token) {
      const item = await table.get<{ applicantId: number; expiresAt: number; usedAt?: number }>(keys.passwordReset(hash(token)));
      return item && item.usedAt === undefined && item.expiresAt * 1000 > now().getTime() ? item.applicantId : undefined;
    },
    async consumeReset(token) {
      // One conditional write marks it used: of two concurrent changes with the same token, one wins.
      const at = Math.floor(now().getTime() / 1000);
      const r = await table.update<{ applicantId: number }>(keys.passwordReset(hash(token)), {
        update: 'SET usedAt = :now',
        condition: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :now',
        values: { ':now': at },
      });
      return r?.applicantId;
    },
    async extendSession(token, sessionUntil) {
      // Never beyond the token itself; a missing token is not recreated.
      await table.update(keys.applicantToken(hash(token)), {
        update: 'SET sessionUntil = :s',
        condition: 'attribute_exists(pk) AND expiresAt > :s0',
        values: { ':s': sessionUntil, ':s0': Math.floor(now().getTime() / 1000) },
      });
    },
  };
}
