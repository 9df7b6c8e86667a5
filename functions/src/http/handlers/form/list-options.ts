import { listOptions } from '../../../domain/form/list-options.ts';
import { defineHandler } from '../../define-handler.ts';
import { ListOptions } from '@portal/shared/api/form';

export const handler = defineHandler(ListOptions, {
  run: (ctx, { params, query }) => listOptions(ctx, { ...params, prerequisite: query.prerequisite }),
});
