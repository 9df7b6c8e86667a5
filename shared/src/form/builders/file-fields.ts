import * as z from 'zod';
import type { Item } from '../../form-model/definition.ts';
import { formMessages as M } from '../../messages/form.ts';
import { uploadMessages as U } from '../../messages/uploads.ts';
import { isBlank } from '../checks.ts';
import { fileLimits } from '../file-limits.ts';
import type { FieldFamily } from './field-builder.ts';

const fileEntry = z.object({ filepath: z.string(), filename: z.string(), filesize: z.number().optional() }).loose();

/** 5 'File upload': the message for a file list that breaks the item's limits, if any. Sizes come from the server's upload records. */
export function fileLimitMessage(item: Item, entries: { filesize?: number | undefined }[]): string | undefined {
  const l = fileLimits(item);
  if (l.maxCount !== undefined && entries.length > l.maxCount) return U.count;
  if (entries.some((e) => (e.filesize ?? 0) > l.maxBytes)) return l.sizeMessage;
  const total = entries.reduce((sum, e) => sum + (e.filesize ?? 0), 0);
  if (l.totalBytes !== undefined && total > l.totalBytes) return U.totalSize;
  return undefined;
}

function files(item: Item, required: boolean): z.ZodType {
  const list = z.array(fileEntry, { error: M.engine.invalidFormat }).superRefine((vs, ctx) => {
    // The required check runs on the file count; required is lifted once files exist.
    if (required && vs.length === 0) ctx.addIssue({ code: 'custom', message: M.required });
    const limit = fileLimitMessage(item, vs);
    if (limit) ctx.addIssue({ code: 'custom', message: limit });
  });
  return z.preprocess((v) => (isBlank(v) ? [] : v), list);
}

/** A photo is its stored path (or one file entry). Checked by hand, not z.union: form resolvers report a union's branch errors, not its message. */
function photo(required: boolean): z.ZodType {
  const isEntry = (v: unknown) => fileEntry.safeParse(v).success;
  return z.preprocess(
    (v) => (isBlank(v) || (Array.isArray(v) && v.length === 0) ? undefined : v),
    z.unknown().superRefine((v, ctx) => {
      if (v === undefined) {
        if (required) ctx.addIssue({ code: 'custom', message: M.required });
        return;
      }
      const ok = typeof v === 'string' || isEntry(v) || (Array.isArray(v) && v.every(isEntry));
      if (!ok) ctx.addIssue({ code: 'custom', message: M.engine.invalidFormat });
    }),
  );
}

/** file posts a list of {filepath, filename, filesize} under {field} plus {field}_count; photo its path. */
export const fileFields: FieldFamily<'file' | 'photo'> = {
  file: ({ c, item, required }) => {
    const f = item.input_type.field;
    c.shape[f] = files(item, required);
    c.shape[`${f}_count`] = z.union([z.number(), z.string()]).optional();
  },
  photo: ({ c, item, required }) => {
    c.shape[item.input_type.field] = photo(required);
  },
};
