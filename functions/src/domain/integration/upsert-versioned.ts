import type { Upserted } from '@portal/shared/schemas/integration-config';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import type { AppContext } from '../context.ts';
import { conflict, DomainError } from '../errors.ts';
import { inputCausedFailure } from '../input-caused-failure.ts';
import type { RevisionRecord, RevisionRef } from '../ports.ts';
import { canonicalJson } from '@portal/shared/canonical-json';

/** A body's writes still pending after this long were cut short (a Lambda runs at most 29 s behind API Gateway). */
const ABANDONED_AFTER_MS = 60_000;

/** A failure the body itself caused (a 4xx of the use case, or the store refusing what it was given): no retry finishes it. */
const refusedByInput = (e: unknown) => (e instanceof DomainError ? e.kind !== 'unavailable' : inputCausedFailure(e) !== undefined);

/**
 * The integration API's upsert discipline. The caller sends the version it last read (0 to create):
 * - the same content as the stored version again (a retry) changes nothing and answers that version (finishing the
 *   writes first if the earlier call was cut short);
 * - another content at the stored version takes the next version, then writes;
 * - another content at an older version, or while another body's writes are under way, is a 409 naming the current
 *   version: two writers never overwrite each other silently;
 * - a body whose writes are refused for what it holds (too large for the store, an id another tenant owns) gives its
 *   version back at once, so it neither holds the item for a minute nor uses up a version (security finding 23).
 */
export async function upsertVersioned(
  ctx: Pick<AppContext, 'repos' | 'crypto' | 'clock'>,
  item: RevisionRef & { version: number; content: unknown },
  write: () => Promise<void>,
): Promise<Upserted> {
  const { revisions } = ctx.repos;
  const ref: RevisionRef = { kind: item.kind, id: item.id, applicantId: item.applicantId };
  const hash = ctx.crypto.sha256(canonicalJson(item.content));
  // The body's writes under its version; one refused for what the body holds gives the version back.
  const writeAs = async (version: number) => {
    try {
      await write();
    } catch (e) {
      if (refusedByInput(e)) await revisions.release(ref, version, hash, ctx.clock.now().toISOString());
      throw e;
    }
    await revisions.finish(ref, version);
  };
  // The same content as stored: a retry. Its writes are finished if the earlier call was cut short, nothing else.
  const again = async (stored: RevisionRecord): Promise<Upserted> => {
    if (stored.pending) await writeAs(stored.version);
    return { version: stored.version, changed: false };
  };
  const refused = (current: number) => conflict(m.versionConflict(current), { currentVersion: current });
  const stored = await revisions.get(ref);
  if (stored?.hash === hash) return again(stored);
  const current = stored?.version ?? 0;
  const busy = stored?.pending && ctx.clock.now().getTime() - Date.parse(stored.at) < ABANDONED_AFTER_MS;
  if (item.version !== current || busy) throw refused(current);
  if (!(await revisions.begin(ref, current, hash, ctx.clock.now().toISOString()))) {
    // Another writer took the version between the read and now: the same content is a retry that raced itself.
    const now = await revisions.get(ref);
    if (now?.hash === hash) return again(now);
    throw refused(now?.version ?? current);
  }
  await writeAs(current + 1);
  return { version: current + 1, changed: true };
}
