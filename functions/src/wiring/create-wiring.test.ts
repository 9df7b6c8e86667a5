import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { config, resetConfig } from '../config.ts';
import { DomainError } from '../domain/errors.ts';
import { createWiring } from './create-wiring.ts';

const saved = process.env;
/** The wiring a deployed function builds: the stack's variables, nothing of the local runtime. */
function deployedWiring(extra: Record<string, string> = {}) {
  process.env = { STAGE: 'prod', PEPPER_SECRET_ID: 'portal/prod/secret-pepper', TABLE_NAME: 'portal-prod', UPLOAD_BUCKET: 'uploads', BASE_DOMAINS: 'recruit.example.com', ...extra };
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

  it('keys its hashes with the pepper its secret holds, read before any work (never a local one, never before it is read)', async () => {
    const { createServer } = await import('node:http');
    const peppers: Record<string, string> = { 'portal/prod/secret-pepper': 'p'.repeat(48), 'portal/other/secret-pepper': 'q'.repeat(48) };
    const server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString('utf8')));
      req.on('end', () => {
        res.setHeader('content-type', 'application/x-amz-json-1.1');
        const id = (JSON.parse(text) as { SecretId: string }).SecretId;
        res.end(JSON.stringify({ ARN: id, SecretString: peppers[id], VersionStages: ['AWSCURRENT'] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      const endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      const w = deployedWiring({ SECRETS_MANAGER_ENDPOINT: endpoint });
      expect(() => w.crypto.keyedHash('x')).toThrow(/not read yet/);
      await w.ready();
      const other = deployedWiring({ SECRETS_MANAGER_ENDPOINT: endpoint, PEPPER_SECRET_ID: 'portal/other/secret-pepper' });
      await other.ready();
      expect(w.crypto.keyedHash('x')).not.toBe(other.crypto.keyedHash('x'));
      const { nodeCrypto } = await import('../adapters/node-crypto.ts');
      expect(w.crypto.keyedHash('x')).toBe(nodeCrypto('p'.repeat(48)).keyedHash('x'));
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
