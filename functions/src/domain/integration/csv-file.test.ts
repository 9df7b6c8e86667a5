import { describe, expect, it } from 'vitest';
import { BOM, cellText, csvCell, csvLine } from './csv-file.ts';

describe('CSV for Excel', () => {
  it('starts with the UTF-8 BOM and ends lines with CRLF, keeping Korean intact', () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new TextEncoder().encode(BOM + csvLine(['이름', '분야']) + csvLine(['김지원', '사무직'])));
    expect(text).toBe('\uFEFF이름,분야\r\n김지원,사무직\r\n');
  });

  it('quotes cells with quotes, commas and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('그는 "네"라고')).toBe('"그는 ""네""라고"');
    expect(csvCell('첫 줄\n둘째 줄')).toBe('"첫 줄\n둘째 줄"');
    expect(csvCell('보통')).toBe('보통');
  });

  it('never lets an answer run as a formula in Excel', () => {
    for (const v of ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\tcmd']) expect(csvCell(v).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('neutralises a formula behind leading blanks, zero-width or full-width signs, and a leading line feed', () => {
    const hidden = [' =HYPERLINK("http://x")', '\u00a0=1+1', '\u3000+1', '\u200b@SUM(A1)', '  \t -2+3', '\ncmd', '＝HYPERLINK("http://x")', ' ＋1', '－1', '＠SUM(A1)'];
    for (const v of hidden) expect(csvCell(v).replace(/^"/, '').startsWith("'"), JSON.stringify(v)).toBe(true);
    // Text that only contains a sign further on stays as it is.
    for (const v of ['김지원', 'a=b', ' 서울 ', '010-1234-5678', '']) expect(csvCell(v), JSON.stringify(v)).toBe(v);
  });

  it('writes lists and groups as JSON, and nothing as an empty cell', () => {
    expect(cellText([{ school: '한국대' }])).toBe('[{"school":"한국대"}]');
    expect(cellText(undefined)).toBe('');
    expect(cellText(3)).toBe('3');
  });
});
