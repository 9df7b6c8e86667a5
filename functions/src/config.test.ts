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
/** A deployed stage's pepper: its secret's name, never its value. */
const pepperId = 'portal/prod/secret-pepper';

describe('config', () => {
  it('fails naming PEPPER_SECRET_ID when a deployed stage names no pepper secret, instead of using a default', () => {
    expect(() => parse({ STAGE: 'prod' })).toThrow(/PEPPER_SECRET_ID/);
    expect(() => parse({ STAGE: 'local' })).toThrow(/SECRET_PEPPER/);
  });

  it('fails naming SECRET_PEPPER when it is too short to be a secret', () => {
    expect(() => parse({ STAGE: 'local', SECRET_PEPPER: 'short' })).toThrow(/SECRET_PEPPER/);
  });

  it('refuses a secret’s value in the environment of any stage but local: the pepper and the SENS key are named by their secrets', () => {
    expect(() => parse({ STAGE: 'prod', SECRET_PEPPER: pepper })).toThrow(/SECRET_PEPPER.*PEPPER_SECRET_ID/);
    expect(() => parse({ STAGE: 'prod', PEPPER_SECRET_ID: pepperId, ALIMTALK_SECRET_KEY: 'k' })).toThrow(/ALIMTALK_SECRET_KEY/);
    const c = parse({ STAGE: 'prod', PEPPER_SECRET_ID: pepperId, ALIMTALK_SECRET_KEY_ID: 'portal/prod/sens' });
    expect([c.PEPPER_SECRET_ID, c.ALIMTALK_SECRET_KEY_ID, c.SECRET_PEPPER, c.ALIMTALK_SECRET_KEY]).toEqual([pepperId, 'portal/prod/sens', undefined, undefined]);
  });

  it('fails naming STAGE when the stage is not set, so a missing variable never means local', () => {
    expect(() => parse({ SECRET_PEPPER: pepper })).toThrow(/STAGE/);
  });

  it('chooses no provider and no qualification account when none is configured', () => {
    const c = parse({ STAGE: 'prod', PEPPER_SECRET_ID: pepperId });
    expect(c.PEPPER_SECRET_ID).toBe(pepperId);
    expect(c.IDENTITY_PROVIDER).toBe('none');
    expect(c.LANGUAGE_SCORE_PROVIDER).toBe('none');
    expect(c.QUALIFICATION_PROVIDER).toBe('none');
    expect(c.QUALIFICATION_ACCOUNTS).toEqual([]);
  });

  it('refuses the local simulators and accounts on any stage but local', () => {
    for (const name of ['IDENTITY_PROVIDER', 'LANGUAGE_SCORE_PROVIDER', 'QUALIFICATION_PROVIDER']) {
      expect(() => parse({ STAGE: 'prod', PEPPER_SECRET_ID: pepperId, [name]: 'local' })).toThrow(new RegExp(name));
    }
    expect(() => parse({ STAGE: 'dev', PEPPER_SECRET_ID: pepperId, QUALIFICATION_ACCOUNTS: '[{"id":"a","password":"b"}]' })).toThrow(/QUALIFICATION_ACCOUNTS/);
  });

  it('takes the local simulators on the local stage when they are set explicitly', () => {
    const c = parse({ STAGE: 'local', SECRET_PEPPER: pepper, QUALIFICATION_PROVIDER: 'local', QUALIFICATION_ACCOUNTS: '[{"id":"a","password":"b"}]' });
    expect(c.QUALIFICATION_PROVIDER).toBe('local');
    expect(c.QUALIFICATION_ACCOUNTS).toEqual([{ id: 'a', password: 'b' }]);
  });

  it('takes the origin secret as a plain value on the local stage only; a deployed stage names its Secrets Manager secret', () => {
    const local = 'l'.repeat(40);
    expect(parse({ STAGE: 'local', SECRET_PEPPER: pepper, ORIGIN_SECRET: local }).ORIGIN_SECRET).toBe(local);
    expect(() => parse({ STAGE: 'prod', PEPPER_SECRET_ID: pepperId, ORIGIN_SECRET: local })).toThrow(/ORIGIN_SECRET/);
    const arn = 'arn:aws:secretsmanager:ap-northeast-2:123456789012:secret:origin-AbCdEf';
    expect(parse({ STAGE: 'prod', PEPPER_SECRET_ID: pepperId, ORIGIN_SECRET_ID: arn }).ORIGIN_SECRET_ID).toBe(arn);
  });
});
