import { describe, expect, it } from 'vitest';
import { boardListSchema } from '@portal/shared/schemas/board';
import { companySchema, hostCheckSchema } from '@portal/shared/schemas/company';
import { readBoardList, readCompanyRecord, readHostCheck } from './plain-readers.ts';

/** The readers must give what the contracts' schemas give: same defaults, same keys, and refuse what they refuse. */
const fullCompany = {
  id: 7,
  domain: 'demo',
  name: '데모',
  logoUrl: '/logo.png',
  website: 'https://example.com',
  headerColor: 'black',
  theme: { primary: '#112233', logo_color: '#ffffff', logo_plate: 'always' },
  popups: [{ id: 1, isActive: true, title: '안내', content: '<p>본문</p>', position: 'manual', padding_x: 20, padding_y: 16, top_margin: 120, left_margin: 80 }],
  boardMenus: [{ value: 'notice', name: '공지사항' }],
  projects_count: 2,
  labels: { badgeActive: '접수 중', inquiryMenu: '문의', periodPrefix: '[접수기간]' },
  site: {
    landingImgUrl: '/hero.png',
    logoUrl: '/site-logo.png',
    logo_width: 120,
    move_homepage: 'Y',
    message_position: 'center',
    main_message: '환영합니다',
    sub_message: '',
    main_font_size: 40,
    sub_font_size: 18,
    introduction: '<p>소개</p>',
    terms_privacy: '<p>개인정보</p>',
    terms_email: '',
    submit_agreements: '',
  },
};
const bareCompany = { id: 0, domain: '', name: '채용', popups: [{ id: 2, isActive: false, title: 't', content: '', position: 'center' }], boardMenus: [], projects_count: 0, site: {} };

describe('the plain readers', () => {
  it.each([
    ['a full company', { company: fullCompany, fileDomain: 'https://files', workspace: 'ws' }],
    ['a company with every default', { company: bareCompany, fileDomain: '' }],
    ['unknown keys, which the schema leaves out', { company: { ...bareCompany, extra: 1, site: { extra: 2 } }, fileDomain: '', other: true }],
    ['an unknown host', { error: '등록되지 않은 채용 사이트 주소입니다.' }],
  ])('read a host check as hostCheckSchema does: %s', (_name, answer) => {
    expect(readHostCheck(answer)).toEqual(hostCheckSchema.parse(answer));
  });

  it.each([
    ['no company and no error', {}],
    ['a company without its popups', { company: { ...bareCompany, popups: undefined }, fileDomain: '' }],
    ['a colour that is not #RRGGBB', { company: { ...bareCompany, theme: { primary: 'red' } }, fileDomain: '' }],
    ['a negative project count', { company: { ...bareCompany, projects_count: -1 }, fileDomain: '' }],
    ['not an object', 'text'],
  ])('refuse what hostCheckSchema refuses: %s', (_name, answer) => {
    expect(hostCheckSchema.safeParse(answer).success).toBe(false);
    expect(readHostCheck(answer)).toBeUndefined();
  });

  it('read a company record as companySchema does', () => {
    expect(readCompanyRecord(bareCompany)).toEqual(companySchema.parse(bareCompany));
  });

  it('read a board list as boardListSchema does, and refuse a list without its total', () => {
    const answer = { data: [{ id: 1, title: '공지', date: '2026-11-26' }, { id: 2, title: 'FAQ', date: '2026-11-25', content: '답', extra: 1 }], total: 2 };
    expect(readBoardList(answer)).toEqual(boardListSchema.parse(answer));
    expect(readBoardList({ data: [] })).toBeUndefined();
    expect(boardListSchema.safeParse({ data: [] }).success).toBe(false);
  });
});
