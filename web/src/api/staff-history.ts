import { queryOptions } from '@tanstack/react-query';
import { CheckApplicantById } from '@portal/shared/api/find-application';
import { call } from '../lib/api-client.ts';

/**
 * Staff only (admin scope): the history of the applicant `checkId`, with that applicant's token for the test mode.
 * Each read issues a token and writes an audit record, so the handoff's read (spec 2.18 step 3) is kept for the
 * history page it leads to: shared by the handoff and find-application features, so it lives outside both.
 */
export const staffHistoryKeys = { all: ['staff-history'] as const };

export const staffHistoryQueryOptions = (checkId: number) =>
  queryOptions({
    queryKey: [...staffHistoryKeys.all, checkId] as const,
    queryFn: ({ signal }) => call(CheckApplicantById, { body: { check_id: checkId } }, { signal }),
    // Fresh for the history page's mount right after the handoff read it; any later visit reads again.
    staleTime: 5_000,
    retry: false,
  });
