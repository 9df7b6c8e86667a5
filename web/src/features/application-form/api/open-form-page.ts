import type { ApplicantData } from '@portal/shared/schemas/auth-step';
import type { SavedPage } from '@portal/shared/schemas/form-api';
import { OpenFormPage } from '@portal/shared/api/form';
import { call } from '../../../lib/api-client.ts';
import type { StoredFormPage } from './get-form.ts';

export interface OpenedFormPage {
  applicant: ApplicantData;
  form: StoredFormPage;
  saved: SavedPage;
}

/**
 * POST applicant/open-form/{id}: a form page's first load in one call. Its parts are the answers of applicant/view,
 * forms/{taskId}/{pageIndex} and applicant/page/{id}; app/prime-startup.ts hands each to the query of its own call.
 */
export const openFormPage = (applicantId: number, taskId: number, pageIndex: number): Promise<OpenedFormPage> =>
  call(OpenFormPage, { params: { id: applicantId }, body: { taskId, pageIndex } }) as Promise<OpenedFormPage>;
