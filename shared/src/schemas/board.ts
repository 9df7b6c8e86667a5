import * as z from 'zod';
import { constants } from '../constants.ts';
import { fileRef, idParam } from './common.ts';
import { lazySchema } from '../lazy-schema.ts';

export const boardTypeSchema = lazySchema(() =>
  z.enum(['notice', 'faq', 'qna'], { error: '게시판 종류가 올바르지 않습니다.' }),
);
export type BoardType = z.infer<typeof boardTypeSchema>;

export const boardListParamsSchema = lazySchema(() =>
  z.object({ type: boardTypeSchema, companyId: idParam }),
);
const positiveInt = (label: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, { error: `${label}은(는) 숫자로 입력해 주세요.` })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: `${label}은(는) 1 이상이어야 합니다.` }).max(max, { error: `${label}은(는) ${max} 이하로 입력해 주세요.` }));

export const boardListQuerySchema = lazySchema(() =>
  z
    .object({
      page: positiveInt('페이지', 100_000).optional(),
      size: positiveInt('페이지 크기', constants.boardPageSizeMax).optional(),
    }),
);

export const boardListItemSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    date: z.string(),
    /** FAQ lists carry their answers; notice lists do not. */
    content: z.string().optional(),
  }),
);
export const boardListSchema = lazySchema(() =>
  z.object({ data: z.array(boardListItemSchema), total: z.number().int() }),
);
export type BoardList = z.infer<typeof boardListSchema>;

export const boardPostSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    type: boardTypeSchema,
    title: z.string(),
    date: z.string(),
    content: z.string(),
    files: z.array(fileRef),
    company_id: z.number().int(),
  }),
);
export type BoardPost = z.infer<typeof boardPostSchema>;

export const boardParamsSchema = lazySchema(() =>
  z.object({ id: idParam }),
);
export const boardCodeParamsSchema = lazySchema(() =>
  z.object({ type: boardTypeSchema }),
);
/** Spec part 2 section 7 sends the company in the query; the host already names the tenant, so it is only checked. */
export const boardCodeQuerySchema = lazySchema(() =>
  z.object({ companyId: idParam.optional() }),
);
export const boardOptionSchema = lazySchema(() =>
  z.object({ name: z.string(), value: z.enum(['Y', 'N']), description: z.string() }),
);
export type BoardOption = z.infer<typeof boardOptionSchema>;
