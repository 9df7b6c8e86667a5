import type { AlimtalkMessage } from '../../domain/ports.ts';
import { textSize } from '../../domain/mail/text-size.ts';
import { postToSens, sensNumber, type SensKeys } from '../sens/sens-api.ts';

export { sensSignature } from '../sens/sens-api.ts';

/** The relay's account: NAVER Cloud's SENS (Simple & Easy Notification Service) Biz Message service for 알림톡. */
export interface SensAccount extends SensKeys {
  serviceId: string;
  /** The organisation's pre-registered sender number (발신번호 사전등록) its SMS fallback goes from. */
  smsSender: string;
}

/**
 * Sends one 알림톡 through SENS with the same text as its SMS fallback (SENS sends the SMS itself when the recipient
 * cannot get the 알림톡: no KakaoTalk, blocked channel). A 5xx, a 429 or no answer is the provider failing
 * (ServiceUnavailableError: the delivery tries again later); any other refusal is the message's own (an unapproved
 * template or text, a wrong number) and is thrown as is, so the delivery parks it with SENS's reason.
 */
export const sensAlimtalkSender =
  (account: SensAccount, fetchImpl: typeof fetch = fetch) =>
  async (to: string, m: AlimtalkMessage): Promise<void> => {
    const path = `/alimtalk/v2/services/${encodeURIComponent(account.serviceId)}/messages`;
    const body = JSON.stringify({
      plusFriendId: m.channelId,
      templateCode: m.templateCode,
      messages: [{ countryCode: '82', to: sensNumber(to), content: m.text, useSmsFailover: true, failoverConfig: { type: textSize(m.text), from: account.smsSender, content: m.text } }],
    });
    const text = await postToSens('sms', account, path, body, fetchImpl);
    const refused = (JSON.parse(text) as { messages?: { requestStatusCode?: string; requestStatusDesc?: string }[] }).messages?.find((x) => x.requestStatusCode && x.requestStatusCode !== 'A000');
    if (refused) throw new Error(`SENS refused the 알림톡: ${refused.requestStatusCode} ${refused.requestStatusDesc ?? ''}`.trim());
  };
