import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';

export interface OutboxEntry {
  channel: 'sms' | 'email';
  to: string;
  subject?: string | undefined;
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
    recordSms(to: string, body: string): OutboxEntry {
      const entry: OutboxEntry = { channel: 'sms', to, body, at: new Date().toISOString(), id: randomUUID() };
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

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderOutboxPage(entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (e) => `<tr><td>${esc(e.at)}</td><td>${e.channel === 'sms' ? '문자' : '이메일'}</td><td>${esc(e.to)}</td><td>${esc(e.subject ?? '')}</td><td><pre>${esc(e.body)}</pre></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>로컬 발송함</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style></head>
<body><h1>로컬 발송함</h1><p>로컬 실행에서 보낸 문자와 이메일입니다(최신순). 배포 환경에는 없습니다. <a href="/dev/outbox.json">JSON</a></p>
<table><thead><tr><th>보낸 시각</th><th>종류</th><th>받는 사람</th><th>제목</th><th>내용</th></tr></thead><tbody>${rows || '<tr><td colspan="5">보낸 메시지가 없습니다.</td></tr>'}</tbody></table></body></html>`;
}
