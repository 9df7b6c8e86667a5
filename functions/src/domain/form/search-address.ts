import type { AddressEntry } from '@portal/shared';
import type { With } from '../context.ts';
import type { SearchPage } from '../ports.ts';

/** Rows per page of the '우편번호 찾기' dialog. */
export const ADDRESS_PAGE_SIZE = 10;

/** GET address?keyword&page (spec 2.10 'address'): road addresses with their postal code, through the AddressSearch port. */
export async function searchAddress(ctx: With<'addresses'>, input: { keyword: string; page: number }): Promise<SearchPage<AddressEntry>> {
  return ctx.addresses.search({ keyword: input.keyword.trim(), page: Math.max(1, input.page), size: ADDRESS_PAGE_SIZE });
}
