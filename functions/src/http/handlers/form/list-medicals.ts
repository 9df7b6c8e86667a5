import { listMedicals } from '../../../domain/form/list-medicals.ts';
import { defineHandler } from '../../define-handler.ts';
import { bundledMedicals } from '../../../wiring/optional/bundled-medicals.ts';
import { ListMedicals } from '@portal/shared/api/form';

export const handler = defineHandler(ListMedicals, {
  adapters: { medicals: bundledMedicals },
  run: (ctx, { query }) => listMedicals(ctx, query),
});
