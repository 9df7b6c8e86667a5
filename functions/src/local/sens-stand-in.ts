import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { config } from '../config.ts';
import { sensSignature } from '../adapters/sens/sens-api.ts';
import { json } from '../http/http-result.ts';
import { LOCAL_SENS_SENDER_NUMBERS } from './local-defaults.ts';
import type { LocalOutbox } from './local-outbox.ts';

type Answer = ReturnType<typeof json>;

/** What the stand-in keeps of a text it took: how its delivery report reads. */
interface Taken {
  requestId: string;
  messageId: string;
  via: 'sms' | 'alimtalk';
  /** The carrier could not deliver it (an SMS to a number ending 9999). */
  fails: boolean;
  /** A 알림톡 to a number without KakaoTalk: SENS sent its SMS fallback instead. */
  fellBack: boolean;
  /** Result lookups so far: the first finds it still on its way, as a carrier that has not answered yet. */
  looks: number;
}

/**
 * NAVER Cloud SENS, locally (/dev/sens): the SMS API's send and the 알림톡 send, each signed as SENS checks it, and
 * their result lookups (the delivery reports). Every text it takes is kept in the local outbox as what its recipient
 * gets. A number ending 0000 stands for one without KakaoTalk (the 알림톡's SMS fallback goes instead), one ending 9999
 * for a phone its carrier cannot deliver to; a template code starting REJECTED for one Kakao no longer approves.
 */
export function sensStandIn(outbox: LocalOutbox) {
  const taken = new Map<string, Taken>();
  const byRequest = new Map<string, string[]>();
  const take = (requestId: string, messageId: string, via: Taken['via'], to: string, fellBack = false) => {
    taken.set(messageId, { requestId, messageId, via, fails: via === 'sms' && to.endsWith('9999'), fellBack, looks: 0 });
    byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), messageId]);
  };

  /** The request signed with the local keys as SENS checks it (its own path and query, without the /dev/sens prefix). */
  function signed(req: IncomingMessage, method: string, pathAndQuery: string): boolean {
    const c = config();
    const header = (name: string) => String(req.headers[name] ?? '');
    const expected = sensSignature(c.ALIMTALK_SECRET_KEY ?? '', method, pathAndQuery.slice('/dev/sens'.length), header('x-ncp-apigw-timestamp'), header('x-ncp-iam-access-key'));
    return header('x-ncp-iam-access-key') === c.ALIMTALK_ACCESS_KEY && header('x-ncp-apigw-signature-v2') === expected;
  }
  const unauthorised = () => json(401, { errorCode: '200', message: 'Authentication Failed', details: 'Invalid authentication information.' });

  /** A sender number the project has not registered (LOCAL_SENS_SENDER_NUMBERS) is refused with 400 and nothing sent. */
  function sendSms(body: string): Answer {
    const request = JSON.parse(body || '{}') as { from?: string; content?: string; messages?: { to: string; content?: string }[] };
    if (!LOCAL_SENS_SENDER_NUMBERS.includes(request.from ?? '')) return json(400, { status: '400', errorMessage: `Unregistered calling number: ${request.from ?? ''}` });
    const requestId = randomUUID().replace(/-/g, '');
    for (const m of request.messages ?? []) take(requestId, outbox.recordSms(m.to, m.content ?? request.content ?? '', request.from).id, 'sms', m.to);
    return json(202, { requestId, requestTime: new Date().toISOString(), statusCode: '202', statusName: 'success' });
  }

  function sendAlimtalk(body: string): Answer {
    const request = JSON.parse(body || '{}') as { plusFriendId?: string; templateCode?: string; messages?: { to: string; content: string; useSmsFailover?: boolean; failoverConfig?: { content?: string; from?: string } }[] };
    const requestId = randomUUID();
    const results = (request.messages ?? []).map((m) => {
      if (request.templateCode?.startsWith('REJECTED')) return { to: m.to, countryCode: '82', content: m.content, requestStatusCode: 'A010', requestStatusName: 'fail', requestStatusDesc: '템플릿 정보가 일치하지 않습니다.' };
      const noKakao = m.to.endsWith('0000') && m.useSmsFailover === true;
      const entry = noKakao ? outbox.recordSms(m.to, m.failoverConfig?.content ?? m.content, m.failoverConfig?.from) : outbox.recordAlimtalk(m.to, m.content, `${request.plusFriendId ?? ''} ${request.templateCode ?? ''}`);
      take(requestId, entry.id, 'alimtalk', m.to, noKakao);
      return { messageId: entry.id, to: m.to, countryCode: '82', content: m.content, requestStatusCode: 'A000', requestStatusName: 'success', requestStatusDesc: '성공', useSmsFailover: m.useSmsFailover === true };
    });
    return json(202, { requestId, requestTime: new Date().toISOString(), statusCode: '202', statusName: 'success', messages: results });
  }

  /** The SMS API's result of one message: READY on the first look, then COMPLETED with the carrier's answer. */
  function smsResult(t: Taken) {
    const done = t.looks++ > 0;
    return {
      requestId: t.requestId,
      messageId: t.messageId,
      status: done ? 'COMPLETED' : 'READY',
      ...(done ? (t.fails ? { statusCode: '3018', statusName: 'fail', statusMessage: '전원 꺼짐' } : { statusCode: '0', statusName: 'success', statusMessage: '성공' }) : {}),
    };
  }

  /** The 알림톡's result: no 수신 상태 on the first look, then Kakao's (3019: not a KakaoTalk user, its SMS fallback went). */
  function alimtalkResult(t: Taken) {
    const done = t.looks++ > 0;
    const status = t.fellBack ? { messageStatusCode: '3019', messageStatusName: 'fail', messageStatusDesc: '카카오톡 미사용자' } : { messageStatusCode: '0000', messageStatusName: 'success', messageStatusDesc: '수신 성공' };
    return { requestId: t.requestId, messageId: t.messageId, requestStatusCode: 'A000', requestStatusName: 'success', requestStatusDesc: '성공', useSmsFailover: true, ...(done ? status : {}) };
  }

  /** The stand-in's answer to a /dev/sens request, or undefined for a path it does not serve. */
  return function answer(req: IncomingMessage, url: URL, body: string): Answer | undefined {
    const path = url.pathname;
    const sms = /^\/dev\/sens\/sms\/v2\/services\/[^/]+\/messages(?:\/([^/]+))?$/.exec(path);
    const alimtalk = /^\/dev\/sens\/alimtalk\/v2\/services\/[^/]+\/messages(?:\/([^/]+))?$/.exec(path);
    if (!sms && !alimtalk) return undefined;
    const method = req.method ?? 'GET';
    if (!signed(req, method, `${path}${url.search}`)) return unauthorised();
    if (method === 'POST' && sms && !sms[1]) return sendSms(body);
    if (method === 'POST' && alimtalk && !alimtalk[1]) return sendAlimtalk(body);
    if (method !== 'GET') return json(405, { status: '405', errorMessage: 'Method Not Allowed' });
    const id = decodeURIComponent((sms ?? alimtalk)![1] ?? '');
    if (sms && !id) {
      // The request's messages (the list by request id): what the result lookup is asked with next.
      const ids = byRequest.get(url.searchParams.get('requestId') ?? '') ?? [];
      if (ids.length === 0) return json(404, {});
      return json(200, { statusCode: '202', statusName: 'success', messages: ids.map((messageId) => ({ requestId: taken.get(messageId)!.requestId, messageId })) });
    }
    const t = taken.get(id);
    if (!t || t.via !== (sms ? 'sms' : 'alimtalk')) return json(404, {});
    return json(200, sms ? { statusCode: '202', statusName: 'success', messages: [smsResult(t)] } : alimtalkResult(t));
  };
}
