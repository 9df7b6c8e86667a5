import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../../domain/errors.ts';
import { sensSignature } from './sens-api.ts';
import { fakeFetch } from './sens-test-fetch.ts';
import { sensTextReports } from './sens-text-reports.ts';

const keys = { endpoint: 'https://sens.example', accessKey: 'ak', secretKey: 'sk' };
const accounts = { sms: { ...keys, serviceId: 'ncp:sms:kr:1:portal' }, alimtalk: { ...keys, serviceId: 'ncp:kkobizmsg:kr:1:portal' } };
const sms = { via: 'sens-sms', requestId: 'req-1' } as const;
const kakao = { via: 'sens-alimtalk', requestId: 'req-2', messageId: 'msg-2' } as const;
const listed = { status: 200, body: { statusCode: '202', statusName: 'success', messages: [{ requestId: 'req-1', messageId: 'msg-1' }] } };
const smsResult = (r: Record<string, string>) => ({ status: 200, body: { statusCode: '202', statusName: 'success', messages: [{ requestId: 'req-1', messageId: 'msg-1', ...r }] } });

describe("SENS's delivery reports", () => {
  it("asks for an SMS by its request id, then that message's result, each GET signed over its path and query", async () => {
    const f = fakeFetch([listed, smsResult({ status: 'COMPLETED', statusCode: '0', statusName: 'success', statusMessage: '성공' })]);
    expect(await sensTextReports(accounts, f.impl)(sms)).toEqual({ state: 'delivered' });
    expect(f.calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', 'https://sens.example/sms/v2/services/ncp:sms:kr:1:portal/messages?requestId=req-1'],
      ['GET', 'https://sens.example/sms/v2/services/ncp:sms:kr:1:portal/messages/msg-1'],
    ]);
    const headers = f.calls[0]!.init.headers as Record<string, string>;
    expect(headers['x-ncp-apigw-signature-v2']).toBe(sensSignature('sk', 'GET', '/sms/v2/services/ncp:sms:kr:1:portal/messages?requestId=req-1', headers['x-ncp-apigw-timestamp']!, 'ak'));
    expect(f.calls[0]!.init.body).toBeUndefined();
  });

  it("reads an SMS the carrier has not answered for as on its way, and a failed one as undelivered with the carrier's reason", async () => {
    expect(await sensTextReports(accounts, fakeFetch([listed, smsResult({ status: 'PROCESSING' })]).impl)(sms)).toEqual({ state: 'pending' });
    // SENS has no record of the request yet (its empty 404).
    expect(await sensTextReports(accounts, fakeFetch([{ status: 404, body: {} }]).impl)(sms)).toEqual({ state: 'pending' });
    const failed = smsResult({ status: 'COMPLETED', statusCode: '3018', statusName: 'fail', statusMessage: '전원 꺼짐' });
    expect(await sensTextReports(accounts, fakeFetch([listed, failed]).impl)(sms)).toEqual({ state: 'undelivered', reason: 'SMS 3018 전원 꺼짐' });
  });

  it("reads a 알림톡's 수신 상태: 0000 delivered, none yet on its way, a failure with the SMS fallback untraceable here, without it undelivered", async () => {
    const result = (r: Record<string, unknown>) => ({ status: 200, body: { requestId: 'req-2', messageId: 'msg-2', requestStatusCode: 'A000', useSmsFailover: true, ...r } });
    const report = (r: Record<string, unknown>) => {
      const f = fakeFetch([result(r)]);
      return { f, got: sensTextReports(accounts, f.impl)(kakao) };
    };
    const delivered = report({ messageStatusCode: '0000', messageStatusName: 'success' });
    expect(await delivered.got).toEqual({ state: 'delivered' });
    expect(delivered.f.calls[0]!.url).toBe('https://sens.example/alimtalk/v2/services/ncp%3Akkobizmsg%3Akr%3A1%3Aportal/messages/msg-2');
    expect(await report({}).got).toEqual({ state: 'pending' });
    expect(await report({ messageStatusCode: '3019', messageStatusDesc: '카카오톡 미사용자' }).got).toEqual({ state: 'untraceable', reason: '알림톡 3019 카카오톡 미사용자: SMS로 대체 발송' });
    expect(await report({ messageStatusCode: '3020', messageStatusDesc: '채널 차단', useSmsFailover: false }).got).toEqual({ state: 'undelivered', reason: '알림톡 3020 채널 차단' });
  });

  it('reports SENS failing as the provider unavailable (the rest waits for the next run)', async () => {
    await expect(sensTextReports(accounts, fakeFetch([{ status: 503, body: {} }]).impl)(kakao)).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
