import { describe, expect, it } from 'vitest';
import { localQualificationCheck } from './local-qualification-check.ts';

describe('local qualification check', () => {
  const check = localQualificationCheck([
    { id: 'qualified', password: 'qualified1!' },
    { projectId: 548, id: 'welder', password: '용접-비밀번호' },
    { projectId: 748, id: 'welder', password: 'other-pass' },
  ]);
  const ask = (projectId: number, accountId: string, password: string) => check.check({ projectId, accountId, password });

  it('accepts a listed account with its password', async () => {
    expect(await ask(548, 'qualified', 'qualified1!')).toBe(true);
    expect(await ask(1, 'qualified', 'qualified1!')).toBe(true);
    expect(await ask(548, 'welder', '용접-비밀번호')).toBe(true);
    expect(await ask(748, 'welder', 'other-pass')).toBe(true);
  });

  it('refuses a wrong password, an unknown id and an account of another project', async () => {
    expect(await ask(548, 'qualified', 'qualified1')).toBe(false);
    expect(await ask(548, 'qualified', 'qualified1!!')).toBe(false);
    expect(await ask(548, 'qualified', '')).toBe(false);
    expect(await ask(548, 'Qualified', 'qualified1!')).toBe(false);
    expect(await ask(548, 'nobody', 'qualified1!')).toBe(false);
    expect(await ask(748, 'welder', '용접-비밀번호')).toBe(false);
    expect(await ask(999, 'welder', '용접-비밀번호')).toBe(false);
  });

  it('refuses everything without accounts, including empty passwords', async () => {
    const none = localQualificationCheck([]);
    expect(await none.check({ projectId: 1, accountId: '', password: '' })).toBe(false);
    expect(await localQualificationCheck([{ id: 'x', password: 'p' }]).check({ projectId: 1, accountId: 'y', password: '' })).toBe(false);
  });
});
