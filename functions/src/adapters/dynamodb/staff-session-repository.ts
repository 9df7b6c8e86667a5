import { createHash, randomBytes } from 'node:crypto';
import type { StaffGrant, StaffSessionRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import type { TenantTable } from './tenant-table.ts';

/** Tokens are 256 random bits; only their SHA-256 is stored, with a TTL. */
export const staffTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session's item: the operator's carries only who; a handoff's also the link it came from and what that named. */
type StoredSession = { staffId: string; expiresAt: number; handoffId?: string; keyId?: string; keyHash?: string; type?: string; applicantId?: number; applicantStepId?: string };

/** The grant of a stored session; a handoff session is bound to its link, one without a link is the operator's. */
const grantOf = (item: StoredSession): StaffGrant =>
  item.handoffId === undefined
    ? { kind: 'operator' }
    : { kind: 'link', handoffId: item.handoffId, keyId: item.keyId ?? '', keyHash: item.keyHash, type: item.type ?? '', applicantId: item.applicantId, applicantStepId: item.applicantStepId };

export function staffSessionRepository(table: TenantTable, now: () => Date): StaffSessionRepository {
  return {
    async findByToken(token) {
      const tokenHash = staffTokenHash(token);
      const item = await table.get<StoredSession>(keys.staffSession(tokenHash));
      if (!item || item.expiresAt * 1000 <= now().getTime()) return undefined;
      return { staffId: item.staffId, expiresAt: item.expiresAt, grant: grantOf(item), tokenHash };
    },
    async create(staffId, ttlSeconds) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = Math.floor(now().getTime() / 1000) + ttlSeconds;
      await table.put(keys.staffSession(staffTokenHash(token)), entity.staffSession, { staffId }, { expiresAt });
      return { token, expiresAt };
    },
  };
}
