import { messages } from '@portal/shared';
import { badRequest } from '../errors.ts';
import { integrationMessages } from '@portal/shared/messages/integration';

/** The 400 of a cursor the listing did not hand out (altered, or of another listing). */
export const invalidCursor = () => badRequest(integrationMessages.invalidCursor, { field: 'cursor' });

/** An opaque cursor as written: base64url of a JSON object. */
export const encodeCursor = (fields: Record<string, unknown>): string => Buffer.from(JSON.stringify(fields)).toString('base64url');

/** The JSON object a cursor carries, each field still to be checked by its listing; 400 when it is not one. */
export function cursorFields(cursor: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidCursor();
  return parsed as Record<string, unknown>;
}
