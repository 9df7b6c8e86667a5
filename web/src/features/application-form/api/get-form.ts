import { queryOptions } from '@tanstack/react-query';
import { formPageSchema } from '@portal/shared/form/definition';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { FORM_CACHE_MS } from '../utils/form-constants.ts';

export const storedFormPageSchema = formPageSchema.extend({ pageCount: z.number().int().positive() });
export type StoredFormPage = z.infer<typeof storedFormPageSchema>;

/** GET forms/{taskId}/{pageIndex}: one page of the task's form definition (cached 10 s, spec 9). */
export const getFormPage = (taskId: number, pageIndex: number, signal?: AbortSignal) =>
  apiGet(`forms/${taskId}/${pageIndex}`, { schema: storedFormPageSchema, ...(signal ? { signal } : {}) });

export const formPageQueryOptions = (taskId: number, pageIndex: number) =>
  queryOptions({
    queryKey: ['form', 'page', taskId, pageIndex],
    queryFn: ({ signal }) => getFormPage(taskId, pageIndex, signal),
    staleTime: FORM_CACHE_MS,
    retry: false,
  });
