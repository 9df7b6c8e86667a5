import type { AlimtalkTemplate, TenantConfig } from '@portal/shared';
import type { CompanyRecord, OutboxMessage } from '../ports.ts';

/** The company's KakaoTalk channel and approved templates as stored, from its configuration (`company.kakao`). */
export function kakaoRecord(config: TenantConfig['company']['kakao']): Pick<CompanyRecord, 'kakao'> {
  return config ? { kakao: { channelId: config.channel_id, templates: { ...config.templates } } } : {};
}

/** What a text message goes as on KakaoTalk: the tenant's channel and the code Kakao approved for its template. */
export interface AlimtalkRoute {
  channelId: string;
  templateCode: string;
  template: AlimtalkTemplate;
}

/**
 * The 알림톡 a text message goes as (docs/messaging.md): only a message composed from a catalogue template the tenant
 * had approved for its channel; any other stays an SMS.
 */
export function alimtalkRoute(company: Pick<CompanyRecord, 'kakao'> | undefined, m: Pick<OutboxMessage, 'channel' | 'template'>): AlimtalkRoute | undefined {
  const kakao = company?.kakao;
  const templateCode = m.channel === 'sms' && m.template ? kakao?.templates[m.template] : undefined;
  return kakao && templateCode && m.template ? { channelId: kakao.channelId, templateCode, template: m.template } : undefined;
}
