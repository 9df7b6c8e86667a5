import { describe, expect, it } from 'vitest';
import type { MedicalInstitution } from '@portal/shared';
import { bundledMedicalDirectory } from '../../adapters/reference/bundled-medical-directory.ts';
import { medicalInstitutions } from '../../adapters/reference/medical-institutions.ts';
import type { With } from '../context.ts';
import type { MedicalDirectory } from '../ports.ts';
import { listMedicals, MEDICALS_PAGE_SIZE } from './list-medicals.ts';

const row = (id: number, name: string, address: string, type = '의원'): MedicalInstitution => ({ id, type, name, address, open_date: '2001-02-03', closure_date: null });
const ctxWith = (medicals: MedicalDirectory) => ({ medicals }) as unknown as With<'medicals'>;

describe('listMedicals', () => {
  it('asks the directory for one page of 20 with the trimmed text; page 0 reads as page 1', async () => {
    const asked: unknown[] = [];
    const ctx = ctxWith({ search: async (input) => (asked.push(input), { current_page: input.page, total: 0, data: [] }) });
    await listMedicals(ctx, { page: 0, searchText: '  내과 ' });
    expect(asked).toEqual([{ text: '내과', page: 1, size: MEDICALS_PAGE_SIZE }]);
  });

  it('pages through the matches and reports the total (bundled directory over a small fake set)', async () => {
    const data = Array.from({ length: 45 }, (_, i) => row(i + 1, `한빛내과의원 ${i + 1}`, '서울특별시 중구 세종대로 1'));
    data.push(row(99, '바른정형외과의원', '부산광역시 해운대구 해운대로 5'));
    const ctx = ctxWith(bundledMedicalDirectory(data));
    const p1 = await listMedicals(ctx, { page: 1, searchText: '내과' });
    expect(p1).toMatchObject({ current_page: 1, total: 45 });
    expect(p1.data).toHaveLength(20);
    const p3 = await listMedicals(ctx, { page: 3, searchText: '내과' });
    expect(p3.data.map((d) => d.id)).toEqual([41, 42, 43, 44, 45]);
    // Words may match the name or the address, case and spaces ignored.
    expect((await listMedicals(ctx, { page: 1, searchText: '해운대 정형외과' })).data.map((d) => d.id)).toEqual([99]);
    expect((await listMedicals(ctx, { page: 1, searchText: '' })).total).toBe(46);
  });

  it('the bundled sample is about 300 institutions of the documented kinds, some closed', () => {
    expect(medicalInstitutions.length).toBeGreaterThanOrEqual(250);
    const types = new Set(medicalInstitutions.map((m) => m.type));
    for (const t of ['상급종합병원', '종합병원', '병원', '의원', '요양병원']) expect(types).toContain(t);
    expect(medicalInstitutions.some((m) => m.closure_date)).toBe(true);
    expect(new Set(medicalInstitutions.map((m) => m.id)).size).toBe(medicalInstitutions.length);
    for (const m of medicalInstitutions) if (m.closure_date && m.open_date) expect(m.closure_date > m.open_date, m.name).toBe(true);
  });
});
