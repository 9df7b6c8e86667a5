import { medicalsQuerySchema } from '@portal/shared';
import { listMedicals } from '../../../domain/form/list-medicals.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  query: medicalsQuerySchema,
  run: (ctx, { query }) => listMedicals(ctx, query),
});
