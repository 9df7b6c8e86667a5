import * as z from 'zod';
import type { Form } from '../form-model/definition.ts';
import { formSectionKinds } from '../form-model/field-kinds.ts';
import { lazySchema } from '../lazy-schema.ts';
import type { Rule } from '../form-model/rule-model.ts';
import { applicantDataSchema } from './auth-step.ts';
import { savedPageSchema } from './form-api.ts';
import { isRecord } from '../is-record.ts';

const sectionKinds: ReadonlySet<unknown> = new Set(formSectionKinds);

/**
 * The answer of forms/{taskId}/{pageIndex}, checked at its envelope and each section's shape only.
 *
 * The definition itself was validated when the tenant's configuration was imported (formSchema and the rules schema,
 * shared/src/form-model/form-config.ts and tenant-config.ts), and the server stores and serves it in that parsed form
 * (test/integration/form-definition.test.ts checks that what it serves is a fixed point of formPageSchema). Parsing
 * it again in the browser cost 10-45 ms of a 300-field page's start-up (docs/web-performance.md).
 */
export const storedFormPageSchema = lazySchema(() =>
  z.object({
    pageIndex: z.number().int().nonnegative(),
    title: z.array(z.string()),
    projectVersion: z.number(),
    pageCount: z.number().int().positive(),
    forms: z.array(
      z.custom<Form>((v) => isRecord(v) && sectionKinds.has(v.code_value) && Array.isArray(v.details) && v.details.every((d) => isRecord(d) && Array.isArray(d.items))),
    ),
    rules: z.array(z.custom<Rule>((v) => isRecord(v) && typeof v.kind === 'string')).optional(),
    /** The last day of the applicant's project ('YYYY-MM-DD'), for the rules' caps given as project_end. */
    projectEnd: z.string().optional(),
  }),
);

/** applicant/open-form/{id}: the answers of applicant/view, forms/{taskId}/{pageIndex} and applicant/page/{id} in one. */
export const openedFormPageSchema = lazySchema(() => z.object({ applicant: applicantDataSchema, form: storedFormPageSchema, saved: savedPageSchema }));
