import type { HandoffRecord, HandoffRepository, StaffGrant } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { staffTokenHash } from './staff-session-repository.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

/** A grant's stored fields (undefined ones are left out by the document client). */
const linkOf = ({ kind: _kind, ...link }: StaffGrant & { kind: 'link' }) => link;

type StoredHandoff = HandoffRecord & { sessionHash?: string } & Record<string, unknown>;

/**
 * Handoff links of one tenant, each in its own partition under its public id. Redeeming marks the link used and puts the
 * staff session in one transaction, so a link opens at most one session and a session exists only for a used link.
 */
export function handoffRepository(table: TenantTable): HandoffRepository {
  return {
    async create(handoff) {
      const created = await table.createAll([{ key: keys.handoff(handoff.id), entity: entity.handoff, data: { ...handoff }, expiresAt: handoff.expiresAt }]);
      // The id is 96 random bits: a collision means the caller reused it, never chance.
      if (!created) throw new Error('handoff id already exists');
    },
    async get(id) {
      const item = await table.get<StoredHandoff>(keys.handoff(id));
      if (!item) return undefined;
      const { sessionHash: _, ...record } = stripKeys<StoredHandoff>(item);
      return record;
    },
    async redeem(id, { secretHash, nowEpoch, usedAt, session }) {
      const tokenHash = staffTokenHash(session.token);
      const result = await table.transact([
        {
          kind: 'update',
          key: keys.handoff(id),
          update: 'SET usedAt = :usedAt, sessionHash = :session ADD version :one',
          condition: 'attribute_exists(pk) AND secretHash = :secret AND attribute_not_exists(usedAt) AND attribute_not_exists(revokedAt) AND expiresAt > :now',
          values: { ':usedAt': usedAt, ':session': tokenHash, ':secret': secretHash, ':now': nowEpoch, ':one': 1 },
        },
        {
          kind: 'put',
          key: keys.staffSession(tokenHash),
          entity: entity.staffSession,
          // The session carries what its link named (staff-session-repository.ts reads it back as its grant).
          item: { ...linkOf(session.grant), handoffId: id, staffId: session.staffId, expiresAt: session.expiresAt, version: 1 },
          condition: 'attribute_not_exists(pk)',
        },
      ]);
      return result.ok;
    },
    async revoke(id, at) {
      const item = await table.get<StoredHandoff>(keys.handoff(id));
      if (!item) return 'not-found';
      if (item.revokedAt) return 'already';
      const revoked = await table.update(keys.handoff(id), {
        update: 'SET revokedAt = :at ADD version :one',
        condition: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
        values: { ':at': at, ':one': 1 },
      });
      if (!revoked) return 'already';
      // A redeem racing this revoke has written sessionHash by now or fails its condition on revokedAt.
      const sessionHash = (revoked as StoredHandoff).sessionHash;
      if (sessionHash) await table.delete(keys.staffSession(sessionHash));
      return 'revoked';
    },
  };
}
