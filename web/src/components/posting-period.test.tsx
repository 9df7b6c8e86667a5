import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostingPeriod } from './posting-period.tsx';

describe('PostingPeriod', () => {
  it('shows both ends to the minute and keeps the ~ on the start date’s line', () => {
    const { container } = render(<PostingPeriod startDate="2026-11-26 00:00:00" endDate="2026-12-10 23:59:59" />);
    expect(container.textContent).toBe('2026-11-26 00:00 ~ 2026-12-10 23:59');
    const lines = [...container.querySelectorAll('.nowrap')].map((e) => e.textContent);
    expect(lines).toEqual(['2026-11-26 00:00 ~', '2026-12-10 23:59']);
  });
  it('shows an open end as nothing rather than "null"', () => {
    const { container } = render(<PostingPeriod startDate="2026-11-26 09:00:00" endDate={null} />);
    expect(container.textContent).toBe('2026-11-26 09:00 ~ ');
  });
});
