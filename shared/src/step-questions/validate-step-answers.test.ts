import { describe, expect, it } from 'vitest';
import { stepsMessages as m } from '../messages/steps.ts';
import { stepQuestionSchema, type StepQuestion } from '../schemas/steps.ts';
import { validateStepAnswers } from './validate-step-answers.ts';

const q = (raw: object): StepQuestion => stepQuestionSchema.parse(raw);
const ctx = { today: '2026-11-26' };
const messagesOf = (questions: StepQuestion[], answers: object, disabled: number[] = []) => validateStepAnswers(questions, answers as never, ctx, disabled).issues.map((i) => `${i.questionId}:${i.message}`);

describe('validateStepAnswers: one check for the browser and the server', () => {
  const radio = q({ id: 1, title: '응시', input_type: 'radio', required: 'Y', details: [{ id: 11, content: '응시' }, { id: 12, content: '기타' }] });
  const reason = q({ id: 2, title: '사유', input_type: 'text', required: 'Y', show_if: { question_id: 1, detail_id: 12 }, details: [{ id: 21, min_length: 2, max_length: 10 }] });

  it("requires a required choice, an unknown option is refused, and 'Other' asks for its text", () => {
    expect(messagesOf([radio], {})).toEqual([`1:${m.required}`]);
    expect(messagesOf([radio], { '1': { selected: [99] } })).toEqual([`1:${m.unknownOption}`]);
    expect(messagesOf([radio], { '1': { selected: [11, 12] } })).toEqual([`1:${m.unknownOption}`]);
    expect(messagesOf([radio], { '1': { selected: [12] } })).toEqual([`1:${m.required}`]);
    expect(messagesOf([radio], { '1': { selected: [12], etc: '직접 입력' } })).toEqual([]);
  });

  it('requires a conditional question only while it is shown, and never a disabled one', () => {
    expect(messagesOf([radio, reason], { '1': { selected: [11] } })).toEqual([]);
    expect(messagesOf([radio, reason], { '1': { selected: [12], etc: '기타' } })).toEqual([`2:${m.required}`]);
    expect(messagesOf([radio, reason], { '1': { selected: [12], etc: '기타' }, '2': { text: '가' } })).toEqual([`2:${m.tooShort(2)}`]);
    expect(messagesOf([radio, reason], { '1': { selected: [12], etc: '기타' } }, [2])).toEqual([]);
  });

  it('refuses the consent option marked N and a refused eligibility option with its message', () => {
    const agree = q({ id: 3, title: '동의', input_type: 'agreement', required: 'Y', details: [{ id: 31, content: '동의', value: 'Y' }, { id: 32, content: '미동의', value: 'N' }] });
    expect(messagesOf([agree], { '3': { selected: [32] } })).toEqual([`3:${m.agreementRequired}`]);
    expect(messagesOf([agree], { '3': { selected: [31] } })).toEqual([]);
    const member = q({ id: 4, title: '회원', input_type: 'checkbox', details: [{ id: 41, content: '예' }, { id: 42, content: '아니오' }], refusals: [{ detail_id: 42, message: '협회 회원만 지원할 수 있습니다.' }] });
    expect(messagesOf([member], { '4': { selected: [42] } })).toEqual(['4:협회 회원만 지원할 수 있습니다.']);
  });

  it('checks month-day ranges and table rows, cells and date columns up to the end of next year', () => {
    const md = q({ id: 5, title: '입사일', input_type: 'month_day' });
    expect(messagesOf([md], { '5': { month: '13', day: '1' } })).toEqual([`5:${m.monthRange}`]);
    expect(messagesOf([md], { '5': { month: '2', day: '32' } })).toEqual([`5:${m.dayRange}`]);
    expect(messagesOf([md], { '5': { month: '12', day: '31' } })).toEqual([]);
    const table = q({ id: 6, title: '경력', input_type: 'text', required: 'Y', details: [{ id: 61, content: '기관명|기간(시작)', max_length: 2 }] });
    expect(messagesOf([table], { '6': { rows: [['회사', '2020-01-01']] } })).toEqual([]);
    expect(messagesOf([table], { '6': { rows: [['회사', '']] } })).toEqual([`6:${m.required}`]);
    expect(messagesOf([table], { '6': { rows: [['회사', '2028-01-01']] } })).toEqual([`6:${m.dateCellRange('1900-01-01', '2027-12-31')}`]);
    expect(messagesOf([table], { '6': { rows: [['회사', '2020-02-30']] } })).toEqual([`6:${m.dateCell}`]);
    expect(messagesOf([table], { '6': { rows: [['a', '2020-01-01'], ['b', '2020-01-01'], ['c', '2020-01-01']] } })).toEqual([`6:${m.rowCount(1, 2)}`]);
    expect(messagesOf([table], { '6': { rows: [['가'.repeat(51), '2020-01-01']] } })).toEqual([`6:${m.cellTooLong(50)}`]);
    // One date-range rule everywhere (issue 41 item 21): a period's end before its start is refused, row named.
    const period = q({ id: 7, title: '최근 경력', input_type: 'text', required: 'Y', details: [{ id: 71, content: '기관명|기간(시작)|기간(종료)', max_length: 3 }] });
    expect(messagesOf([period], { '7': { rows: [['회사', '2023-01-01', '2024-05-01']] } })).toEqual([]);
    expect(messagesOf([period], { '7': { rows: [['회사', '2023-01-01', '2023-01-01']] } })).toEqual([]);
    expect(messagesOf([period], { '7': { rows: [['회사', '2023-01-01', '2024-05-01'], ['회사', '2024-05-01', '2023-01-01']] } })).toEqual([`7:${m.rowError(2, '2024-05-01 이후로 입력하여 주세요')}`]);
  });

  it('checks file count, formats and sizes from details[0]', () => {
    const file = q({ id: 7, title: '증명서', input_type: 'file', required: 'Y', details: [{ id: 71, upload_format: ['pdf'], max_count: 1, max_size: 1, total_max_size: 1 }] });
    const f = (name: string, size = 10) => ({ id: 'x', filepath: `p/${name}`, filename: name, filesize: size });
    expect(messagesOf([file], { '7': { files: [] } })).toEqual([`7:${m.required}`]);
    expect(messagesOf([file], { '7': { files: [f('a.pdf'), f('b.pdf')] } })).toEqual([`7:${m.fileCount(1)}`]);
    expect(messagesOf([file], { '7': { files: [f('a.hwp')] } })).toEqual([`7:${m.fileFormats('pdf')}`]);
    expect(messagesOf([file], { '7': { files: [f('a.pdf', 2 * 1024 * 1024)] } })).toEqual([`7:${m.fileLimits(1, 1, 1)}`]);
    expect(messagesOf([file], { '7': { files: [f('a.pdf')] } })).toEqual([]);
  });

  it('finds the same choice twice in one duplicate group, by content', () => {
    const first = q({ id: 8, title: '1지망', input_type: 'radio', duplicate_group: 'dept', duplicate_kind: 'department', details: [{ id: 81, content: '기획' }, { id: 82, content: '인사' }] });
    const second = q({ id: 9, title: '2지망', input_type: 'radio', duplicate_group: 'dept', duplicate_kind: 'department', details: [{ id: 91, content: '기획' }, { id: 92, content: '인사' }] });
    expect(validateStepAnswers([first, second], { '8': { selected: [81] }, '9': { selected: [91] } }, ctx).duplicate).toEqual({ kind: 'department' });
    expect(validateStepAnswers([first, second], { '8': { selected: [81] }, '9': { selected: [92] } }, ctx).duplicate).toBeUndefined();
  });
});
