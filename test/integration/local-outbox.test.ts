import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';

/** SMS through the real SNS client and e-mail through the real SES client land in the local outbox. */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
});
afterAll(() => portal?.close());

describe('local outbox', () => {
  it('lists sent SMS and e-mail, newest first, as a page and as JSON', async () => {
    await processWiring().notifier.sendEmail('applicant@example.com', '인증번호 안내', '인증번호는 123456 입니다.');
    // No pause between the two: the SES store's second-resolution time is never later than the SMS sent after it.
    await processWiring().notifier.sendSms('010-1234-5678', '[채용] 인증번호 654321');
    const list = (await portal.get('localhost', '/dev/outbox.json')).json<any[]>();
    expect(list[0]).toMatchObject({ channel: 'sms', to: '+821012345678', body: '[채용] 인증번호 654321' });
    expect(list[1]).toMatchObject({ channel: 'email', to: 'applicant@example.com', subject: '인증번호 안내' });
    const page = await portal.get('localhost', '/dev/outbox');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('로컬 발송함');
    expect(page.text).toContain('654321');
  });
});
