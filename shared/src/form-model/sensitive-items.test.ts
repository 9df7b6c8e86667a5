import { describe, expect, it } from 'vitest';
import { isSensitiveConsent, sensitiveItemsOf, sensitiveKindsOf } from './sensitive-items.ts';
import { tenantConfigSchema } from '../tenant-config.ts';
import { integrationConfigMessages as m } from '../messages/integration-config.ts';

const kinds = (words: string, field?: string) => sensitiveKindsOf({ words, field });

describe('sensitive information (PIPA §23) in a form', () => {
  it('finds health and disability, veteran status, beliefs, memberships, criminal records and biometrics by words or field', () => {
    expect(kinds('장애 여부')).toEqual(['health']);
    expect(kinds('장애인증명서를 제출할 수 있으십니까?')).toEqual(['health']);
    expect(kinds('병력 사항')).toEqual(['health']);
    expect(kinds('취업지원대상자')).toEqual(['veteran']);
    expect(kinds('보훈번호')).toEqual(['veteran']);
    expect(kinds('종교')).toEqual(['belief']);
    expect(kinds('노동조합 가입 여부')).toEqual(['membership']);
    expect(kinds('범죄경력 유무')).toEqual(['criminal']);
    expect(kinds('지문 등록')).toEqual(['biometric']);
    expect(kinds('구분', 'disabled_status')).toEqual(['health']);
    expect(kinds('인정일', 'veterans_obtained_date')).toEqual(['veteran']);
  });

  it('passes what is not sensitive: military service, a barrier-free note, career and contact', () => {
    for (const words of ['병역 사항', '군별', '장애물 없는 시설 안내', '경력 기간', '휴대전화번호', '건강보험 자격득실확인서 제출']) expect(kinds(words), words).toEqual([]);
  });

  it("names each item and question of a template that asks, never by its section's title", () => {
    const template = {
      pages: [
        {
          forms: [
            {
              details: [
                {
                  id: 1,
                  title: '보훈·장애·병역',
                  items: [
                    { id: 11, title: '장애 여부', input_type: { type: 'target', field: 'disabled_status' } },
                    { id: 12, title: '군별', input_type: { type: 'select', field: 'military_branch' } },
                  ],
                  questions: [{ id: 7, title: '장애 유형을 선택해 주세요.' }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(sensitiveItemsOf(template as never)).toEqual([
      { key: 'item 11', title: '장애 여부', kinds: ['health'] },
      { key: 'question 7', title: '장애 유형을 선택해 주세요.', kinds: ['health'] },
    ]);
  });

  it('counts a consent as separate when its title says 민감정보 or it is marked sensitive', () => {
    expect(isSensitiveConsent({ title: '민감정보 처리 동의 (필수)' })).toBe(true);
    expect(isSensitiveConsent({ title: '건강정보 처리 동의', sensitive: true })).toBe(true);
    expect(isSensitiveConsent({ title: '개인정보 수집·이용 동의' })).toBe(false);
  });
});

describe('a project asking for sensitive information', () => {
  const config = (agreements: { id: number; title: string; content: string; sensitive?: boolean }[]) => ({
    company: { id: 9, domainKey: 'sensitive', name: '민감 공사' },
    form_templates: {
      basic: {
        pages: [
          { title: '기본', forms: [{ application_form_id: 1, code_value: 'personal_info', title: '기본', details: [{ id: 11, title: '인적사항', items: [{ id: 1101, title: '성명', input_type: { type: 'text', field: 'name' } }] }] }] },
          { title: '추가', forms: [{ application_form_id: 2, code_value: 'additional_info', title: '추가', details: [{ id: 21, title: '가점', items: [{ id: 2101, title: '장애 여부', input_type: { type: 'text', field: 'disabled_status' } }] }] }] },
        ],
      },
    },
    projects: [{ id: 901, title: '공고', startDate: '2026-01-01', endDate: '2026-01-31', form: 'basic', agreements, tasks: [{ id: 9011, name: '사무', count: 1 }] }],
  });

  it('is refused without a consent of its own, naming the items and what they ask', () => {
    const r = tenantConfigSchema.safeParse(config([{ id: 1, title: '개인정보 수집·이용 동의', content: '<p>…</p>' }]));
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['projects.0.agreements', m.sensitiveConsentMissing(901, 'basic', ['item 2101(장애 여부)'], ['건강·장애'])]]);
  });

  it('is accepted with one, by its title or by the mark', () => {
    const base = { id: 1, title: '개인정보 수집·이용 동의', content: '<p>…</p>' };
    const titled = tenantConfigSchema.safeParse(config([base, { id: 2, title: '민감정보 처리 동의 (필수)', content: '<p>장애 여부</p>' }]));
    expect(titled.success, JSON.stringify(titled.error?.issues)).toBe(true);
    expect(tenantConfigSchema.safeParse(config([base, { id: 2, title: '가점 정보 처리 동의', content: '<p>…</p>', sensitive: true }])).success).toBe(true);
  });
});
