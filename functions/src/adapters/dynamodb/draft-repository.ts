import type { DraftRecord, DraftRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import type { TenantTable } from './tenant-table.ts';

/** Drafts outlive the project by a month at most: the deadline job has used or skipped them by then. */
const DRAFT_TTL_SECONDS = 31 * 24 * 3600;

export function draftRepository(table: TenantTable, now: () => Date): DraftRepository {
  return {
    async put(draft) {
      // The item's own `version` is the storage version; the page version the draft was typed on is pageVersion.
      const { version: pageVersion, ...rest } = draft;
      await table.overwrite(keys.draft(draft.applicantId, draft.pageIndex), entity.draft, { ...rest, pageVersion }, {
        gsi1: { pk: keys.draftGsiPk(table.tenantId, draft.projectId, draft.applicantId), sk: keys.draftGsiSk(draft.applicantId, draft.pageIndex) },
        expiresAt: Math.floor(now().getTime() / 1000) + DRAFT_TTL_SECONDS,
      });
    },
    async *listByProject(projectId) {
      // The project's drafts are spread over several index partitions (keys.draftGsiPk); the job reads them one after another.
      for (const gsiPk of keys.draftGsiPks(table.tenantId, projectId)) {
        for await (const items of table.queryGsi1All<Omit<DraftRecord, 'version'> & { pageVersion: number }>(gsiPk)) {
          // gsi1 is a projection of the whole item; hand the domain its fields only.
          yield items.map((i) => ({
            applicantId: i.applicantId,
            projectId: i.projectId,
            pageIndex: i.pageIndex,
            version: i.pageVersion,
            values: i.values,
            savedAt: i.savedAt,
          }));
        }
      }
    },
    async listByApplicant(applicantId) {
      const items = await table.queryPrefix<Omit<DraftRecord, 'version'> & { pageVersion: number }>(keys.draftPrefix(applicantId));
      return items.map((i) => ({ applicantId: i.applicantId, projectId: i.projectId, pageIndex: i.pageIndex, version: i.pageVersion, values: i.values, savedAt: i.savedAt }));
    },
    async delete(applicantId, pageIndex) {
      await table.delete(keys.draft(applicantId, pageIndex));
    },
  };
}
