import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { AddressSearchDialog } from './address-search-dialog.tsx';
import { renderPicker, routeFetch } from './picker-test-harness.tsx';

const m = messages.pickers;
const cityHall = { post_code: '04524', road_address: '서울특별시 중구 세종대로 110 (태평로1가, 서울특별시청)', jibun_address: '서울특별시 중구 태평로1가 31' };
afterEach(() => vi.unstubAllGlobals());

describe('AddressSearchDialog', () => {
  it('asks for 2 characters, then searches with Enter and hands back the chosen address', async () => {
    const f = routeFetch({ '/api/app/address': (url) => ({ current_page: Number(url.searchParams.get('page')), total: 1, data: [cityHall] }) });
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const onChoose = vi.fn();
    renderPicker(<AddressSearchDialog onChoose={onChoose} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: '우편번호 찾기' })).toBeTruthy();
    const box = screen.getByRole('textbox', { name: m.address.searchLabel });
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.change(box, { target: { value: '세' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('검색어를 2자 이상 입력해 주세요.');
    expect(f.urls).toEqual([]);

    fireEvent.change(box, { target: { value: '세종대로 110' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const option = await screen.findByRole('button', { name: /04524/ });
    expect(option.textContent).toContain('태평로1가 31');
    expect(f.urls).toEqual([`/api/app/address?keyword=${encodeURIComponent('세종대로 110').replace(/%20/g, '+')}&page=1`]);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(option);
    fireEvent.click(option);
    expect(onChoose).toHaveBeenCalledWith(cityHall);
  });

  it("pages with '더보기'", async () => {
    const many = Array.from({ length: 13 }, (_, i) => ({ ...cityHall, post_code: String(10000 + i), road_address: `서울특별시 중구 세종대로 ${i + 1}` }));
    const f = routeFetch({
      '/api/app/address': (url) => {
        const page = Number(url.searchParams.get('page'));
        return { current_page: page, total: many.length, data: many.slice((page - 1) * 10, page * 10) };
      },
    });
    vi.stubGlobal('fetch', vi.fn(f.fn));
    renderPicker(<AddressSearchDialog onChoose={() => {}} onClose={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: m.address.searchLabel }), { target: { value: '세종대로' } });
    fireEvent.click(screen.getByRole('button', { name: m.search }));
    await screen.findByRole('button', { name: /^10000/ });
    fireEvent.click(screen.getByRole('button', { name: m.more }));
    await screen.findByRole('button', { name: /^10012/ });
    expect(screen.queryByRole('button', { name: m.more })).toBeNull();
  });
});
