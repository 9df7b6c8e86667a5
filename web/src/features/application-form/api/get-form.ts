import { queryOptions } from '@tanstack/react-query';
import { GetForm } from '@portal/shared/api/form';
import type { FormPage } from '@portal/shared/form-model/definition';
import { call } from '../../../lib/api-client.ts';
import { startupAnswer, startupCall } from '../../../lib/startup-answers.ts';
import { FORM_CACHE_MS } from '../utils/form-constants.ts';
import { formKeys } from './form-keys.ts';

/** A page as served: the definition, its page count, and the project's last day when its rules cap dates at it. */
export type StoredFormPage = FormPage & { pageCount: number; projectEnd?: string | undefined };

/** GET forms/{taskId}/{pageIndex}: one page of the task's form definition (cached 10 s, spec 9). */
export const getFormPage = (taskId: number, pageIndex: number, signal?: AbortSignal): Promise<StoredFormPage> =>
  call(GetForm, { params: { taskId, pageIndex } }, { signal });

export const formPageQueryOptions = (taskId: number, pageIndex: number) => {
  const queryKey = formKeys.page(taskId, pageIndex);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => startupCall(queryKey, () => getFormPage(taskId, pageIndex, signal)),
    // A page load's own answer (app/prime-startup.ts), once.
    ...startupAnswer<StoredFormPage>(queryKey, FORM_CACHE_MS),
    retry: false,
  });
};
