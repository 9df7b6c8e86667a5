import { createHash, timingSafeEqual } from 'node:crypto';
import type { QualificationCheck } from '../../domain/ports.ts';

export interface LocalQualificationAccount {
  /** Only for this project; any project when absent. */
  projectId?: number | undefined;
  id: string;
  password: string;
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * The local qualification check: a fixed list of external accounts (the spec's
 * check{TenantB}Auth: "is this ID/password a recommended candidate of the organisation?").
 * Passwords are compared in constant time (as SHA-256 digests, so their lengths leak nothing),
 * and every account is compared on every call, so the answer time does not tell whether an ID exists.
 *
 * A real organisation's check plugs in behind the same port, as an HTTP adapter, for example
 * `httpQualificationCheck({ endpoint, apiKey, timeoutMs })` in functions/src/adapters/qualification/:
 *   - check() POSTs { projectId (or the organisation's own programme code, mapped from
 *     tenant config), accountId, password } over HTTPS to the organisation's endpoint,
 *     authenticated with an API key or mTLS client certificate kept in AWS Secrets Manager
 *     (read once per container, never logged);
 *   - answers true only on an explicit positive answer; a timeout, a non-2xx status or an
 *     unexpected body is false (the applicant sees "추천대상자가 아닙니다" and may retry), and is
 *     logged without the password;
 *   - never stores the password; the portal only learns yes or no.
 * wiring.ts chooses the adapter from configuration; the use case and handler do not change.
 */
export function localQualificationCheck(accounts: readonly LocalQualificationAccount[]): QualificationCheck {
  const entries = accounts.map((a) => ({ projectId: a.projectId, id: a.id, password: digest(a.password) }));
  const dummy = digest('');
  return {
    async check({ projectId, accountId, password }) {
      const given = digest(password);
      let ok = false;
      for (const e of entries) {
        const applies = e.id === accountId && (e.projectId === undefined || e.projectId === projectId);
        const same = timingSafeEqual(applies ? e.password : dummy, given);
        ok = (applies && same) || ok;
      }
      return ok;
    },
  };
}
