import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { defaultAuthFields, messages } from '@portal/shared';
import { AuthFieldsSection } from './auth-fields.tsx';
import type { AuthFieldValues } from '../utils/auth-field-schema.ts';

function Fields() {
  const { register, formState } = useForm<AuthFieldValues>();
  return <AuthFieldsSection fields={defaultAuthFields} register={register} errors={formState.errors} readOnlyFields={new Set()} hideEmailHint={false} after={() => null} />;
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
