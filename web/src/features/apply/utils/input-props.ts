import type { AuthField } from '@portal/shared/schemas/project';

/** The HTML input attributes of a configured input type. */
export function inputProps(field: AuthField): { type: string; inputMode?: 'numeric' | 'decimal' | 'email' | 'tel'; autoComplete?: string } {
  switch (field.input_type.type) {
    case 'number':
      return { type: 'text', inputMode: 'numeric' };
    case 'float':
      return { type: 'text', inputMode: 'decimal' };
    case 'email':
      return { type: 'email', inputMode: 'email', autoComplete: 'email' };
    case 'password':
      return { type: 'password', autoComplete: 'new-password' };
    case 'tel':
      return { type: 'tel', inputMode: 'tel', autoComplete: 'tel' };
    default:
      return { type: 'text', ...(field.input_type.field === 'name' ? { autoComplete: 'name' } : {}) };
  }
}
