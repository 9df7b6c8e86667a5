import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type MedicalInstitution } from '@portal/shared';
import { MedicalPicker } from './medical-picker.tsx';
import { renderPicker, routeFetch } from './picker-test-harness.tsx';

const m = messages.pickers;
const inst = (id: number, over: Partial<MedicalInstitution> = {}): MedicalInstitution => ({
  id,
  type: '의원',
  name: `한빛내과의원 ${id}`,
  address: '서울특별시 중구 세종대로 1',
  open_date: '2001-02-03',
  closure_date: null,
  ...over,
});

/** A server of 45 rows (20 a page) that filters by searchText. */
function serve() {
  const data = Array.from({ length: 45 }, (_, i) => inst(i + 1, i === 0 ? { open_date: null, closure_date: '2020-05-06', type: '요양병원' } : {}));
  const f = routeFetch({
    '/api/app/medicals': (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const text = url.searchParams.get('searchText') ?? '';
      const hits = data.filter((d) => d.name.includes(text));
      return { current_page: page, total: hits.length, data: hits.slice((page - 1) * 20, page * 20) };
    },
  });
  vi.stubGlobal('fetch', vi.fn(f.fn));
  return f;
}
afterEach(() => vi.unstubAllGlobals());

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('MedicalPicker', () => {
  it("loads page 1, shows '-' for missing dates and '더보기' until everything is loaded", async () => {
    const f = serve();
    renderPicker(<MedicalPicker onChoose={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: '의료기관' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('의료기관 불러오는 중입니다.');
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['구분', '기관명', '주소', '지정일자', '폐업일자', '선택']);
    expect(within(rows()[0]!).getAllByRole('cell').map((c) => c.textContent).slice(0, 5)).toEqual(['요양병원', '한빛내과의원 1', '서울특별시 중구 세종대로 1', '-', '2020-05-06']);
    expect(rows()).toHaveLength(20);

    fireEvent.click(screen.getByRole('button', { name: m.more }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    fireEvent.click(screen.getByRole('button', { name: m.more }));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: m.more })).toBeNull();
    expect(f.urls).toEqual(['/api/app/medicals?page=1', '/api/app/medicals?page=2', '/api/app/medicals?page=3']);
  });

  it('Enter in the search box searches from page 1, also after more pages were loaded', async () => {
    const f = serve();
    renderPicker(<MedicalPicker onChoose={() => {}} onClose={() => {}} />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: m.more }));
    await waitFor(() => expect(rows()).toHaveLength(40));

    const box = screen.getByRole('textbox', { name: m.medical.searchLabel });
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: '의원 4' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(rows().map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['한빛내과의원 4', '한빛내과의원 40', '한빛내과의원 41', '한빛내과의원 42', '한빛내과의원 43', '한빛내과의원 44', '한빛내과의원 45']));
    expect(f.urls.at(-1)).toBe(`/api/app/medicals?page=1&searchText=${encodeURIComponent('의원 4').replace(/%20/g, '+')}`);
    expect(screen.queryByRole('button', { name: m.more })).toBeNull();

    // The same search again starts over at page 1.
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(f.urls.filter((u) => u.startsWith('/api/app/medicals?page=1&')).length).toBe(2));
  });

  it('choosing a row hands back the institution', async () => {
    serve();
    const onChoose = vi.fn();
    renderPicker(<MedicalPicker onChoose={onChoose} onClose={() => {}} />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: `한빛내과의원 2 ${m.medical.columns.choose}` }));
    expect(onChoose).toHaveBeenCalledWith(inst(2));
  });
});
