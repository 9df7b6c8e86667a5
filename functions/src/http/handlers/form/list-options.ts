import { optionListParamsSchema, optionListQuerySchema } from '@portal/shared';
import { listOptions } from '../../../domain/form/list-options.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: optionListParamsSchema,
  query: optionListQuerySchema,
  run: (ctx, { params, query }) => listOptions(ctx, { ...params, prerequisite: query.prerequisite }),
});
