import { z } from 'zod';
import { applicantDataSchema, savedPageSchema, type ApplicantData, type SavedPage } from '@portal/shared';
import { request } from '../../../lib/api-client.ts';
import { storedFormPageSchema, type StoredFormPage } from './get-form.ts';

export interface OpenedFormPage {
  applicant: ApplicantData;
  form: StoredFormPage;
  saved: SavedPage;
}

const openedFormPageSchema = z.object({ applicant: applicantDataSchema, form: storedFormPageSchema, saved: savedPageSchema });

/**
 * POST applicant/open-form/{id}: a form page's first load in one call. Its parts are the answers of applicant/view,
 * forms/{taskId}/{pageIndex} and applicant/page/{id}; app/prime-startup.ts hands each to the query of its own call.
 */
export const openFormPage = (applicantId: number, taskId: number, pageIndex: number): Promise<OpenedFormPage> =>
  request(`applicant/open-form/${applicantId}`, { method: 'POST', body: { taskId, pageIndex }, schema: openedFormPageSchema }) as Promise<OpenedFormPage>;
