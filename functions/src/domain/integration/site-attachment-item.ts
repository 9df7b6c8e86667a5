import { SITE_ATTACHMENT_MAX_MB } from '@portal/shared/schemas/integration-config';
import type { Item } from '@portal/shared/form-model/definition';

/**
 * The attachments an organisation's system uploads for its postings and board posts, as an upload item: the same
 * allow-list of extensions, sniffed content and per-file size checks as an applicant's files.
 */
export const siteAttachmentItem: Item = {
  id: 0,
  title: '첨부파일',
  required: 'N',
  input_type: { type: 'file', field: 'site_attachment' },
  max_count: 1,
  max_size: SITE_ATTACHMENT_MAX_MB,
  total_max_size: SITE_ATTACHMENT_MAX_MB,
};
