import { describe, expect, it } from 'vitest';
import { tenantConfigSchema } from '../tenant-config.ts';
import { catalogConfigSchema, catalogKindOf } from './catalog-config.ts';

const base = {
  company: { id: 1, domainKey: 'x', name: '회사', labels: {} },
  projects: [{ id: 10, title: 'P', startDate: 'today', endDate: 'today+1', verify_options: {}, tasks: [{ id: 100, name: 'T', count: 1 }] }],
};

describe('catalog configuration', () => {
  it('is optional: a tenant without pickers parses to empty catalogues', () => {
    const cfg = tenantConfigSchema.parse(base);
    expect(cfg.catalog).toEqual({ certificates: [], languages: [], organizations: [], labels: {}, optionLists: [] });
  });

  it('fills the documented defaults of language entries and option lists', () => {
    const cat = catalogConfigSchema.parse({ languages: [{ id: 1, name: 'TOEIC' }], optionLists: [{ tasks: [100], type: 'languages', requirement: [1] }] });
    expect(cat.languages[0]).toEqual({ id: 1, name: 'TOEIC', grade_usage: 'N', score_usage: 'Y', options: [], limit_usage: 'Y' });
    expect(cat.optionLists[0]).toMatchObject({ preference: [], etc: 'N', searchable: '', ets: [], usage_pre_registration: 'N', pre_registration_options: [], prerequisites: [] });
  });

  it('refuses unknown catalogue ids, duplicate ids, a list defined twice and unknown tasks, in Korean', () => {
    const r = tenantConfigSchema.safeParse({
      ...base,
      catalog: {
        certificates: [{ id: 1, name: 'A' }, { id: 1, name: 'B' }],
        optionLists: [
          { tasks: [100], type: 'additional_certificates', preference: [9] },
          { tasks: [100, 555], type: 'additional_certificates' },
        ],
      },
    });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'certificates에 중복된 id 1가 있습니다.',
        'certificates에 id 9가 없습니다.',
        '지원분야 100의 additional_certificates 목록이 두 번 정의되어 있습니다.',
      ]),
    );
  });

  it('refuses an option list for a task the file does not define', () => {
    const r = tenantConfigSchema.safeParse({ ...base, catalog: { optionLists: [{ tasks: [555], type: 'organizations' }] } });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(['지원분야 555가 정의되어 있지 않습니다.']);
  });

  it('maps every list type to its catalogue', () => {
    expect(['certificates', 'additional_certificates', 'add_second_certificates', 'add_third_certificates', 'languages', 'organizations'].map((t) => catalogKindOf(t as never))).toEqual([
      'certificates',
      'certificates',
      'certificates',
      'certificates',
      'languages',
      'organizations',
    ]);
  });
});
