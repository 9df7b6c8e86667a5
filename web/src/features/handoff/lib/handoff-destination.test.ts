import { describe, expect, it } from 'vitest';
import { handoffDestination, planHandoff, readHandoffValues } from './handoff-destination.ts';

describe('handoff destinations (spec part 2, 2.18 step 4)', () => {
  it('sends a form handoff to the admin form in test mode', () => {
    expect(planHandoff('form', '?projectId=901&taskId=11')).toEqual({
      ok: true,
      type: 'form',
      values: { projectId: 901, taskId: 11 },
      destination: { path: '/admin/form/0' },
    });
  });

  it('sends a check handoff to the application history with the applicant as check_id state', () => {
    const plan = planHandoff('check', '?applicantId=77');
    expect(plan.ok && plan.destination).toEqual({ path: '/check/history', state: { check_id: 77 } });
  });

  it('sends a recruit_view handoff to the admin posting detail', () => {
    const plan = planHandoff('recruit_view', '?noticeId=5');
    expect(plan.ok && plan.destination).toEqual({ path: '/admin/recruit/5' });
  });

  it('sends index and introduction handoffs to their public pages', () => {
    expect(handoffDestination('index', {})).toEqual({ path: '/' });
    expect(handoffDestination('introduction', {})).toEqual({ path: '/introduction' });
  });

  it("never carries an older link's applicant token into the address (docs/security.md 29)", () => {
    const plan = planHandoff('result', '?applicantStepId=3-77&applicantToken=tok_A-1');
    expect(plan.ok && plan.destination).toEqual({ path: '/admin/result/3-77' });
  });

  it('opens a result without adminToken when the link carries no applicant token', () => {
    const plan = planHandoff('result', '?applicantStepId=3-77');
    expect(plan.ok && plan.destination).toEqual({ path: '/admin/result/3-77' });
  });

  it('opens a result link as the minting API makes it, with applicantStepId as <stepId>-<applicantId>', () => {
    // mintHandoffBodySchema takes only this form, and the result route loads only this form (applicantStepIdPattern).
    const plan = planHandoff('result', new URLSearchParams({ applicantStepId: '902-15' }));
    expect(plan).toMatchObject({ ok: true, values: { applicantStepId: '902-15' }, destination: { path: '/admin/result/902-15' } });
  });

  it('counts an applicantStepId that is not <stepId>-<applicantId> as missing', () => {
    for (const bad of ['3', '3-', '-7', '3-7-1', '0x3-7', '1234567890-1']) expect(planHandoff('result', `?applicantStepId=${bad}`)).toMatchObject({ ok: false, missing: ['applicantStepId'] });
  });

  it('refuses a type it does not know', () => {
    expect(planHandoff('admin', '?projectId=1')).toEqual({ ok: false, reason: 'type' });
  });

  it("names the values a type cannot do without when the link lacks them (the server's handoffRequired)", () => {
    expect(planHandoff('form', '?projectId=901')).toEqual({ ok: false, reason: 'missing', type: 'form', missing: ['taskId'] });
    expect(planHandoff('check', '')).toEqual({ ok: false, reason: 'missing', type: 'check', missing: ['applicantId'] });
    expect(planHandoff('recruit_view', '')).toMatchObject({ ok: false, missing: ['noticeId'] });
    expect(planHandoff('result', '?applicantToken=x')).toMatchObject({ ok: false, missing: ['applicantStepId'] });
    expect(planHandoff('index', '')).toMatchObject({ ok: true });
  });

  it('reads ids only as positive whole numbers of at most 12 digits, and no applicant token at all', () => {
    expect(readHandoffValues('?projectId=0&taskId=-1&applicantId=1.5&noticeId=abc&applicantStepId=1234567890123')).toEqual({});
    expect(readHandoffValues('?applicantToken=a%20b')).toEqual({});
    expect(readHandoffValues(new URLSearchParams({ noticeId: '42', applicantToken: 'abc_DEF-9', extra: '1' }))).toEqual({ noticeId: 42 });
  });

  it('counts a malformed required value as missing', () => {
    expect(planHandoff('check', '?applicantId=seven')).toMatchObject({ ok: false, missing: ['applicantId'] });
  });
});
