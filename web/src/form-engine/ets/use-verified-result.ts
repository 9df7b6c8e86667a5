import { useWatch } from 'react-hook-form';
import { ETS_TYPE_FIELD, etsPartsOf } from '@portal/shared/schemas/language-score';

/** Whether the row holds a verified result: its ets_type lists 'score' or 'grade' (spec 2.13, 5 'Language'). */
export function useVerifiedResult(prefix: string): boolean {
  const etsType = useWatch({ name: `${prefix}${ETS_TYPE_FIELD}` }) as unknown;
  return etsPartsOf(etsType).length > 0;
}
