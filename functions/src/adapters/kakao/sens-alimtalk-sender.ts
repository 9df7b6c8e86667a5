import type { AlimtalkMessage, TextReceipt } from '../../domain/ports.ts';
import { textSize } from '../../domain/mail/text-size.ts';
import { postToSens, sensJson, sensNumber, type SensKeys } from '../sens/sens-api.ts';

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
  async (to: string, m: AlimtalkMessage): Promise<TextReceipt | void> => {
    const path = alimtalkMessagesPath(account.serviceId);
    const body = JSON.stringify({
      plusFriendId: m.channelId,
      templateCode: m.templateCode,
      messages: [{ countryCode: '82', to: sensNumber(to), content: m.text, useSmsFailover: true, failoverConfig: { type: textSize(m.text), from: account.smsSender, content: m.text } }],
    });
    const answer = sensJson<{ requestId?: string; messages?: { messageId?: string; requestStatusCode?: string; requestStatusDesc?: string }[] }>(await postToSens('sms', account, path, body, fetchImpl));
    const refused = answer?.messages?.find((x) => x.requestStatusCode && x.requestStatusCode !== 'A000');
    if (refused) throw new Error(`SENS refused the 알림톡: ${refused.requestStatusCode} ${refused.requestStatusDesc ?? ''}`.trim());
    // The message id is how its delivery report is asked for later (sens-text-reports.ts).
    const messageId = answer?.messages?.[0]?.messageId;
    return answer?.requestId && messageId ? { via: 'sens-alimtalk', requestId: answer.requestId, messageId } : undefined;
  };

export const alimtalkMessagesPath = (serviceId: string) => `/alimtalk/v2/services/${encodeURIComponent(serviceId)}/messages`;
