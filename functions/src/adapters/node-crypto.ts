import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { CryptoPort } from '../domain/ports.ts';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
/** scrypt N=2^15, r=8, p=1: memory-hard (32 MiB), no native module to bundle for Lambda. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** `pepper`: the key of the keyed hashes, or where it is kept (read from its secret, it may change on a rotation). */
export function nodeCrypto(pepper: string | (() => string)): CryptoPort {
  const key = typeof pepper === 'string' ? () => pepper : pepper;
  return {
    keyedHash: (value) => createHmac('sha256', key()).update(value).digest('hex'),
    hmac: (key, value) => createHmac('sha256', key).update(value).digest('hex'),
    equals(a, b) {
      const x = Buffer.from(a);
      const y = Buffer.from(b);
      return x.length === y.length && timingSafeEqual(x, y);
    },
    sha256: (value) => createHash('sha256').update(value).digest('hex'),
    randomToken: () => randomBytes(32).toString('base64url'),
    randomDigits: (n) => Array.from({ length: n }, () => String(randomInt(10))).join(''),
    async hashPassword(password) {
      const salt = randomBytes(16);
      const key = await scryptAsync(password, salt, 32, SCRYPT);
      return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
    },
    async verifyPassword(password, stored) {
      const [kind, n, r, p, salt, hash] = stored.split('$');
      if (kind !== 'scrypt' || !salt || !hash) return false;
      const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), 32, { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT.maxmem });
      const expected = Buffer.from(hash, 'base64url');
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
  };
}
