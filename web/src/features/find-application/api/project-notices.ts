import { queryOptions, useQuery } from '@tanstack/react-query';
import { ListProjectNotices } from '@portal/shared/api/public-site';
import { call } from '../../../lib/api-client.ts';
import { findApplicationKeys } from './find-application-keys.ts';

/** The company's project notices for the identification form: notices of status 'N' are not offered (spec part 2, 2.3). */
export const projectNoticesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: findApplicationKeys.notices(companyId),
    queryFn: async ({ signal }) => (await call(ListProjectNotices, { params: { companyId } }, { signal })).filter((n) => n.status !== 'N'),
    staleTime: 60_000,
  });

export const useProjectNotices = (companyId: number) => useQuery(projectNoticesQueryOptions(companyId));
