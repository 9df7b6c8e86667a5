import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { postingDetailSchema, postingElsewhereSchema, postingSummarySchema } from '@portal/shared/schemas/posting';
import { readPostingDetail, readPostingElsewhere, readPostingList } from './plain-postings.ts';

/** The readers must give what the contracts' schemas give: same keys, and refuse what they refuse. */
const summary = {
  id: 11,
  project_id: 3,
  title: '2026년 신입 채용',
  startDate: '2026-11-01 09:00:00',
  endDate: '2026-12-01 18:00:00',
  remainDays: 4,
  isActive: true,
  isEnd: false,
  isView: true,
  isRestriction: false,
  status: 'Y',
};
const detail = {
  ...summary,
  applyLabel: 'email',
  content: '<p>본문</p>',
  files: [{ filepath: 'public/1/a.pdf', filename: '공고문.pdf', view_status: 'Y', filesize: 1024 }, { filepath: 'public/1/b.hwp', filename: 'b.hwp' }],
  domain: 'demo',
  project: { company_id: 1001, extra: 1 },
  extra: true,
};
const listSchema = z.array(postingSummarySchema);

describe('the postings read without zod', () => {
  it.each([
    ['an empty list', []],
    ['a list with an e-mail posting and unknown keys', [summary, { ...summary, id: 12, applyLabel: 'email', other: 'x' }]],
  ])('read a posting list as its schema does: %s', (_name, answer) => {
    expect(readPostingList(answer)).toEqual(listSchema.parse(answer));
  });

  it.each([
    ['not a list', { data: [] }],
    ['a status that is not Y or N', [{ ...summary, status: 'X' }]],
    ['remaining days that are not whole', [{ ...summary, remainDays: 1.5 }]],
    ['a flag that is not a boolean', [{ ...summary, isActive: 'Y' }]],
    ['an unknown apply label', [{ ...summary, applyLabel: 'fax' }]],
  ])('refuse a posting list its schema refuses: %s', (_name, answer) => {
    expect(listSchema.safeParse(answer).success).toBe(false);
    expect(readPostingList(answer)).toBeUndefined();
  });

  it('read a posting detail as its schema does, files and all', () => {
    expect(readPostingDetail(detail)).toEqual(postingDetailSchema.parse(detail));
  });

  it.each([
    ['no project', { ...detail, project: undefined }],
    ['a file without its name', { ...detail, files: [{ filepath: 'x' }] }],
    ['a file whose view status is not Y or N', { ...detail, files: [{ filepath: 'x', filename: 'y', view_status: 'yes' }] }],
    ['no content', { ...detail, content: undefined }],
  ])('refuse a posting detail its schema refuses: %s', (_name, answer) => {
    expect(postingDetailSchema.safeParse(answer).success).toBe(false);
    expect(readPostingDetail(answer)).toBeUndefined();
  });

  it.each([
    ['with the company it belongs to', { message: '잘못된 경로입니다.', redirectCompany: { id: 2, domain: 'other', homeUrl: 'https://other.example' } }],
    ['without one', { message: '잘못된 경로입니다.' }],
  ])("read another company's 404 as its schema does: %s", (_name, answer) => {
    expect(readPostingElsewhere(answer)).toEqual(postingElsewhereSchema.parse(answer));
  });

  it("refuse another company's 404 without a message", () => {
    expect(readPostingElsewhere({ redirectCompany: { id: 2, domain: 'x', homeUrl: 'y' } })).toBeUndefined();
  });
});
