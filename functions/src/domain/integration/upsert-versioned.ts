import type { Upserted } from '@portal/shared/schemas/integration-config';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import type { AppContext } from '../context.ts';
import { conflict } from '../errors.ts';
import type { RevisionKind } from '../ports.ts';
import { canonicalJson } from '../canonical-json.ts';

/** A body's writes still pending after this long were cut short (a Lambda runs at most 29 s behind API Gateway). */
const ABANDONED_AFTER_MS = 60_000;

/**
 * The integration API's upsert discipline. The caller sends the version it last read (0 to create):
 * - the same content as the stored version again (a retry) changes nothing and answers that version (finishing the
 *   writes first if the earlier call was cut short);
 * - another content at the stored version takes the next version, then writes;
 * - another content at an older version, or while another body's writes are under way, is a 409 naming the current
 *   version: two writers never overwrite each other silently.
 */
export async function upsertVersioned(
  ctx: Pick<AppContext, 'repos' | 'crypto' | 'clock'>,
  item: { kind: RevisionKind; id: string; version: number; content: unknown },
  write: () => Promise<void>,
): Promise<Upserted> {
  const { revisions } = ctx.repos;
  const hash = ctx.crypto.sha256(canonicalJson(item.content));
  const settle = async (): Promise<Upserted | undefined> => {
    const stored = await revisions.get(item.kind, item.id);
    if (!stored || stored.hash !== hash) return undefined;
    if (stored.pending) {
      await write();
      await revisions.finish(item.kind, item.id, stored.version);
    }
    return { version: stored.version, changed: false };
  };
  const again = await settle();
  if (again) return again;
  const stored = await revisions.get(item.kind, item.id);
  const current = stored?.version ?? 0;
  const busy = stored?.pending && ctx.clock.now().getTime() - Date.parse(stored.at) < ABANDONED_AFTER_MS;
  if (item.version !== current || busy) throw conflict(m.versionConflict(current), { currentVersion: current });
  if (!(await revisions.begin(item.kind, item.id, current, hash, ctx.clock.now().toISOString()))) {
    // Another writer took the version between the read and now: the same content is a retry that raced itself.
    const raced = await settle();
    if (raced) return raced;
    const now = (await revisions.get(item.kind, item.id))?.version ?? current;
    throw conflict(m.versionConflict(now), { currentVersion: now });
  }
  await write();
  await revisions.finish(item.kind, item.id, current + 1);
  return { version: current + 1, changed: true };
}
