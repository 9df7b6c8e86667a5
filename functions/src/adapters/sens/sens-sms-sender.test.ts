import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../../domain/errors.ts';
import { sensSignature } from './sens-api.ts';
import { sensSmsSender } from './sens-sms-sender.ts';
import { fakeFetch, refusedConnection } from './sens-test-fetch.ts';

const account = { endpoint: 'https://sens.example', serviceId: 'ncp:sms:kr:1:portal', accessKey: 'ak', secretKey: 'sk', from: '0212345678' };
const text = '[알파 공사] 인증번호 [123456]를 5분 안에 입력해 주세요.';

const accepted = { status: 202, body: { requestId: 'r-1', requestTime: '2026-11-29T10:00:00.000', statusCode: '202', statusName: 'success' } };

describe('SMS through SENS from the pre-registered sender number', () => {
  it("posts one signed SMS from the organisation's registered number to the number's digits", async () => {
    const f = fakeFetch([accepted]);
    // SENS's request id is the receipt its delivery report is asked for by later.
    expect(await sensSmsSender(account, f.impl)('010-1234-5678', text)).toEqual({ via: 'sens-sms', requestId: 'r-1' });
    expect(f.calls).toHaveLength(1);
    const { url, init } = f.calls[0]!;
    expect(url).toBe('https://sens.example/sms/v2/services/ncp:sms:kr:1:portal/messages');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-ncp-iam-access-key']).toBe('ak');
    expect(headers['x-ncp-apigw-signature-v2']).toBe(sensSignature('sk', 'POST', '/sms/v2/services/ncp:sms:kr:1:portal/messages', headers['x-ncp-apigw-timestamp']!, 'ak'));
    expect(JSON.parse(String(init.body))).toEqual({ type: 'SMS', contentType: 'COMM', countryCode: '82', from: '0212345678', content: text, messages: [{ to: '01012345678' }] });
  });

  it('sends a text longer than the 90 bytes an SMS holds as carriers count them as a long text (LMS)', async () => {
    const type = async (t: string) => {
      const f = fakeFetch([accepted]);
      await sensSmsSender(account, f.impl)('01012345678', t);
      return JSON.parse(String(f.calls[0]!.init.body)).type;
    };
    expect(await type('가'.repeat(46))).toBe('LMS');
    expect(await type('가'.repeat(45))).toBe('SMS');
  });

  it('tries SENS again at once only when it sent nothing (a 429, a refused connection), three times, then reports the provider failing, as SNS failing is', async () => {
    const f = fakeFetch([{ status: 429, body: {} }, refusedConnection(), { status: 429, body: {} }]);
    const failing = sensSmsSender(account, f.impl)('01012345678', text);
    await expect(failing).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(failing).rejects.toMatchObject({ service: 'sms' });
    expect(f.calls).toHaveLength(3);
  });

  it('leaves a 5xx or a lost answer, which may have sent the text, to the delivery\'s later retry: one call, the provider failing', async () => {
    for (const answer of [{ status: 503, body: {} }, new TypeError('fetch failed')]) {
      const f = fakeFetch([answer, { status: 202, body: {} }]);
      await expect(sensSmsSender(account, f.impl)('01012345678', text)).rejects.toBeInstanceOf(ServiceUnavailableError);
      expect(f.calls).toHaveLength(1);
    }
  });

  it("throws SENS's refusal of the request itself (an unregistered sender number) once, as it is, for the delivery to park", async () => {
    const f = fakeFetch([{ status: 400, body: { status: 400, errorMessage: 'unregistered calling number' } }]);
    const refused = sensSmsSender(account, f.impl)('01012345678', text);
    await expect(refused).rejects.toThrow(/SENS answered 400: .*unregistered calling number/);
    await expect(refused).rejects.not.toBeInstanceOf(ServiceUnavailableError);
    expect(f.calls).toHaveLength(1);
  });
});
