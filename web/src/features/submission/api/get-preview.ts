import { queryOptions, useQuery } from '@tanstack/react-query';
import { previewSchema, type Preview } from '@portal/shared/schemas/submission';
import { ViewApplicant } from '@portal/shared/api/auth-step';
import { call } from '../../../lib/api-client.ts';
import { submissionKeys } from './submission-keys.ts';

/** POST applicant/view {type:'preview'}: the preview of the applicant of the stored applicant token. */
export const getPreview = (signal?: AbortSignal): Promise<Preview> =>
  call(ViewApplicant, { body: { type: 'preview' } }, { schema: previewSchema, signal });

export const previewQueryOptions = () =>
  queryOptions({
    queryKey: submissionKeys.preview,
    queryFn: ({ signal }) => getPreview(signal),
    // Never cached: a save in another tab, a submit or a cancel changes what must be shown.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const usePreview = (enabled = true) => useQuery({ ...previewQueryOptions(), enabled });
