import { listOptions } from '../../../domain/form/list-options.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ListOptions, {
  run: (ctx, { params, query }) => listOptions(ctx, { ...params, prerequisite: query.prerequisite }),
});
