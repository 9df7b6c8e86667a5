import * as z from 'zod';

/** Numeric ids arrive as path strings; anything else is a 400, never a 500. */
export const idParam = z
  .string({ error: '식별자를 입력해 주세요.' })
  .regex(/^\d{1,12}$/, { error: '식별자는 숫자로 입력해 주세요.' })
  .transform((v) => Number(v));

export const ynFlag = z.enum(['Y', 'N']);

export const dateTimeString = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

export const fileRef = z.object({
  filepath: z.string(),
  filename: z.string(),
  view_status: ynFlag.optional(),
  filesize: z.number().optional(),
});
export type FileRef = z.infer<typeof fileRef>;

export const errorBody = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
