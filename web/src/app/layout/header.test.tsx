import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared/messages';
import { renderRoute } from '../../test-utils.tsx';
import { Header } from './header.tsx';

const recruitsLink = () => screen.getByRole('link', { name: messages.header.recruits });

describe('Header menu', () => {
  it("keeps '채용공고' marked on a posting's detail, as on the list", () => {
    renderRoute(<Header />, { path: '/recruit/:noticeId', at: '/recruit/10011' });
    expect(recruitsLink().className).toContain('is-active');
  });

  it('marks nothing on a page of another menu', () => {
    renderRoute(<Header />, { path: '/check', at: '/check' });
    expect(recruitsLink().className).not.toContain('is-active');
  });

  it('names the check page as its own title does', () => {
    renderRoute(<Header />, { path: '/', at: '/' });
    expect(screen.getByRole('link', { name: messages.findApplication.title })).toBeTruthy();
  });
});
