import { describe, expect, it } from 'vitest';
import { validateWith } from '@portal/shared/form/build-schema';
import { detail, item, page } from '@portal/shared/form/validation-cases';
import { pageSchemaFor } from './page-schema-cache.ts';
import type { StoredFormPage } from '../ports.ts';

describe('pageSchemaFor', () => {
  it('builds a new schema each Korean day: a name change of today is accepted on the next day too (5 Dates)', () => {
    const stored: StoredFormPage = { ...page([detail([item('name_change', 'options', { input: { model: 'applicant_personal_infos' } })])]), pageCount: 1, revision: 1 };
    const change = (date: string) => ({ applicant_personal_infos: { options: { status: 'Y', before_name: '김옛이름', change_date: date } } });
    const day1 = new Date('2026-03-01T03:00:00Z');
    const day2 = new Date('2026-03-02T03:00:00Z');
    expect(validateWith(pageSchemaFor(1, 1, stored, false, day1), change('2026-03-02'))).toMatchObject({ ok: false, message: '2026-03-01 이전으로 입력하여 주세요' });
    expect(validateWith(pageSchemaFor(1, 1, stored, false, day2), change('2026-03-02'))).toMatchObject({ ok: true });
  });
});
