import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostCheck } from '@portal/shared/schemas/company';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import { plainCall } from '../../../lib/api-client.ts';
import { readHostCheck } from '../../../lib/plain-readers.ts';
import { startupAnswer, startupCall } from '../../../lib/startup-answers.ts';
import { companyKeys } from './company-keys.ts';

/** GET checkHostname: the company of this host and the file domain, or {error}. Every page asks it: read without zod. */
export const checkHostname = (signal?: AbortSignal): Promise<HostCheck> => plainCall(plainRoutes.CheckHostname, { signal }, readHostCheck);

const hostnameKey = companyKeys.hostname;

export const checkHostnameQueryOptions = () =>
  queryOptions({
    queryKey: hostnameKey,
    queryFn: ({ signal }) => startupCall(hostnameKey, () => checkHostname(signal)),
    // A page load's own answer (app/prime-startup.ts), once.
    ...startupAnswer<HostCheck>(hostnameKey, Infinity),
    retry: 1,
  });

export const useCheckHostname = () => useQuery(checkHostnameQueryOptions());
