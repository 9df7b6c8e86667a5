import * as z from 'zod';
import { idParam } from './common.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * Exam-site selection (spec 2.12, 3 'Exam place', 4 'Exam-site rows'): places of one form detail with live
 * counts, and the applicant's choice. Capacity is enforced by the server with conditional writes.
 */
export const EXAM_PLACE_CLOSED_TEXT = '접수마감';
/** A form detail with this code.value is an exam-site selection (its places come from the project's exam_sites). */
export const EXAM_SITE_DETAIL_CODE = 'exam_site';

export const examPlaceSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    place_name: z.string(),
    address: z.string(),
    /** Applicants holding a seat. */
    count: z.number().int().nonnegative(),
    /** Seats. */
    total_count: z.number().int().nonnegative(),
    /** Waitlisted applicants. */
    waiting: z.number().int().nonnegative(),
    /** The closing status text; EXAM_PLACE_CLOSED_TEXT marks a place closed to new applications. */
    is_closed: z.string(),
  }),
);
export type ExamPlace = z.infer<typeof examPlaceSchema>;

export const examPlacesParamsSchema = lazySchema(() =>
  z.object({ detailId: idParam }),
);
export const examPlacesSchema = lazySchema(() =>
  z.object({
    placeList: z.array(examPlaceSchema),
    /** The chosen place id, or null. */
    answer: z.number().int().nullable(),
    /** 'Y' holds a seat, 'W' waitlisted; null without a choice. */
    answerStatus: z.enum(['Y', 'W']).nullable(),
  }),
);
export type ExamPlaces = z.infer<typeof examPlacesSchema>;

/** The exam-site save (applicant/update/{id} with saveType 'place', the spec's Tenant B save type). */
export const examPlaceSaveBodySchema = lazySchema(() =>
  z.object({
    saveType: z.literal('place'),
    detailId: z.number().int().positive(),
    /** The place to apply to; null cancels the current choice. */
    placeId: z.number().int().positive().nullable(),
  }),
);
export type ExamPlaceSaveBody = z.infer<typeof examPlaceSaveBodySchema>;

/** Y applied ('Application completed'), W waitlisted, C cancelled; `status` echoes it as the spec's answer does. */
export const examPlaceSaveResultSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    status: z.enum(['Y', 'W', 'C']),
    result: z.enum(['Y', 'W', 'C']),
    message: z.string(),
    placeId: z.number().int().nullable(),
  }),
);
export type ExamPlaceSaveResult = z.infer<typeof examPlaceSaveResultSchema>;
