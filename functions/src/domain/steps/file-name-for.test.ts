import { describe, expect, it } from 'vitest';
import { fileNameFor } from './get-step-result.ts';

describe('fileNameFor (ux.md p7)', () => {
  it("writes the applicant's number and name into a file-name format", () => {
    expect(fileNameFor('{수험번호}_졸업증명서.pdf', { applicantNumber: '902-00001', name: '김제출' })).toBe('902-00001_졸업증명서.pdf');
    expect(fileNameFor('{지원번호}_{성명}_경력증명서.pdf', { applicantNumber: '902-00001', name: '김제출' })).toBe('902-00001_김제출_경력증명서.pdf');
    expect(fileNameFor('{이름}.pdf', { applicantNumber: '902-00001', name: '김제출' })).toBe('김제출.pdf');
  });
  it('leaves a number not yet given, and any other braces, as written', () => {
    expect(fileNameFor('{수험번호}_{학교}.pdf', { applicantNumber: undefined, name: '김제출' })).toBe('{수험번호}_{학교}.pdf');
  });
});
