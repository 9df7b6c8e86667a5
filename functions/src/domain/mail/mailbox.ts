import type { CryptoPort } from '../ports.ts';

/** A mailbox as the suppression list keys it: a keyed hash of the address, case-folded (never the address in clear). */
export const mailboxHash = (crypto: Pick<CryptoPort, 'keyedHash'>, address: string) => crypto.keyedHash(`mailbox:${address.trim().toLowerCase()}`);

/**
 * A mailbox as the operator's list shows it: the local part's first character and the domain ('b***@example.com'),
 * enough to tell entries apart with the applicant on the phone, not enough to mail anyone.
 */
export function mailboxHint(address: string): string {
  const folded = address.trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  return at <= 0 ? '***' : `${folded[0]}***${folded.slice(at)}`;
}
