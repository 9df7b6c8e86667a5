import { queryOptions } from '@tanstack/react-query';
import { savedPageSchema } from '@portal/shared';
import { request } from '../../../lib/api-client.ts';

/** POST applicant/page/{id}: what the server holds for one page (never cached: another tab may have saved). */
export const getSavedPage = (applicantId: number, pageIndex: number, signal?: AbortSignal) =>
  request(`applicant/page/${applicantId}`, { method: 'POST', body: { pageIndex }, schema: savedPageSchema, ...(signal ? { signal } : {}) });

export const savedPageQueryOptions = (applicantId: number, pageIndex: number) =>
  queryOptions({
    queryKey: ['form', 'saved', applicantId, pageIndex],
    queryFn: ({ signal }) => getSavedPage(applicantId, pageIndex, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
