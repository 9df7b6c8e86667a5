import { integrationPage, type InquiryPage, type ListInquiriesQuery } from '@portal/shared/schemas/integration';
import { integrationMessages } from '@portal/shared/messages/integration';
import type { AppContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { DOWNLOAD_SECONDS } from './list-application-files.ts';
import { cursorFields, encodeCursor, invalidCursor } from './opaque-cursor.ts';

/** How deep the newest-first walk goes (each page reads the ones before it: a few inquiries a day per organisation). */
export const INQUIRIES_MAX_DEPTH = 10_000;

/**
 * GET /api/integration/inquiries: the tenant's Q&A inquiries, newest first, each attachment with a presigned download.
 * The cursor is the position in that order (`{ o: offset }`); the store answers only this tenant's.
 */
export async function listInquiries(ctx: Pick<AppContext, 'repos' | 'clock'> & Required<Pick<AppContext, 'files'>>, query: ListInquiriesQuery): Promise<InquiryPage> {
  const offset = query.cursor ? decodeOffset(query.cursor) : 0;
  const limit = query.limit ?? integrationPage.defaultLimit;
  if (offset + limit > INQUIRIES_MAX_DEPTH) throw badRequest(integrationMessages.inquiriesTooDeep(INQUIRIES_MAX_DEPTH), { field: 'cursor' });
  const { items, total } = await ctx.repos.inquiries.listRecent(offset, limit);
  const rows = await Promise.all(
    items.map(async (i) => ({
      id: i.id,
      applicantId: i.applicantId,
      projectId: i.projectId,
      category: i.category,
      title: i.title,
      content: i.content,
      email: i.email,
      createdAt: i.createdAt,
      files: await Promise.all(i.files.map(async (f) => ({ filename: f.filename, filesize: f.filesize, url: await ctx.files.downloadUrl(f.filepath, f.filename) }))),
    })),
  );
  const next = offset + items.length;
  return {
    items: rows,
    nextCursor: items.length > 0 && next < total && next < INQUIRIES_MAX_DEPTH ? encodeCursor({ o: next }) : null,
    expiresAt: new Date(ctx.clock.now().getTime() + DOWNLOAD_SECONDS * 1000).toISOString(),
  };
}

function decodeOffset(cursor: string): number {
  const { o, ...rest } = cursorFields(cursor);
  if (Object.keys(rest).length > 0 || typeof o !== 'number' || !Number.isSafeInteger(o) || o < 0 || o > INQUIRIES_MAX_DEPTH) throw invalidCursor();
  return o;
}
