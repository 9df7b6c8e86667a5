import { saveApplicantResultSchema, type SaveApplicantBody, type SaveApplicantResult } from '@portal/shared/schemas/form-api';
import { SaveApplicantPage } from '@portal/shared/api/form';
import { call } from '../../../lib/api-client.ts';

/** POST applicant/update/{id}: saves one page (422 invalid, 409 stale/submitted, 403 timeover). */
export const savePage = (applicantId: number, body: SaveApplicantBody): Promise<SaveApplicantResult> =>
  call(SaveApplicantPage, { params: { id: applicantId }, body }, { schema: saveApplicantResultSchema });
