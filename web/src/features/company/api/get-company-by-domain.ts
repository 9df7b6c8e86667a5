import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyBrandSchema, type CompanyBrand } from '@portal/shared';
import { apiGet } from '../../../lib/api-client.ts';

/** GET getCompanyByDomain/{domain}: public brand data, or {} when the domain is unknown. */
export const getCompanyByDomain = (domain: string, signal?: AbortSignal): Promise<CompanyBrand> =>
  apiGet(`getCompanyByDomain/${encodeURIComponent(domain)}`, { schema: companyBrandSchema, ...(signal ? { signal } : {}) });

export const companyByDomainQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: ['getCompanyByDomain', domain],
    queryFn: ({ signal }) => getCompanyByDomain(domain, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useCompanyByDomain = (domain: string) => useQuery(companyByDomainQueryOptions(domain));
