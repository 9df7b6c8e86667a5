import { queryOptions } from '@tanstack/react-query';
import type { FormPage } from '@portal/shared/form/definition';
import { storedFormPageSchema } from '@portal/shared/schemas/form-page';
import { apiGet } from '../../../lib/api-client.ts';
import { startupAnswer, startupCall } from '../../../lib/startup-answers.ts';
import { FORM_CACHE_MS } from '../utils/form-constants.ts';

export { storedFormPageSchema };
export type StoredFormPage = FormPage & { pageCount: number };

/** GET forms/{taskId}/{pageIndex}: one page of the task's form definition (cached 10 s, spec 9). */
export const getFormPage = (taskId: number, pageIndex: number, signal?: AbortSignal): Promise<StoredFormPage> =>
  apiGet(`forms/${taskId}/${pageIndex}`, { schema: storedFormPageSchema, ...(signal ? { signal } : {}) });

export const formPageQueryOptions = (taskId: number, pageIndex: number) => {
  const queryKey = ['form', 'page', taskId, pageIndex];
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => startupCall(queryKey, () => getFormPage(taskId, pageIndex, signal)),
    // A page load's own answer (app/prime-startup.ts), once.
    ...startupAnswer<StoredFormPage>(queryKey, FORM_CACHE_MS),
    retry: false,
  });
};
