/** Where the local portal listens: loopback unless LISTEN_HOST opens it (the stand-ins stay on loopback regardless). */
export const LOOPBACK_HOST = '127.0.0.1';

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/**
 * Reads LISTEN_HOST. Any other address than loopback lets other machines reach the portal, its /dev pages and the
 * outbox's live codes, so it comes with one warning line for the console.
 */
export function listenHost(env: Record<string, string | undefined> = process.env): { host: string; warning?: string } {
  const host = env.LISTEN_HOST?.trim();
  if (!host) return { host: LOOPBACK_HOST };
  if (isLoopback(host)) return { host };
  return {
    host,
    warning: `경고: LISTEN_HOST=${host} 설정으로 다른 컴퓨터에서도 포털과 /dev 페이지(로컬 발송함의 인증번호 포함)에 접속할 수 있습니다. 믿을 수 있는 네트워크에서만 사용해 주세요.`,
  };
}
