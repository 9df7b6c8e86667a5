import { request } from 'node:http';
import { waitFor } from './wait-for.ts';

/**
 * An applicant made through the public API of a running portal, as the auth step makes one: e-mail code from the
 * local outbox, confirm, save. Browser suites that start at the form use it and then put the token in the page.
 */
/** Each applicant connects from its own loopback address (127.0.0.x), as applicants on their own machines would: the per-address code limit applies to each. */
let nextAddress = 0;
const ownAddress = () => `127.0.${100 + Math.floor(nextAddress / 250) % 100}.${1 + (nextAddress++ % 250)}`;

export async function applyThroughApi(port: number, tenant: string, input: { projectId: number; taskId: number; name: string; phone: string; email: string; password: string; agreementIds: number[]; userAgent?: string }) {
  const host = `${tenant}.localhost:${port}`;
  const localAddress = ownAddress();
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; json: any }>((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = request({ host: '127.0.0.1', port, localAddress, method, path, headers: { host, ...(data ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = text;
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      });
      req.on('error', reject);
      req.end(data);
    });
  const sent = await send('POST', '/api/app/verify/request/email', { project_id: input.projectId, type: 'applicant_certification', recv_info: input.email });
  if (sent.status !== 200) throw new Error(`code request failed: ${JSON.stringify(sent.json)}`);
  // Long enough for one failed send and its retry: on a loaded machine the SES stand-in may time out once, and the
  // delivery tries again after retryDelayMs(1) (10 s), picked up by the next sweep (5 s locally).
  const code = await waitFor(
    `the code sent to ${input.email}`,
    async () => {
      const outbox = (await send('GET', '/dev/outbox.json')).json as { to: string; body: string }[];
      return /(\d{6})/.exec(outbox.find((e) => e.to === input.email)?.body ?? '')?.[1];
    },
    { timeoutMs: 45_000 },
  );
  await send('POST', '/api/app/verify/confirm/email', { request_info: code, recv_info: input.email, type: 'applicant_certification' });
  const created = await send('POST', `/api/app/applicant/create/${input.taskId}`, {
    project_id: input.projectId,
    agreements: 'Y',
    agreement_ids: input.agreementIds,
    name: input.name,
    phone: input.phone,
    email: input.email,
    password: input.password,
    password_confirmation: input.password,
  }, input.userAgent ? { 'user-agent': input.userAgent } : {});
  if (!created.json?.access_token) throw new Error(`applicant not created: ${JSON.stringify(created.json)}`);
  return { id: created.json.id as number, token: created.json.access_token as string, send };
}
