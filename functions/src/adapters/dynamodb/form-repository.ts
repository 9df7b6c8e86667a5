import type { FormPage } from '@portal/shared/form-model/definition';
import type { FormRepository, StoredFormPage } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { RecentReads } from './recent-reads.ts';
import type { TenantTable } from './tenant-table.ts';

/** DynamoDB's item limit is 400 KB; keep a margin for keys and attributes. */
const MAX_PAGE_BYTES = 380 * 1024;

type PageItem = { page: FormPage; pageCount: number; sk: string; version?: number };

/** How old a form page from getPageRecent may be (docs/data-model.md 'Cached reads'); the browser keeps one 10 s. */
export const FORM_PAGE_CACHE_MS = 5_000;
// Pages are at most 380 KB and usually tens of KB: 128 of them stay well inside a Lambda's memory.
const recent = new RecentReads<StoredFormPage>(FORM_PAGE_CACHE_MS, 128);

export const clearFormPageCache = () => recent.clear();

export function formRepository(table: TenantTable): FormRepository {
  const taskKey = (taskId: number) => `${table.tableName}:${table.pk}:${taskId}:`;
  const repo: FormRepository = {
    async getPage(taskId, pageIndex) {
      const item = await table.get<PageItem>(keys.formPage(taskId, pageIndex));
      return item ? ({ ...item.page, pageCount: item.pageCount, revision: item.version } satisfies StoredFormPage) : undefined;
    },
    getPageRecent: (taskId, pageIndex) => recent.get(`${taskKey(taskId)}${pageIndex}`, () => repo.getPage(taskId, pageIndex)),
    async listTaskPages(taskId) {
      const items = await table.queryPrefix<PageItem>(keys.formPagePrefix(taskId));
      return items.map((item) => ({ ...item.page, pageCount: item.pageCount, revision: item.version }) satisfies StoredFormPage).sort((a, b) => a.pageIndex - b.pageIndex);
    },
    async putTaskPages(taskId, pages) {
      for (const page of pages) {
        const bytes = Buffer.byteLength(JSON.stringify(page));
        if (bytes > MAX_PAGE_BYTES) throw new Error(`지원분야 ${taskId}의 ${page.pageIndex + 1}쪽 양식이 너무 큽니다 (${Math.round(bytes / 1024)} KB, 최대 380 KB). 쪽을 나눠 주세요.`);
      }
      // Forgotten before and after: a read between the writes must not keep a page of the old form.
      recent.forget(taskKey(taskId));
      try {
        const existing = await table.queryPrefix<PageItem>(keys.formPagePrefix(taskId));
        await table.deleteExcept(existing, pages.map((p) => keys.formPage(taskId, p.pageIndex)));
        for (const page of pages) await table.put(keys.formPage(taskId, page.pageIndex), entity.formPage, { page, pageCount: pages.length });
      } finally {
        recent.forget(taskKey(taskId));
      }
    },
  };
  return repo;
}
