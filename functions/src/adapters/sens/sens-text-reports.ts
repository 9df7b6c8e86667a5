import type { TextReceipt, TextReport } from '../../domain/ports.ts';
import { alimtalkMessagesPath } from '../kakao/sens-alimtalk-sender.ts';
import { getFromSens, sensJson, type SensKeys } from './sens-api.ts';
import { smsMessagesPath } from './sens-sms-sender.ts';

/** Kakao's 수신 상태 code for a 알림톡 that reached the phone. */
const ALIMTALK_DELIVERED = '0000';

interface SmsResult {
  messageId?: string;
  /** READY or PROCESSING while the carrier has not answered; COMPLETED with its result. */
  status?: string;
  statusCode?: string;
  statusName?: string;
  statusMessage?: string;
}

interface AlimtalkResult {
  requestStatusCode?: string;
  requestStatusDesc?: string;
  messageStatusCode?: string;
  messageStatusName?: string;
  messageStatusDesc?: string;
  useSmsFailover?: boolean;
}

/**
 * What SENS knows of a text it took, from its result lookups (field names as NAVER Cloud's API reference gives them;
 * docs/messaging.md): an SMS by its request id (the request's message, then that message's result), a 알림톡 by its
 * message id. A 알림톡 Kakao could not deliver went on as SENS's SMS fallback, whose result this lookup does not give.
 */
export const sensTextReports =
  (accounts: { sms?: SensKeys & { serviceId: string }; alimtalk?: SensKeys & { serviceId: string } }, fetchImpl: typeof fetch = fetch) =>
  async (receipt: TextReceipt): Promise<TextReport> => {
    if (receipt.via === 'sens-alimtalk') {
      if (!accounts.alimtalk) return { state: 'untraceable', reason: 'no 알림톡 account' };
      const path = `${alimtalkMessagesPath(accounts.alimtalk.serviceId)}/${encodeURIComponent(receipt.messageId)}`;
      return alimtalkReport(sensJson<AlimtalkResult>((await getFromSens('sms', accounts.alimtalk, path, fetchImpl)) ?? ''));
    }
    if (!accounts.sms) return { state: 'untraceable', reason: 'no SMS account' };
    const base = smsMessagesPath(accounts.sms.serviceId);
    const listed = sensJson<{ messages?: SmsResult[] }>((await getFromSens('sms', accounts.sms, `${base}?requestId=${encodeURIComponent(receipt.requestId)}`, fetchImpl)) ?? '');
    const messageId = listed?.messages?.[0]?.messageId;
    if (!messageId) return { state: 'pending' };
    const found = sensJson<{ messages?: SmsResult[] }>((await getFromSens('sms', accounts.sms, `${base}/${encodeURIComponent(messageId)}`, fetchImpl)) ?? '');
    return smsReport(found?.messages?.[0]);
  };

function smsReport(r: SmsResult | undefined): TextReport {
  if (!r || r.status !== 'COMPLETED') return { state: 'pending' };
  if (r.statusName === 'success') return { state: 'delivered' };
  return { state: 'undelivered', reason: `SMS ${r.statusCode ?? ''} ${r.statusMessage ?? r.statusName ?? ''}`.replace(/\s+/g, ' ').trim() };
}

function alimtalkReport(r: AlimtalkResult | undefined): TextReport {
  if (!r) return { state: 'pending' };
  if (r.requestStatusCode && r.requestStatusCode !== 'A000') return { state: 'undelivered', reason: `알림톡 ${r.requestStatusCode} ${r.requestStatusDesc ?? ''}`.trim() };
  if (!r.messageStatusCode) return { state: 'pending' };
  if (r.messageStatusCode === ALIMTALK_DELIVERED) return { state: 'delivered' };
  const reason = `알림톡 ${r.messageStatusCode} ${r.messageStatusDesc ?? r.messageStatusName ?? ''}`.trim();
  return r.useSmsFailover ? { state: 'untraceable', reason: `${reason}: SMS로 대체 발송` } : { state: 'undelivered', reason };
}
