import type { AddressEntry } from '@portal/shared';
import type { AddressSearch } from '../../domain/ports.ts';
import { roadAddresses } from './road-addresses.ts';
import { matchesOneField, pageOf, searchWords } from './text-match.ts';

/**
 * The local AddressSearch provider: the bundled road-address sample, matched on the words of the road
 * address (with its dong and building) or of the jibun address. In production a postal-address API adapter
 * (e.g. the juso.go.kr road-name address API) implements the same port (docs/reference-data.md).
 */
export function localAddressSearch(data: readonly AddressEntry[] = roadAddresses): AddressSearch {
  return {
    async search({ keyword, page, size }) {
      const words = searchWords(keyword);
      const hits = words.length ? data.filter((a) => matchesOneField(words, [a.road_address, a.jibun_address])) : [];
      return pageOf(hits, page, size);
    },
  };
}
