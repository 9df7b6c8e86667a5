import { localAddressSearch } from '../../adapters/reference/local-address-search.ts';
import type { AdapterFactory } from './adapter-factory.ts';

/** The road-address search over the bundled list; a production postal-address API adapter plugs in here (docs/reference-data.md). */
export const localAddresses: AdapterFactory<'addresses'> = { port: 'addresses', build: () => localAddressSearch() };
