import { ListApplications } from '@portal/shared/api/integration';
import { listApplications } from '../../../domain/integration/list-applications.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(ListApplications, { run: (ctx, { query }) => listApplications(ctx, query) });
