import { addressQuerySchema } from '@portal/shared';
import { searchAddress } from '../../../domain/form/search-address.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  query: addressQuerySchema,
  run: (ctx, { query }) => searchAddress(ctx, query),
});
