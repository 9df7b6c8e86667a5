import type { TextReceipt } from '../../domain/ports.ts';
import { textSize } from '../../domain/mail/text-size.ts';
import { postToSens, sensJson, sensNumber, type SensKeys } from './sens-api.ts';

/** A SENS SMS project (its service id) and the organisation's number registered with it (발신번호 사전등록). */
export interface SensSmsAccount extends SensKeys {
  serviceId: string;
  from: string;
}

/**
 * Sends one text through SENS's SMS API (v2) from the pre-registered sender number, which Korean carriers require and
 * SNS cannot give: an SMS up to 90 carrier bytes, an LMS beyond. SENS answers 202 once it took the message, with the
 * request id its delivery report is asked by. Failing
 * (5xx, 429, no answer) is ServiceUnavailableError, as SNS's; a refusal of the request itself (an unregistered sender
 * number, a wrong key, a malformed number) is thrown as is, for the delivery to park with SENS's reason.
 */
export const sensSmsSender =
  (account: SensSmsAccount, fetchImpl: typeof fetch = fetch) =>
  async (to: string, text: string): Promise<TextReceipt | void> => {
    const body = JSON.stringify({ type: textSize(text), contentType: 'COMM', countryCode: '82', from: account.from, content: text, messages: [{ to: sensNumber(to) }] });
    const answer = await postToSens('sms', account, smsMessagesPath(account.serviceId), body, fetchImpl);
    // Its request id is how the delivery report is asked for later (sens-text-reports.ts).
    const requestId = sensJson<{ requestId?: string }>(answer)?.requestId;
    return requestId ? { via: 'sens-sms', requestId } : undefined;
  };

/** The id as NAVER Cloud writes it (ncp:sms:kr:…:name): ':' is a path character, and the signature covers the path as sent. */
export const smsMessagesPath = (serviceId: string) => `/sms/v2/services/${serviceId}/messages`;
