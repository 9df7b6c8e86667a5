import { messages } from '@portal/shared';
import { badRequest } from '../errors.ts';
import type { ApplicationPosition } from '../ports.ts';

/**
 * The listing's opaque cursor: base64url of `{ p: projectId, s: shard, a: last applicant id }`. It names a position
 * only, never a key: the store builds the partition from the request's tenant, the checked project and the shard, so
 * an altered cursor can move within the caller's own project at most. One for another project is refused.
 */
export function encodeApplicationCursor(projectId: number, at: ApplicationPosition): string {
  return Buffer.from(JSON.stringify({ p: projectId, s: at.shard, a: at.afterId })).toString('base64url');
}

const isIndex = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= max;

/** The position a cursor names, for this project and a listing over `shards` shards; 400 for anything else. */
export function decodeApplicationCursor(cursor: string, projectId: number, shards: number): ApplicationPosition {
  const refuse = () => badRequest(messages.integration.invalidCursor, { field: 'cursor' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw refuse();
  const { p, s, a, ...rest } = parsed as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || p !== projectId || !isIndex(s, shards - 1) || !isIndex(a, 999_999_999_999)) throw refuse();
  return { shard: s, afterId: a };
}
