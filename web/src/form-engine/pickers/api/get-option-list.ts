import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OptionList, OptionListType } from '@portal/shared/schemas/form-api';
import { ListOptions } from '@portal/shared/api/form';
import { call } from '../../../lib/api-client.ts';
import { useRules } from '../../rules/rules-context.tsx';
import { pickerKeys } from './picker-keys.ts';

export interface OptionListParams {
  type: OptionListType;
  taskId: number;
  /** An earlier answer that selects a configured variant of the list. */
  prerequisite?: string | undefined;
}

/** GET options/{type}/{taskId}[?prerequisite]: a task's required, preferred and all lists with picker settings. */
export const getOptionList = ({ type, taskId, prerequisite }: OptionListParams, signal?: AbortSignal): Promise<OptionList> =>
  call(ListOptions, { params: { type, taskId }, query: { prerequisite } }, { signal });

/** One cache entry per (type, task, prerequisite): every row of a table shares it. */
export const optionListQueryOptions = (params: OptionListParams) =>
  queryOptions({
    queryKey: pickerKeys.options(params.type, params.taskId, params.prerequisite ?? ''),
    queryFn: ({ signal }) => getOptionList(params, signal),
    // Catalogues change with a tenant import, not during an application.
    staleTime: 5 * 60_000,
  });

/**
 * A picker's list. Where a tenant rule names the answer that picks the list's variant (picker_prerequisite, e.g. Tenant
 * D's language type restrictions), that answer goes with the call as `prerequisite`.
 */
export function useOptionList(params: OptionListParams, enabled = true) {
  const prerequisite = useRules()?.prerequisites[params.type];
  return useQuery({ ...optionListQueryOptions(params.prerequisite === undefined && prerequisite !== undefined ? { ...params, prerequisite } : params), enabled });
}
