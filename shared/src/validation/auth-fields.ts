import { messages } from '../messages.ts';
import type { AuthField } from '../schemas/project.ts';
import { authFieldProblem, type FieldError } from './auth-field-rules.ts';
import { isCommonPassword } from './password-policy.ts';
import { runTenantPattern } from './tenant-pattern.ts';

export { authFieldMaxLength, authFieldProblem, emailPattern, mobilePattern, normalizeEmail, normalizePhone, phoneProblem, type FieldError, type PatternRunner } from './auth-field-rules.ts';

/**
 * Validates the configured auth-step fields (part 1 section 5 'Per-field rules on this step'): every field required,
 * then lengths, characters, pattern (in the linear-time matcher) and bounds (authFieldProblem), and no common password. The server runs it on every save; the
 * consent step's browser code runs authFieldProblem alone and shows the server's answer for the list (a 422 naming
 * the field). The first error wins, in field order.
 */
export function validateAuthFields(fields: readonly AuthField[], values: Record<string, unknown>): FieldError | undefined {
  for (const f of fields) {
    const { field, type } = f.input_type;
    const raw = values[field];
    const message = authFieldProblem(f, raw, runTenantPattern) ?? (type === 'password' && isCommonPassword(String(raw ?? '')) ? messages.authSave.commonPassword : undefined);
    if (message) return { field, message };
  }
  return undefined;
}
