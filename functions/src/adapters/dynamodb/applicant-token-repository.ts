import { createHash, randomBytes } from 'node:crypto';
import type { ApplicantTokenRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import type { TenantTable } from './tenant-table.ts';

/** Applicant tokens: 256 random bits, stored only as SHA-256, expiring (TTL and checked on read). */
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export function applicantTokenRepository(table: TenantTable, now: () => Date): ApplicantTokenRepository {
  return {
    async create(applicantId, ttlSeconds) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = Math.floor(now().getTime() / 1000) + ttlSeconds;
      await table.put(keys.applicantToken(hash(token)), entity.applicantToken, { applicantId }, { expiresAt });
      return { token, expiresAt };
    },
    async find(token) {
      const item = await table.get<{ applicantId: number; expiresAt: number }>(keys.applicantToken(hash(token)));
      if (!item || item.expiresAt * 1000 <= now().getTime()) return undefined;
      return { applicantId: item.applicantId, expiresAt: item.expiresAt };
    },
  };
}
