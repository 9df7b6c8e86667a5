import { createPageSchemaCache } from '@portal/shared/page-validation/page-schema-cache';
import type { StoredFormPage } from '../ports.ts';

/** Built page schemas of this container: a warm Lambda validates every save of a page with the schema built once. */
export const pageSchemas = createPageSchemaCache(256);

/** The cache scope of a stored page: its tenant, task, index and revision (re-imports change it); none without a revision. */
export const pageSchemaScope = (tenantId: number, taskId: number, page: StoredFormPage) =>
  page.revision === undefined ? undefined : { cache: pageSchemas, scope: `${tenantId}:${taskId}:${page.pageIndex}:${page.revision}` };
