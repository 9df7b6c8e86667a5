import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAuthFields, messages } from '@portal/shared';
import { AuthFieldsSection } from './auth-fields.tsx';

function Fields() {
  return <AuthFieldsSection fields={defaultAuthFields} values={{}} errors={{}} onChange={() => {}} readOnlyFields={new Set()} hideEmailHint={false} after={() => null} />;
}

describe('AuthFieldsSection', () => {
  it('states the password rule (8 characters, no common passwords) under the field before any error (issue 15 item 21)', () => {
    render(<Fields />);
    const rule = screen.getByText(messages.authSave.passwordRule(8));
    expect(rule).toBeTruthy();
    const input = screen.getByTestId('field-password');
    expect(input.getAttribute('aria-describedby') ?? '').toContain(rule.id);
    expect(input.getAttribute('maxlength')).toBe('128');
  });
});
