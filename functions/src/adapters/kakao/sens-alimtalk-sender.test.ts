import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../../domain/errors.ts';
import { sensAlimtalkSender, sensSignature } from './sens-alimtalk-sender.ts';
import { fakeFetch, refusedConnection } from '../sens/sens-test-fetch.ts';

const account = { endpoint: 'https://sens.example', serviceId: 'ncp:kkobizmsg:kr:1:portal', accessKey: 'ak', secretKey: 'sk', smsSender: '0212345678' };
const message = { channelId: '@alpha', templateCode: 'AUTH_01', text: '[알파 공사] 인증번호 [123456]를 5분 안에 입력해 주세요.' };

const accepted = { status: 202, body: { statusCode: '202', messages: [{ requestStatusCode: 'A000' }] } };

describe('KakaoTalk 알림톡 through SENS', () => {
  it('posts one signed message with its text as the SMS fallback, from the registered sender number', async () => {
    const f = fakeFetch([accepted]);
    await sensAlimtalkSender(account, f.impl)('010-1234-5678', message);
    expect(f.calls).toHaveLength(1);
    const { url, init } = f.calls[0]!;
    expect(url).toBe('https://sens.example/alimtalk/v2/services/ncp%3Akkobizmsg%3Akr%3A1%3Aportal/messages');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-ncp-apigw-signature-v2']).toBe(sensSignature('sk', 'POST', '/alimtalk/v2/services/ncp%3Akkobizmsg%3Akr%3A1%3Aportal/messages', headers['x-ncp-apigw-timestamp']!, 'ak'));
    expect(JSON.parse(String(init.body))).toEqual({
      plusFriendId: '@alpha',
      templateCode: 'AUTH_01',
      messages: [{ countryCode: '82', to: '01012345678', content: message.text, useSmsFailover: true, failoverConfig: { type: 'SMS', from: '0212345678', content: message.text } }],
    });
  });

  it('falls back to a long text (LMS) only for a text longer than the 90 bytes an SMS holds as carriers count them (a Hangul syllable 2)', async () => {
    const sent = async (text: string) => {
      const f = fakeFetch([accepted]);
      await sensAlimtalkSender(account, f.impl)('01012345678', { ...message, text });
      return JSON.parse(String(f.calls[0]!.init.body)).messages[0].failoverConfig.type;
    };
    expect(await sent('가'.repeat(46))).toBe('LMS');
    expect(await sent('가'.repeat(45))).toBe('SMS');
  });

  it('tries SENS again at once only when it sent nothing (a 429, a refused connection), three times, then reports the provider failing', async () => {
    const f = fakeFetch([{ status: 429, body: {} }, refusedConnection(), { status: 429, body: {} }]);
    await expect(sensAlimtalkSender(account, f.impl)('01012345678', message)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(f.calls).toHaveLength(3);
  });

  it('leaves a 5xx or a lost answer, which may have sent the 알림톡, to the delivery\'s later retry: one call, the provider failing', async () => {
    for (const answer of [{ status: 500, body: {} }, new TypeError('fetch failed')]) {
      const f = fakeFetch([answer, { status: 202, body: {} }]);
      await expect(sensAlimtalkSender(account, f.impl)('01012345678', message)).rejects.toBeInstanceOf(ServiceUnavailableError);
      expect(f.calls).toHaveLength(1);
    }
  });

  it("throws SENS's refusal of the message itself (a wrong key, an unapproved template) as it is, once, for the delivery to park", async () => {
    const unauthorized = fakeFetch([{ status: 401, body: { errorCode: '200', message: 'Authentication Failed' } }]);
    const refused = sensAlimtalkSender(account, unauthorized.impl)('01012345678', message);
    await expect(refused).rejects.toThrow(/SENS answered 401/);
    await expect(refused).rejects.not.toBeInstanceOf(ServiceUnavailableError);
    expect(unauthorized.calls).toHaveLength(1);
    const template = fakeFetch([{ status: 202, body: { messages: [{ requestStatusCode: 'A003', requestStatusDesc: '템플릿 불일치' }] } }]);
    await expect(sensAlimtalkSender(account, template.impl)('01012345678', message)).rejects.toThrow('SENS refused the 알림톡: A003 템플릿 불일치');
  });
});
