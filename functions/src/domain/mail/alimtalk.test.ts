import { companyConfigSchema } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { alimtalkRoute, kakaoRecord } from './alimtalk.ts';

const company = (kakao: unknown) => companyConfigSchema.safeParse({ id: 1, domainKey: 'alpha', name: '알파', labels: {}, site: {}, kakao });

describe("a tenant's KakaoTalk 알림톡 templates", () => {
  it('reads the channel and the approved code of each catalogue template, and routes only a text composed from one of them', () => {
    const parsed = company({ channel_id: '@alpha', templates: { 'verification-code': 'AUTH_01', 'step-result': 'RESULT_01' } });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const record = kakaoRecord(parsed.data!.kakao);
    expect(record).toEqual({ kakao: { channelId: '@alpha', templates: { 'verification-code': 'AUTH_01', 'step-result': 'RESULT_01' } } });
    expect(alimtalkRoute(record, { channel: 'sms', template: 'verification-code' })).toEqual({ channelId: '@alpha', templateCode: 'AUTH_01', template: 'verification-code' });
    // No approved template for it, not a text message, or no template at all: an SMS (or the mail it is).
    expect(alimtalkRoute(record, { channel: 'sms', template: 'password-code' })).toBeUndefined();
    expect(alimtalkRoute(record, { channel: 'email', template: 'verification-code' })).toBeUndefined();
    expect(alimtalkRoute(record, { channel: 'sms' })).toBeUndefined();
    expect(alimtalkRoute({}, { channel: 'sms', template: 'verification-code' })).toBeUndefined();
    expect(kakaoRecord(undefined)).toEqual({});
  });

  it('refuses, in Korean, a channel id without its @, a template the catalogue does not have, and fields it does not know', () => {
    const messages = (kakao: unknown) => (company(kakao).error?.issues ?? []).map((i) => i.message);
    expect(messages({ channel_id: 'alpha', templates: {} })).toContain('kakao.channel_id는 @로 시작하는 카카오톡 채널 아이디로 입력해 주세요.');
    expect(messages({ channel_id: '@alpha', templates: { receipt: 'R_01' } })).toContain('알 수 없는 항목(receipt)이 포함되어 있습니다.');
    expect(messages({ channel_id: '@alpha', templates: {}, sender: 'x' })).toContain('kakao에는 channel_id와 templates만 쓸 수 있습니다.');
  });
});
