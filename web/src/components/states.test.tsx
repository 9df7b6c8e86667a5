import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmptyState, QueryView } from './states.tsx';

const done = { isPending: false, isError: false, error: null, refetch: async () => ({}) as never };

describe('empty lists (spec 2.16)', () => {
  it("shows the generic '리스트가 없습니다.' when a list screen names no empty text of its own", () => {
    render(
      <QueryView query={done} isEmpty>
        <p>행</p>
      </QueryView>,
    );
    expect(screen.getByText('리스트가 없습니다.')).toBeTruthy();
    expect(screen.queryByText('행')).toBeNull();
  });
  it('keeps a screen-specific empty text where the spec gives one', () => {
    render(<QueryView query={done} isEmpty empty="등록된 공지사항이 없습니다." children={null} />);
    expect(screen.getByText('등록된 공지사항이 없습니다.')).toBeTruthy();
  });
  it('an EmptyState without text says the generic line', () => {
    render(<EmptyState />);
    expect(screen.getByText('리스트가 없습니다.')).toBeTruthy();
  });
});
