/**
 * The lengths of the consent step's password rule (validation/password-policy.ts): at least 8 characters, up to 128.
 * Apart from the common-password list, so the schemas and the browser's checks carry the numbers without the list.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
