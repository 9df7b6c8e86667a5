import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { highlightSegments } from '../utils/highlight-segments.ts';
import { HighlightedText } from './highlighted-text.tsx';

const m = messages.submission;
const text = '한국대학교 행정학과에서 민원 데이터를 분석했고, 아버지께 성실함을 배웠습니다.';

describe('detections and search words', () => {
  it('marks a detection by its offsets, with the reason as tooltip and accessible description', () => {
    render(<p><HighlightedText text={text} detections={[{ content: '한국대학교', start_index: 0, end_index: 5, reason: '출신학교 기재' }]} searchWords={[]} /></p>);
    const mark = screen.getByText('한국대학교', { selector: 'mark' });
    expect(mark.className).toContain('pv-mark--detection');
    const tip = document.getElementById(mark.getAttribute('aria-describedby')!);
    expect(tip?.getAttribute('role')).toBe('tooltip');
    expect(tip?.textContent).toBe(m.detectionTooltip('출신학교 기재'));
    expect(mark.tabIndex).toBe(0);
    // The whole text is still there, in order.
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent?.replace(m.detectionTooltip('출신학교 기재'), '') === text)).toBeTruthy();
  });

  it('marks every occurrence of a search word with its tooltip', () => {
    render(<HighlightedText text={`${text} 민원 응대`} detections={[]} searchWords={[{ word: '민원', tooltip: '직무 키워드' }]} />);
    const marks = screen.getAllByText('민원', { selector: 'mark' });
    expect(marks).toHaveLength(2);
    for (const mk of marks) {
      expect(mk.className).toContain('pv-mark--search');
      expect(document.getElementById(mk.getAttribute('aria-describedby')!)?.textContent).toBe('직무 키워드');
    }
  });

  it('finds a detection by its content when the offsets no longer frame it, and drops one that is gone', () => {
    const segments = highlightSegments(
      text,
      [
        { content: '아버지', start_index: 2, end_index: 5, reason: '가족관계' },
        { content: '없는 말', start_index: 0, end_index: 3, reason: '무관' },
      ],
      [],
      (r) => r,
    );
    expect(segments.filter((s) => s.mark).map((s) => [s.text, s.mark!.tooltip])).toEqual([['아버지', '가족관계']]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('keeps a detection where a search word overlaps it', () => {
    const segments = highlightSegments(text, [{ content: '한국대학교', start_index: 0, end_index: 5, reason: '학교' }], [{ word: '대학', tooltip: '검색어' }], (r) => r);
    expect(segments.filter((s) => s.mark).map((s) => s.mark!.kind)).toEqual(['detection']);
  });
});
