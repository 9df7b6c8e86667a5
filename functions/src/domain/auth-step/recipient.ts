import { emailPattern, messages, normalizeEmail, normalizePhone, phoneProblem } from '@portal/shared';
import type { CryptoPort } from '../ports.ts';
import { badRequest } from '../errors.ts';

export type CodeChannel = 'email' | 'sms';

/** Normalises and checks an address or number; the recipient is only ever stored as a keyed hash. */
export function parseRecipient(channel: CodeChannel, raw: string | undefined): string {
  const m = messages.verification;
  const value = (raw ?? '').trim();
  if (!value) throw badRequest(channel === 'email' ? m.emptyEmail : m.emptyPhone);
  if (channel === 'email') {
    const email = normalizeEmail(value);
    if (!emailPattern.test(email)) throw badRequest(m.invalidEmail);
    return email;
  }
  const phone = normalizePhone(value);
  const problem = phoneProblem(phone);
  if (problem) throw badRequest(problem);
  return phone;
}

export const recipientHash = (crypto: CryptoPort, channel: CodeChannel, recipient: string) => crypto.keyedHash(`recipient:${channel}:${recipient}`);
export const codeHash = (crypto: CryptoPort, recipientKey: string, code: string) => crypto.keyedHash(`code:${recipientKey}:${code}`);
