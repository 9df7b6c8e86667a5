import { listMedicals } from '../../../domain/form/list-medicals.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ListMedicals, {
  run: (ctx, { query }) => listMedicals(ctx, query),
});
