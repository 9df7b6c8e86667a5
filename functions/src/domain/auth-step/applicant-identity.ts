import type { CryptoPort } from '../ports.ts';

/** One application per person and project: the key of the identity index for an identity-provider person key. */
export const applicantIdentityHash = (crypto: CryptoPort, identity: string) => crypto.keyedHash(`identity:${identity}`);

/** The identity-index key of an address confirmed by an e-mail code: present in an applicant's identityHashes only then. */
export const verifiedEmailHash = (crypto: CryptoPort, email: string) => crypto.keyedHash(`identity-email:${email}`);

/** What the auth save proved about the applicant; only these may key the one-application rule. */
export interface VerifiedFacts {
  /** The identity provider's person key. */
  identityKey?: string | undefined;
  /** A phone number confirmed by an SMS code. */
  phone?: string | undefined;
  /** An address confirmed by an e-mail code. */
  email?: string | undefined;
}

/**
 * The keys of the one-application-per-person rule: one per verified fact, so a second application
 * with the same identity, the same verified phone or the same verified address is refused. Typed,
 * unverified values never key it (anyone could type a stranger's name and phone and block them).
 * Only a project that verifies nothing falls back to the typed name and phone: it has nothing better.
 */
export function applicantIdentityHashes(crypto: CryptoPort, facts: VerifiedFacts, typed: { name: string; phone: string }): string[] {
  const hashes: string[] = [];
  if (facts.identityKey) hashes.push(applicantIdentityHash(crypto, facts.identityKey));
  if (facts.phone) hashes.push(crypto.keyedHash(`identity-phone:${facts.phone}`));
  if (facts.email) hashes.push(verifiedEmailHash(crypto, facts.email));
  if (!hashes.length) hashes.push(applicantIdentityHash(crypto, `${typed.name}|${typed.phone}`));
  return hashes;
}
