import { searchAddress } from '../../../domain/form/search-address.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.SearchAddress, {
  run: (ctx, { query }) => searchAddress(ctx, query),
});
