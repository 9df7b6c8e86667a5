import { queryOptions, useQuery } from '@tanstack/react-query';
import { hostCheckSchema, type HostCheck } from '@portal/shared';
import { apiGet } from '../../../lib/api-client.ts';

/** GET checkHostname: the company of this host and the file domain, or {error}. */
export const checkHostname = (signal?: AbortSignal): Promise<HostCheck> =>
  apiGet('checkHostname', { schema: hostCheckSchema, ...(signal ? { signal } : {}) });

export const checkHostnameQueryOptions = () =>
  queryOptions({
    queryKey: ['checkHostname'],
    queryFn: ({ signal }) => checkHostname(signal),
    staleTime: Infinity,
    retry: 1,
  });

export const useCheckHostname = () => useQuery(checkHostnameQueryOptions());
