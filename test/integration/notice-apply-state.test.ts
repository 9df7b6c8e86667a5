import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * A notice that is not open yet or whose posting is suspended takes no application by any route (issue 41 item 3;
 * audit ux.md M3 and M4: /project/903 '접수준비중' made an applicant, a '(게시 중단)' posting's 지원하기 worked).
 */
let portal: TestPortal;
const H = 'notice-state.localhost';

beforeAll(async () => {
  portal = await startTestPortal([fixture('notice-state.yaml')]);
});
afterAll(() => portal?.close());

let n = 0;
const apply = (projectId: number, taskId: number) => {
  n += 1;
  const person = { name: '상태확인', phone: `0107777${String(n).padStart(4, '0')}`, email: `state${n}@example.com`, password: 'jiwon-apply-26', password_confirmation: 'jiwon-apply-26' };
  return portal.send('POST', H, `/api/app/applicant/create/${taskId}`, JSON.stringify({ project_id: projectId, agreements: 'Y', agreement_ids: [], ...person }), { 'content-type': 'application/json' });
};

describe("a notice's apply state", () => {
  it('tells the consent step whether the notice takes applications: open, not open yet, suspended', async () => {
    const state = async (id: number) => (await portal.get(H, `/api/app/project/${id}`)).json<{ applyState: string }>().applyState;
    expect([await state(91411), await state(91412), await state(91413)]).toEqual(['open', 'notOpen', 'suspended']);
  });

  it('makes no applicant for a notice that is not open yet', async () => {
    const r = await apply(91412, 914121);
    expect(r.status).toBe(400);
    expect(r.json<{ message: string }>().message).toBe(messages.authSave.notOpen);
  });

  it('makes no applicant for a notice whose every posting is suspended', async () => {
    const r = await apply(91413, 914131);
    expect(r.status).toBe(400);
    expect(r.json<{ message: string }>().message).toBe(messages.apply.notTaking.suspended);
  });

  it('makes the applicant of an open notice (the control)', async () => {
    const r = await apply(91411, 914111);
    expect(r.status, r.text).toBe(200);
    expect(r.json<{ id: number }>().id).toEqual(expect.any(Number));
  });
});
