import { queryOptions } from '@tanstack/react-query';
import type { SavedPage } from '@portal/shared/schemas/form-api';
import { GetSavedPage } from '@portal/shared/api/form';
import { call } from '../../../lib/api-client.ts';
import { startupAnswer, startupCall } from '../../../lib/startup-answers.ts';
import { formKeys } from './form-keys.ts';

/** POST applicant/page/{id}: what the server holds for one page (never cached: another tab may have saved). */
export const getSavedPage = (applicantId: number, pageIndex: number, signal?: AbortSignal): Promise<SavedPage> =>
  call(GetSavedPage, { params: { id: applicantId }, body: { pageIndex } }, { signal });

export const savedPageQueryOptions = (applicantId: number, pageIndex: number) => {
  const queryKey = formKeys.saved(applicantId, pageIndex);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => startupCall(queryKey, () => getSavedPage(applicantId, pageIndex, signal)),
    // A page load's own answer (app/prime-startup.ts), once; every later mount asks the server.
    ...startupAnswer<SavedPage>(queryKey, 0),
    gcTime: 0,
    retry: false,
  });
};
