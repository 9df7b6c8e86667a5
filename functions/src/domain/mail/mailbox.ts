import type { CryptoPort } from '../ports.ts';

/** A mailbox as the suppression list keys it: a keyed hash of the address, case-folded (never the address in clear). */
export const mailboxHash = (crypto: Pick<CryptoPort, 'keyedHash'>, address: string) => crypto.keyedHash(`mailbox:${address.trim().toLowerCase()}`);
