import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';

/**
 * Language-test score verification (spec 2.13, 7 'POST etsInit'). The init call answers the provider's popup url,
 * or no url when the test has no verification here (then the picker applies the choice with ets_type = etsId).
 * The provider's result comes back to /etsResult with the spec's query parameters plus `seal`, the provider's
 * signature over the values and the applicant, which the row stores as ets_seal.
 */
export const etsInitBodySchema = lazySchema(() =>
  z.object({
    languageId: z.coerce.number().int().positive(),
    /** The row index of the language table the result belongs to (returned as `index`). */
    formIndex: z.coerce.number().int().min(0).max(999),
    etsId: z.string().trim().min(1).max(100),
    domain: z.string().max(255).optional(),
  }),
);
export type EtsInitBody = z.input<typeof etsInitBodySchema>;

export const etsInitAnswerSchema = lazySchema(() =>
  z.object({ url: z.string().optional() }),
);
export type EtsInitAnswer = z.infer<typeof etsInitAnswerSchema>;

/** The /etsResult query parameters (spec 2.13) and the provider's seal. */
export const ETS_RESULT_PARAMS = ['uname', 'name', 'id', 'index', 'score', 'grade', 'date', 'org', 'registrationNumber', 'seal'] as const;
export type EtsResultParam = (typeof ETS_RESULT_PARAMS)[number];
export type EtsResult = Record<EtsResultParam, string>;

/** The row key of the verification kind: a comma list of the verified parts ('score', 'grade'), or the etsId of a direct apply. */
export const ETS_TYPE_FIELD = 'ets_type';
/** The row key the provider's seal is stored under. */
export const ETS_SEAL_FIELD = 'ets_seal';
export const ETS_PARTS = ['score', 'grade'] as const;
export type EtsPart = (typeof ETS_PARTS)[number];

/** The verified parts an ets_type lists ('score,grade' → both; an etsId of a direct apply → none). */
export function etsPartsOf(etsType: unknown): EtsPart[] {
  if (typeof etsType !== 'string') return [];
  const words = etsType.split(',').map((w) => w.trim());
  return ETS_PARTS.filter((p) => words.includes(p));
}

/** The ets_type of a verified result: the parts it carries a value for. */
export const etsTypeOf = (result: Pick<EtsResult, 'score' | 'grade'>): string => ETS_PARTS.filter((p) => result[p].trim() !== '').join(',');
