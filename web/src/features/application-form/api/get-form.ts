import { queryOptions } from '@tanstack/react-query';
import type { Form, FormPage } from '@portal/shared/form/definition';
import { formSectionKinds } from '@portal/shared/form/field-kinds';
import type { Rule } from '@portal/shared/rules/model';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { startupAnswer, startupCall } from '../../../lib/startup-answers.ts';
import { FORM_CACHE_MS } from '../utils/form-constants.ts';

const sectionKinds: ReadonlySet<unknown> = new Set(formSectionKinds);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The answer of forms/{taskId}/{pageIndex}, checked at its envelope and each section's shape only.
 *
 * The definition itself was validated when the tenant's configuration was imported (formSchema and the rules schema,
 * shared/src/form/form-config.ts and tenant-config.ts), and the server stores and serves it in that parsed form
 * (test/integration/form-definition.test.ts checks that what it serves is a fixed point of formPageSchema). Parsing
 * it again here cost 10-45 ms of a 300-field page's start-up, and building the schemas for it (the rules model
 * among them) most of the rest of zod's start-up (npm run bench, render).
 */
export const storedFormPageSchema = z.object({
  pageIndex: z.number().int().nonnegative(),
  title: z.array(z.string()),
  projectVersion: z.number(),
  pageCount: z.number().int().positive(),
  forms: z.array(z.custom<Form>((v) => isRecord(v) && sectionKinds.has(v.code_value) && Array.isArray(v.details) && v.details.every((d) => isRecord(d) && Array.isArray(d.items)))),
  rules: z.array(z.custom<Rule>((v) => isRecord(v) && typeof v.kind === 'string')).optional(),
});
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
