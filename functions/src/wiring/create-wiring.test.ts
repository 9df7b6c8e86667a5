import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { config, resetConfig } from '../config.ts';
import { DomainError } from '../domain/errors.ts';
import { createWiring } from './create-wiring.ts';

const saved = process.env;
/** The wiring a deployed function builds: the stack's variables, nothing of the local runtime. */
function deployedWiring(extra: Record<string, string> = {}) {
  process.env = { STAGE: 'prod', SECRET_PEPPER: 'p'.repeat(48), TABLE_NAME: 'portal-prod', UPLOAD_BUCKET: 'uploads', BASE_DOMAINS: 'recruit.example.com', ...extra };
  resetConfig();
  return createWiring(config());
}
afterEach(() => {
  process.env = saved;
  resetConfig();
});

const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e);

describe('deployed-stage wiring', () => {
  it('refuses the qualification check with the Korean message, even for the local demo account', async () => {
    const w = deployedWiring();
    const e = await failure(w.qualification.check({ projectId: 548, accountId: 'qualified', password: 'qualified1!' }));
    expect(e).toBeInstanceOf(DomainError);
    expect(e).toMatchObject({ kind: 'bad-request', message: '지원자격 확인 서비스가 설정되어 있지 않습니다. 관리자에게 문의해 주세요.' });
    expect((e as Error).message).toBe(messages.qualification.unavailable);
  });

  it('refuses identity verification and offers no language-score popup', async () => {
    const w = deployedWiring();
    expect(await failure(w.identity.createRequest({ requestId: 'r', returnUrl: 'https://a.example/cb' }))).toMatchObject({ message: messages.api.identityUnavailable });
    expect(await w.languageScores.createRequest({ tenantId: 1, applicantId: 1, applicantName: 'a', languageId: 1, languageName: 'TOEIC', etsId: 'toeic', formIndex: 0, returnUrl: '/cb' })).toBeUndefined();
  });

  it('refuses to build a local simulator the local runtime did not pass in, even on STAGE=local', () => {
    expect(() => deployedWiring({ STAGE: 'local', QUALIFICATION_PROVIDER: 'local', QUALIFICATION_ACCOUNTS: '[{"id":"qualified","password":"qualified1!"}]' })).toThrow(
      /QUALIFICATION_PROVIDER=local/,
    );
    expect(() => deployedWiring({ STAGE: 'local', IDENTITY_PROVIDER: 'local' })).toThrow(/IDENTITY_PROVIDER=local/);
  });

  it('keys its hashes with the configured pepper, not a local one', () => {
    const w = deployedWiring();
    const other = deployedWiring({ SECRET_PEPPER: 'q'.repeat(48) });
    expect(w.crypto.keyedHash('x')).not.toBe(other.crypto.keyedHash('x'));
  });
});
