import type { TestPortal } from './test-portal.ts';

/** The newest code sent to a recipient (an e-mail address or a Korean mobile number), read from the local outbox as a tester would. */
export async function codeFromOutbox(portal: TestPortal, to: string): Promise<string> {
  const list = (await portal.get('localhost', '/dev/outbox.json')).json<{ to: string; body?: string }[]>();
  const entry = list.find((e) => e.to === to || e.to === `+82${to.replace(/\D/g, '').slice(1)}`);
  const code = /(\d{6})/.exec(entry?.body ?? '')?.[1];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}
