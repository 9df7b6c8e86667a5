import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyBrand } from '@portal/shared/schemas/company';
import { GetCompanyByDomain } from '@portal/shared/api/public-site';
import { call } from '../../../lib/api-client.ts';
import { companyKeys } from './company-keys.ts';

/** GET getCompanyByDomain/{domain}: public brand data, or {} when the domain is unknown. */
export const getCompanyByDomain = (domain: string, signal?: AbortSignal): Promise<CompanyBrand> =>
  call(GetCompanyByDomain, { params: { domain } }, { signal });

export const companyByDomainQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: companyKeys.byDomain(domain),
    queryFn: ({ signal }) => getCompanyByDomain(domain, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useCompanyByDomain = (domain: string) => useQuery(companyByDomainQueryOptions(domain));
