import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckCompany } from '@portal/shared/schemas/company';
import { call } from '../../../lib/api-client.ts';
import { companyKeys } from './company-keys.ts';

/** GET checkCompany: {result:'match', company} or {result:'noMatch'}. */
export const checkCompany = async (signal?: AbortSignal): Promise<CheckCompany> => {
  // Only with a workspace: the contract and its schemas load then, not with every page.
  const { CheckCompany: contract } = await import('@portal/shared/api/public-site');
  return call(contract, {}, { signal });
};

export const checkCompanyQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.check, queryFn: ({ signal }) => checkCompany(signal), staleTime: Infinity, retry: false });

export const useCheckCompany = (enabled: boolean) => useQuery({ ...checkCompanyQueryOptions(), enabled });
