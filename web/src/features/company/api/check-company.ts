import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckCompany } from '@portal/shared';
import { CheckCompany as CheckCompanyCall } from '@portal/shared/api/public-site';
import { call } from '../../../lib/api-client.ts';
import { companyKeys } from './company-keys.ts';

/** GET checkCompany: {result:'match', company} or {result:'noMatch'}. */
export const checkCompany = (signal?: AbortSignal): Promise<CheckCompany> =>
  call(CheckCompanyCall, {}, { signal });

export const checkCompanyQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.check, queryFn: ({ signal }) => checkCompany(signal), staleTime: Infinity, retry: false });

export const useCheckCompany = (enabled: boolean) => useQuery({ ...checkCompanyQueryOptions(), enabled });
