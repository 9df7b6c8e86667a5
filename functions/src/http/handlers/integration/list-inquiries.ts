import { ListInquiries } from '@portal/shared/api/integration';
import { listInquiries } from '../../../domain/integration/list-inquiries.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';

export const handler = defineHandler(ListInquiries, { adapters: { files: s3Files }, run: (ctx, { query }) => listInquiries(ctx, query) });
