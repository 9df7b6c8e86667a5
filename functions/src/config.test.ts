import { afterEach, describe, expect, it } from 'vitest';
import { config, resetConfig } from './config.ts';

const saved = process.env;
/** Parses exactly this environment, as a Lambda with these variables would. */
function parse(env: Record<string, string>) {
  process.env = { ...env };
  resetConfig();
  return config();
}
afterEach(() => {
  process.env = saved;
  resetConfig();
});

const pepper = 'p'.repeat(48);

describe('config', () => {
  it('fails naming SECRET_PEPPER when a deployed stage has none, instead of using a default', () => {
    expect(() => parse({ STAGE: 'prod' })).toThrow(/SECRET_PEPPER/);
  });

  it('fails naming SECRET_PEPPER when it is too short to be a secret', () => {
    expect(() => parse({ STAGE: 'prod', SECRET_PEPPER: 'short' })).toThrow(/SECRET_PEPPER/);
  });

  it('fails naming STAGE when the stage is not set, so a missing variable never means local', () => {
    expect(() => parse({ SECRET_PEPPER: pepper })).toThrow(/STAGE/);
  });

  it('chooses no provider and no qualification account when none is configured', () => {
    const c = parse({ STAGE: 'prod', SECRET_PEPPER: pepper });
    expect(c.SECRET_PEPPER).toBe(pepper);
    expect(c.IDENTITY_PROVIDER).toBe('none');
    expect(c.LANGUAGE_SCORE_PROVIDER).toBe('none');
    expect(c.QUALIFICATION_PROVIDER).toBe('none');
    expect(c.QUALIFICATION_ACCOUNTS).toEqual([]);
  });

  it('refuses the local simulators and accounts on any stage but local', () => {
    for (const name of ['IDENTITY_PROVIDER', 'LANGUAGE_SCORE_PROVIDER', 'QUALIFICATION_PROVIDER']) {
      expect(() => parse({ STAGE: 'prod', SECRET_PEPPER: pepper, [name]: 'local' })).toThrow(new RegExp(name));
    }
    expect(() => parse({ STAGE: 'dev', SECRET_PEPPER: pepper, QUALIFICATION_ACCOUNTS: '[{"id":"a","password":"b"}]' })).toThrow(/QUALIFICATION_ACCOUNTS/);
  });

  it('takes the local simulators on the local stage when they are set explicitly', () => {
    const c = parse({ STAGE: 'local', SECRET_PEPPER: pepper, QUALIFICATION_PROVIDER: 'local', QUALIFICATION_ACCOUNTS: '[{"id":"a","password":"b"}]' });
    expect(c.QUALIFICATION_PROVIDER).toBe('local');
    expect(c.QUALIFICATION_ACCOUNTS).toEqual([{ id: 'a', password: 'b' }]);
  });

  it('takes the origin secret as a plain value on the local stage only; a deployed stage names its Secrets Manager secret', () => {
    const local = 'l'.repeat(40);
    expect(parse({ STAGE: 'local', SECRET_PEPPER: pepper, ORIGIN_SECRET: local }).ORIGIN_SECRET).toBe(local);
    expect(() => parse({ STAGE: 'prod', SECRET_PEPPER: pepper, ORIGIN_SECRET: local })).toThrow(/ORIGIN_SECRET/);
    const arn = 'arn:aws:secretsmanager:ap-northeast-2:123456789012:secret:origin-AbCdEf';
    expect(parse({ STAGE: 'prod', SECRET_PEPPER: pepper, ORIGIN_SECRET_ID: arn }).ORIGIN_SECRET_ID).toBe(arn);
  });
});
