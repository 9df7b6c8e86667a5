import type { CryptoPort } from '../ports.ts';

/** What an applicant identifies with later: the project and the name, mobile number and e-mail given at application. */
export function applicantLoginHash(crypto: CryptoPort, projectId: number, person: { name: string; phone: string; email: string }): string {
  const phone = person.phone.replace(/\D/g, '');
  return crypto.keyedHash(`applicant-login:${projectId}:${person.name.trim()}:${phone}:${person.email.trim().toLowerCase()}`);
}
