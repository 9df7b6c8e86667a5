import { describe, expect, it } from 'vitest';
import { localAddressSearch } from '../../adapters/reference/local-address-search.ts';
import { roadAddresses } from '../../adapters/reference/road-addresses.ts';
import type { With } from '../context.ts';
import type { AddressSearch } from '../ports.ts';
import { ADDRESS_PAGE_SIZE, searchAddress } from './search-address.ts';

const ctxWith = (addresses: AddressSearch) => ({ addresses }) as unknown as With<'addresses'>;

describe('searchAddress', () => {
  it('passes the trimmed keyword and the page to the port', async () => {
    const asked: unknown[] = [];
    await searchAddress(ctxWith({ search: async (i) => (asked.push(i), { current_page: i.page, total: 0, data: [] }) }), { keyword: ' 세종대로 ', page: 2 });
    expect(asked).toEqual([{ keyword: '세종대로', page: 2, size: ADDRESS_PAGE_SIZE }]);
  });

  it('the local provider matches road-address words or jibun-address words', async () => {
    const ctx = ctxWith(localAddressSearch());
    const road = await searchAddress(ctx, { keyword: '세종대로 110', page: 1 });
    expect(road.data[0]).toEqual({ post_code: '04524', road_address: '서울특별시 중구 세종대로 110 (태평로1가, 서울특별시청)', jibun_address: '서울특별시 중구 태평로1가 31' });
    const jibun = await searchAddress(ctx, { keyword: '태평로1가 31', page: 1 });
    expect(jibun.data.map((a) => a.post_code)).toContain('04524');
    // Spaces inside a word do not matter.
    expect((await searchAddress(ctx, { keyword: '세종대로110', page: 1 })).total).toBeGreaterThanOrEqual(1);
    // Words must all be in the road address, or all in the jibun address.
    expect((await searchAddress(ctx, { keyword: '세종대로 해운대구', page: 1 })).total).toBe(0);
  });

  it('pages a broad keyword', async () => {
    const ctx = ctxWith(localAddressSearch());
    const p1 = await searchAddress(ctx, { keyword: '서울특별시', page: 1 });
    expect(p1.total).toBeGreaterThan(ADDRESS_PAGE_SIZE);
    expect(p1.data).toHaveLength(ADDRESS_PAGE_SIZE);
    const last = Math.ceil(p1.total / ADDRESS_PAGE_SIZE);
    expect((await searchAddress(ctx, { keyword: '서울특별시', page: last + 1 })).data).toEqual([]);
  });

  it('the bundled sample holds about 200 addresses with 5-digit postal codes', () => {
    expect(roadAddresses.length).toBeGreaterThanOrEqual(180);
    for (const a of roadAddresses) expect(a.post_code, a.road_address).toMatch(/^\d{5}$/);
  });
});
