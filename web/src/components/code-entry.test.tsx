import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeEntry, URGENT_SECONDS } from './code-entry.tsx';

const entry = (left: number | null) => (
  <CodeEntry label="휴대폰 인증" value="" onChange={() => {}} left={left} onConfirm={() => {}} pending={false} testId="sms" />
);

describe('CodeEntry', () => {
  it('keeps the countdown in the plain colour until its last minute, then marks it urgent (ux.md p3)', () => {
    const { rerender } = render(entry(299));
    const timer = screen.getByTestId('sms-timer');
    expect(timer.textContent).toBe('04:59');
    expect(timer.hasAttribute('data-urgent')).toBe(false);
    rerender(entry(URGENT_SECONDS + 1));
    expect(timer.hasAttribute('data-urgent')).toBe(false);
    rerender(entry(URGENT_SECONDS));
    expect(timer.hasAttribute('data-urgent')).toBe(true);
    rerender(entry(null));
    expect(timer.hasAttribute('data-urgent')).toBe(false);
  });
});
