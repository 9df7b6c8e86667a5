import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { fileKeys } from './file-keys.ts';

/** download?filepath&filename: a short-lived link to one of this company's own files. */
export async function getDownloadUrl(ctx: AppContext, input: { filepath: string; filename: string }): Promise<string> {
  const key = input.filepath.replace(/^\/+/, '');
  if (!fileKeys.isOwnedBy(key, ctx.tenant.id) || !(await ctx.files.exists(key))) throw notFound(messages.api.fileNotFound);
  return ctx.files.downloadUrl(key, input.filename);
}
