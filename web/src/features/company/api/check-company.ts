import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkCompanySchema, type CheckCompany } from '@portal/shared';
import { apiGet } from '../../../lib/api-client.ts';

/** GET checkCompany: {result:'match', company} or {result:'noMatch'}. */
export const checkCompany = (signal?: AbortSignal): Promise<CheckCompany> =>
  apiGet('checkCompany', { schema: checkCompanySchema, ...(signal ? { signal } : {}) });

export const checkCompanyQueryOptions = () =>
  queryOptions({ queryKey: ['checkCompany'], queryFn: ({ signal }) => checkCompany(signal), staleTime: Infinity, retry: false });

export const useCheckCompany = (enabled: boolean) => useQuery({ ...checkCompanyQueryOptions(), enabled });
