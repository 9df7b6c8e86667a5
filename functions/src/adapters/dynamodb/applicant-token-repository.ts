import { createHash, randomBytes } from 'node:crypto';
import type { ApplicantTokenRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import type { TenantTable } from './tenant-table.ts';

/** Applicant tokens: 256 random bits, stored only as SHA-256, expiring (TTL and checked on read). */
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export function applicantTokenRepository(table: TenantTable, now: () => Date): ApplicantTokenRepository {
  return {
    async create(applicantId, ttlSeconds, sessionSeconds) {
      const token = randomBytes(32).toString('base64url');
      const at = Math.floor(now().getTime() / 1000);
      const expiresAt = at + ttlSeconds;
      await table.put(keys.applicantToken(hash(token)), entity.applicantToken, { applicantId, sessionUntil: at + sessionSeconds }, { expiresAt });
      return { token, expiresAt };
    },
    async find(token) {
      const item = await table.get<{ applicantId: number; expiresAt: number; sessionUntil?: number }>(keys.applicantToken(hash(token)));
      if (!item || item.expiresAt * 1000 <= now().getTime()) return undefined;
      return { applicantId: item.applicantId, expiresAt: item.expiresAt, sessionUntil: item.sessionUntil ?? item.expiresAt };
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
