import type { AddressEntry } from '@portal/shared';
import data from './road-addresses.json' with { type: 'json' };

/**
 * A bundled sample of Korean road addresses for the local AddressSearch provider (docs/reference-data.md).
 * Synthetic entries in the shape of the road-name address data (5-digit postal code, road address with the
 * legal dong and building in parentheses, jibun address); region names and postal-code ranges are real,
 * numbers and buildings are made up. Rows (in road-addresses.json, data rather than code): [post_code, road_address, jibun_address].
 */
const rows = data as unknown as readonly (readonly [string, string, string])[];

export const roadAddresses: readonly AddressEntry[] = rows.map(([post_code, road_address, jibun_address]) => ({ post_code, road_address, jibun_address }));
