import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import { outgoingMessages } from '@portal/shared/messages/outgoing';

export interface OutboxEntry {
  channel: 'sms' | 'email' | 'alimtalk';
  to: string;
  subject?: string | undefined;
  /** An 알림톡's channel and approved template code. */
  template?: string | undefined;
  /** The sender number an SMS went from (SENS's SMS API: the organisation's pre-registered number); none through SNS. */
  from?: string | undefined;
  body: string;
  at: string;
  id: string;
}

/**
 * The local outbox: SMS arrive through a Publish-compatible SNS endpoint and are kept in a
 * JSON-lines file; e-mails are read back from aws-ses-v2-local's store.
 */
export function createLocalOutbox(smsFile: string, sesEndpoint: string) {
  mkdirSync(dirname(smsFile), { recursive: true });
  return {
    recordSms(to: string, body: string, from?: string): OutboxEntry {
      const entry: OutboxEntry = { channel: 'sms', to, body, ...(from ? { from } : {}), at: new Date().toISOString(), id: randomUUID() };
      appendFileSync(smsFile, `${JSON.stringify(entry)}\n`);
      return entry;
    },
    recordAlimtalk(to: string, body: string, template: string): OutboxEntry {
      const entry: OutboxEntry = { channel: 'alimtalk', to, body, template, at: new Date().toISOString(), id: randomUUID() };
      appendFileSync(smsFile, `${JSON.stringify(entry)}\n`);
      return entry;
    },
    async list(): Promise<OutboxEntry[]> {
      const sms: OutboxEntry[] = existsSync(smsFile)
        ? readFileSync(smsFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l) as OutboxEntry)
        : [];
      let emails: (OutboxEntry & { order: number })[] = [];
      try {
        const r = await fetch(`${sesEndpoint}/store`);
        const data = (await r.json()) as { emails?: { messageId?: string; destination?: { to?: string[] }; subject?: string; body?: { text?: string; html?: string }; at?: number }[] };
        // The store keeps sending order; its timestamps have one-second resolution.
        emails = (data.emails ?? []).map((e, order) => ({
          order,
          channel: 'email' as const,
          to: (e.destination?.to ?? []).join(', '),
          subject: e.subject,
          body: e.body?.text ?? e.body?.html ?? '',
          at: new Date((e.at ?? 0) * 1000).toISOString(),
          id: e.messageId ?? randomUUID(),
        }));
      } catch {
        /* SES stand-in not reachable: list SMS only */
      }
      const all: (OutboxEntry & { order: number })[] = [...sms.map((e, order) => ({ ...e, order })), ...emails];
      return all.sort((a, b) => b.at.localeCompare(a.at) || b.order - a.order).map(({ order: _o, ...e }) => e);
    },
  };
}
export type LocalOutbox = ReturnType<typeof createLocalOutbox>;

/** A message of the portal's outbox not sent yet: its channel, state and tries (never its text). */
export interface UnsentMessage {
  tenantId: number;
  id: string;
  kind: string;
  channel: string;
  state: string;
  tries: number;
  dueAt: string;
  lastError?: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderOutboxPage(entries: OutboxEntry[], unsent: UnsentMessage[] = []): string {
  const o = outgoingMessages.outbox;
  const rows = entries
    .map(
      (e) => `<tr><td>${esc(e.at)}</td><td>${e.channel === 'sms' ? '문자' : '이메일'}</td><td>${esc(e.to)}</td><td>${esc(e.subject ?? '')}</td><td><pre>${esc(e.body)}</pre></td></tr>`,
    )
    .join('');
  const queued = unsent
    .map(
      (m) =>
        `<tr><td>${m.tenantId}</td><td>${esc(m.id)}</td><td>${esc(m.kind)}</td><td>${esc(o.channels[m.channel] ?? m.channel)}</td><td>${esc(o.states[m.state] ?? m.state)}</td><td>${m.tries}</td><td>${m.state === 'failed' ? '' : esc(m.dueAt)}</td><td>${esc(m.lastError ?? '')}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>로컬 발송함</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%;margin-bottom:2rem}td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style></head>
<body><h1>로컬 발송함</h1>
<h2>${o.pageTitle}</h2><p>${o.pageIntro}</p>
<table><thead><tr><th>회사</th><th>메시지 id</th><th>종류</th><th>채널</th><th>상태</th><th>시도</th><th>예정 시각</th><th>사유</th></tr></thead><tbody>${queued || `<tr><td colspan="8">${o.none}</td></tr>`}</tbody></table>
<h2>보낸 메시지</h2><p>로컬 실행에서 보낸 문자와 이메일입니다(최신순). 배포 환경에는 없습니다. <a href="/dev/outbox.json">JSON</a></p>
<table><thead><tr><th>보낸 시각</th><th>종류</th><th>받는 사람</th><th>제목</th><th>내용</th></tr></thead><tbody>${rows || '<tr><td colspan="5">보낸 메시지가 없습니다.</td></tr>'}</tbody></table></body></html>`;
}
