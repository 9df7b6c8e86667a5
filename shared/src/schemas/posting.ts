import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { fileRef, idParam, ynFlag } from './common.ts';

/** A recruitment notice (posting) as the applicant site reads it; state fields come from the server clock. */
export const postingSummarySchema = lazySchema(() => z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  remainDays: z.number().int(),
  isActive: z.boolean(),
  isEnd: z.boolean(),
  isView: z.boolean(),
  isRestriction: z.boolean(),
  status: ynFlag,
  /** Apply-button wording override ('email' = 'E-mail reception'). */
  applyLabel: z.enum(['email']).optional(),
}));
export type PostingSummary = z.infer<typeof postingSummarySchema>;

export const postingDetailSchema = postingSummarySchema.extend({
  content: z.string(),
  files: z.array(fileRef),
  domain: z.string(),
  project: z.object({ company_id: z.number().int() }),
});
export type PostingDetail = z.infer<typeof postingDetailSchema>;

export const recruitsParamsSchema = z.object({ companyId: idParam });
export const recruitParamsSchema = z.object({ noticeId: idParam });

/** 404 answer for a posting owned by another company: where it lives, so the SPA can redirect. */
export const postingElsewhereSchema = lazySchema(() => z.object({
  message: z.string(),
  redirectCompany: z.object({ id: z.number().int(), domain: z.string(), homeUrl: z.string() }).optional(),
}));
export type PostingElsewhere = z.infer<typeof postingElsewhereSchema>;
