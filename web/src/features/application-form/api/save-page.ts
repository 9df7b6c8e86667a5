import { saveApplicantResultSchema, type SaveApplicantBody, type SaveApplicantResult } from '@portal/shared/schemas/form-api';
import { SaveApplicantPage } from '@portal/shared/api/form';
import { call } from '../../../lib/api-client.ts';

/**
 * POST applicant/update/{id}: saves one page (422 invalid, 409 stale/submitted, 403 timeover). `idempotencyKey` is the
 * same on every try of one save: a try whose first was written gets that one's answer, not a stale refusal.
 */
export const savePage = (applicantId: number, body: SaveApplicantBody, idempotencyKey?: string): Promise<SaveApplicantResult> =>
  call(SaveApplicantPage, { params: { id: applicantId }, body, ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}) }, { schema: saveApplicantResultSchema });
