import { searchAddress } from '../../../domain/form/search-address.ts';
import { defineHandler } from '../../define-handler.ts';
import { localAddresses } from '../../../wiring/optional/local-addresses.ts';
import { SearchAddress } from '@portal/shared/api/form';

export const handler = defineHandler(SearchAddress, {
  adapters: { addresses: localAddresses },
  run: (ctx, { query }) => searchAddress(ctx, query),
});
