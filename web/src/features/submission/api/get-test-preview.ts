import { queryOptions, useQuery } from '@tanstack/react-query';
import { previewSchema, type Preview } from '@portal/shared';
import { request } from '../../../lib/api-client.ts';

/** POST applicant/view {type:'preview', _applicantId, key}: a preview by applicant id and preview key (no token needed). */
export const getTestPreview = (applicantId: string, key: string, signal?: AbortSignal): Promise<Preview> =>
  request('applicant/view', { method: 'POST', body: { type: 'preview', _applicantId: applicantId, key }, schema: previewSchema, ...(signal ? { signal } : {}) });

export const testPreviewQueryOptions = (applicantId: string, key: string) =>
  queryOptions({
    queryKey: ['submission', 'test-preview', applicantId, key],
    queryFn: ({ signal }) => getTestPreview(applicantId, key, signal),
    staleTime: 30_000,
    retry: false,
  });

export const useTestPreview = (applicantId: string, key: string, enabled = true) => useQuery({ ...testPreviewQueryOptions(applicantId, key), enabled });
