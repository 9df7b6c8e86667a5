import { z } from 'zod';
import { idParam, ynFlag } from './common.ts';

export const taskSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  count: z.number().int().nonnegative(),
});
export type Task = z.infer<typeof taskSchema>;

export const agreementSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string() });

export const verifyOptionsSchema = z
  .object({ auth: z.boolean().default(false), email: z.boolean().default(false), sms: z.boolean().default(false) })
  .default({ auth: false, email: false, sms: false });

export const projectSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: ynFlag,
  startDate: z.string(),
  endDate: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectDetailSchema = projectSummarySchema.extend({
  tasks: z.array(taskSchema),
  agreements: z.array(agreementSchema),
  verify_options: verifyOptionsSchema,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectParamsSchema = z.object({ id: idParam });
export const projectsQuerySchema = z
  .object({ status: ynFlag.optional() });

export const projectNoticeItemSchema = z.object({ project_id: z.number().int(), title: z.string(), status: ynFlag });
export const projectNoticesParamsSchema = z.object({ companyId: idParam });

export const downloadQuerySchema = z
  .object({
    filepath: z
      .string({ error: '파일 경로를 입력해 주세요.' })
      .min(1, { error: '파일 경로를 입력해 주세요.' })
      .max(512, { error: '파일 경로가 너무 깁니다.' })
      .refine((p) => !p.split('/').includes('..'), { error: '파일 경로가 올바르지 않습니다.' }),
    filename: z
      .string({ error: '파일 이름을 입력해 주세요.' })
      .min(1, { error: '파일 이름을 입력해 주세요.' })
      .max(255, { error: '파일 이름이 너무 깁니다.' }),
  });
