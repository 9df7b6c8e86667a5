import type { FileRef } from '@portal/shared';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import { unprocessable } from '../errors.ts';
import { fileKeys } from '../public-site/file-keys.ts';

/** Attachments named by the integration API: files already stored under the organisation's own prefixes, nothing else. */
export function tenantFiles(tenantId: number, files: readonly { asset?: string | undefined; filepath?: string | undefined; filename: string; view_status: 'Y' | 'N' }[]): FileRef[] {
  return files.map((f) => {
    if (f.asset !== undefined || f.filepath === undefined) throw unprocessable(m.fileAssetNotAllowed);
    // Never an applicant's upload: a posting's attachment is public, an applicant's file is theirs and staff's.
    if (!fileKeys.isCanonical(f.filepath) || !fileKeys.isOwnedBy(f.filepath, tenantId) || fileKeys.inApplicantArea(f.filepath, tenantId))
      throw unprocessable(m.fileOutsideTenant(f.filepath));
    return { filepath: f.filepath, filename: f.filename, view_status: f.view_status };
  });
}
