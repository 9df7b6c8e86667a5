import type { ApplicationPosition } from '../ports.ts';
import { cursorFields, encodeCursor, invalidCursor } from './opaque-cursor.ts';

/**
 * The listing's opaque cursor: base64url of `{ p: projectId, s: shard, a: last applicant id }`. It names a position
 * only, never a key: the store builds the partition from the request's tenant, the checked project and the shard, so
 * an altered cursor can move within the caller's own project at most. One for another project is refused.
 */
export function encodeApplicationCursor(projectId: number, at: ApplicationPosition): string {
  return encodeCursor({ p: projectId, s: at.shard, a: at.afterId });
}

const isIndex = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= max;

/** The position a cursor names, for this project and a listing over `shards` shards; 400 for anything else. */
export function decodeApplicationCursor(cursor: string, projectId: number, shards: number): ApplicationPosition {
  const { p, s, a, ...rest } = cursorFields(cursor);
  if (Object.keys(rest).length > 0 || p !== projectId || !isIndex(s, shards - 1) || !isIndex(a, 999_999_999_999)) throw invalidCursor();
  return { shard: s, afterId: a };
}
