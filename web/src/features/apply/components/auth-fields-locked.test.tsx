import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAuthFields, messages } from '@portal/shared';
import { AuthFieldsSection } from './auth-fields.tsx';

function Fields({ locked }: { locked: string[] }) {
  return <AuthFieldsSection fields={defaultAuthFields} values={{}} errors={{}} onChange={() => {}} readOnlyFields={new Set(locked)} hideEmailHint={false} after={() => null} />;
}

// Issue 15 item 20, spec 2.8 'Identity verification': on success name and phone become read-only, and look it.
describe('fields locked by identity verification (issue 15 item 20)', () => {
  it('marks name and phone aria-readonly with the padlock hint, and leaves the e-mail editable', () => {
    render(<Fields locked={['name', 'phone']} />);
    for (const name of ['name', 'phone']) {
      const input = screen.getByTestId(`field-${name}`);
      expect(input.getAttribute('aria-readonly')).toBe('true');
      expect(input.hasAttribute('readonly')).toBe(true);
    }
    expect(screen.getAllByText(messages.apply.fields.readOnlyByIdentity)).toHaveLength(2);
    expect(document.querySelectorAll('.apply-field__locked')).toHaveLength(2);
    expect(screen.getByTestId('field-email').getAttribute('aria-readonly')).toBeNull();
  });
});
