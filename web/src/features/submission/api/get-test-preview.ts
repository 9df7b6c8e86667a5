import { queryOptions, useQuery } from '@tanstack/react-query';
import { previewSchema, type Preview } from '@portal/shared/schemas/submission';
import { ViewApplicant } from '@portal/shared/api/auth-step';
import { call } from '../../../lib/api-client.ts';
import { submissionKeys } from './submission-keys.ts';

/** POST applicant/view {type:'preview', _applicantId, key}: a preview by applicant id and preview key (no token needed). */
export const getTestPreview = (applicantId: string, key: string, signal?: AbortSignal): Promise<Preview> =>
  call(ViewApplicant, { body: { type: 'preview', _applicantId: applicantId, key } }, { schema: previewSchema, signal });

export const testPreviewQueryOptions = (applicantId: string, key: string) =>
  queryOptions({
    queryKey: submissionKeys.testPreview(applicantId, key),
    queryFn: ({ signal }) => getTestPreview(applicantId, key, signal),
    staleTime: 30_000,
    retry: false,
  });

export const useTestPreview = (applicantId: string, key: string, enabled = true) => useQuery({ ...testPreviewQueryOptions(applicantId, key), enabled });
