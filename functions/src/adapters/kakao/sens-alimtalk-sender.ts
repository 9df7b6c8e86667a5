import { createHmac } from 'node:crypto';
import { ServiceUnavailableError } from '../../domain/errors.ts';
import type { AlimtalkMessage } from '../../domain/ports.ts';

/** The relay's account: NAVER Cloud's SENS (Simple & Easy Notification Service) Biz Message service for 알림톡. */
export interface SensAccount {
  /** https://sens.apigw.ntruss.com on NAVER Cloud; the local stand-in's /dev/sens locally. */
  endpoint: string;
  serviceId: string;
  accessKey: string;
  secretKey: string;
  /** The organisation's pre-registered sender number (발신번호 사전등록) its SMS fallback goes from. */
  smsSender: string;
}

/** Tries of one send before it counts as the provider failing (the delivery's backoff takes it from there). */
const TRIES = 3;
const TIMEOUT_MS = 2_000;

/** An SMS holds 90 bytes as Korean carriers count them (EUC-KR: a Hangul syllable 2, ASCII 1); more is an LMS. */
const SMS_BYTES = 90;
const carrierBytes = (text: string) => [...text].reduce((n, c) => n + (c.charCodeAt(0) < 0x80 ? 1 : 2), 0);

/** SENS's request signature: base64 HMAC-SHA256 of 'METHOD path\ntimestamp\naccessKey' with the secret key. */
export const sensSignature = (secretKey: string, method: string, path: string, timestamp: string, accessKey: string) =>
  createHmac('sha256', secretKey).update(`${method} ${path}\n${timestamp}\n${accessKey}`).digest('base64');

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
      messages: [{ countryCode: '82', to: to.replace(/\D/g, ''), content: m.text, useSmsFailover: true, failoverConfig: { type: carrierBytes(m.text) > SMS_BYTES ? 'LMS' : 'SMS', from: account.smsSender, content: m.text } }],
    });
    let failure: unknown;
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      if (attempt > 1) await new Promise((r) => setTimeout(r, 100 * attempt));
      const timestamp = String(Date.now());
      let r: Response;
      try {
        r = await fetchImpl(`${account.endpoint}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'x-ncp-apigw-timestamp': timestamp,
            'x-ncp-iam-access-key': account.accessKey,
            'x-ncp-apigw-signature-v2': sensSignature(account.secretKey, 'POST', path, timestamp, account.accessKey),
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (e) {
        // No answer (refused connection, reset, timeout): the provider, not the message.
        failure = e;
        continue;
      }
      const text = await r.text().catch(() => '');
      if (r.status === 200 || r.status === 202) {
        const refused = (JSON.parse(text) as { messages?: { requestStatusCode?: string; requestStatusDesc?: string }[] }).messages?.find((x) => x.requestStatusCode && x.requestStatusCode !== 'A000');
        if (refused) throw new Error(`SENS refused the 알림톡: ${refused.requestStatusCode} ${refused.requestStatusDesc ?? ''}`.trim());
        return;
      }
      failure = new Error(`SENS answered ${r.status}: ${text.slice(0, 200)}`);
      if (r.status < 500 && r.status !== 429) throw failure;
    }
    throw new ServiceUnavailableError('sms', { cause: failure });
  };
