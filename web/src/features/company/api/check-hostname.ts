import { queryOptions, useQuery } from '@tanstack/react-query';
import { hostCheckSchema, type HostCheck } from '@portal/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { startupAnswer, startupCall } from '../../../lib/startup-answers.ts';

/** GET checkHostname: the company of this host and the file domain, or {error}. */
export const checkHostname = (signal?: AbortSignal): Promise<HostCheck> =>
  apiGet('checkHostname', { schema: hostCheckSchema, ...(signal ? { signal } : {}) });

const hostnameKey = ['checkHostname'];

export const checkHostnameQueryOptions = () =>
  queryOptions({
    queryKey: hostnameKey,
    queryFn: ({ signal }) => startupCall(hostnameKey, () => checkHostname(signal)),
    // A page load's own answer (app/prime-startup.ts), once.
    ...startupAnswer<HostCheck>(hostnameKey, Infinity),
    retry: 1,
  });

export const useCheckHostname = () => useQuery(checkHostnameQueryOptions());
