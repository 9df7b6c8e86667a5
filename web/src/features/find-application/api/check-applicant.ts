import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApplicantHistory, IdentifyBody } from '@portal/shared/schemas/find-application';
import { CheckApplicant, CheckApplicantById } from '@portal/shared/api/find-application';
import { call } from '../../../lib/api-client.ts';
import { findApplicationKeys } from './find-application-keys.ts';

/** POST applicant/check with the identification fields: the history and a new applicant token. */
export const identifyApplicant = (body: IdentifyBody): Promise<ApplicantHistory> => call(CheckApplicant, { body });

/** POST applicant/check with no body: the history of the stored token's applicant. */
export const applicantHistory = (signal?: AbortSignal): Promise<ApplicantHistory> => call(CheckApplicant, { body: {} as IdentifyBody }, { signal });

export const applicantHistoryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: findApplicationKeys.history(token),
    queryFn: ({ signal }) => applicantHistory(signal),
    retry: false,
  });

export const useApplicantHistory = (token: string | null) => useQuery({ ...applicantHistoryQueryOptions(token ?? ''), enabled: Boolean(token) });

export const useIdentifyApplicant = () =>
  useMutation(
    mutationOptions({
      mutationKey: findApplicationKeys.identify,
      mutationFn: identifyApplicant,
    }),
  );

/** Staff only (admin scope): the history of the applicant `checkId`, with that applicant's token for the test mode. */
export const useStaffHistory = (checkId: number | undefined) =>
  useQuery({
    queryKey: [...findApplicationKeys.all, 'staff-history', checkId ?? 0],
    queryFn: ({ signal }) => call(CheckApplicantById, { body: { check_id: checkId ?? 0 } }, { signal }),
    enabled: checkId !== undefined,
    retry: false,
  });
