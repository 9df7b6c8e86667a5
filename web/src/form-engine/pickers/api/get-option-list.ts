import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionListSchema, type OptionList, type OptionListType } from '@portal/shared';
import { apiGet } from '../../../lib/api-client.ts';

export interface OptionListParams {
  type: OptionListType;
  taskId: number;
  /** An earlier answer that selects a configured variant of the list. */
  prerequisite?: string | undefined;
}

/** GET options/{type}/{taskId}[?prerequisite]: a task's required, preferred and all lists with picker settings. */
export const getOptionList = ({ type, taskId, prerequisite }: OptionListParams, signal?: AbortSignal): Promise<OptionList> =>
  apiGet(`options/${type}/${taskId}`, { query: { prerequisite }, schema: optionListSchema, ...(signal ? { signal } : {}) });

/** One cache entry per (type, task, prerequisite): every row of a table shares it. */
export const optionListQueryOptions = (params: OptionListParams) =>
  queryOptions({
    queryKey: ['pickers', 'options', params.type, params.taskId, params.prerequisite ?? ''],
    queryFn: ({ signal }) => getOptionList(params, signal),
    // Catalogues change with a tenant import, not during an application.
    staleTime: 5 * 60_000,
  });

export const useOptionList = (params: OptionListParams, enabled = true) => useQuery({ ...optionListQueryOptions(params), enabled });
