import type { FormPage } from '@portal/shared/form/definition';
import type { FormRepository, StoredFormPage } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import type { TenantTable } from './tenant-table.ts';

/** DynamoDB's item limit is 400 KB; keep a margin for keys and attributes. */
const MAX_PAGE_BYTES = 380 * 1024;

type PageItem = { page: FormPage; pageCount: number; sk: string; version?: number };

export function formRepository(table: TenantTable): FormRepository {
  return {
    async getPage(taskId, pageIndex) {
      const item = await table.get<PageItem>(keys.formPage(taskId, pageIndex));
      return item ? ({ ...item.page, pageCount: item.pageCount, revision: item.version } satisfies StoredFormPage) : undefined;
    },
    async listTaskPages(taskId) {
      const items = await table.queryPrefix<PageItem>(keys.formPagePrefix(taskId));
      return items.map((item) => ({ ...item.page, pageCount: item.pageCount, revision: item.version }) satisfies StoredFormPage).sort((a, b) => a.pageIndex - b.pageIndex);
    },
    async putTaskPages(taskId, pages) {
      for (const page of pages) {
        const bytes = Buffer.byteLength(JSON.stringify(page));
        if (bytes > MAX_PAGE_BYTES) throw new Error(`지원분야 ${taskId}의 ${page.pageIndex + 1}쪽 양식이 너무 큽니다 (${Math.round(bytes / 1024)} KB, 최대 380 KB). 쪽을 나눠 주세요.`);
      }
      const existing = await table.queryPrefix<PageItem>(keys.formPagePrefix(taskId));
      const keep = new Set(pages.map((p) => keys.formPage(taskId, p.pageIndex)));
      await table.deleteMany(existing.map((e) => e.sk).filter((sk) => !keep.has(sk)));
      for (const page of pages) await table.put(keys.formPage(taskId, page.pageIndex), entity.formPage, { page, pageCount: pages.length });
    },
  };
}
