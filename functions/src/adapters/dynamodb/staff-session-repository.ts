import { createHash, randomBytes } from 'node:crypto';
import type { StaffSessionRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import type { TenantTable } from './tenant-table.ts';

/** Tokens are 256 random bits; only their SHA-256 is stored, with a TTL. */
export const staffTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function staffSessionRepository(table: TenantTable, now: () => Date): StaffSessionRepository {
  return {
    async findByToken(token) {
      const item = await table.get<{ staffId: string; expiresAt: number }>(keys.staffSession(staffTokenHash(token)));
      if (!item || item.expiresAt * 1000 <= now().getTime()) return undefined;
      return { staffId: item.staffId, expiresAt: item.expiresAt };
    },
    async create(staffId, ttlSeconds) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = Math.floor(now().getTime() / 1000) + ttlSeconds;
      await table.put(keys.staffSession(staffTokenHash(token)), entity.staffSession, { staffId }, { expiresAt });
      return { token, expiresAt };
    },
  };
}
