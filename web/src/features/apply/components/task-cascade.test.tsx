import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { taskCascadeSchema } from '@portal/shared/task-cascade';
import { CASCADE_PLACEHOLDER, TaskCascade } from './task-cascade.tsx';

/** Three levels, level 3 fixed to '7급', task 2251 selected directly at level 1. */
const config = taskCascadeSchema.parse({
  levels: [{ label: '채용구분' }, { label: '직렬' }, { label: '직급' }],
  fixed: [{ level: 3, value: '7급' }],
  direct: [2251],
  options: [
    { id: 2251, count: 6, name1: '일반직 7급(행정)' },
    { id: 11312, count: 4, name1: '일반직', name2: '기술' },
    { id: 11314, count: 2, name1: '일반직', name2: '전산' },
    { id: 11315, count: 0, name1: '일반직', name2: '통계' },
    { id: 11316, count: 0, name1: '별정직', name2: '운전' },
  ],
});

const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);
/** Required levels carry a '*' after the label text (field-frame.tsx). */
const byLabel = (label: string) => new RegExp(`^${label}\\*?$`);
const level = (label: string) => screen.getByLabelText(byLabel(label)) as HTMLSelectElement | HTMLInputElement;

function Controlled({ onChange, initial }: { onChange: (id: number | undefined) => void; initial?: number }) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <TaskCascade
      config={config}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

describe('TaskCascade', () => {
  it('renders a labelled select per level and the fixed level as read-only text', () => {
    render(<TaskCascade config={config} onChange={() => {}} />);
    const first = level('채용구분');
    expect(first.tagName).toBe('SELECT');
    expect(optionTexts(first)).toEqual([CASCADE_PLACEHOLDER, '일반직 7급(행정)', '일반직']);
    const second = level('직렬');
    expect(second.tagName).toBe('SELECT');
    expect(second.disabled).toBe(true);
    expect(optionTexts(second)).toEqual([CASCADE_PLACEHOLDER]);
    const fixed = level('직급') as HTMLInputElement;
    expect(fixed.tagName).toBe('INPUT');
    expect(fixed.readOnly).toBe(true);
    expect(fixed.value).toBe('7급');
  });

  it('hides count 0, resolves the task once the levels are chosen and resets deeper levels', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.change(level('채용구분'), { target: { value: '일반직' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    const second = level('직렬') as HTMLSelectElement;
    expect(second.disabled).toBe(false);
    expect(optionTexts(second)).toEqual([CASCADE_PLACEHOLDER, '기술', '전산']);

    fireEvent.change(second, { target: { value: '전산' } });
    expect(onChange).toHaveBeenLastCalledWith(11314);
    fireEvent.change(second, { target: { value: '기술' } });
    expect(onChange).toHaveBeenLastCalledWith(11312);

    // Changing level 1 clears level 2 and the task.
    fireEvent.change(level('채용구분'), { target: { value: '일반직 7급(행정)' } });
    expect(onChange).toHaveBeenLastCalledWith(2251);
    expect(screen.queryByLabelText(byLabel('직렬'))).toBeNull();
    expect(screen.queryByLabelText(byLabel('직급'))).toBeNull();

    fireEvent.change(level('채용구분'), { target: { value: '일반직' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect((level('직렬') as HTMLSelectElement).value).toBe('');
    expect((level('직급') as HTMLInputElement).value).toBe('7급');
  });

  it('selects the direct task at the first level', () => {
    const onChange = vi.fn();
    render(<TaskCascade config={config} onChange={onChange} />);
    fireEvent.change(level('채용구분'), { target: { value: '일반직 7급(행정)' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(2251);
  });

  it('shows a given task and can be locked', () => {
    const { rerender } = render(<TaskCascade config={config} value={11312} onChange={() => {}} disabled />);
    expect((level('채용구분') as HTMLSelectElement).value).toBe('일반직');
    expect((level('직렬') as HTMLSelectElement).value).toBe('기술');
    expect(level('채용구분').disabled).toBe(true);
    expect(level('직렬').disabled).toBe(true);

    rerender(<TaskCascade config={config} value={2251} onChange={() => {}} disabled />);
    expect((level('채용구분') as HTMLSelectElement).value).toBe('일반직 7급(행정)');
    expect(screen.queryByLabelText(byLabel('직렬'))).toBeNull();

    rerender(<TaskCascade config={config} value={undefined} onChange={() => {}} />);
    expect((level('채용구분') as HTMLSelectElement).value).toBe('');
  });

  it('keeps a stored task visible when it is no longer offered', () => {
    render(<TaskCascade config={config} value={11316} onChange={() => {}} disabled />);
    expect((level('채용구분') as HTMLSelectElement).value).toBe('별정직');
    expect((level('직렬') as HTMLSelectElement).value).toBe('운전');
  });
});
