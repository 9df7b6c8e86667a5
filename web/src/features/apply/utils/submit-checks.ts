import { messages } from '@portal/shared/messages';

const m = messages.apply;

export interface StepState {
  agreements: { id: number; title: string }[];
  agreed: ReadonlySet<number>;
  taskId: number | null;
  verify: { auth: boolean; email: boolean; sms: boolean };
  verified: { auth: boolean; email: boolean; sms: boolean };
}

/**
 * The first failing check of spec part 1 section 5 'Consent and identity step', steps 1 to 3:
 * every agreement, then the task, then each enabled verification (auth, email, sms).
 */
export function firstStepError(s: StepState): string | undefined {
  for (const a of s.agreements) if (!s.agreed.has(a.id)) return m.consent.required(a.title);
  if (s.taskId === null) return m.task.required;
  if (s.verify.auth && !s.verified.auth) return m.verify.authRequired;
  if (s.verify.email && !s.verified.email) return m.verify.emailRequired;
  if (s.verify.sms && !s.verified.sms) return m.verify.smsRequired;
  return undefined;
}

/** Step 4: password must equal password_confirmation (when both are configured). */
export function passwordError(values: Record<string, string>): string | undefined {
  if (!('password' in values) || !('password_confirmation' in values)) return undefined;
  return values.password === values.password_confirmation ? undefined : m.submit.passwordMismatch;
}
