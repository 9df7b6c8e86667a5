import type { CryptoPort } from '../ports.ts';

/** What every integration API key starts with, so that one found in a log or a repository is recognised. */
export const API_KEY_PREFIX = 'rpk_';
/** The prefix and 256 random bits in base64url (43 characters). */
const API_KEY_FORMAT = /^rpk_[A-Za-z0-9_-]{43}$/;

export const isApiKeyShaped = (value: string) => API_KEY_FORMAT.test(value);

/** A key is stored only as this keyed hash (the portal's pepper), looked up by it on every call. */
export const apiKeyHash = (crypto: CryptoPort, key: string) => crypto.keyedHash(`integration-api-key:${key}`);
